/**
 * On a phone the entry's form and its preview take turns at full width (admin.css): Decap's
 * «Показать/скрыть превью» switches between them. Decap opens an entry with its preview shown unless
 * the editor hid it before; on a phone she gets the form first, and her own choice is kept after that.
 */

/** The key Decap keeps the editor's choice under (its editor reads it when an entry opens). */
export const PREVIEW_VISIBLE_KEY = "cms.preview-visible";

/** admin.css's phone layout: narrower than the 800 px Decap is laid out for. */
export const PHONE_QUERY = "(max-width: 799px)";

export function openFormFirstOnPhone(win: Pick<Window, "matchMedia" | "localStorage"> = window): void {
  if (win.matchMedia(PHONE_QUERY).matches && win.localStorage.getItem(PREVIEW_VISIBLE_KEY) === null) {
    win.localStorage.setItem(PREVIEW_VISIBLE_KEY, "false");
  }
}

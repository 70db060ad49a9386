/**
 * What «Дублировать» copies. A copy is meant to become another page: its address (slug) and its SEO
 * title and description, which no two pages may share, start empty, so the form asks for them
 * (Decap marks the empty required fields) instead of the save being refused later. The picture and
 * every other text stay. Called from Decap's own duplicate action (scripts/decap-patches.ts).
 *
 * Between the click and the copy's arrival Decap shows a form whose typing it then throws away (the
 * original's, or the new entry's before the copy replaces it): a slug typed there was lost. The form
 * is hidden for that moment (`data-copying` on <body>, admin.css), so what she types goes into the copy.
 */
import { UNIQUE_SEO_FIELDS } from "../../content-model/seo";

/** The global the patched Decap calls: `hook(sourceEntry, entryDraft)` → the copy's data. */
export const COPY_HOOK = "__videumCopyData";

/** The fields a copy gets empty, by dotted path. */
export const EMPTIED_IN_COPY: readonly string[] = ["slug", ...UNIQUE_SEO_FIELDS];

/** The part of Immutable's Map the copy uses (Decap's entries are Immutable). */
export interface DataMap {
  getIn(path: string[]): unknown;
  setIn(path: string[], value: unknown): DataMap;
}
interface EntryLike {
  get(key: "data"): DataMap;
}
interface DraftLike {
  getIn(path: string[]): unknown;
}

/**
 * The copy's data: `source`'s data with EMPTIED_IN_COPY emptied where it has them; what the editor
 * has already typed into those fields of the new entry's form (`draft`) is kept, never overwritten.
 */
export function copyData(source: EntryLike, draft?: DraftLike): DataMap {
  copyArrived();
  let data = source.get("data");
  const typing = draft?.getIn(["entry", "newRecord"]) === true;
  for (const field of EMPTIED_IN_COPY) {
    const path = field.split(".");
    if (typeof data.getIn(path) !== "string") continue;
    const typed = typing ? draft?.getIn(["entry", "data", ...path]) : undefined;
    data = data.setIn(path, typeof typed === "string" && typed.trim() !== "" ? typed : "");
  }
  return data;
}

/** Longest the form stays hidden if a copy never arrives (the original could not be read). */
const COPY_WAIT_MS = 15_000;
let hidden: ReturnType<typeof setTimeout> | undefined;

function copyArrived() {
  if (typeof document === "undefined" || hidden === undefined) return;
  clearTimeout(hidden);
  hidden = undefined;
  // After Decap has drawn the copy (its action is dispatched right after this returns).
  setTimeout(() => delete document.body.dataset.copying, 0);
}

/** A menu item that makes a copy: «Дублировать», «Опубликовать и дублировать», «Сохранить и дублировать». */
const COPY_ITEM = /дублировать/i;

export function installCopyHook(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  target[COPY_HOOK] = copyData;
  if (typeof document === "undefined") return;
  document.addEventListener(
    "click",
    (event) => {
      const item = event.target instanceof Element ? event.target.closest("[role=menuitem], button") : null;
      if (!item || !COPY_ITEM.test(item.textContent ?? "")) return;
      document.body.dataset.copying = "";
      clearTimeout(hidden);
      hidden = setTimeout(copyArrived, COPY_WAIT_MS);
    },
    true,
  );
}

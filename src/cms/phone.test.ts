import { openFormFirstOnPhone, PHONE_QUERY, PREVIEW_VISIBLE_KEY } from "./phone";

/** A window of the given width as far as openFormFirstOnPhone looks at it, with its own storage. */
function windowOf(width: number, stored?: string) {
  const storage = new Map<string, string>(stored === undefined ? [] : [[PREVIEW_VISIBLE_KEY, stored]]);
  return {
    matchMedia: (query: string) => ({ matches: query === PHONE_QUERY && width < 800 }) as MediaQueryList,
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage,
    storage,
  };
}

test("on a phone an entry opens on its form: Decap's preview is off unless she chose it", () => {
  const phone = windowOf(375);
  openFormFirstOnPhone(phone);
  expect(phone.storage.get(PREVIEW_VISIBLE_KEY)).toBe("false");
});

test("her own choice on the phone is kept: the preview she switched on stays on", () => {
  const phone = windowOf(375, "true");
  openFormFirstOnPhone(phone);
  expect(phone.storage.get(PREVIEW_VISIBLE_KEY)).toBe("true");
});

test("on a computer nothing changes: Decap shows the form and its preview side by side", () => {
  const desktop = windowOf(1440);
  openFormFirstOnPhone(desktop);
  expect(desktop.storage.has(PREVIEW_VISIBLE_KEY)).toBe(false);
});

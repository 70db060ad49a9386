import {
  BANNER_DELAY_MS,
  BANNER_EXPIRY_MS,
  BANNER_STORAGE_KEY,
  bannerStorage,
  hasRecord,
  purgeExpiredRecord,
  storeRecord,
} from "./banner";

/** An in-memory Storage, as localStorage behaves in a browser. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => Array.from(items.keys())[i] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** A storage whose every call throws, as in locked-down browsers. */
const throwingStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("SecurityError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
} as unknown as Storage;

const now = 1_800_000_000_000;

test("the SPEC §9 constants: 20 s of inactivity, records expire after 15 minutes, key openedBanner", () => {
  expect(BANNER_DELAY_MS).toBe(20_000);
  expect(BANNER_EXPIRY_MS).toBe(900_000);
  expect(BANNER_STORAGE_KEY).toBe("openedBanner");
});

test("storing a record keeps the time in ms under openedBanner", () => {
  const storage = memoryStorage();
  expect(hasRecord(storage)).toBe(false);
  expect(storeRecord(storage, now)).toBe(true);
  expect(storage.getItem("openedBanner")).toBe(String(now));
  expect(hasRecord(storage)).toBe(true);
});

test("a record up to 15 minutes old is kept; an older one is removed", () => {
  const fresh = memoryStorage({ openedBanner: String(now - BANNER_EXPIRY_MS) });
  purgeExpiredRecord(fresh, now);
  expect(hasRecord(fresh)).toBe(true);

  const old = memoryStorage({ openedBanner: String(now - BANNER_EXPIRY_MS - 1) });
  purgeExpiredRecord(old, now);
  expect(hasRecord(old)).toBe(false);
});

test("a record that is not a time, or lies in the future, is removed; other keys are left alone", () => {
  for (const value of ["", "yesterday", String(now + 60_000)]) {
    const storage = memoryStorage({ openedBanner: value, "videum:other": "1" });
    purgeExpiredRecord(storage, now);
    expect(hasRecord(storage)).toBe(false);
    expect(storage.getItem("videum:other")).toBe("1");
  }
});

test("without storage, or with one that throws, there is no record and nothing breaks", () => {
  for (const storage of [null, throwingStorage]) {
    expect(() => purgeExpiredRecord(storage, now)).not.toThrow();
    expect(hasRecord(storage)).toBe(false);
    expect(storeRecord(storage, now)).toBe(false);
  }
});

test("a full storage (quota exceeded on write) is reported, not thrown", () => {
  const full = memoryStorage();
  full.setItem = () => {
    throw new Error("QuotaExceededError");
  };
  expect(storeRecord(full, now)).toBe(false);
});

test("outside a browser there is no storage", () => {
  expect(bannerStorage()).toBeNull();
});

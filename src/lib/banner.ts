/**
 * The messaging-channel banner's memory (SPEC §4, §9): when it was last shown, kept in localStorage so
 * a visitor sees it at most once per 15 minutes. Every function takes the storage as an argument and
 * survives a storage that is missing or throws (privacy modes, disabled storage, full quota): then
 * there is simply no record.
 */

/** Inactivity (no mouse move, key press or click) before the banner shows. */
export const BANNER_DELAY_MS = 20_000;
/** Age after which a stored record is removed on page load. */
export const BANNER_EXPIRY_MS = 900_000;
/** Fade in and out. */
export const BANNER_FADE_MS = 600;
export const BANNER_STORAGE_KEY = "openedBanner";

/** localStorage, or null where reading the property itself throws (blocked storage). */
export function bannerStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRecord(storage: Storage | null): string | null {
  try {
    return storage?.getItem(BANNER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Removes a record older than BANNER_EXPIRY_MS. A value that is not a time, or a time ahead of the
 * clock (the clock was set back), is removed as well, so it cannot hold the banner back indefinitely.
 */
export function purgeExpiredRecord(storage: Storage | null, now: number): void {
  const record = readRecord(storage);
  if (record === null) return;
  const shownAt = Number(record);
  const age = now - shownAt;
  if (record.trim() !== "" && Number.isFinite(shownAt) && age >= 0 && age <= BANNER_EXPIRY_MS) return;
  try {
    storage?.removeItem(BANNER_STORAGE_KEY);
  } catch {
    // Nothing to do: a storage that cannot be written to keeps nothing that could block the banner.
  }
}

export function hasRecord(storage: Storage | null): boolean {
  return readRecord(storage) !== null;
}

/** Stores the time the banner was shown, in ms; false when the storage refused it. */
export function storeRecord(storage: Storage | null, now: number): boolean {
  if (!storage) return false;
  try {
    storage.setItem(BANNER_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

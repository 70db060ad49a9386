/**
 * SPEC §8 "failed page chunk load": the page is reloaded once, unless a reload happened in the last
 * 60 s (kept in sessionStorage). A chunk fails to load mostly after a deploy, when an open tab asks for
 * files of the previous build; reloading fetches the new HTML with the new file names.
 *
 * How this fits with what Gatsby does itself (node_modules/gatsby/cache-dir):
 * - A client-side navigation whose page data or code fails to load is answered by Gatsby's loader with
 *   a hard navigation to the target (navigation.js `window.location = pathname`). That error never
 *   reaches the window, so we leave that navigation alone; it cannot loop, because a first page load
 *   never navigates on failure.
 * - On a page load (including that hard navigation) a failed chunk is rethrown by production-app.js and
 *   surfaces as an unhandled rejection: that is where the guarded reload below happens.
 * - navigation.js also reloads on any unhandled "Loading chunk N failed" once a page has rendered, with
 *   no guard, so a chunk that keeps failing would reload forever. Our listener runs first (capture
 *   phase) and stops the event for chunk errors, so only the guarded reload decides.
 */
export const CHUNK_RELOAD_KEY = "videum:chunk-reload";
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Loading chunk [\w-]+ failed/i, // webpack's ChunkLoadError message
  /Loading CSS chunk [\w-]+ failed/i, // mini-css-extract-plugin
  /Failed to fetch dynamically imported module/i, // Chromium, native import()
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  // Gatsby's loader when a page's data, code or static queries could not be fetched on a page load,
  // or when the app bundle does not know a page's chunk (a page-data file from a newer build).
  /page resources for .+ not found\. Not rendering React/,
  /We couldn't load ".*\/page-data\//,
  /We couldn't find the correct component chunk/,
];

/** Whether `error` (an Error, a rejection reason or an error message) means a chunk failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  let name = "";
  let message = "";
  if (typeof error === "string") {
    message = error;
  } else if (typeof error === "object") {
    const { name: n, message: m } = error as { name?: unknown; message?: unknown };
    name = typeof n === "string" ? n : "";
    message = typeof m === "string" ? m : "";
  }
  if (name === "ChunkLoadError") return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export type ChunkRecovery =
  /** The page is being reloaded; the time is recorded. */
  | "reloaded"
  /** A reload was recorded less than a minute ago: reloading again could loop. */
  | "recently-reloaded"
  /**
   * sessionStorage is missing or refuses reads or writes. Without a record we cannot tell whether this
   * page is itself the result of our reload, so we do not reload: a broken page beats a reload loop.
   */
  | "no-storage";

type ReloadStorage = Pick<Storage, "getItem" | "setItem">;

export function recoverFromChunkError(storage: ReloadStorage | null, now: number, reload: () => void): ChunkRecovery {
  if (!storage) return "no-storage";
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    // A time in the future (the clock was set back) counts as recent: the safe side.
    if (last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return "recently-reloaded";
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return "no-storage";
  }
  reload();
  return "reloaded";
}

/** sessionStorage, or null where reading the property itself throws (storage disabled). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface ChunkRecoveryOptions {
  target?: Window;
  storage?: () => ReloadStorage | null;
  now?: () => number;
  reload?: () => void;
}

/** Called once on client entry: reloads the page (guarded) when a chunk error reaches the window. */
export function listenForChunkErrors({
  target = window,
  storage = sessionStore,
  now = () => Date.now(),
  reload = () => window.location.reload(),
}: ChunkRecoveryOptions = {}): () => void {
  let reloading = false;
  const handle = (error: unknown) => {
    if (reloading) return;
    const outcome = recoverFromChunkError(storage(), now(), reload);
    if (outcome === "reloaded") reloading = true;
    else console.error(`A chunk failed to load; the page is not reloaded again (${outcome})`, error);
  };
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    if (isChunkLoadError(error)) handle(error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return;
    // Keeps Gatsby's unguarded reload in navigation.js from running too (see the note at the top).
    event.stopImmediatePropagation();
    handle(event.reason);
  };
  target.addEventListener("error", onError, true);
  target.addEventListener("unhandledrejection", onRejection, true);
  return () => {
    target.removeEventListener("error", onError, true);
    target.removeEventListener("unhandledrejection", onRejection, true);
  };
}

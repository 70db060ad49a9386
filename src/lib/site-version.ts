/**
 * A tab left open across a publish must not show the old site on its next click. Gatsby keeps every
 * page it has loaded, prefetched or seen hovered in the tab's memory and shows it from there without
 * asking the server again (gatsbyjs/gatsby#37493); the header's links are prefetched on every page.
 * So before a client-side page change the tab asks for the site's version (app-data.json, ~90 bytes,
 * where the build writes the JavaScript's and the content's hash: gatsby/node/site-version.ts): when it
 * is not the version of the page the tab loaded, the change is made as a full page load. The page's
 * own version is what the server stated with it (`Server-Timing: site;desc=…`, read through Navigation
 * Timing): no page carries it, so a publish rewrites only the pages that changed (issue #35). Where the
 * header did not reach the page (another static host, a browser without Server Timing), the version
 * the site had when the page started is taken instead. Offline or slow, the check gives up after a
 * moment and the page changes as before.
 * In the same moment the parts of the page whose code loads on demand are fetched (`prepare`), so the
 * new page is drawn whole rather than with a part popping in later and pushing what is below it.
 */

/** What Gatsby's loader answers for a page: the site version it was built with, among the rest. */
interface PageResources {
  page?: { webpackCompilationHash?: string };
}

/** The part of Gatsby's globals this uses. */
export interface GatsbyWindow {
  ___navigate?: (to: string | number, options?: unknown) => void;
  ___webpackCompilationHash?: string;
  /** Gatsby's public loader: its navigate calls `loadPage` through this very object. */
  ___loader?: { loadPage: (path: string) => Promise<unknown> };
  location: { href: string; pathname: string; assign(url: string): void };
  performance?: { getEntriesByType(type: "navigation"): readonly unknown[] };
}

/** The `site` entry the server states with every response (server/plugins/active-site). */
export const SERVER_TIMING_NAME = "site";

export const VERSION_URL = "/page-data/app-data.json";
/** Longer than a slow mobile round trip, short enough not to be felt as a hang when offline. */
export const CHECK_TIMEOUT_MS = 1500;

/** The live site's version, or null when it could not be learnt in time. */
export async function liveVersion(fetchJson: typeof fetch, timeoutMs = CHECK_TIMEOUT_MS): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchJson(VERSION_URL, { cache: "no-cache", signal: controller.signal });
    if (!response.ok) return null;
    const data = (await response.json()) as { siteVersion?: unknown };
    return typeof data.siteVersion === "string" ? data.siteVersion : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The version the server stated with the page this tab loaded, or null where it did not reach the page. */
export function pageVersion(win: Pick<GatsbyWindow, "performance">): string | null {
  const [navigation] = win.performance?.getEntriesByType("navigation") ?? [];
  const timings = (navigation as { serverTiming?: readonly { name: string; description: string }[] } | undefined)?.serverTiming ?? [];
  return timings.find((timing) => timing.name === SERVER_TIMING_NAME)?.description || null;
}

/** Resolves when `work` settles or after `timeoutMs`, whichever comes first; never rejects. */
function atMost(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}

/**
 * Wraps Gatsby's navigate (what every Link and navigate() call) with the version check, and with
 * `prepare` (loading what the next page needs beyond Gatsby's own resources), both at once and for at
 * most CHECK_TIMEOUT_MS.
 */
export function checkVersionBeforeNavigating(
  win: GatsbyWindow,
  fetchJson: typeof fetch,
  prepare: () => Promise<unknown> = () => Promise.resolve(),
): void {
  const navigate = win.___navigate;
  if (!navigate || !win.___webpackCompilationHash) return;
  const loadingFullyOnChange = fullLoadWhenSiteChangesMidway(win);
  const stated = pageVersion(win);
  // Without the header: the live version now, a moment after the page arrived, stands for the page's.
  const loaded: Promise<string | null> = stated !== null ? Promise.resolve(stated) : liveVersion(fetchJson);
  win.___navigate = (to, options) => {
    // history.go(n), and a jump within the page, change nothing that could be stale.
    if (typeof to !== "string" || new URL(to, win.location.href).pathname === win.location.pathname) {
      navigate(to, options);
      return;
    }
    void Promise.all([loaded, liveVersion(fetchJson), atMost(prepare(), CHECK_TIMEOUT_MS)]).then(([own, live]) => {
      if (own !== null && live !== null && live !== own) win.location.assign(to);
      else loadingFullyOnChange(to, () => navigate(to, options));
    });
  };
}

/**
 * A publish can go live between the check and the moment Gatsby fetches the next page. Gatsby then sees
 * the new version in what it fetched and loads the page in full, but it also pushes the page onto the
 * history as a client-side change: the tab's history gets an extra entry and Back no longer returns
 * to where the visitor was (issue #34: Back to 0 px instead of 1200). So during a page change the
 * loader's answer is looked at first: built by another version, the page is loaded in full by
 * `location.assign` alone, as after the check, and Gatsby's navigate is left waiting, doing nothing.
 * Returns the wrapper a page change runs in.
 */
function fullLoadWhenSiteChangesMidway(win: GatsbyWindow): (to: string, change: () => void) => void {
  const loader = win.___loader;
  if (!loader) return (_to, change) => change();
  const loadPage = loader.loadPage.bind(loader);
  let changingTo: string | null = null;
  const pathOf = (to: string) => {
    const url = new URL(to, win.location.href);
    return `${url.pathname}${url.search}`;
  };
  loader.loadPage = (path) =>
    loadPage(path).then((resources) => {
      if (changingTo === null || pathOf(path) !== pathOf(changingTo)) return resources;
      const to = changingTo;
      changingTo = null;
      const built = (resources as PageResources | null)?.page?.webpackCompilationHash;
      if (built === undefined || built === win.___webpackCompilationHash) return resources;
      win.location.assign(to);
      return new Promise<never>(() => {});
    });
  return (to, change) => {
    changingTo = to;
    change();
  };
}

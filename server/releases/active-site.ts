/**
 * The site the server answers from, switchable without a restart. Each request is pinned to the site
 * that was active when it arrived (onRequest, before the security headers compute the page's CSP), and
 * every consumer reads that pinned site: a request in flight during a switch finishes on its release, and
 * an HTML page and its Content-Security-Policy always come from the same one.
 */
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { BLOG_INDEX_FILE, type BlogIndex } from "../../rules/blog-api";
import { isImmutableAsset, loadPublicSite, type PublicSite } from "../lib/public-site";
import { memoryFiles, type MemoryFiles, type MemoryFilesOptions } from "../lib/memory-files";
import { CURRENT, openReleaseStore } from "./store";

export interface ServedSite {
  /** The release served, or null for PUBLIC_DIR (no release published yet). */
  releaseId: string | null;
  /**
   * The site's version (JavaScript and content: gatsby/node/site-version), stated on every response so
   * an open tab learns a publish went live; null for a build that does not carry one.
   */
  version: string | null;
  site: PublicSite;
  memory: MemoryFiles;
  blog: { index: BlogIndex; bySlug: ReadonlyMap<string, BlogIndex["articles"][number]> };
  /** An HTML file's text (the no-JS form pages fill it in), read once. */
  html(file: string): string;
  /** The folder the site is served from: a release's, or PUBLIC_DIR (its search index is opened by server/search/). */
  root: string;
}

/** A hashed asset of an earlier release that a page still open in a browser may ask for. */
export interface FallbackAsset {
  root: string;
  file: string;
}

export interface ActiveSite {
  current(): ServedSite;
  fallbackAsset(urlPath: string): FallbackAsset | null;
  /** Switches to the release `current` points at, if it changed; true when it switched. */
  refresh(): Promise<boolean>;
  /** Follows switches: fs.watch on RELEASES_DIR and, as a fallback, a poll every `pollMs`. */
  watch(pollMs?: number): void;
  close(): void;
}

function loadBlog(root: string, log: FastifyBaseLogger): ServedSite["blog"] {
  let index: BlogIndex = { articles: [] };
  try {
    index = JSON.parse(fs.readFileSync(path.join(root, BLOG_INDEX_FILE), "utf8")) as BlogIndex;
  } catch {
    // the warning below says it
  }
  if (index.articles.length === 0) log.warn({ file: BLOG_INDEX_FILE, root }, "blog index missing or empty: the blog API lists nothing");
  return { index, bySlug: new Map(index.articles.map((a) => [a.slug, a])) };
}

/** The version the build wrote into app-data.json (Gatsby's own hash for a build from before it did). */
function readVersion(root: string): string | null {
  try {
    const appData = JSON.parse(fs.readFileSync(path.join(root, "page-data", "app-data.json"), "utf8")) as { siteVersion?: unknown; webpackCompilationHash?: unknown };
    const version = appData.siteVersion ?? appData.webpackCompilationHash;
    return typeof version === "string" && /^[0-9a-f]{1,64}$/.test(version) ? version : null;
  } catch {
    return null;
  }
}

/**
 * Loads a built site and reads its pages into memory before anyone is served from it. What is the same
 * file as in `previous`, the site served until now, is taken over from it rather than read again.
 */
export async function loadServedSite(
  root: string,
  releaseId: string | null,
  memoryOptions: MemoryFilesOptions,
  log: FastifyBaseLogger,
  previous?: ServedSite,
): Promise<ServedSite> {
  const site = await loadPublicSite(root, previous?.site);
  const memory = memoryFiles(root, memoryOptions, previous?.memory);
  await Promise.all(site.pages.map((file) => memory.get(file)));
  const texts = new Map<string, string>();
  return {
    releaseId,
    version: readVersion(root),
    site,
    memory,
    blog: loadBlog(root, log),
    html(file) {
      let text = texts.get(file);
      if (text === undefined) {
        text = fs.readFileSync(path.join(root, file), "utf8");
        texts.set(file, text);
      }
      return text;
    },
    root,
  };
}

function assetPath(urlPath: string): string | null {
  try {
    const decoded = decodeURIComponent(urlPath.split("?")[0]);
    if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.split("/").includes("..")) return null;
    const file = decoded.slice(1);
    return isImmutableAsset(file) ? file : null;
  } catch {
    return null;
  }
}

export interface ActiveSiteOptions {
  publicDir: string;
  releasesDir: string;
  memory: MemoryFilesOptions;
  log: FastifyBaseLogger;
}

export async function openActiveSite({ publicDir, releasesDir, memory, log }: ActiveSiteOptions): Promise<ActiveSite> {
  const store = openReleaseStore(releasesDir);
  const initial = store.current();
  let active = initial
    ? await loadServedSite(store.pathOf(initial.id), initial.id, memory, log)
    : await loadServedSite(publicDir, null, memory, log);
  log.info({ release: active.releaseId, root: active.site.root }, active.releaseId ? "serving release" : "serving PUBLIC_DIR (no release published)");
  let kept = store.list().map((r) => r.id);
  let failedId: string | null = null;
  let pending: Promise<boolean> | null = null;
  let watcher: fs.FSWatcher | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function switchIfChanged(): Promise<boolean> {
    const next = store.current();
    if (!next || next.id === active.releaseId || next.id === failedId) return false;
    let loaded: ServedSite;
    const started = performance.now();
    try {
      loaded = await loadServedSite(store.pathOf(next.id), next.id, memory, log, active);
    } catch (error) {
      failedId = next.id;
      log.error({ err: error, release: next.id }, "release could not be loaded: still serving the previous one");
      return false;
    }
    const from = active.releaseId;
    active.memory.forgetPrevious(); // the new cache took over what it needs from it; nothing older is needed
    active = loaded;
    failedId = null;
    kept = store.list().map((r) => r.id);
    const loadMs = Math.round(performance.now() - started);
    const pagesRead = loaded.site.pagesRead;
    const filesRead = loaded.memory.readCount();
    log.info({ from, to: next.id, commit: next.commit, pages: next.pages, pagesRead, filesRead, loadMs }, "switched to release");
    return true;
  }

  const refresh = () => {
    // One switch at a time: a watch event and a poll arriving together load the release once.
    pending ??= switchIfChanged().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    current: () => active,
    fallbackAsset(urlPath) {
      const file = assetPath(urlPath);
      if (file === null) return null;
      for (const id of kept) {
        if (id === active.releaseId) continue;
        const root = store.pathOf(id);
        if (fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile()) return { root, file };
      }
      return null;
    },
    refresh,
    watch(pollMs = 2000) {
      const check = () => {
        refresh().catch((error: unknown) => log.error({ err: error }, "release check failed"));
      };
      try {
        watcher = fs.watch(releasesDir, (_event, name) => {
          if (name === CURRENT) check();
        });
        watcher.on("error", () => undefined);
      } catch {
        // no releases directory yet: the poll notices the first release
      }
      timer = setInterval(check, pollMs);
      timer.unref();
    },
    close() {
      watcher?.close();
      if (timer) clearInterval(timer);
    },
  };
}

const pinned = new WeakMap<IncomingMessage, ServedSite>();

export function pinSite(raw: IncomingMessage, site: ServedSite): void {
  pinned.set(raw, site);
}

/** The site a request was pinned to (helmet's CSP directives see only the raw request). */
export function pinnedSite(raw: IncomingMessage): ServedSite | undefined {
  return pinned.get(raw);
}

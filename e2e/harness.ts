import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { COLLECTIONS, DEFAULT_SITE_URL, entryPath } from "../rules/routes";
import { openReleaseStore, type ReleaseStore } from "../server/releases/store";
import { spawnServer, type RunningServer } from "../server/test/spawn-server";

export const ROOT = path.resolve(__dirname, "..");
export const SITE_URL = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");

/** Flags that keep Debian's Chromium off the closed network (DESIGN.md, "Facts about this machine"). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  // Pages are opened as http://localhost:<port>: a secure context, so the service worker registers.
  "--host-resolver-rules=MAP localhost 127.0.0.1",
];

/**
 * Debian's Chromium, headless. Playwright hides scrollbars by default; `scrollbars: true` shows them as a
 * desktop browser does, taking width from the page (for layout-shift and scroll-lock checks).
 */
export function launchBrowser({ scrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: scrollbars ? ["--hide-scrollbars"] : [],
  });
}

/** Runs the page's main thread `rate` times slower, as Lighthouse's mobile profile assumes a phone does. */
export async function slowDownCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Holds back the page's web-font files until the returned function is called: the page is first drawn
 * in the fallback font, as on a slow line, and the fonts arrive when the test says. The function resolves
 * once Golos Text is there for the page's Cyrillic text and no font is loading any more.
 */
export async function holdWebFonts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/fonts/*.woff2", async (font) => {
    await held;
    await font.continue();
  });
  return async () => {
    release();
    await page.waitForFunction(() => document.fonts.status === "loaded" && document.fonts.check('400 16px "Golos Text"', "Ая"));
  };
}

export interface SiteServer extends RunningServer {
  /** SQLite file of this run's lead store (a fresh temporary file). */
  leadsDb: string;
}

/**
 * The production server on the production build (public/ and build/server), on a free port, with a
 * fresh lead store; or on another copy of the site (`publicDir`) at a given port and store, as the
 * deploy test does across a restart.
 */
export async function startProductionServer({
  publicDir = path.join(ROOT, "public"),
  port = 0,
  leadsDb = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-leads-")), "leads.sqlite"),
  env = {} as NodeJS.ProcessEnv,
  // Another copy of the server and admin builds (build/server, build/admin), e.g. an older one to compare with.
  root = ROOT,
} = {}): Promise<SiteServer> {
  const entry = path.join(root, "build/server/server/server.js");
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`No production build in ${path.relative(ROOT, publicDir)}: run \`npm run build\` before the end-to-end tests`);
  }
  const server = await spawnServer(
    [entry],
    { PUBLIC_DIR: publicDir, LEADS_DB: leadsDb, PORT: String(port), ...(root === ROOT ? {} : { CONTENT_DIR: path.join(ROOT, "content") }), ...env },
    { cwd: root },
  );
  return { ...server, origin: `http://localhost:${server.port}`, leadsDb };
}

export interface Editor {
  email: string;
  name: string;
  password: string;
}

/** Adds an editor to a lead store the way an operator does: `npm run editors -- add … --password-stdin`. */
export function addEditor(leadsDb: string, editor: Editor): void {
  execFileSync("npm", ["run", "--silent", "editors", "--", "add", editor.email, "--name", editor.name, "--password-stdin"], {
    cwd: ROOT,
    input: `${editor.password}\n`,
    env: { ...process.env, LEADS_DB: leadsDb },
    stdio: ["pipe", "ignore", "inherit"],
  });
}

/** A release store in `dir` whose live release is the production build in public/: the site before an edit. */
export function releasesOfBuild(dir: string): ReleaseStore {
  const store = openReleaseStore(dir);
  store.activate(store.createRelease(path.join(ROOT, "public")).id);
  return store;
}

/** A built file's route: `about/index.html` → `/about`, `page-data/about/page-data.json` → `/about`. */
export function routeOfPublicFile(relative: string): string {
  const route = relative
    .replace(/^page-data\//, "")
    .replace(/(^|\/)(index\.html|page-data\.json)$/, "")
    .replace(/\.html$/, "");
  return route === "" || route === "index" ? "/" : `/${route}`;
}

/** Every address the sitemap lists, through its index, as served by the site at `origin`. */
export async function sitemapUrls(origin: string): Promise<string[]> {
  const locs = async (pathname: string) => {
    const res = await fetch(`${origin}${pathname}`);
    if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
    return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  };
  const urls: string[] = [];
  for (const part of await locs("/sitemap-index.xml")) urls.push(...(await locs(new URL(part).pathname)));
  return urls;
}

/** Every route the content defines: the pages of content/pages and one per catalogue entry. */
export function contentRoutes(): string[] {
  const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as { path?: string; slug: string };
  const listDir = (dir: string) =>
    fs.readdirSync(path.join(ROOT, "content", dir)).filter((f) => f.endsWith(".json")).map((f) => path.join(ROOT, "content", dir, f));
  const pages = listDir("pages").map((f) => readJson(f).path ?? "");
  const entries = COLLECTIONS.flatMap((c) => listDir(c.dir).map((f) => entryPath(c, readJson(f).slug)));
  return [...pages, ...entries].sort();
}

/**
 * One production server and one Chromium for a test file: started before its tests, stopped after.
 * Read `site.server` and `site.browser` inside tests.
 */
export function setupSite(): { server: SiteServer; browser: Browser } {
  const site = {} as { server: SiteServer; browser: Browser };
  beforeAll(async () => {
    site.server = await startProductionServer();
    site.browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

/**
 * Runs `fn` with a production server and a browser, stopping both afterwards (for scripts). `publicDir`:
 * another build's site folder, served as it is (no releases), e.g. to compare two builds.
 */
export async function withSite<T>(fn: (site: { server: SiteServer; browser: Browser }) => Promise<T>, publicDir?: string): Promise<T> {
  const releases = publicDir ? fs.mkdtempSync(path.join(os.tmpdir(), "site-releases-")) : undefined;
  const server = await startProductionServer(publicDir ? { publicDir, env: { RELEASES_DIR: releases } } : {});
  const browser = await launchBrowser();
  try {
    return await fn({ server, browser });
  } finally {
    await browser.close();
    await server.stop();
    if (releases) fs.rmSync(releases, { recursive: true, force: true });
  }
}

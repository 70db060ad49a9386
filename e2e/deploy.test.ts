/**
 * Deploy safety with the service worker (issue #8, point 8). Two real builds of the site, made by
 * scripts/rebuild-check.ts before the end-to-end tests: build/deploy/v1 and build/deploy/v2, which
 * differs by an edited module description. The production server serves v1, a visitor's browser
 * installs the service worker, the server restarts on v2 at the same address (a deploy), and the
 * visitor must get the new content within one reload, with no blank page and no 404 on the way.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { freePort } from "../server/test/free-port";
import type { RunningServer } from "../server/test/spawn-server";
import { EDIT_MARKER } from "../scripts/rebuild-check";
import { openReleaseStore } from "../server/releases/store";
import { launchBrowser, ROOT, startProductionServer } from "./harness";
import { seenOnceDrawn, shown as onScreen } from "./on-screen";

const VERSIONS = { v1: path.join(ROOT, "build/deploy/v1"), v2: path.join(ROOT, "build/deploy/v2") };

/** The production server on one version of the site, at a fixed port: the same origin across the deploy. */
function serve(version: keyof typeof VERSIONS, port: number, leadsDb: string): Promise<RunningServer> {
  if (!fs.existsSync(path.join(VERSIONS[version], "index.html"))) {
    throw new Error(`No ${VERSIONS[version]}: run \`npm run bench:rebuild\` after the build (npm test does)`);
  }
  return startProductionServer({ publicDir: VERSIONS[version], port, leadsDb });
}

/** Every page load of the visit: its status, and what the page showed once loaded. */
interface Load {
  url: string;
  status: number;
}

function watchLoads(page: Page): Load[] {
  const loads: Load[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push({ url: response.url(), status: response.status() });
  });
  return loads;
}

/** The page shows a heading and content, not a blank screen. */
async function shown(page: Page) {
  await page.locator("main h1").first().waitFor({ state: "visible", timeout: 15_000 });
  return page.evaluate(() => ({
    h1: document.querySelector("main h1")?.textContent?.trim() ?? "",
    words: (document.querySelector("main")?.textContent ?? "").split(/\s+/).filter(Boolean).length,
  }));
}

const showsMarker = (page: Page) =>
  page.evaluate((marker) => document.body.innerText.replace(/\u00a0/g, " ").includes(marker), EDIT_MARKER);

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

let port: number;
let leadsDb: string;
let server: RunningServer | undefined;
let context: BrowserContext;
let close: () => Promise<void>;

beforeAll(async () => {
  port = await freePort();
  leadsDb = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-deploy-")), "leads.sqlite");
  const browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  close = () => browser.close();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await close?.();
});

test("after a deploy a visitor with the service worker sees the new content in one reload, and no page is blank or a 404", async () => {
  server = await serve("v1", port, leadsDb);
  const origin = `http://localhost:${port}`;
  const page = await context.newPage();
  const loads = watchLoads(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  // The visit before the deploy: the worker installs and takes the page; the module catalogue (where
  // the edited description shows on its card) is cached.
  await page.goto(`${origin}/modules`, { waitUntil: "networkidle" });
  await controlled(page);
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  await page.goto(`${origin}/modules`, { waitUntil: "networkidle" });
  expect((await shown(page)).h1).toBe("Готовые модули распознавания");
  await expect(showsMarker(page)).resolves.toBe(false);

  // A second tab stays open on a case across the deploy, with the old version's code running.
  const other = await context.newPage();
  const otherLoads = watchLoads(other);
  other.on("pageerror", (error) => errors.push(error.message));
  await other.goto(`${origin}/about`, { waitUntil: "networkidle" });
  // Its visitor points at the menu's "Модули": Gatsby loads that page's data into the tab's memory now,
  // before the deploy, and would show it from there after it unless the tab learns the site changed.
  const modulesLink = other.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "Модули", exact: true });
  const prefetched = other.waitForResponse((response) => response.url().endsWith("/page-data/modules/page-data.json"));
  await modulesLink.hover();
  await prefetched;
  await other.mouse.move(0, 0);

  // The deploy: the server restarts on the new build at the same address.
  await server.stop();
  server = await serve("v2", port, leadsDb);

  // One reload shows the edited description.
  await page.reload({ waitUntil: "networkidle" });
  const after = await shown(page);
  expect(after.h1).toBe("Готовые модули распознавания");
  expect(after.words).toBeGreaterThan(200);
  await expect(showsMarker(page)).resolves.toBe(true);

  // The open tab follows the menu's link after the deploy: the new catalogue, not the cached one.
  await modulesLink.click();
  await other.waitForURL(`${origin}/modules`);
  // The address changes a frame or more before the new page is drawn: wait for the catalogue's heading.
  await other.locator("main h1", { hasText: "Готовые модули распознавания" }).waitFor({ state: "visible", timeout: 15_000 });
  await other.waitForFunction((marker) => document.body.innerText.replace(/\u00a0/g, " ").includes(marker), EDIT_MARKER, { timeout: 10_000 });

  // Every other route still loads from the new build through the worker.
  for (const route of ["/modules", "/blogs", "/contact"]) {
    await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
    expect((await shown(page)).h1.length).toBeGreaterThan(0);
  }

  const failed = [...loads, ...otherLoads].filter((load) => load.status >= 400);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
}, 90_000);

/**
 * Issue #34: a publish that goes live while a page change is under way (after the tab's own version
 * check, before Gatsby fetches the next page's data). When the publish brought new JavaScript, Gatsby
 * loads the next page in full; Back must still return to where the visitor was on the page she left,
 * not to its top. The two builds here differ in content only, so the answer Gatsby gets for the site's
 * code is given the hash of other code, as a release with a code change would answer.
 */
test("a publish with new code in the middle of a page change: the next page is loaded in full, and Back returns to 1200 px", async () => {
  // The two builds as releases of one store, served by one server that switches between them (no restart).
  const store = openReleaseStore(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-deploy-releases-")));
  const v1 = store.createRelease(VERSIONS.v1).id;
  store.activate(v1);
  const v2 = store.createRelease(VERSIONS.v2).id;
  // The edit (a module's description, shown on its card) rewrote only the pages that show the card: every
  // other page of v2 is v1's very file.
  const written = fs
    .readdirSync(store.pathOf(v2), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .filter((file) => fs.statSync(path.join(store.pathOf(v2), file)).ino !== fs.statSync(path.join(store.pathOf(v1), file), { throwIfNoEntry: false })?.ino);
  expect(written).toContain("modules/index.html");
  expect(written.length).toBeLessThanOrEqual(20);
  expect(store.list()[0].pages).toBeGreaterThan(90);
  const versionOf = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, "page-data/app-data.json"), "utf8")) as { siteVersion: string }).siteVersion;
  const live = await startProductionServer({ publicDir: VERSIONS.v1, leadsDb, env: { RELEASES_DIR: store.dir } });
  const origin = live.origin;
  const tab = await context.browser()?.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  if (!tab) throw new Error("no browser");
  try {
    const page = await tab.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const documents = watchLoads(page);
    await page.goto(`${origin}/modules`, { waitUntil: "networkidle" });
    const entries = await page.evaluate(() => history.length);
    const settledAt = async (y: number) => {
      await page.waitForFunction((want) => Math.abs(window.scrollY - want) <= 2, y, { timeout: 5000, polling: "raf" }).catch(() => undefined);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return page.evaluate(() => Math.round(window.scrollY));
    };
    // Down past 1200 and back up a little, as a person brings back the header that hides on the way down.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await settledAt(1500);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(settledAt(1200)).resolves.toBe(1200);

    // The tab's own check (its first request for the site's version) finds the old build; the publish goes
    // live before Gatsby's own request, made with the next page's data.
    let asked = 0;
    await page.route("**/page-data/app-data.json", async (route) => {
      asked += 1;
      if (asked !== 2) return route.continue();
      store.activate(v2);
      // The server follows the switch by itself; its answers say when it has.
      for (let i = 0; i < 100; i++) {
        const header = (await fetch(`${origin}/page-data/app-data.json`)).headers.get("server-timing") ?? "";
        if (header.includes(versionOf(VERSIONS.v2))) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const answer = await route.fetch();
      const appData = (await answer.json()) as { webpackCompilationHash: string };
      return route.fulfill({ response: answer, json: { ...appData, webpackCompilationHash: "feedfacefeedfacefeed" } });
    });
    const blog = page.getByRole("banner").getByRole("link", { name: "Блог" });
    expect(await seenOnceDrawn(blog)).toMatchObject(onScreen("Блог"));
    await blog.click();
    await page.waitForURL(`${origin}/blogs`);
    await page.locator("main h1").first().waitFor({ state: "visible", timeout: 15_000 });
    await page.waitForLoadState("load");
    expect(asked).toBeGreaterThanOrEqual(2);
    await page.unroute("**/page-data/app-data.json");
    // Loaded in full from the server: a second document, and no entry of the history pushed on the way.
    expect(documents.map((load) => new URL(load.url).pathname)).toEqual(["/modules", "/blogs"]);
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries + 1);

    await page.goBack();
    await page.waitForURL(`${origin}/modules`);
    await expect(settledAt(1200)).resolves.toBe(1200);
    expect(errors).toEqual([]);
  } finally {
    await tab.close();
    await live.stop();
  }
}, 90_000);

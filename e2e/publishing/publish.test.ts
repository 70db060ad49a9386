/**
 * Publishing for real (issue #19): the production server with PUBLISH_WATCH=1 on the site's own content
 * and Gatsby build. An editor's change to a module's title reaches the live site by itself while twenty
 * connections keep loading pages (none fails, no page is served with another release's scripts); a
 * broken edit keeps the live site and names file and field in the status; a rollback brings the old
 * title back, without a restart; a visitor whose browser holds the offline worker of the first release
 * sees the new title on the next navigation.
 *
 * Runs after the other end-to-end tests (scripts/test.sh), because its builds rewrite public/; it puts
 * the content file back however it ends.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { openReleaseStore } from "../../server/releases/store";
import { readJournal } from "../../server/publish/journal";
import type { PublishStatusView } from "../../content-model/contract/publish-status";
import { launchBrowser, ROOT, startProductionServer, type SiteServer } from "../harness";
import { seen, shown } from "../on-screen";

const EDITED = path.join(ROOT, "content/modules/faces.json");
const PAGE = "/modules/faces";
const OLD_TITLE = "Распознавание лиц: проход, поиск по базе, антиспуфинг";
const NEW_TITLE = "Распознавание лиц: проход, поиск по базе и защита от подмены";
const TOKEN = crypto.randomBytes(24).toString("hex");
const ROUTES = ["/", "/about", "/modules", "/modules/faces", "/blogs", "/contact", "/ai-projects"];

const original = fs.readFileSync(EDITED, "utf8");
/** Another module, edited in a second publish. */
const OTHER = path.join(ROOT, "content/modules/cars.json");
const otherOriginal = fs.readFileSync(OTHER, "utf8");
const releasesDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-publish-")), "releases");
let server: SiteServer;
let browser: Browser;
let firstRelease: string;

async function status(): Promise<PublishStatusView> {
  const response = await fetch(`${server.origin}/api/publish/status`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as PublishStatusView;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; status: ${JSON.stringify(await status())}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The h1 of the module's page as served (its words may be animated spans). */
async function moduleHeading(): Promise<string | undefined> {
  const inner = /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await fetch(`${server.origin}${PAGE}`)).text())?.[1];
  return inner?.replace(/<[^>]+>/g, "").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * Twenty visitors' connections, each loading pages and then every script each page asks for: a page
 * and its chunks must come from one release, or the page would not hydrate.
 */
function loadPages(connections: number) {
  const failures: string[] = [];
  let pages = 0;
  let running = true;
  const visitor = async (n: number) => {
    for (let i = n; running; i++) {
      const route = ROUTES[i % ROUTES.length];
      try {
        const page = await fetch(`${server.origin}${route}`);
        const html = await page.text();
        if (page.status !== 200) failures.push(`${route}: ${page.status}`);
        for (const [, script] of html.matchAll(/<script src="(\/[^"]+\.js)"/g)) {
          const chunk = await fetch(`${server.origin}${script}`);
          await chunk.arrayBuffer();
          if (chunk.status !== 200) failures.push(`${route} → ${script}: ${chunk.status}`);
        }
        pages++;
      } catch (error) {
        failures.push(`${route}: ${(error as Error).message}`);
      }
    }
  };
  const all = Promise.all(Array.from({ length: connections }, (_, n) => visitor(n)));
  return {
    stop: async () => {
      running = false;
      await all;
      return { failures, pages };
    },
  };
}

beforeAll(async () => {
  // The live site before the edit: the build the other tests used, as the first release.
  const store = openReleaseStore(releasesDir);
  store.checkWritable();
  firstRelease = store.createRelease(path.join(ROOT, "public")).id;
  store.activate(firstRelease);
  server = await startProductionServer({ env: { RELEASES_DIR: releasesDir, PUBLISH_WATCH: "1", PUBLISH_TOKEN: TOKEN } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  fs.writeFileSync(EDITED, original);
  fs.writeFileSync(OTHER, otherOriginal);
  await browser?.close();
  await server?.stop();
  fs.rmSync(path.dirname(releasesDir), { recursive: true, force: true });
});

test("an edited title goes live by itself, under load, with no failed request; a broken edit is refused with file and field; rollback brings the old title back", async () => {
  expect(await moduleHeading()).toBe(OLD_TITLE);

  // A visitor on the first release, with its offline worker installed.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await context.newPage();
  const pageErrors: string[] = [];
  visitor.on("pageerror", (error) => pageErrors.push(error.message));
  await visitor.goto(`${server.origin}/`, { waitUntil: "networkidle" });
  await visitor.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await visitor.goto(`${server.origin}${PAGE}`, { waitUntil: "networkidle" });
  await visitor.goto(`${server.origin}/`, { waitUntil: "networkidle" });

  // The editor's change, saved to the content folder; nothing else is done by hand.
  const load = loadPages(20);
  const before = Date.now();
  fs.writeFileSync(EDITED, original.replace(OLD_TITLE, NEW_TITLE));
  const published = await until("the edit to be published", async () => {
    const now = await status();
    return now.current?.id !== firstRelease && now.lastSuccess && now;
  }, 300_000);
  const seconds = Math.round((Date.now() - before) / 1000);
  // The server follows the switch within its 2 s poll; the load runs on a little past it.
  await until("the new title to be served", async () => (await moduleHeading()) === NEW_TITLE, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const { failures, pages } = await load.stop();
  expect(failures).toEqual([]);
  expect(pages).toBeGreaterThan(100);
  expect(published.lastSuccess?.reason).toBe("изменён content/modules/faces.json");
  expect(published.previous).toBe(firstRelease);
  console.log(`published in ${seconds} s; ${pages} pages and their scripts loaded meanwhile, none failed`);

  // The visitor with the old release's worker follows the module's card: the new title, on screen.
  await visitor.locator(`main h3 a[href="${PAGE}"]`).click();
  await visitor.waitForURL(`${server.origin}${PAGE}`);
  const heading = visitor.getByRole("heading", { level: 1, name: NEW_TITLE });
  await heading.waitFor({ timeout: 15_000 });
  expect(await seen(heading)).toEqual(shown(NEW_TITLE));
  expect(pageErrors).toEqual([]);
  await context.close();

  // A broken edit: the check refuses it, names file and field, and the live site keeps the new title.
  const broken = JSON.parse(original) as { hero: { title?: string } };
  delete broken.hero.title;
  const refusedAfter = new Date().toISOString();
  const brokenText = JSON.stringify(broken, null, 2);
  fs.writeFileSync(EDITED, brokenText);
  const refused = await until("the broken edit to be refused", async () => {
    const now = await status();
    return now.lastFailure && now.lastFailure.at > refusedAfter && !now.running && now;
  }, 60_000);
  expect(refused.lastFailure).toMatchObject({ stage: "check", stageName: "проверка контента" });
  // The line is where the "hero" object that lacks its title begins.
  const heroLine = brokenText.split("\n").findIndex((line) => line.includes('"hero"')) + 1;
  // One broken file, one problem: the pages that link to the module are listed under it, not counted.
  expect(refused.lastFailure?.problems).toEqual([expect.objectContaining({ file: "content/modules/faces.json", field: "hero.title", line: heroLine, message: "обязательное поле отсутствует" })]);
  expect(refused.lastFailure?.message).toMatch(/^Публикация отменена: ошибки в контенте \(1\)/);
  expect(refused.current?.id).toBe(published.current?.id);
  expect(await moduleHeading()).toBe(NEW_TITLE);

  // The file mended and another module edited, in one save: Gatsby renders that module's page alone and
  // keeps every other page's HTML. (The first publish above may follow a build of another content folder,
  // the admin test's, and then every page's data differs.)
  const mendedAfter = new Date().toISOString();
  const otherTitle = (JSON.parse(otherOriginal) as { hero: { title: string } }).hero.title;
  fs.writeFileSync(EDITED, original.replace(OLD_TITLE, NEW_TITLE));
  fs.writeFileSync(OTHER, otherOriginal.replace(`"title": "${otherTitle}"`, `"title": "${otherTitle}, уточнено"`));
  await until("the mended and the other edit to be published", async () => {
    const now = await status();
    return now.lastSuccess && now.lastSuccess.at > mendedAfter && !now.running && now;
  }, 300_000);
  expect(readJournal(releasesDir).lastSuccess?.timings?.gatsby?.pagesRendered).toBe(1);

  // Rollback from the operator's command line: the first release is live again, no restart.
  const rollback = spawnSync("npm", ["run", "--silent", "site", "--", "rollback", firstRelease], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: "utf8",
  });
  expect(rollback.status).toBe(0);
  expect(rollback.stdout).toContain(`Текущий выпуск: ${firstRelease}`);
  await until("the rollback to be served", async () => (await moduleHeading()) === OLD_TITLE, 10_000);
  expect((await status()).current?.id).toBe(firstRelease);
}, 480_000);

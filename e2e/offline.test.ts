import type { BrowserContext } from "playwright-core";
import { setupSite } from "./harness";

const site = setupSite();
let context: BrowserContext;

beforeAll(async () => {
  context = await site.browser.newContext();
});

/** Requests for `path` the server has logged so far (pino writes one JSON line per request). */
function served(path: string): number {
  return site.server
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"incoming request"') && line.includes(`"url":"${path}"`)).length;
}

test("the service worker installs, yet pages still come from the network, and offline the last copy shows", async () => {
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/about`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Reload so the page is controlled by the worker.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A controlled navigation must reach the server: a deploy is visible at once.
  const before = served("/about");
  await page.goto(`${site.server.origin}/about`);
  expect(served("/about")).toBe(before + 1);

  // The worker stores responses after handing them to the page; go offline only once everything this
  // page fetched (scripts, page-data, app-data) is in its caches, or a slow machine races the writes.
  // The page's code comes after its first screen is painted (src/lib/app-scripts): first the page
  // answers, then everything it fetched is counted.
  await page.waitForFunction(
    () => Object.keys(document.querySelector("header a[href='/']") ?? {}).some((key) => key.startsWith("__reactProps")),
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForFunction(async () => {
    const needed = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => /\.js$|\/page-data\//.test(new URL(url).pathname));
    const cached = await Promise.all(needed.map((url) => caches.match(url)));
    return needed.some((url) => /\/app-[0-9a-f]+\.js$/.test(url)) && needed.some((url) => url.includes("/page-data/")) && cached.every(Boolean);
  }, undefined, { polling: 100, timeout: 20_000 });

  // Without network the page still opens from the cache.
  await context.setOffline(true);
  await page.goto(`${site.server.origin}/about`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
  await context.setOffline(false);
}, 60_000);

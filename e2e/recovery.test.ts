import { setTimeout as delay } from "node:timers/promises";
import type { Page } from "playwright-core";
import { CHUNK_RELOAD_KEY } from "../src/lib/chunk-recovery";
import { setupSite } from "./harness";

const site = setupSite();

/** A fresh visit (its own session storage) with the requests of the main document listed. */
async function openVisit(): Promise<{ page: Page; documents: string[]; close: () => Promise<void> }> {
  // Requests a service worker answers never reach page.route: keep the worker out of these visits.
  const context = await site.browser.newContext({ serviceWorkers: "block", viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  return { page, documents, close: () => context.close() };
}

/** Gatsby marks its first client render: from then on the page runs and its links navigate client-side. */
const rendered = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0, undefined, { timeout: 20_000 });

const headerLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name, exact: true });

const storedReload = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY);

test("the service worker /sw.js is registered for the whole site (scope /)", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/`);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${site.server.origin}/`, script: `${site.server.origin}/sw.js` });
  await context.close();
}, 60_000);

test("a page whose code fails to load is reloaded once; a second failure within a minute is not reloaded", async () => {
  const { page, documents, close } = await openVisit();
  const loadsOf = (path: string) => documents.filter((p) => p === path).length;

  // /about's code fails for the client-side navigation and for the page load Gatsby answers it with;
  // it comes back for the reload.
  await page.route(/\/component---src-pages-about-tsx-\w+\.js$/, (route) =>
    loadsOf("/about") < 2 ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await page.goto(`${site.server.origin}/`);
  await rendered(page);
  await headerLink(page, "О нас").click();

  await page.waitForURL(`${site.server.origin}/about`);
  await rendered(page);
  expect(documents).toEqual(["/", "/about", "/about"]);
  await expect(page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type)).resolves.toBe("reload");
  await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
  const reloadedAt = await storedReload(page);
  expect(Date.now() - Number(reloadedAt)).toBeLessThan(60_000);

  // Now /contact's code is broken for good: Gatsby's hard navigation brings its server-rendered page,
  // and our guard, having reloaded moments ago, declines instead of looping.
  await page.route(/\/component---src-pages-contact-tsx-\w+\.js$/, (route) => route.fulfill({ status: 500, body: "" }));
  const declined = page.waitForEvent("console", {
    predicate: (message) => message.type() === "error" && message.text().includes("not reloaded again (recently-reloaded)"),
    timeout: 20_000,
  });
  await headerLink(page, "Контакты").click();
  await declined;
  expect(page.url()).toBe(`${site.server.origin}/contact`);
  expect(loadsOf("/contact")).toBe(1);
  await expect(storedReload(page)).resolves.toBe(reloadedAt);
  await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
  await close();
}, 60_000);

test("a slow client-side navigation shows the progress bar until the new page is shown", async () => {
  const { page, close } = await openVisit();
  // Hold /partners' page data (a prefetch included) until 1.5 s after the click.
  let clicked: () => void = () => undefined;
  const click = new Promise<void>((resolve) => (clicked = resolve));
  await page.route(/\/page-data\/partners\/page-data\.json$/, async (route) => {
    await click;
    await delay(1500);
    await route.continue();
  });
  await page.goto(`${site.server.origin}/`);
  await rendered(page);
  const bar = page.getByRole("progressbar", { name: "Загрузка" });
  await expect(bar.isVisible()).resolves.toBe(false);

  clicked();
  await headerLink(page, "Партнёрство").click();
  await bar.waitFor({ state: "visible", timeout: 5000 });
  await page.waitForURL(`${site.server.origin}/partners`);
  await bar.waitFor({ state: "hidden", timeout: 5000 });
  await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
  await close();
}, 60_000);

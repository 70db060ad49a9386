import type { Page } from "playwright-core";
import { setupSite } from "./harness";
import { scrolledTo, seen, shown } from "./on-screen";
import { HEIGHTS_LEARNED_MARK } from "../src/lib/scroll-restoration";

/*
 * The default build has no analytics counter ids (DESIGN "Configuration"): no cookie notice, no
 * analytics code run, and no request to any host but the site's own, however the visitor moves around.
 * The build with ids is covered by the component tests (src/components/layout/CookieNotice).
 */
const site = setupSite();

/** After the browser's idle time, when the counters would have loaded on a build with ids. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));

async function expectNoAnalytics(page: Page) {
  await expect(page.getByRole("region", { name: /Файлы cookie/ }).count()).resolves.toBe(0);
  await expect(page.getByRole("button", { name: "Настройки cookie" }).count()).resolves.toBe(0);
  await expect(
    page.evaluate(() => ({
      ym: "ym" in window,
      tmr: "_tmr" in window,
      consent: localStorage.getItem("videum:analytics-consent"),
      scripts: Array.from(document.scripts)
        .map((s) => s.src)
        .filter((src) => src && new URL(src).origin !== location.origin),
    })),
  ).resolves.toEqual({ ym: false, tmr: false, consent: null, scripts: [] });
}

test("without counter ids: no cookie notice and no request leaves the site, across pages and clicks", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const requested: string[] = [];
  context.on("request", (request) => requested.push(request.url()));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  for (const route of ["/", "/modules/faces", "/contact"]) {
    await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
    await idle(page);
    await expectNoAnalytics(page);
  }

  // Moving around inside the site: client-side route changes fire onRouteUpdate (the page-hit hook).
  const about = page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "О нас" });
  await expect(seen(about)).resolves.toEqual(shown("О нас"));
  const learned = () => page.evaluate((mark) => performance.getEntriesByName(mark).length, HEIGHTS_LEARNED_MARK);
  const before = await learned();
  await about.click();
  await page.waitForURL(`${site.server.origin}/about`);
  // The address changes before the new page is drawn; a person clicks what the new page shows, scrolled to.
  await page.locator("main h1", { hasText: "Делаем компьютерное зрение" }).waitFor();
  // She reads the top of /about first; by then its blocks know their heights (src/lib/scroll-restoration).
  // Scrolled to the footer at once, under load, the footer could still leap away as they laid out.
  await page.waitForFunction(([mark, count]) => performance.getEntriesByName(mark).length > count, [HEIGHTS_LEARNED_MARK, before] as const);
  const cases = page.getByRole("contentinfo").getByRole("link", { name: "Кейсы", exact: true });
  await expect(scrolledTo(cases)).resolves.toEqual(shown("Кейсы"));
  await cases.click();
  await page.waitForURL(`${site.server.origin}/ai-projects`);
  await page.locator("main h1", { hasText: "AI-проекты" }).waitFor();
  await page.getByRole("banner").getByRole("link", { name: "Оставить заявку" }).click();
  await page.getByRole("dialog", { name: "Оставить заявку" }).waitFor();
  await page.keyboard.press("Escape");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await idle(page);
  await expectNoAnalytics(page);

  const foreign = requested.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== site.server.origin);
  expect(foreign).toEqual([]);
  expect(requested.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
}, 45_000);

import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { setupSite } from "./harness";

/** SPEC §2, §4, §9: blocks reveal on scrolling, headline words fade in; never at the cost of content or layout. */
const site = setupSite();

const SHOWCASE = "Системы, которые мы строим";

async function open(route: string, options: BrowserContextOptions = {}): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  return { page, close: () => context.close(), errors };
}

/** How opaque an element looks: its own opacity times that of every element around it (run in the page). */
function effectiveOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  return opacity;
}

const opacityOf = (locator: Locator): Promise<number> => locator.evaluate(effectiveOpacity);

/** Polls until the element looks exactly this opaque; fails after `timeout` ms. */
async function waitForOpacity(locator: Locator, expected: number, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  let seen = await opacityOf(locator);
  while (seen !== expected) {
    if (Date.now() > deadline) throw new Error(`opacity stayed ${seen}, expected ${expected} within ${timeout} ms`);
    await locator.page().waitForTimeout(50);
    seen = await opacityOf(locator);
  }
}

const headlineWords = (page: Page) => page.getByRole("heading", { level: 1 }).locator("span");

test("at 1440 px a block far down /about is hidden until scrolled to, then fades in within about a second", async () => {
  const { page, close, errors } = await open("/about");
  const showcase = page.getByRole("region", { name: SHOWCASE });
  // Its code loads as the visitor nears it (LoadWhenNear): half a screen above it, the block, still
  // out of sight, hides to be revealed.
  const top = await showcase.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - 900 - 450);
  await waitForOpacity(showcase, 0, 5_000);
  // What the visitor is looking at is never hidden.
  const inView = await page.evaluate(`(${effectiveOpacity.toString()})(document.elementFromPoint(720, 450))`);
  expect(inView).toBe(1);

  await showcase.scrollIntoViewIfNeeded();
  await waitForOpacity(showcase, 1, 1_500);
  expect(errors).toEqual([]);
  await close();
}, 30_000);

test("the hero headline's words fade in and end fully visible", async () => {
  const { page, close } = await open("/about");
  const words = headlineWords(page);
  await expect(words.count()).resolves.toBeGreaterThan(1);
  const animations = await words.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
  expect(animations.every((name) => name !== "none")).toBe(true);
  await page.waitForTimeout(1_000);
  const opacities = await words.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
  expect(new Set(opacities)).toEqual(new Set(["1"]));
  await close();
}, 30_000);

test("with reduced motion requested nothing is hidden and the headline does not animate", async () => {
  const { page, close, errors } = await open("/about", { reducedMotion: "reduce" });
  const showcase = page.getByRole("region", { name: SHOWCASE });
  await expect(opacityOf(showcase)).resolves.toBe(1);
  const animations = await headlineWords(page).evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
  expect(animations.length).toBeGreaterThan(1);
  expect(new Set(animations)).toEqual(new Set(["none"]));
  expect(errors).toEqual([]);
  await close();
}, 30_000);

test("without JavaScript every block shows as it is, before any scrolling", async () => {
  const { page, close } = await open("/about", { javaScriptEnabled: false });
  const sections = page.locator("main section");
  await expect(sections.count()).resolves.toBeGreaterThan(3);
  for (const section of await sections.all()) await expect(opacityOf(section)).resolves.toBe(1);
  await expect(opacityOf(page.getByRole("region", { name: SHOWCASE }))).resolves.toBe(1);
  await close();
}, 30_000);

test.each([1440, 375])("at %i px scrolling / to the bottom, with blocks revealing, shifts the layout by less than 0.1", async (width) => {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => {
    const w = window as Window & { __layoutShift?: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift = (w.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/`, { waitUntil: "networkidle" });
  // What loading itself shifts (the web font replacing the fallback) is not the animations' doing: count from here.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(1_000);
  await page.evaluate(() => {
    (window as Window & { __layoutShift?: number }).__layoutShift = 0;
  });
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y + window.innerHeight < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause(150);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause(1_000);
  });
  const shift = await page.evaluate(() => (window as Window & { __layoutShift?: number }).__layoutShift ?? 0);
  expect(shift).toBeLessThan(0.1);
  await context.close();
}, 60_000);

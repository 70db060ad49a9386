/**
 * Issue #8, point 2: less main-thread work while a page loads, at no cost to the visitor.
 * - React hydrates the frame (header, breadcrumbs) in one pass; the page's content and the footer are
 *   Suspense boundaries it hydrates afterwards in small slices (src/components/layout/HydrateLater).
 * - The footer's and the projects block's code loads only as the visitor nears them (LoadWhenNear).
 * - Blocks below the fold are laid out only when they come near the viewport (`renderWhenNear`).
 * What the visitor must never notice: a click that does nothing, or a block that stays blank.
 */
import type { Page } from "playwright-core";
import { setupSite, slowDownCpu } from "./harness";
import { seen, shown } from "./on-screen";

const site = setupSite();

test.each(["/", "/modules/faces", "/blogs/cv-project-cost"])("%s: the content and the footer are hydrated after the frame", async (route) => {
  const html = await (await fetch(`${site.server.origin}${route}`)).text();
  // React's markers of a server-rendered Suspense boundary, right inside <main> and around the footer.
  expect(html).toMatch(/<main[^>]*><!--\$-->/);
  expect(html).toMatch(/<!--\$--><footer/);
});

async function hydratedElement(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
    },
    selector,
    { polling: "raf" },
  );
}

test("on a slow phone, the footer's code loads only as the visitor nears it, and a tap there opens an accordion at once", async () => {
  const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await slowDownCpu(page, 6);

  await page.goto(`${site.server.origin}/modules/faces`, { waitUntil: "load" });
  await hydratedElement(page, "header button[aria-controls='mobile-menu']");
  await page.waitForLoadState("networkidle");
  // The header answers; the footer, screens below, is the server's HTML and its code has not come.
  const footerHydrated = await page.evaluate(() => {
    const button = document.querySelector("footer button[aria-expanded]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  expect(footerHydrated).toBe(false);
  const loadedBefore = scripts.length;

  // A flick to the bottom and a tap straight away, before the footer's code can have arrived.
  const toggle = page.locator("footer").getByRole("button", { expanded: false }).first();
  const group = await toggle.textContent();
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();

  const opened = page.locator("footer").getByRole("button", { name: group ?? "" });
  await expect(opened.getAttribute("aria-expanded")).resolves.toBe("true");
  const list = page.locator(`#${await opened.getAttribute("aria-controls")}`);
  await expect(list.isVisible()).resolves.toBe(true);
  // Opened once: the tap was neither lost nor counted twice, also once the footer's code has come and
  // React has hydrated it (when a held tap would be replayed).
  await hydratedElement(page, "footer button[aria-expanded]");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(opened.getAttribute("aria-expanded")).resolves.toBe("true");
  expect(scripts.length).toBeGreaterThan(loadedBefore);
  expect(errors).toEqual([]);
  await context.close();
});

test("after a client-side page change the new page has its footer, without the visitor scrolling to it", async () => {
  const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${site.server.origin}/`, { waitUntil: "networkidle" });
  await hydratedElement(page, "header a[href='/']");
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/modules/faces"));
  await page.waitForFunction(() => document.querySelector("h1")?.textContent?.includes("Распознавание лиц"));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.locator("footer").waitFor({ state: "attached", timeout: 3000 });
  await expect(page.locator("footer").getByRole("link", { name: "Политика конфиденциальности" }).count()).resolves.toBe(1);
  await page.close();
});

test("a client-side change to an extended-bottom page draws it whole: no part pops in later and pushes the footer down under the pointer", async () => {
  // The service worker would fetch the parts' code out of the test's reach; the network is slowed for it.
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.route(/\/(extended-bottom|footer)-[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto(`${site.server.origin}/contact`, { waitUntil: "networkidle" });
  await hydratedElement(page, "header a[href='/about']");
  // Every frame from the click on, once the new page's heading is there: are the layout's closing blocks and the footer?
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { frames: string[] }).frames = frames;
    const record = () => {
      const main = document.querySelector("main");
      if (main?.querySelector("h1")?.textContent?.includes("Делаем компьютерное зрение")) {
        // Russian typography puts no-break spaces after short words: compared with spaces.
        const systems = main.textContent?.replace(/\s/g, " ").includes("Системы, которые мы строим") ? "systems" : "no systems";
        frames.push(`${systems}, ${document.querySelector("footer") ? "footer" : "no footer"}`);
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const about = page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "О нас" });
  await expect(seen(about)).resolves.toEqual(shown("О нас"));
  await about.click();
  await page.locator("main h1", { hasText: "Делаем компьютерное зрение" }).waitFor();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const frames = await page.evaluate(() => (window as unknown as { frames: string[] }).frames);
  expect(frames.length).toBeGreaterThan(1);
  expect(new Set(frames)).toEqual(new Set(["systems, footer"]));
  await context.close();
});

test.each([
  ["/", 1440],
  ["/", 375],
  ["/blogs/cv-project-cost", 375],
])("on %s at %i px, every block laid out only near the viewport is painted when scrolled to", async (route, width) => {
  const page = await site.browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  const blocks = await page.evaluate(async () => {
    const deferred = [...document.querySelectorAll("body *")].filter((element) => getComputedStyle(element).contentVisibility === "auto");
    const results: { name: string; height: number; painted: boolean }[] = [];
    for (const element of deferred) {
      element.scrollIntoView({ block: "center" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = element.getBoundingClientRect();
      // The middle of the block's visible part: what is drawn there belongs to the block, not a gap.
      const y = (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2;
      const hit = document.elementFromPoint(box.left + box.width / 2, y);
      const heading = element.querySelector("h2, h3")?.textContent ?? element.className;
      results.push({ name: heading, height: Math.round(box.height), painted: hit !== null && element.contains(hit) });
    }
    return results;
  });
  expect(blocks.length).toBeGreaterThan(3);
  expect(blocks.filter((block) => block.height === 0 || !block.painted)).toEqual([]);
  await page.close();
});

/** Jumps to a place in the page the moment the header answers, while the content is server HTML still. */
const EARLY_JUMPS: ReadonlyArray<[string, string, (page: Page) => Promise<void>]> = [
  [
    "the skip link",
    "/modules/faces",
    async (page) => {
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
    },
  ],
  [
    "an article's table of contents",
    "/blogs/cv-project-cost",
    async (page) => {
      await page.evaluate(() => (document.querySelector("main a[href^='#']") as HTMLAnchorElement | null)?.click());
    },
  ],
];

test.each(EARLY_JUMPS)(
  "on a slow phone, %s used before the page has finished hydrating raises no error, and the page then answers",
  async (_name, route, jump) => {
    // The defect needs the content still unhydrated and a busy main thread: several loads, each throttled.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: "block" });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await slowDownCpu(page, 6);
      await page.goto(`${site.server.origin}${route}`, { waitUntil: "commit" });
      await hydratedElement(page, "header button[aria-controls='mobile-menu']");
      await jump(page);
      await expect(page.evaluate(() => location.hash)).resolves.toMatch(/^#./);
      await hydratedElement(page, "main h1");
      await page.waitForLoadState("networkidle");
      // The router hears of the jump once the parts still waiting are hydrated (src/lib/hydration-gate);
      // the footer is the last of them: past it, nothing moves the page under the next tap.
      await hydratedElement(page, "footer a[href='/modules']");
      // The page answers: back at the top, where the header always shows, its burger opens the menu.
      await page.evaluate(() => window.scrollTo(0, 0));
      const burger = page.getByRole("button", { name: "Открыть меню" });
      await page.waitForFunction(() => {
        const button = document.querySelector("header button[aria-controls='mobile-menu']")!;
        const box = button.getBoundingClientRect();
        return box.top >= 0 && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest("button") === button;
      });
      await burger.click();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
      expect(errors).toEqual([]);
      await context.close();
    }
  },
  120_000,
);

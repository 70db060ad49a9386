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
  // Opened once: the tap was neither lost nor counted twice.
  await page.waitForTimeout(300);
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

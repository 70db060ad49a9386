/**
 * Issue #22, SPEC §2: a page change starts at the top, and Back returns to the position the visitor
 * left, whichever kind of link was followed: header, mobile menu, footer, page content, breadcrumbs.
 * The link is clicked where a person would see it (its centre hit-tested first, e2e/on-screen).
 */
import type { Locator, Page } from "playwright-core";
import { setupSite } from "./harness";
import { clickWhereSeen, seenOnceDrawn, shown } from "./on-screen";
import { HEIGHTS_LEARNED_MARK } from "../src/lib/scroll-restoration";

const site = setupSite();

interface Case {
  kind: string;
  from: string;
  widths: readonly number[];
  /** The link to follow; `open` readies it first (the mobile menu opens). */
  link: (page: Page) => Locator;
  open?: (page: Page) => Promise<void>;
  /** Header links stay on screen wherever the page is: the page is scrolled deep first. */
  fixed?: boolean;
}

const CASES: readonly Case[] = [
  { kind: "header", from: "/modules", widths: [1280], fixed: true, link: (page) => page.getByRole("banner").getByRole("link", { name: "Блог" }) },
  {
    kind: "mobile menu",
    from: "/modules",
    widths: [375],
    fixed: true,
    open: async (page) => {
      await page.getByRole("button", { name: "Открыть меню" }).click();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
    },
    link: (page) => page.locator("#mobile-menu").getByRole("link", { name: "Блог" }),
  },
  { kind: "footer", from: "/", widths: [1280, 375], link: (page) => page.getByRole("contentinfo").getByRole("link", { name: "Контакты" }).first() },
  { kind: "content", from: "/", widths: [1280, 375], link: (page) => page.locator("main a[href^='/modules/']").nth(2) },
  { kind: "breadcrumbs", from: "/modules/faces", widths: [1280, 375], link: (page) => page.getByRole("navigation", { name: "Хлебные крошки" }).getByRole("link").last() },
];

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The position once it has held still for two frames (the router restores it after rendering). */
async function settledAt(page: Page, expected: number): Promise<number> {
  await page
    .waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, expected, { timeout: 5000, polling: "raf" })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return scrollY(page);
}

describe.each(CASES)("after a $kind link", ({ from, widths, link, open, fixed }) => {
  test.each(widths.map((width) => [width]))("at %i px, Back returns to where the visitor left the page", async (width) => {
    const context = await site.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${site.server.origin}${from}`, { waitUntil: "networkidle" });

    // Where a person would be when the link is in view: deep down for the header, else the link mid-screen.
    const target = link(page);
    const wanted = fixed
      ? 1200
      : await target.evaluate((el) => Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2)));
    if (fixed) {
      // Scrolled down past it, then up a little, as a person brings back a header that hides on the way down.
      await page.evaluate((y) => window.scrollTo(0, y), wanted + 300);
      await settledAt(page, wanted + 300);
    }
    await page.evaluate((y) => window.scrollTo(0, y), wanted);
    const left = await settledAt(page, wanted);
    expect(left).toBeGreaterThan(fixed ? 1000 : -1);
    await open?.(page);
    await expect(seenOnceDrawn(target)).resolves.toEqual(shown());
    expect(await scrollY(page)).toBe(left);

    const href = await target.getAttribute("href");
    await clickWhereSeen(target);
    await page.waitForURL((url) => url.pathname === href);
    await expect(settledAt(page, 0)).resolves.toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === from);
    await expect(settledAt(page, left)).resolves.toBe(left);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.each([
  ["/about", 1440, 900],
  ["/about", 375, 800],
  ["/", 1440, 900],
])("%s at %i px, once loaded: the End key brings the footer into view and it stays there", async (route, width, height) => {
  const page = await site.browser.newPage({ viewport: { width, height } });
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  // As a visitor reading the top of the page: once its blocks have learned their heights, a few per idle frame (src/lib/scroll-restoration).
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HEIGHTS_LEARNED_MARK);
  const scrolled = page.evaluate(() => new Promise((resolve) => window.addEventListener("scrollend", resolve, { once: true })));
  await page.keyboard.press("End");
  await scrolled;
  const policy = page.getByRole("contentinfo").getByRole("link", { name: "Политика конфиденциальности" });
  // Where the link is, frame after frame once the page has stopped: blocks that take their real heights late would push it away.
  const tops = await policy.evaluate(async (link) => {
    const found: number[] = [];
    for (let frame = 0; frame < 8; frame += 1) {
      found.push(Math.round(link.getBoundingClientRect().top));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return found;
  });
  expect(new Set(tops).size).toBe(1);
  await expect(seenOnceDrawn(policy)).resolves.toEqual(shown("Политика конфиденциальности"));
  // Still at the very end: no block took another height once reached (a learned height 64 px short did).
  expect(await page.evaluate(() => document.documentElement.scrollHeight - Math.round(window.scrollY + window.innerHeight))).toBeLessThanOrEqual(1);
  await page.close();
});

import type { Locator, Page } from "playwright-core";
import { setupSite } from "./harness";
import { scrolledTo, seen, shown, tapShown } from "./on-screen";

const site = setupSite();

async function open(route: string, width = 1440): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  return { page, errors };
}

const block = (page: Page) => page.getByRole("region", { name: "Готовые проекты" });
const caseLinks = (page: Page) => block(page).locator('a[href^="/ai-projects/"]');
const list = (page: Page) => block(page).getByRole("list");

/** The case pages the block links to, and how many of those links the visitor can see. */
async function cases(page: Page): Promise<{ hrefs: string[]; visible: number }> {
  const links = await caseLinks(page).all();
  const hrefs = await Promise.all(links.map((link) => link.getAttribute("href").then((href) => href ?? "")));
  const shown = await Promise.all(links.map((link) => link.isVisible()));
  return { hrefs, visible: shown.filter(Boolean).length };
}

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element is not rendered");
  return box.height;
}

test("on / at 1440 px the block starts collapsed; 'Показать больше' shows all 14 cases and becomes a link to the listing", async () => {
  const { page, errors } = await open("/");
  await block(page).scrollIntoViewIfNeeded();
  const collapsed = await cases(page);
  expect(collapsed.hrefs).toHaveLength(14);
  expect(collapsed.visible).toBe(6);
  const collapsedHeight = await height(list(page));

  await block(page).getByRole("button", { name: "Показать больше" }).click();
  const expanded = await cases(page);
  expect(expanded.visible).toBe(14);
  expect(await height(list(page))).toBeGreaterThan(2 * collapsedHeight);

  const all = block(page).getByRole("link", { name: "Ко всем проектам" });
  await expect(all.getAttribute("href")).resolves.toBe("/ai-projects");
  await expect(all.getAttribute("target")).resolves.toBe("_blank");
  await expect(block(page).getByRole("button", { name: "Показать больше" }).count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

test("a case card opens its page in a new tab", async () => {
  const { page } = await open("/");
  const first = caseLinks(page).first();
  await expect(first.getAttribute("target")).resolves.toBe("_blank");
  const [popup] = await Promise.all([page.waitForEvent("popup"), first.click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toMatch(/^\/ai-projects\/[a-z-]+$/i);
  await popup.close();
  await page.close();
});

test("on /ai-projects all 14 cases are in sight and there is no button", async () => {
  const { page, errors } = await open("/ai-projects");
  await block(page).scrollIntoViewIfNeeded();
  const all = await cases(page);
  expect(all.hrefs).toHaveLength(14);
  expect(all.visible).toBe(14);
  await expect(block(page).getByRole("button", { name: "Показать больше" }).count()).resolves.toBe(0);
  await expect(block(page).getByRole("link", { name: /Показать больше|Ко всем проектам/ }).count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

test("on /ai-projects/age-detection that case is left out: 13 cards", async () => {
  const { page, errors } = await open("/ai-projects/age-detection");
  const { hrefs } = await cases(page);
  expect(hrefs).toHaveLength(13);
  expect(hrefs).not.toContain("/ai-projects/age-detection");
  expect(errors).toEqual([]);
  await page.close();
});

test("without JavaScript the collapsed block still offers the way to every case: a link to the listing", async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/`);
  await expect(caseLinks(page).count()).resolves.toBe(14);
  await expect(block(page).getByRole("link", { name: "Показать больше" }).getAttribute("href")).resolves.toBe("/ai-projects");
  await context.close();
});

/**
 * Issue #34: after «Показать больше» a row of blank placeholder cards stayed under the cases for as long
 * as one waited. Every page with the block: each item of the list is a case card a visitor sees and can
 * tap (hit-tested), and the last card is the last thing before «Ко всем проектам».
 */
test.each(["/", "/about", "/partners", "/video-analytics-platform", "/ai-projects/age-detection"])(
  "%s at 1440 and 375 px: after «Показать больше» the block shows real cards only, each on screen and tappable",
  async (route) => {
    for (const width of [1440, 375]) {
      const { page, errors } = await open(route, width);
      // The block's code loads as the visitor nears it.
      await block(page).scrollIntoViewIfNeeded();
      await tapShown(block(page).getByRole("button", { name: "Показать больше" }));
      const items = await list(page).getByRole("listitem").all();
      expect(items.length).toBe(route.startsWith("/ai-projects/") ? 13 : 14);
      for (const item of items) {
        const link = item.getByRole("link");
        await expect(link.count()).resolves.toBe(1);
        expect(await scrolledTo(link)).toMatchObject(shown());
        expect(((await item.textContent()) ?? "").trim().length).toBeGreaterThan(20);
      }
      // Nothing card-shaped and empty between the last case and the way to the listing.
      const toListing = block(page).getByRole("link", { name: "Ко всем проектам" });
      const [last, next] = [await items[items.length - 1].boundingBox(), await toListing.boundingBox()];
      if (!last || !next) throw new Error("the last card or «Ко всем проектам» is not rendered");
      expect(next.y - (last.y + last.height)).toBeLessThan(120);
      expect(errors).toEqual([]);
      await page.close();
    }
  },
  60_000,
);

/**
 * Issue #49: the tap on «Показать больше» scrolled the page ~5,900 px down at 375 px (~1,460 px at 1440)
 * to «Ко всем проектам», past the cards she asked for. Now the page stays where it is, the first card the
 * button revealed stands where the fade above the button was, in sight, and has the focus.
 */
test.each(["/", "/about"])("%s at 375 and 1440 px: «Показать больше» keeps her place and focuses the first card it revealed", async (route) => {
  for (const width of [375, 1440]) {
    const { page, errors } = await open(route, width);
    const more = block(page).getByRole("button", { name: "Показать больше" });
    // The block's code loads as the visitor nears it; the button is there once it has.
    await block(page).scrollIntoViewIfNeeded();
    await more.waitFor();
    expect(await scrolledTo(more)).toMatchObject(shown("Показать больше"));
    const before = await list(page).evaluate((ul) => ({
      scrollY: window.scrollY,
      buttonTop: document.querySelector("#projects button[aria-expanded]")?.getBoundingClientRect().top ?? NaN,
      // The first card under the fade: the first one the button reveals.
      firstHidden: Array.from(ul.children).findIndex((li) => getComputedStyle(li).pointerEvents === "none"),
    }));
    expect(before.firstHidden).toBeGreaterThan(0);
    await more.click();
    const after = await page.evaluate(async () => {
      for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      const card = document.activeElement?.closest("#projects li");
      const items = card?.parentElement ? Array.from(card.parentElement.children) : [];
      return { scrollY: window.scrollY, focused: card ? items.indexOf(card) : -1, cardTop: card?.getBoundingClientRect().top ?? NaN, height: window.innerHeight };
    });
    expect({ width, scrolledBy: Math.abs(after.scrollY - before.scrollY) <= 2 ? 0 : after.scrollY - before.scrollY, focused: after.focused }).toEqual({ width, scrolledBy: 0, focused: before.firstHidden });
    expect(after.cardTop).toBeGreaterThanOrEqual(0);
    expect(after.cardTop).toBeLessThanOrEqual(Math.min(before.buttonTop, after.height - 100));
    const focusedLink = list(page).getByRole("listitem").nth(after.focused).getByRole("link");
    expect(await seen(focusedLink)).toMatchObject(shown());
    expect(errors).toEqual([]);
    await page.close();
  }
}, 60_000);

import fs from "node:fs";
import type { Page } from "playwright-core";
import { setupSite } from "./harness";
import { seen } from "./on-screen";
import { SiteSearch, parseSearchIndex } from "../rules/search/engine";
import { RELEVANCE } from "../gatsby/search/relevance-set";

/** The site search in real Chromium against the production server and build: header, /search, no JavaScript. */
const site = setupSite();

async function open(route: string, width: number, javaScriptEnabled = true): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  return { page, errors, close: () => context.close() };
}

const header = (page: Page) => page.locator("header");

/** Issue #49: the header's field, widened while in use, hid «Партнёрство», «Контакты» and «Видеоаналитика». */
test.each([1440, 1920])("at %i px the header's search in use hides no item of the menu: each is on top and opens its page", async (width) => {
  const { page, errors, close } = await open("/about", width);
  await header(page).getByRole("searchbox", { name: "Поиск по сайту" }).focus();
  const box = header(page).getByRole("combobox", { name: "Поиск по сайту" });
  await box.waitFor();
  await box.focus();
  await page.keyboard.type("разметка данных для беспилотников");
  await header(page).getByRole("listbox", { name: "Результаты поиска" }).getByRole("option").first().waitFor();
  const menu = page.getByRole("navigation", { name: "Основное меню" });
  for (const name of ["Модули", "Услуги", "Блог", "О нас", "Партнёрство", "Контакты", "Видеоаналитика"]) {
    await expect(seen(menu.getByRole("link", { name, exact: true }))).resolves.toMatchObject({ inViewport: true, onTop: true, opaque: true });
  }
  await menu.getByRole("link", { name: "Партнёрство", exact: true }).click();
  await page.waitForURL(`${site.server.origin}/partners`);
  expect(errors).toEqual([]);
  await close();
}, 60_000);

/** Issue #49: «сколько стоит» — «Все результаты (28)» in the header, «Найдено: 22» on /search. */
test.each(["сколько стоит", "разметка данных для беспилотников", "распознавание номеров на въезде в склад"])(
  "at 1440 px «%s»: the header's «Все результаты (N)» and /search's «Найдено: N» are one number",
  async (query) => {
    const { page, errors, close } = await open("/about", 1440);
    await header(page).getByRole("searchbox", { name: "Поиск по сайту" }).focus();
    const box = header(page).getByRole("combobox", { name: "Поиск по сайту" });
    await box.waitFor();
    await box.focus();
    await page.keyboard.type(query);
    const all = header(page).getByRole("option", { name: /^Все результаты \(\d+\)$/ });
    await all.waitFor();
    const inHeader = Number(/\((\d+)\)/.exec((await all.textContent()) ?? "")?.[1]);
    await all.click();
    await page.waitForURL(/\/search\?q=/);
    const status = page.locator("main").getByText(/^Найдено: \d+/);
    await status.waitFor();
    expect(Number(/\d+/.exec((await status.textContent()) ?? "")?.[0])).toBe(inHeader);
    expect(errors).toEqual([]);
    await close();
  },
  60_000,
);

test("at 1440 px: «/» focuses the header field, results appear as she types, arrows and Enter open one", async () => {
  const { page, errors, close } = await open("/about", 1440);
  const indexRequests: string[] = [];
  page.on("request", (r) => r.url().includes("/static/search/") && indexRequests.push(r.url()));
  await page.keyboard.press("/");
  const box = header(page).getByRole("combobox", { name: "Поиск по сайту" });
  await box.waitFor();
  await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.keyboard.type("распознование номеров");
  const listbox = header(page).getByRole("listbox", { name: "Результаты поиска" });
  const first = listbox.getByRole("option").first();
  await first.waitFor();
  await expect(first.textContent()).resolves.toContain("Распознавание номеров");
  await expect(seen(first)).resolves.toMatchObject({ inViewport: true, onTop: true, opaque: true });
  expect(indexRequests).toHaveLength(1);

  await page.keyboard.press("ArrowDown");
  await expect(box.getAttribute("aria-activedescendant")).resolves.toBe(await first.getAttribute("id"));
  await page.keyboard.press("Enter");
  await page.waitForURL(`${site.server.origin}/modules/car-numbers`);
  expect(errors).toEqual([]);
  await close();
}, 60_000);

test("the first use: she comes to the field from a link, and the second Esc gives the focus back to that link", async () => {
  const { page, errors, close } = await open("/about", 1440);
  const from = header(page).getByRole("link", { name: "Модули", exact: true }).first();
  await from.focus();
  // The field she reaches is the plain one; the combobox's code arrives while she is in it.
  await header(page).getByRole("searchbox", { name: "Поиск по сайту" }).focus();
  const box = header(page).getByRole("combobox", { name: "Поиск по сайту" });
  await box.waitFor();
  await page.keyboard.type("номер");
  await header(page).getByRole("listbox", { name: "Результаты поиска" }).getByRole("option").first().waitFor();
  await page.keyboard.press("Escape");
  await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
  await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press("Escape");
  await expect(from.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  expect(errors).toEqual([]);
  await close();
}, 60_000);

test("at 375 px: the search button opens a full-width field; Enter without a choice opens /search with the results", async () => {
  const { page, errors, close } = await open("/", 375);
  const button = header(page).getByRole("button", { name: "Поиск по сайту" });
  await expect(seen(button)).resolves.toMatchObject({ inViewport: true, onTop: true });
  await button.click();
  const box = page.getByRole("combobox", { name: "Поиск по сайту" }).last();
  await box.waitFor();
  // The field and its close button take the whole width under the bar, less the page's gutters.
  const form = page.getByRole("search").last();
  const { width } = (await form.boundingBox()) ?? { width: 0 };
  expect(width).toBeGreaterThanOrEqual(375 - 2 * 20);
  await box.fill("каски");
  const option = page.getByRole("listbox", { name: "Результаты поиска" }).last().getByRole("option").first();
  await option.waitFor();
  await expect(seen(option)).resolves.toMatchObject({ inViewport: true, onTop: true, opaque: true });
  await box.press("Enter");
  await page.waitForURL(`${site.server.origin}/search?q=%D0%BA%D0%B0%D1%81%D0%BA%D0%B8`);
  const status = page.getByRole("main").getByRole("status");
  await expect(status.textContent()).resolves.toMatch(/^Найдено: \d+/);
  await expect(page.getByRole("main").getByRole("link", { name: /Контроль касок/ }).first().isVisible()).resolves.toBe(true);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
  await close();
}, 60_000);

test("/search?q= without JavaScript shows the same first results as with it", async () => {
  const firstLinks = async (javaScriptEnabled: boolean) => {
    const { page, close } = await open("/search?q=%D0%BF%D0%BE%D0%B6%D0%B0%D1%80", 1440, javaScriptEnabled);
    if (javaScriptEnabled) await page.getByRole("main").locator("ol > li").first().waitFor();
    const hrefs = await page.getByRole("main").locator("ol > li > a").evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href")));
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    await close();
    return { hrefs, robots };
  };
  const without = await firstLinks(false);
  expect(without.hrefs[0]).toBe("/modules/fire-detection");
  expect(without.robots).toMatch(/noindex/);
  await expect(firstLinks(true)).resolves.toEqual(without);
}, 60_000);

test("nothing found: suggestions, sections, and «Оставить заявку» opens the panel with her query", async () => {
  const { page, errors, close } = await open("/search?q=%D0%BA%D0%BE%D1%81%D0%BC%D0%BE%D0%B4%D1%80%D0%BE%D0%BC", 1440);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Оставить заявку" }).click();
  const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
  const message = dialog.getByRole("textbox", { name: /Сообщение/ });
  await message.waitFor();
  await expect(message.inputValue()).resolves.toContain("«космодром»");
  expect(errors).toEqual([]);
  await close();
}, 60_000);

test("the home page's first JavaScript holds no search engine and no index", async () => {
  const { page, close } = await open("/", 1440);
  const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  expect(loaded.filter((url) => url.includes("/static/search/") || url.includes("/data/search.json"))).toEqual([]);
  await close();
}, 60_000);

test("the relevance set holds against the production build's index", async () => {
  const pointer = (await fetch(`${site.server.origin}/data/search.json`).then((r) => r.json())) as { index: string };
  const index = await fetch(`${site.server.origin}${pointer.index}`).then((r) => r.text());
  const search = new SiteSearch(parseSearchIndex(index));
  const misses = RELEVANCE.filter(([query, page]) => !search.search(query, { limit: 3 }).hits.some((h) => h.url === page));
  expect(misses).toEqual([]);
});

test.each([1440, 375])("axe finds nothing to fix in the open search at %i px", async (width) => {
  const AXE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/about`, { waitUntil: "networkidle" });
  if (width > 1400) await page.keyboard.press("/");
  else await page.locator("header").getByRole("button", { name: "Поиск по сайту" }).click();
  const box = page.getByRole("combobox", { name: "Поиск по сайту" }).last();
  await box.waitFor();
  await box.fill("номера вагонов");
  await page.getByRole("option").first().waitFor();
  await box.press("ArrowDown");
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; ")}`);
  });
  expect(violations).toEqual([]);
  await context.close();
}, 60_000);

test.each([1201, 1300, 1401, 1440])("at %i px every control of the header, the search's included, is inside the window", async (width) => {
  const { page, close } = await open("/about", width);
  const overflow = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>("header a, header button, header input")]
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().right > edge)
      .map((el) => el.getAttribute("aria-label") ?? el.textContent);
  });
  expect(overflow).toEqual([]);
  await close();
}, 60_000);

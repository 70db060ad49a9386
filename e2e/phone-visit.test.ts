/**
 * Issue #34: what a visitor on a phone met, each checked as she sees it (hit-tested at its centre):
 * the phone and e-mail on /contact she could not tap and whose number broke across lines, «+8» in the
 * phone field while she typed a Russian 8, a burger tap made before the page's code ran that did
 * nothing, four figures laid out 3 + 1 at 768 px, the 404 page's breadcrumb on a dark strip, and a breadcrumb
 * trail that took a second line at 360 px once Golos Text arrived, pushing the page down.
 */
import type { Locator, Page } from "playwright-core";
import { holdWebFonts, setupSite, slowDownCpu } from "./harness";
import { scrolledTo, seen, seenOnceDrawn, shown, tapShown } from "./on-screen";
import { WHOLE_CRUMB_CHARS } from "../src/components/layout/Breadcrumbs/styled";

const site = setupSite();

async function open(route: string, width: number, height = 800): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  return { page, errors };
}

/** `shown` for an element named exactly this text. */
const shownAs = (text: string) => shown(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));

/** How many lines the element's text takes on screen. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => new Set([...el.getClientRects()].map((rect) => Math.round(rect.top))).size);

test("/contact at 375 px: the phone and the e-mail in the text and in the facts are links, each number on one line", async () => {
  const { page, errors } = await open("/contact", 375);
  const hero = page.locator("main section").first();
  for (const [name, href] of [
    ["+7 495 120-17-54", "tel:+74951201754"],
    ["hello@videumlab.ru", "mailto:hello@videumlab.ru"],
  ]) {
    const links = hero.getByRole("link", { name, exact: true });
    // In the lead paragraph and among the facts under the picture.
    await expect(links.count()).resolves.toBe(2);
    for (const link of await links.all()) {
      await expect(link.getAttribute("href")).resolves.toBe(href);
      expect(await scrolledTo(link)).toMatchObject(shownAs(name));
      if (href.startsWith("tel:")) await expect(lines(link)).resolves.toBe(1);
    }
  }
  // Nothing runs off the side of the screen.
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
  expect(errors).toEqual([]);
  await page.close();
});

test("at 375 px the footer's and the contact panel's phone never break inside the number", async () => {
  const { page } = await open("/contact", 375);
  const footerPhone = page.locator('footer a[href^="tel:"]').first();
  expect(await scrolledTo(footerPhone)).toMatchObject(shownAs("+7 495 120-17-54"));
  await expect(lines(footerPhone)).resolves.toBe(1);
  await expect(footerPhone.evaluate((el) => getComputedStyle(el).whiteSpace)).resolves.toBe("nowrap");
  await page.close();
});

test("the phone field shows +7 as soon as a leading 8 is typed, and keeps it to the end of the number", async () => {
  const { page } = await open("/contact", 375);
  const phone = page.getByRole("main").getByRole("textbox", { name: /Телефон/ });
  await scrolledTo(phone);
  await phone.click();
  await phone.pressSequentially("8");
  await expect(phone.inputValue()).resolves.toBe("+7");
  await phone.pressSequentially("9991234567");
  await expect(phone.inputValue()).resolves.toBe("+7 999 123-45-67");
  await page.close();
});

test("a tap on the burger made before the page's code has run opens the menu once it has", async () => {
  const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A slow phone: the page's scripts arrive two seconds after its HTML is drawn.
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await slowDownCpu(page, 4);
  await page.goto(`${site.server.origin}/modules/faces`, { waitUntil: "commit" });
  const burger = page.getByRole("button", { name: "Открыть меню" });
  await burger.waitFor();
  expect(await seenOnceDrawn(burger)).toMatchObject(shown("Открыть меню"));
  await burger.click();
  // No script has run: the tap has done nothing yet.
  await expect(page.evaluate(() => Object.keys(document.querySelector("header button[aria-controls]") ?? {}).length)).resolves.toBe(0);
  release();
  const menu = page.getByRole("navigation", { name: "Меню" });
  await menu.waitFor({ state: "visible", timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Закрыть меню" }).getAttribute("aria-expanded")).resolves.toBe("true");
  expect(await seenOnceDrawn(menu.getByRole("link", { name: "Блог" }))).toMatchObject(shown("Блог"));
  expect(errors).toEqual([]);
  await context.close();
}, 60_000);

test.each(["/", "/modules/faces"])(
  "on a phone, %s asks for its code only once its picture has been painted, and then answers without a touch",
  async (route) => {
    const html = await (await fetch(`${site.server.origin}${route}`)).text();
    expect(html).not.toMatch(/<script src="[^"]+" async>/);
    expect(html).toContain('<script id="app-scripts">');
    // Lighthouse's phone (bench:site), where the picture is the largest paint of both pages.
    const context = await site.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: "block" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const painted: { hero: boolean; at: number }[] = [];
      (window as unknown as { painted: typeof painted }).painted = painted;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; renderTime: number })[]) {
          painted.push({ hero: entry.element?.getAttribute("fetchpriority") === "high", at: entry.renderTime || entry.startTime });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await slowDownCpu(page, 4);
    await page.goto(`${site.server.origin}${route}`, { waitUntil: "load" });
    // No touch, no key: the burger starts to answer by itself.
    await page.waitForFunction(() => Object.keys(document.querySelector("header button[aria-controls='mobile-menu']") ?? {}).some((key) => key.startsWith("__reactProps")), undefined, { timeout: 20_000 });
    const { heroPainted, codeAskedFor } = await page.evaluate(() => ({
      heroPainted: (window as unknown as { painted: { hero: boolean; at: number }[] }).painted.find((entry) => entry.hero)?.at ?? null,
      codeAskedFor: performance.getEntriesByType("resource").find((entry) => /\/app-[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? null,
    }));
    expect(heroPainted).not.toBeNull();
    expect(codeAskedFor).not.toBeNull();
    expect(codeAskedFor!).toBeGreaterThanOrEqual(heroPainted!);
    const burger = page.getByRole("button", { name: "Открыть меню" });
    await tapShown(burger);
    await page.getByRole("navigation", { name: "Меню" }).waitFor({ state: "visible" });
    expect(errors).toEqual([]);
    await context.close();
  },
  60_000,
);

test.each(["/", "/contact", "/blogs/cv-project-cost"])(
  "%s fetches one font file per weight, the first screen's, and draws its text in Golos Text",
  async (route) => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.sort()).toEqual(["/fonts/golos-text-400.woff2", "/fonts/golos-text-600.woff2", "/fonts/golos-text-700.woff2"]);
    // The heading's and the text's characters, all drawn by the loaded web font.
    const drawn = await page.evaluate(() => {
      const text = `${document.querySelector("h1")?.textContent ?? ""} ${document.querySelector("main p")?.textContent ?? ""}`;
      return ["400", "700"].map((weight) => document.fonts.check(`${weight} 16px "Golos Text"`, text));
    });
    expect(drawn).toEqual([true, true]);
    await context.close();
  },
);

test("at 768 px the home page's four figures stand two by two", async () => {
  const { page } = await open("/", 768, 1000);
  const figures = page.locator("section", { has: page.getByRole("heading", { name: /в цифрах/ }) }).locator("dl > div");
  await expect(figures.count()).resolves.toBe(4);
  await scrolledTo(figures.first());
  const boxes = await Promise.all((await figures.all()).map((figure) => figure.boundingBox()));
  const rows = new Map<number, number>();
  for (const box of boxes) if (box) rows.set(Math.round(box.y), (rows.get(Math.round(box.y)) ?? 0) + 1);
  expect([...rows.values()]).toEqual([2, 2]);
  await page.close();
});

test.each([1440, 375])("at %i px the 404 page's breadcrumb sits on the page's own white, as the page below it", async (width) => {
  const page = await site.browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${site.server.origin}/no-such-page`, { waitUntil: "networkidle" });
  const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
  const home = crumbs.getByRole("link", { name: "Главная" });
  expect(await seenOnceDrawn(home)).toMatchObject(shown("Главная"));
  const backgrounds = await crumbs.evaluate((nav) => {
    const below = document.querySelector("main h1")?.closest("section") ?? document.body;
    const paint = (el: Element) => getComputedStyle(el).backgroundColor;
    return { crumbs: paint(nav), page: paint(below) === "rgba(0, 0, 0, 0)" ? paint(document.body) : paint(below), link: getComputedStyle(nav.querySelector("a") as Element).color };
  });
  expect(backgrounds.crumbs).toBe(backgrounds.page);
  expect(backgrounds.crumbs).toBe("rgb(255, 255, 255)");
  // Dark text on it, not the light text meant for the dark band.
  expect(backgrounds.link).toBe("rgb(11, 21, 48)");
  await page.close();
});

test.each([
  ["/services/computer-vision", "Компьютерное зрение"],
  ["/services/computer-vision/retail", "Ритейл"],
  ["/services/data-labeling/faces-data", "Датасет лиц с\u00a0согласиями"],
  ["/blogs/cv-project-cost", "Сколько стоит внедрение компьютерного зрения и\u00a0из\u00a0чего складывается цена"],
])("at 360 px the breadcrumb trail of %s is one line in the fallback and in Golos Text, so the font's arrival does not push the heading down", async (route, currentName) => {
  const page = await site.browser.newPage({ viewport: { width: 360, height: 800 } });
  const releaseFonts = await holdWebFonts(page);
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "domcontentloaded" });
  const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
  const look = async () => ({
    trailLines: await crumbs.locator("ol").evaluate((ol) => new Set([...ol.children].map((li) => Math.round(li.getBoundingClientRect().top))).size),
    headingTop: await page.locator("main h1").evaluate((h1) => Math.round(h1.getBoundingClientRect().top)),
  });
  expect(await page.evaluate(() => document.fonts.check('400 16px "Golos Text"', "Главная"))).toBe(false);
  const inFallback = await look();
  await releaseFonts();
  const inGolos = await look();
  expect({ inFallback, inGolos }).toEqual({ inFallback: { trailLines: 1, headingTop: inGolos.headingTop }, inGolos: { trailLines: 1, headingTop: inFallback.headingTop } });
  // The way back is whole and tappable; the current page is on screen, and read out in full.
  expect(await seenOnceDrawn(crumbs.getByRole("link", { name: "Главная" }))).toMatchObject(shown("Главная"));
  const current = crumbs.locator('[aria-current="page"]');
  expect(await seen(current)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  expect(await current.textContent()).toBe(currentName);
  // Short crumbs («Главная», «Услуги», «Ритейл») are never cut; a cut one still shows a word and more.
  const crumbWidths = await crumbs.locator("li").evaluateAll((items) =>
    items.map((li) => ({ text: li.textContent ?? "", cut: li.scrollWidth > li.clientWidth, shownPx: li.clientWidth })),
  );
  for (const crumb of crumbWidths) {
    if (crumb.text.length <= WHOLE_CRUMB_CHARS) expect(crumb).toEqual({ ...crumb, cut: false });
    else expect(crumb.shownPx).toBeGreaterThan(60);
  }
  await page.close();
});

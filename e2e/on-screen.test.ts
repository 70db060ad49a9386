/**
 * Issue #22: what a person sees and can tap, not what the DOM holds. Every check here hit-tests the
 * centre of a control (e2e/on-screen): the menu below 1200 px, its submenus, and the layers that float
 * over the page (header, «Наверх», contact panel, messenger banner, toasts) at 375, 768, 1100 and 1440 px.
 */
import type { Page } from "playwright-core";
import { setupSite } from "./harness";
import { coveredControls, seen, seenOnceDrawn, shown } from "./on-screen";

const site = setupSite();

const MENU_WIDTHS = [375, 768, 1100] as const;
const ALL_WIDTHS = [375, 768, 1100, 1440] as const;
/**
 * Routes per width: every route at the phone and desktop widths, which most visitors have; the two in
 * between take a share each, so every route is still seen at a middle width (CI time, issue #22).
 */
const MENU_ROUTES: Record<(typeof MENU_WIDTHS)[number], string[]> = { 375: ["/", "/blogs", "/modules/faces"], 768: ["/blogs"], 1100: ["/", "/modules/faces"] };
const LAYER_ROUTES: Record<(typeof ALL_WIDTHS)[number], string[]> = {
  375: ["/", "/modules/faces", "/blogs/cv-project-cost", "/contact"],
  768: ["/modules/faces", "/contact"],
  1100: ["/", "/blogs/cv-project-cost"],
  1440: ["/", "/modules/faces", "/blogs/cv-project-cost", "/contact"],
};

async function open(route: string, width: number, height = 740): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  return { page, errors };
}

const burger = (page: Page) => page.getByRole("button", { name: /Открыть меню|Закрыть меню|Назад/ });
const mobileMenu = (page: Page) => page.getByRole("navigation", { name: "Меню" });

/** Each control of the open menu, scrolled into view inside the menu if it is taller than the screen. */
async function menuControlsSeen(page: Page) {
  const controls = mobileMenu(page).locator("a[href], button");
  const results = [];
  for (let i = 0; i < (await controls.count()); i += 1) {
    const control = controls.nth(i);
    await control.scrollIntoViewIfNeeded();
    results.push(await seen(control));
  }
  return results;
}

async function openMenu(page: Page) {
  await burger(page).click();
  await mobileMenu(page).waitFor({ state: "visible" });
}

describe.each(MENU_WIDTHS)("at %i px, the open menu", (width) => {
  test.each(MENU_ROUTES[width])("on %s fills the screen under the header, and every item is on screen, uncovered", async (route) => {
    const { page, errors } = await open(route, width);
    await openMenu(page);
    const geometry = await page.evaluate(() => {
      const menu = document.getElementById("mobile-menu")!.getBoundingClientRect();
      const bar = document.querySelector("header")!.getBoundingClientRect();
      return { top: menu.top, bottom: menu.bottom, left: menu.left, right: menu.right, barBottom: bar.bottom, barRight: bar.right, vh: window.innerHeight };
    });
    // Edge to edge as the header is (on desktop widths both leave the scrollbar's place, html's scrollbar-gutter).
    expect(geometry).toEqual({ ...geometry, top: geometry.barBottom, bottom: geometry.vh, left: 0, right: geometry.barRight });
    expect(geometry.barRight).toBeGreaterThan(width - 20);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe("hidden");

    const items = await menuControlsSeen(page);
    expect(items.map((item) => item.name)).toEqual(
      expect.arrayContaining(["Модули", "Услуги", "Блог", "О нас", "Партнёрство", "Контакты", "Видеоаналитика", "Оставить заявку"]),
    );
    for (const item of items) expect(item).toEqual(shown(item.name));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("takes the visitor to each of its pages, and «Оставить заявку» opens the request panel", async () => {
    const { page, errors } = await open("/", width);
    await openMenu(page);
    const links = await mobileMenu(page).locator("a[href]").evaluateAll((anchors) =>
      // The links of the list shown, not those of the closed submenus.
      anchors
        .filter((a) => a.getClientRects().length > 0)
        .map((a) => ({ name: a.textContent?.trim() ?? "", href: a.getAttribute("href") ?? "", newTab: a.getAttribute("target") === "_blank" })),
    );
    // «Оставить заявку» links to the form for no-JS visitors; with JS it opens the panel (checked below).
    const sameTab = links.filter((link) => !link.newTab && link.href.startsWith("/") && link.name !== "Оставить заявку");
    expect(sameTab.map((link) => link.name)).toEqual(expect.arrayContaining(["Блог", "О нас", "Партнёрство", "Контакты"]));
    for (const link of sameTab) {
      if (!(await mobileMenu(page).isVisible())) await openMenu(page);
      await mobileMenu(page).getByRole("link", { name: link.name, exact: true }).click();
      await page.waitForURL(`${site.server.origin}${link.href}`);
      await mobileMenu(page).waitFor({ state: "hidden" });
    }

    // Видеоаналитика is the product's own site: a new tab.
    await openMenu(page);
    const external = mobileMenu(page).getByRole("link", { name: "Видеоаналитика" });
    await expect(seen(external)).resolves.toEqual(shown("Видеоаналитика"));
    const [tab] = await Promise.all([page.context().waitForEvent("page"), external.click()]);
    await tab.close();

    await mobileMenu(page).getByRole("link", { name: "Оставить заявку" }).click();
    const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
    await dialog.waitFor({ state: "visible", timeout: 5000 });
    await dialog.getByRole("form", { name: "Заявка" }).waitFor();
    await page.waitForTimeout(400); // the panel's slide-in (300 ms)
    await expect(seen(dialog.getByRole("button", { name: "Отправить заявку" }))).resolves.toEqual(shown("Отправить заявку"));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test.each(["Модули", "Услуги"])("opens the submenu «%s»: every link on screen, one tap away from its page, and the burger goes back", async (name) => {
    const { page, errors } = await open("/modules/faces", width);
    await openMenu(page);
    await mobileMenu(page).getByRole("button", { name }).click();
    await expect(burger(page).getAttribute("aria-label")).resolves.toBe("Назад");
    const items = await menuControlsSeen(page);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.map((item) => item.name)).toContain("Смотреть все");
    for (const item of items) expect(item).toEqual(shown(item.name));

    // Back to the main list, then the submenu again and its last entry before «Смотреть все».
    await burger(page).click();
    await mobileMenu(page).getByRole("button", { name: "Услуги" }).waitFor();
    await mobileMenu(page).getByRole("button", { name }).click();
    const target = mobileMenu(page).locator("a[href]").nth(items.length - 2);
    const href = await target.getAttribute("href");
    await target.click();
    await page.waitForURL(`${site.server.origin}${href}`);
    await mobileMenu(page).waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each(ALL_WIDTHS)("at %i px, no layer covers a control", (width) => {
  test.each(LAYER_ROUTES[width])("%s: every control, scrolled to, is on top where it is tapped", async (route) => {
    const { page, errors } = await open(route, width);
    await expect(coveredControls(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("at the end of a page, «Наверх» sits over no text and no control of the footer", async () => {
    const { page } = await open("/", width);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole("button", { name: "Наверх" });
    await button.waitFor();
    await expect(seen(button)).resolves.toEqual(shown("Наверх"));
    const overlaps = await page.evaluate(() => {
      const floating = Array.from(document.querySelectorAll("body *")).find((el) => el.textContent?.trim() === "Наверх" && el.tagName === "BUTTON")!.getBoundingClientRect();
      const hits: string[] = [];
      const walker = document.createTreeWalker(document.querySelector("footer")!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) {
          if (r.right > floating.left && r.left < floating.right && r.bottom > floating.top && r.top < floating.bottom) hits.push(node.textContent.trim().slice(0, 40));
        }
      }
      for (const el of Array.from(document.querySelectorAll("footer a, footer button, footer input, footer svg"))) {
        const r = el.getBoundingClientRect();
        if (r.width && r.right > floating.left && r.left < floating.right && r.bottom > floating.top && r.top < floating.bottom) hits.push(el.tagName);
      }
      return hits;
    });
    expect(overlaps).toEqual([]);
    await page.context().close();
  });

  test("«Наверх» is hidden while she scrolls down through the cards (it covered their text at 375 px) and comes back as she scrolls up", async () => {
    const { page } = await open("/", width);
    const button = page.getByRole("button", { name: "Наверх" });
    for (let step = 1; step <= 6; step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForFunction((y) => window.scrollY >= y, step * 600 - 10);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(button.count()).resolves.toBe(0);
    }
    await page.mouse.wheel(0, -300);
    await button.waitFor();
    await expect(seen(button)).resolves.toEqual(shown("Наверх"));
    await page.context().close();
  });

  test("the request panel: every control in it is on top, the send button included", async () => {
    const { page, errors } = await open("/modules/faces", width);
    await page.getByRole("link", { name: "Оставить заявку" }).filter({ visible: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
    await dialog.getByRole("form", { name: "Заявка" }).waitFor();
    await page.waitForTimeout(400); // the panel's slide-in (300 ms)
    await expect(coveredControls(page, '[role="dialog"]')).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // The banner has one layout for phones (xs) and one for every wider screen: 375 and 1440 px show both.
  const bannerWidth = width === 375 || width === 1440;
  if (bannerWidth) test("the messenger banner after 20 s idle: its buttons are on top, and it leaves nothing covered when closed", async () => {
    const context = await site.browser.newContext({ viewport: { width, height: 740 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site.server.origin}/modules`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => Object.keys(document.getElementById("___gatsby") ?? {}).some((k) => k.startsWith("__reactContainer")));
    await page.clock.runFor(21_000);
    const banner = page.getByRole("dialog", { name: /Telegram/ });
    await banner.waitFor({ state: "visible", timeout: 5000 });
    for (const control of await banner.locator("a[href], button").all()) {
      const result = await seenOnceDrawn(control);
      expect(result).toEqual(shown(result.name));
    }
    await banner.getByRole("button", { name: /Закрыть/ }).first().click();
    await banner.waitFor({ state: "detached" });
    await expect(coveredControls(page)).resolves.toEqual([]);
    await context.close();
  });

  test("an error toast shows whole and on top, over the open request panel too, and covers none of the panel's controls", async () => {
    const { page } = await open("/contact", width);
    await page.route("**/api/form", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal Server Error", message: "boom", statusCode: 500 }) }),
    );
    await page.getByRole("link", { name: "Оставить заявку" }).filter({ visible: true }).first().click();
    const panel = page.getByRole("dialog", { name: "Оставить заявку" });
    await panel.getByRole("form", { name: "Заявка" }).waitFor();
    await panel.getByRole("textbox", { name: /Имя/ }).fill("Мария Ёлкина");
    await panel.getByRole("textbox", { name: /Телефон/ }).pressSequentially("79161234567");
    await panel.getByRole("textbox", { name: /Сообщение/ }).fill("Нужен контроль касок на двух площадках, 40 камер.");
    await panel.getByRole("checkbox", { name: /согласие/ }).check();
    await panel.getByRole("button", { name: "Отправить заявку" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Не удалось отправить заявку" });
    await toast.waitFor({ state: "visible", timeout: 5000 });
    await expect(seenOnceDrawn(toast)).resolves.toEqual(shown("Не удалось отправить заявку"));
    await expect(coveredControls(page, '[role="dialog"]')).resolves.toEqual([]);
    await page.context().close();
  });
});

describe.each(ALL_WIDTHS)("at %i px, a link to a place in a page", (width) => {
  test("/contact#request lands the request form below the fixed header", async () => {
    const { page } = await open("/contact#request", width);
    const target = await page.evaluate(() => {
      const el = document.getElementById("request")!;
      const header = document.querySelector("header > div")!.getBoundingClientRect();
      return { top: el.getBoundingClientRect().top, headerBottom: Math.max(0, header.bottom) };
    });
    expect(target.top).toBeGreaterThanOrEqual(target.headerBottom);
    await page.context().close();
  });

  test("an article's table of contents takes each heading to just below the header, readable", async () => {
    const { page } = await open("/blogs/cv-project-cost", width);
    const toc = page.getByRole("navigation", { name: "Содержание" });
    const entries = await toc.locator("a[href^='#']").all();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries.slice(0, 3)) {
      const hash = (await entry.getAttribute("href"))!;
      await entry.click();
      await page.waitForFunction((h) => decodeURIComponent(location.hash) === decodeURIComponent(h), hash);
      await page.waitForTimeout(700); // smooth scrolling
      const heading = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
      await expect(seen(heading)).resolves.toEqual(shown());
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.context().close();
  });
});

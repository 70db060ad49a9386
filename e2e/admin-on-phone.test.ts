/**
 * /admin on a phone. Decap CMS lays itself out for 800 px and more; at a phone's device width the
 * editor got a strip of it, the entry's toolbar cut off at the screen's edge. The editor's page now
 * asks for a 1024 px layout, which a phone shows whole, zoomed out like a desktop site (pinch to zoom
 * in). Checked as a person sees it: each control hit-tested inside the visual viewport. The sign-in
 * page is our own and fits the phone at device width.
 */
import type { Page } from "playwright-core";
import { addEditor, setupSite } from "./harness";
import { seen, shown, tapShown } from "./on-screen";

const site = setupSite();
const EDITOR = { email: "oleg@videumlab.ru", name: "Олег Смирнов", password: "надёжный-пароль-олега" };

beforeAll(() => addEditor(site.server.leadsDb, EDITOR));

const layout = (page: Page) => page.evaluate(() => ({ width: window.innerWidth, shownWidth: window.visualViewport?.width, scrollWidth: document.documentElement.scrollWidth }));

test("on a phone, sign-in fits the screen and the whole editor is on screen: the entry's toolbar, its fields, its preview and the publishing bar", async () => {
  const context = await site.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const { origin } = site.server;

  await page.goto(`${origin}/admin/login`);
  expect(await layout(page)).toEqual({ width: 375, shownWidth: 375, scrollWidth: 375 });
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(EDITOR.password);
  await tapShown(page.getByRole("button", { name: "Войти" }));
  await page.waitForURL(`${origin}/admin/`);
  await page.getByRole("link", { name: "Модули", exact: true }).waitFor({ timeout: 30_000 });
  for (const name of ["Записи", "Рабочая область", "Модули", "Настройки сайта"]) {
    expect(await seen(page.getByRole("link", { name, exact: true }))).toEqual(shown(name));
  }

  await page.goto(`${origin}/admin/#/collections/modules/entries/faces`);
  await page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
  for (const name of ["Сохранить", "Опубликовано", "Удалить опубликованную запись"]) {
    expect(await seen(page.getByRole("button", { name, exact: true }))).toEqual(shown(name));
  }
  expect(await seen(page.getByText("Название", { exact: true }))).toEqual(shown("Название"));
  expect(await seen(page.locator("#preview-pane"))).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  expect(await seen(page.getByRole("link", { name: "Журнал публикации" }))).toEqual(shown("Журнал публикации"));
  // Laid out at 1024 px and shown whole: nothing to pan to.
  expect(await layout(page)).toEqual({ width: 1024, shownWidth: 1024, scrollWidth: 1024 });
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);

/**
 * The editors' page as an editor sees it (the editing itself: e2e/publishing/cms.test.ts).
 *
 * On a phone: Decap CMS lays itself out for 800 px and more; at a phone's device width the editor got a
 * strip of it, the entry's toolbar cut off at the screen's edge. The editor's page now asks for a
 * 1024 px layout, which a phone shows whole, zoomed out like a desktop site (pinch to zoom in). Checked
 * as a person sees it: each control hit-tested inside the visual viewport. The sign-in page is our own
 * and fits the phone at device width.
 *
 * Decap's own words, patched where its settings cannot reach (scripts/decap-patches.ts): a list's
 * heading and the account button's name.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { addEditor, ROOT, setupSite } from "./harness";
import { scrolledTo, seen, seenOnceDrawn, shown, tapShown } from "./on-screen";

const site = setupSite();
const EDITOR = { email: "oleg@videumlab.ru", name: "Олег Смирнов", password: "надёжный-пароль-олега" };

beforeAll(() => addEditor(site.server.leadsDb, EDITOR));

async function signIn(page: Page) {
  await page.goto(`${site.server.origin}/admin/login`);
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(EDITOR.password);
  await tapShown(page.getByRole("button", { name: "Войти" }));
  await page.waitForURL(`${site.server.origin}/admin/`);
  await page.getByRole("link", { name: "Модули", exact: true }).waitFor({ timeout: 30_000 });
}

async function openEntry(page: Page, collection: string, slug: string) {
  await page.goto(`${site.server.origin}/admin/#/collections/${collection}/entries/${slug}`);
  await page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
}

const layout = (page: Page) => page.evaluate(() => ({ width: window.innerWidth, shownWidth: window.visualViewport?.width, scrollWidth: document.documentElement.scrollWidth }));

test("on a phone, sign-in fits the screen and the whole editor is on screen: the entry's toolbar, its fields, its preview and the publishing bar", async () => {
  const context = await site.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const { origin } = site.server;

  await page.goto(`${origin}/admin/login`);
  expect(await layout(page)).toEqual({ width: 375, shownWidth: 375, scrollWidth: 375 });
  await signIn(page);
  for (const name of ["Записи", "Рабочая область", "Модули", "Настройки сайта"]) {
    expect(await seen(page.getByRole("link", { name, exact: true }))).toEqual(shown(name));
  }

  await openEntry(page, "modules", "faces");
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

test("the account button has a name and opens «Выйти»; a list's heading gives its count as Russian reads it, «Ключевые фразы: 6»", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  const account = page.getByRole("banner").getByRole("button", { name: "Учётная запись" });
  expect(await seen(account)).toEqual(shown());
  await tapShown(account);
  expect(await seenOnceDrawn(page.getByRole("menuitem", { name: "Выйти" }))).toEqual(shown("Выйти"));

  await openEntry(page, "modules", "faces");
  const faces = JSON.parse(fs.readFileSync(path.join(ROOT, "content/modules/faces.json"), "utf8")) as { seo: { keywords: string[] } };
  const heading = `Ключевые фразы: ${faces.seo.keywords.length}`;
  expect(await scrolledTo(page.getByText(heading, { exact: true }))).toEqual(shown(heading));
  await expect(page.getByText(/^\d+ ключев/).count()).resolves.toBe(0);
  await context.close();
}, 90_000);

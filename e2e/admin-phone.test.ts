/**
 * The admin on a phone (issue #51, point 6), in real Chromium as a 375 px phone against the production
 * server: laid out at the device's width, nothing to pan or zoom; every text on screen at least 16 px
 * and every control at least 44 px, on the list and on every screen of an entry's form; an entry opened
 * from the list, edited and saved, the save a draft by her in the content repository; the preview
 * shown instead of the form and back. The content is a git repository of its own (CONTENT_DIR), a copy
 * of the project's. Screenshots go to e2e/artifacts/.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { commitContentCopy } from "../server/test/cms-repo";
import { addEditor, launchBrowser, ROOT, startProductionServer, type SiteServer } from "./harness";
import { seen, seenOnceDrawn, shown, tapShown } from "./on-screen";

const EDITOR = { email: "anna@videumlab.ru", name: "Анна Белова", password: "надёжный-пароль-анны" };
const ARTIFACTS = path.join(ROOT, "e2e/artifacts");
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const work = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-admin-phone-"));
const repo = path.join(work, "content-repo");
let server: SiteServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();

beforeAll(async () => {
  commitContentCopy(repo);
  server = await startProductionServer({ env: { CONTENT_DIR: path.join(repo, "content"), RELEASES_DIR: path.join(work, "releases") } });
  addEditor(server.leadsDb, EDITOR);
  browser = await launchBrowser();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  context = await browser.newContext(PHONE);
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * What a person could not read or hit on the screen as it is: text drawn smaller than 16 px, and
 * controls (links, buttons, fields, menu items) smaller than 44 px either way. Only what is on screen
 * counts; text kept for screen readers alone (clipped to a pixel) is not drawn.
 */
function unreadable(page: Page): Promise<{ text: string[]; controls: string[] }> {
  return page.evaluate(() => {
    const onScreen = (box: DOMRect) => box.width >= 4 && box.height >= 4 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    const drawn = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility === "visible" && style.opacity !== "0" && el.checkVisibility();
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()} «${(el.textContent?.trim() || el.getAttribute("aria-label") || el.getAttribute("title") || (el as HTMLInputElement).value || "").slice(0, 40)}»`;
    const text: string[] = [];
    const controls: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const box = el.getBoundingClientRect();
      if (!onScreen(box) || !drawn(el)) continue;
      const ownText = Array.from(el.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (ownText && size < 16) text.push(`${name(el)}: ${size} px`);
      if (el.matches('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="menuitem"]') && (box.width < 44 || box.height < 44)) {
        controls.push(`${name(el)}: ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
    }
    return { text, controls };
  });
}

/** unreadable() on every screen of the entry's form, scrolled through from top to bottom. */
async function unreadableInForm(page: Page): Promise<{ text: string[]; controls: string[] }> {
  const found = { text: new Set<string>(), controls: new Set<string>() };
  const scroller = page.locator('[class*="-ControlPaneContainer"]').first().locator("..");
  const { scrollHeight, clientHeight } = await scroller.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
  for (let top = 0; ; top += clientHeight) {
    await scroller.evaluate((el, y) => el.scrollTo(0, y), top);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const screen = await unreadable(page);
    screen.text.forEach((t) => found.text.add(t));
    screen.controls.forEach((c) => found.controls.add(c));
    if (top + clientHeight >= scrollHeight) break;
  }
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  return { text: [...found.text], controls: [...found.controls] };
}

const layout = () => page.evaluate(() => ({ width: window.innerWidth, shownWidth: window.visualViewport?.width, scrollWidth: document.documentElement.scrollWidth }));

test("signed in on a phone, the list is at the device's width, its text at least 16 px and its controls at least 44 px", async () => {
  await page.goto(`${server.origin}/admin/login`);
  expect(await layout()).toEqual({ width: 375, shownWidth: 375, scrollWidth: 375 });
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(EDITOR.password);
  await tapShown(page.getByRole("button", { name: "Войти" }));
  await page.waitForURL(`${server.origin}/admin/`);
  await page.locator('a[href*="#/collections/modules/entries/"]').first().waitFor({ timeout: 30_000 });

  expect(await layout()).toEqual({ width: 375, shownWidth: 375, scrollWidth: 375 });
  for (const name of ["Записи", "Рабочая область", "Модули", "Настройки сайта"]) {
    expect(await seen(page.getByRole("link", { name, exact: true }))).toEqual(shown(name));
  }
  expect(await seen(page.getByRole("link", { name: "+ Модуль", exact: true }))).toEqual(shown(/\+ Модуль/));
  expect(await seen(page.getByRole("link", { name: "Журнал публикации" }))).toEqual(shown("Журнал публикации"));
  expect(await unreadable(page)).toEqual({ text: [], controls: [] });
  await page.screenshot({ path: path.join(ARTIFACTS, "admin-phone-list.png") });
}, 120_000);

test("an entry opened from the list: its toolbar and fields on screen, every screen of the form readable; edited and saved, a draft by her", async () => {
  await tapShown(page.getByRole("link", { name: "Распознавание лиц" }));
  const title = page.getByLabel("Название", { exact: true });
  await title.waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while ((await title.inputValue()) === "") {
    if (Date.now() > deadline) throw new Error("the form never filled in");
    await page.waitForTimeout(200);
  }
  // The collapsed sections mount when the page is idle (src/cms/idle-mount.ts): all of them, before the audit.
  await page.waitForFunction(() => document.querySelectorAll('[class*="-ControlPaneContainer"] input, [class*="-ControlPaneContainer"] textarea').length > 20, null, { timeout: 30_000 });

  expect(await layout()).toEqual({ width: 375, shownWidth: 375, scrollWidth: 375 });
  for (const name of ["Сохранить", "Опубликовано", "Удалить опубликованную запись"]) {
    expect(await seen(page.getByRole("button", { name, exact: true }))).toEqual(shown(name));
  }
  expect(await seen(title)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  await page.screenshot({ path: path.join(ARTIFACTS, "admin-phone-entry.png") });
  expect(await unreadableInForm(page)).toEqual({ text: [], controls: [] });

  const head = git("rev-parse", "HEAD");
  await tapShown(title);
  await title.fill("Распознавание лиц на проходной");
  await tapShown(page.getByRole("button", { name: "Сохранить", exact: true }));
  // Decap's notice, over the toolbar's own status while it lasts.
  expect(await seenOnceDrawn(page.getByText("Запись сохранена", { exact: true }))).toEqual(shown("Запись сохранена"));

  // A draft on the entry's own branch, by her; the site's branch untouched.
  expect(git("rev-parse", "HEAD")).toBe(head);
  const saved = JSON.parse(git("show", "cms/modules/faces:content/modules/faces.json")) as { title: string };
  expect(saved.title).toBe("Распознавание лиц на проходной");
  expect(git("log", "-1", "--format=%an <%ae>", "cms/modules/faces")).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(errors).toEqual([]);
}, 180_000);

test("«Переключиться на предварительный просмотр» shows the preview at the screen's width instead of the form, and the same button brings the form back", async () => {
  const toggle = page.getByRole("button", { name: "Переключиться на предварительный просмотр" });
  await tapShown(toggle);
  const preview = page.frameLocator("#preview-pane").getByRole("heading", { level: 1 });
  await preview.waitFor({ timeout: 30_000 });
  expect(await seen(page.locator("#preview-pane"))).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  expect(await page.locator("#preview-pane").evaluate((frame) => Math.round(frame.getBoundingClientRect().width))).toBe(375);
  await expect(page.getByLabel("Название", { exact: true }).isVisible()).resolves.toBe(false);
  expect(await layout()).toEqual({ width: 375, shownWidth: 375, scrollWidth: 375 });
  await page.screenshot({ path: path.join(ARTIFACTS, "admin-phone-preview.png") });

  await tapShown(toggle);
  expect(await seen(page.getByLabel("Название", { exact: true }))).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  await expect(page.locator("#preview-pane").count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

/**
 * Refusals an editor can act on, and copies that save (issue #35), in real Chromium against the
 * production server, as an editor sees them (hit-tested):
 *  - a save the server refuses stays on screen (checked 15 s later on the page's own clock, fast-
 *    forwarded past Decap's toast), in Russian, names the entry and the field by its label, says what
 *    to do, marks the field; nothing is written to the content repository;
 *  - an SEO title another page has is refused by the form before anything is sent, the same way;
 *  - required fields left empty above the visible part of the form: the form takes her to the first,
 *    the panel lists every one by its labels, and stays (15 s later) until she saves;
 *  - a broken file committed to the content repository: the real publish refuses it at the check, and
 *    the publishing bar says why in her words, one problem with its line and position, 10 s later too;
 *  - «Дублировать» gives a copy with an empty slug and SEO texts to write, the same picture, and a slug
 *    typed as soon as the copy's form appears stays; given the original's address, the copy is told
 *    whose address it is (by title, with a link to open it); with its own address it saves.
 * The content is a git repository of its own (CONTENT_DIR), a copy of the project's: a save that went
 * through would never touch the project. Screenshots of the refusal (1440 px, and a 375 px phone) go
 * to e2e/artifacts/.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { commitContentCopy } from "../server/test/cms-repo";
import { addEditor, launchBrowser, ROOT, startProductionServer, type SiteServer } from "./harness";
import { seen, seenOnceDrawn, shown, tapShown } from "./on-screen";

const EDITOR = { email: "vera@videumlab.ru", name: "Вера Кузнецова", password: "надёжный-пароль-веры" };
const ARTIFACTS = path.join(ROOT, "e2e/artifacts");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-refusals-"));
const repo = path.join(work, "content-repo");
const contentDir = path.join(repo, "content");
const releasesDir = path.join(work, "releases");
let server: SiteServer;
let browser: Browser;

const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
const readEntry = (rel: string) => JSON.parse(fs.readFileSync(path.join(contentDir, rel), "utf8")) as { title: string; image: string; seo: { title: string; description: string } };

beforeAll(async () => {
  commitContentCopy(repo);
  server = await startProductionServer({ env: { CONTENT_DIR: contentDir, RELEASES_DIR: releasesDir } });
  addEditor(server.leadsDb, EDITOR);
  browser = await launchBrowser();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A signed-in editor's tab; the page's clock installed first, so its timers can be fast-forwarded. */
async function editorTab(options: Parameters<Browser["newContext"]>[0] = { viewport: { width: 1440, height: 900 } }, { clock = true } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", (dialog) => void dialog.accept());
  if (clock) await page.clock.install();
  await page.goto(`${server.origin}/admin/login`);
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(EDITOR.password);
  await tapShown(page.getByRole("button", { name: "Войти" }));
  await page.waitForURL(`${server.origin}/admin/`);
  await page.getByRole("link", { name: "Модули", exact: true }).waitFor({ timeout: 30_000 });
  return { context, page, errors };
}

async function openEntry(page: Page, slug: string) {
  await page.goto(`${server.origin}/admin/#/collections/modules/entries/${slug}`);
  // A phone opens the form without its preview (src/cms/phone.ts).
  if ((page.viewportSize()?.width ?? 0) >= 800) await page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
  await waitForValue(page.getByLabel("Адрес страницы", { exact: true }), slug);
}

/** Decap fills a form it has already drawn once the entry loads: wait for the value, as a person would. */
async function waitForValue(field: Locator, value: string) {
  const deadline = Date.now() + 30_000;
  while ((await field.inputValue().catch(() => null)) !== value) {
    if (Date.now() > deadline) throw new Error(`the field never showed «${value}»`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function retype(field: Locator, text: string) {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await field.selectText();
  await field.press("Backspace");
  await field.fill(text);
  expect(await field.inputValue()).toBe(text);
}

const panelOf = (page: Page) => page.getByRole("alert").filter({ hasText: "Запись не сохранена" });
const nothingWritten = (head: string) => {
  expect(git("rev-parse", "HEAD")).toBe(head);
  expect(git("branch", "--list", "cms/*")).toBe("");
  expect(git("status", "--porcelain")).toBe("");
};

test("a save the server refuses: on screen 15 s later and until closed, in Russian, naming the entry and the field by its label with what to do; the field marked; nothing written", async () => {
  const { context, page, errors } = await editorTab();
  const head = git("rev-parse", "HEAD");
  const cars = readEntry("modules/cars.json");
  await openEntry(page, "cars");

  // The address of a saved entry changed in the form: the server's content check refuses it (422).
  const slug = page.getByLabel("Адрес страницы", { exact: true });
  await retype(slug, "cars-renamed");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/cms") && r.request().postData()?.includes('"persistEntry"') === true);
  await tapShown(page.getByRole("button", { name: "Сохранить", exact: true }));
  expect((await answered).status()).toBe(422);

  const panel = panelOf(page);
  await panel.waitFor({ timeout: 20_000 });
  // Decap rejects its own save promise after a refusal (an uncaught plain object): its way, not a
  // fault of the page (as in e2e/publishing/cms.test.ts). Errors are counted from here on.
  errors.length = 0;
  // At once, not only once Decap's toast has gone: its close button is hers to tap (the toast, in the
  // same corner, stays hidden while the panel is shown).
  expect(await seenOnceDrawn(panel.getByRole("button", { name: "Закрыть сообщение" }))).toEqual(shown("Закрыть сообщение"));
  // Decap's toast goes after 8 s; the refusal stays. The page's clock, fast-forwarded: no real wait.
  await page.clock.fastForward(15_000);
  await page.locator(".Toastify__toast--error").waitFor({ state: "detached", timeout: 10_000 });
  const title = panel.getByRole("heading", { name: "Запись не сохранена" });
  expect(await seenOnceDrawn(title)).toEqual(shown("Запись не сохранена"));
  const text = await panel.innerText();
  expect(text).toContain(`Модуль «${cars.title}» (content/modules/cars.json)`);
  expect(text).toContain("Адрес страницы: адрес сохранённой записи не меняется: верните «cars»; страницу с адресом «cars-renamed» сделайте копией («Дублировать») — файл записи cars.json");
  expect(text).toContain("Ничего не записано");
  expect(text).not.toMatch(/API_ERROR|[A-Za-z]+Error/);
  await page.screenshot({ path: path.join(ARTIFACTS, "admin-refusal-1440.png") });

  // The field itself: Decap's error style and its message by the field, and said to assistive technology.
  expect(await slug.getAttribute("aria-invalid")).toBe("true");
  expect(await seen(slug)).toMatchObject({ inViewport: true, onTop: true });
  await expect(page.locator("[class*='ControlErrorsList']").filter({ hasText: /cars-renamed/i }).count()).resolves.toBe(1);

  nothingWritten(head);

  // Closed by the editor, it is gone; the field's mark goes once its value is what the file says.
  await tapShown(panel.getByRole("button", { name: "Закрыть сообщение" }));
  await expect(panelOf(page).count()).resolves.toBe(0);
  await retype(slug, "cars");
  await slug.press("Tab");
  await expect(page.locator("[class*='ControlErrorsList']").count()).resolves.toBe(0);
  expect(await slug.getAttribute("aria-invalid")).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
  nothingWritten(head);
}, 180_000);

test("an SEO title another page has: refused by the form before anything is sent, the other page named, the field marked; on a phone too", async () => {
  const faces = readEntry("modules/faces.json");
  for (const [name, options] of [
    ["1440", { viewport: { width: 1440, height: 900 } }],
    ["375", { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
  ] as const) {
    const { context, page, errors } = await editorTab(options);
    const head = git("rev-parse", "HEAD");
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/cms") && request.postData()?.includes('"persistEntry"')) saves.push(request.url());
    });
    await openEntry(page, "cars");
    const seoTitle = page.getByLabel("Заголовок страницы (до 70 символов)", { exact: true });
    await retype(seoTitle, faces.seo.title);
    await tapShown(page.getByRole("button", { name: "Сохранить", exact: true }));

    const panel = panelOf(page);
    await panel.waitFor({ timeout: 10_000 });
    errors.length = 0; // Decap's own uncaught rejection of the stopped save (see above)
    await page.clock.fastForward(15_000);
    expect(await seenOnceDrawn(panel.getByRole("heading", { name: "Запись не сохранена" }))).toEqual(shown("Запись не сохранена"));
    const text = await panel.innerText();
    expect(text).toContain(`Поиск и соцсети (SEO) → Заголовок страницы (до 70 символов): такой же заголовок уже у модуля «${faces.title}» — придумайте другой`);
    expect(text).toContain("Ничего не отправлено");
    expect(await seoTitle.getAttribute("aria-invalid")).toBe("true");
    await seoTitle.scrollIntoViewIfNeeded();
    expect(await seen(seoTitle)).toMatchObject({ inViewport: true, onTop: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `admin-refusal-seo-${name}.png`) });
    expect(saves).toEqual([]);
    nothingWritten(head);
    expect(errors).toEqual([]);
    await context.close();
  }
}, 240_000);

test("«Дублировать»: the copy has an empty slug and SEO texts to write, the same picture; a slug typed at once stays; given the original's address it is told whose address that is, with a link to it; with its own it saves as a draft of its own", async () => {
  // No timers to fast-forward here: the page's own clock.
  const { context, page, errors } = await editorTab(undefined, { clock: false });
  const smoking = readEntry("modules/smoking.json");
  await openEntry(page, "smoking");
  await tapShown(page.getByRole("button", { name: "Опубликовано", exact: true }));
  await tapShown(page.getByRole("menuitem", { name: "Дублировать" }));
  await page.waitForURL(/#\/collections\/modules\/new$/);

  // Typed as soon as the copy's form is there: the copy's data arriving does not take it back.
  // She keeps the original's address, as an editor copying a page would at first.
  const slug = page.getByLabel("Адрес страницы", { exact: true });
  await slug.fill("smoking");
  await page.getByLabel("Название", { exact: true }).waitFor();
  await waitForValue(page.getByLabel("Название", { exact: true }), smoking.title);
  await page.waitForTimeout(3_000);
  expect(await slug.inputValue()).toBe("smoking");
  const seoTitle = page.getByLabel("Заголовок страницы (до 70 символов)", { exact: true });
  const seoDescription = page.getByLabel("Описание для поисковиков (50–200 символов)", { exact: true });
  expect([await seoTitle.inputValue(), await seoDescription.inputValue()]).toEqual(["", ""]);

  // The same picture, shown in the copy's image field.
  const picture = page.getByText("Картинка", { exact: true }).first();
  await picture.scrollIntoViewIfNeeded();
  const thumbnail = page.locator("img[src^='blob:']").first();
  expect(await seenOnceDrawn(thumbnail)).toMatchObject({ inViewport: true, onTop: true, opaque: true });

  await retype(page.getByLabel("Название", { exact: true }), "Курение на складе");
  await retype(seoTitle, "Курение на складе: обнаружение по видео");
  await retype(seoDescription, "Обнаружение курения на складе по видео: кадр и клип охране за секунды, отчёт по сменам и зонам склада.");
  const head = git("rev-parse", "HEAD");
  await tapShown(page.getByRole("button", { name: "Сохранить", exact: true }));

  // Refused: the address belongs to the original, named by its title, with a link that opens it; her
  // words first (the field's label, no «slug», no file name), and nothing written.
  const panel = panelOf(page);
  await panel.waitFor({ timeout: 20_000 });
  const text = await panel.innerText();
  expect(text).toContain(`Адрес страницы: адрес «smoking» уже у модуля «${smoking.title}»: придумайте другой или откройте ту запись и измените её`);
  expect(text).not.toMatch(/slug|smoking-1|\.json:/);
  const link = panel.getByRole("link", { name: `Открыть «${smoking.title}»` });
  expect(await seenOnceDrawn(link)).toEqual(shown(`Открыть «${smoking.title}»`));
  expect(await link.getAttribute("href")).toBe("/admin/#/collections/modules/entries/smoking");
  expect(await link.getAttribute("target")).toBe("_blank");
  await page.screenshot({ path: path.join(ARTIFACTS, "admin-refusal-address-1440.png") });
  nothingWritten(head);
  // Decap rejects its own save promise after a refusal (as in the first test): not the page's fault.
  errors.length = 0;

  // Her own address: saved under it.
  await retype(slug, "smoking-warehouse");
  await tapShown(page.getByRole("button", { name: "Сохранить", exact: true }));
  await page.getByText("Изменения сохранены", { exact: false }).first().waitFor({ timeout: 20_000 });
  // The refusal's panel is gone with the save that went through (Decap's own toast of the refusal may
  // still be fading: the panel itself is looked for).
  await expect(page.locator("section.refusal").count()).resolves.toBe(0);

  const saved = JSON.parse(git("show", "cms/modules/smoking-warehouse:content/modules/smoking-warehouse.json")) as Record<string, unknown>;
  expect(saved).toMatchObject({ slug: "smoking-warehouse", title: "Курение на складе", image: smoking.image, seo: { title: "Курение на складе: обнаружение по видео" } });
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

test("required fields left empty above what is on screen: the form takes her to the first, the panel lists each by its labels and is there 15 s later; nothing sent", async () => {
  const { context, page, errors } = await editorTab();
  await openEntry(page, "faces");
  const head = git("rev-parse", "HEAD");
  const seoTitle = page.getByLabel("Заголовок страницы (до 70 символов)", { exact: true });
  const seoDescription = page.getByLabel("Описание для поисковиков (50–200 символов)", { exact: true });
  await seoTitle.fill("");
  await seoDescription.fill("");
  // The collapsed sections mount when the page is idle (src/cms/idle-mount.ts): the page's clock moved on.
  await page.clock.runFor(5_000);
  // At the end of the form, as after going through it: the emptied fields are above, out of sight.
  await seoTitle.evaluate((input) => {
    for (let at = input.parentElement; at; at = at.parentElement) {
      if (at.scrollHeight > at.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(at).overflowY)) return at.scrollTo(0, at.scrollHeight);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  expect((await seen(seoTitle)).inViewport).toBe(false);

  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/cms") && request.postData()?.includes('"persistEntry"')) sent.push(request.url());
  });
  await tapShown(page.getByRole("button", { name: "Сохранить", exact: true }));
  const panel = panelOf(page);
  await panel.waitFor({ timeout: 10_000 });
  // Decap rejects its save promise with nothing when its own check stops a save (uncaught): its way, not
  // a fault of the page. Errors are counted from here on.
  errors.length = 0;
  // Taken to the first field in error: on screen, its input focused.
  // Once the form has stopped moving (sections below mount at idle), as a person's eyes settle on it.
  let where = await seen(seoTitle);
  for (const deadline = Date.now() + 5_000; !(where.inViewport && where.onTop) && Date.now() < deadline; where = await seen(seoTitle)) await page.waitForTimeout(100);
  expect(where).toMatchObject({ inViewport: true, onTop: true });
  expect(await seoTitle.evaluate((input) => input === document.activeElement)).toBe(true);

  // Decap's own toast goes after 8 s; the list stays, on top, for her to read.
  await page.clock.fastForward(15_000);
  expect(await seenOnceDrawn(panel.getByRole("heading", { name: "Запись не сохранена" }))).toEqual(shown("Запись не сохранена"));
  const text = await panel.innerText();
  expect(text).toContain("Поиск и соцсети (SEO) → Заголовок страницы (до 70 символов): заполните поле");
  expect(text).toContain("Поиск и соцсети (SEO) → Описание для поисковиков (50–200 символов): заполните поле");
  expect(text).toContain("Ничего не отправлено");
  await page.screenshot({ path: path.join(ARTIFACTS, "admin-required-fields-1440.png") });
  expect(sent).toEqual([]);
  // Nothing written (the copy of the test before has a draft of its own: this entry has none).
  expect(git("rev-parse", "HEAD")).toBe(head);
  expect(git("branch", "--list", "cms/modules/faces")).toBe("");
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

// Last: it commits a broken file (and takes it back).
test("a broken file committed to the content repository: the publish is refused, and the bar says why in Russian — one problem, its line and position, the links it breaks under it — still on screen 10 s later", async () => {
  const { context, page, errors } = await editorTab();
  const bar = page.getByRole("complementary", { name: "Публикация" });
  await bar.getByText("Сайт работает", { exact: false }).or(bar.getByText("На сайте выпуск", { exact: false })).waitFor({ timeout: 30_000 });

  // A comma lost in the middle of voice.json, which other entries link to.
  const file = path.join(contentDir, "modules/voice.json");
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const at = lines.findIndex((line) => line.startsWith('  "title": '));
  lines[at] = lines[at].replace(/,$/, "");
  fs.writeFileSync(file, lines.join("\n"));
  const before = git("rev-parse", "HEAD");
  execFileSync("git", ["-C", repo, "-c", "user.name=Разработчик", "-c", "user.email=dev@videumlab.ru", "commit", "-qam", "Голосовая аналитика: правка вручную"]);

  const publish = spawnSync(process.execPath, ["--import", "tsx", "scripts/publish.ts"], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir, RELEASES_DIR: releasesDir, LEADS_DB: server.leadsDb },
    encoding: "utf8",
  });
  expect(publish.status).toBe(1);
  // The operator's terminal: one problem, in Russian, where it is.
  expect(publish.stderr).toContain(`ошибки в контенте (1)`);
  expect(publish.stderr).toContain(`content/modules/voice.json:${at + 2}:3: файл не читается: не хватает запятой перед этим полем`);

  // The bar polls every 30 s when nothing is building: the page's clock is moved on instead of waiting.
  await page.clock.fastForward(31_000);
  const refused = bar.getByText("Последнее изменение не опубликовано, на сайте прежняя версия");
  await refused.waitFor({ timeout: 10_000 });
  const detail = bar.locator(".publishing-bar__details li");
  await expect(detail.count()).resolves.toBe(1);
  const text = await detail.innerText();
  expect(text).toMatch(new RegExp(`^Модуль «voice»: файл не читается: не хватает запятой перед этим полем \\(content/modules/voice\\.json, строка ${at + 2}, позиция 3\\)\\. Пока это не исправлено, не работают ссылки на эту запись: `));
  // The services and the case that link to it, each with its line.
  for (const other of ["content/services/chat-bots.json", "content/projects/ord-erir-automation.json"]) expect(text).toMatch(new RegExp(`${other.replace(/[./]/g, "\\$&")}:\\d+ \\(поле «related`));
  expect(text).not.toMatch(/Expected|JSON at position|Unexpected/);

  // Ten seconds later it is still there, on top, for her to read.
  await page.clock.fastForward(10_000);
  expect(await seenOnceDrawn(refused)).toEqual(shown("Последнее изменение не опубликовано"));
  expect(await seenOnceDrawn(detail)).toEqual(shown(/^Модуль «voice»/));
  await page.screenshot({ path: path.join(ARTIFACTS, "admin-publish-refused-1440.png") });
  expect(errors).toEqual([]);
  await context.close();
  // The repository as it was, for whatever runs after.
  git("reset", "-q", "--hard", before);
}, 180_000);

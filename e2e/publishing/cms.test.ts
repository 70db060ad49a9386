/**
 * The editors' loop for real (issue #20), as one editor's morning at /admin, in order:
 *  1. she signs in and edits a module in Decap CMS: a change the content check refuses is refused on
 *     saving, with the field named, and nothing is written; her draft goes to a branch, nothing published.
 *  2. she makes a new module from a copy, with a picture she uploads, and retitles an article: drafts too.
 *  3. she approves and publishes the three from «Рабочая область»: one commit each, by her, saying what
 *     changed; the bar shows the build start. (Published within seconds, they make one or two builds.)
 *  4. everything goes live: the module's new title, the new module's page with its picture and
 *     breadcrumbs, the article and the blog's list with the new title; the bar says so.
 *  5. she signs out: the CMS API answers 401 and /admin asks for a password again.
 * Each step builds on the one before (one server, one content repository), as the day does.
 *
 * The content is a git repository of its own (CONTENT_DIR), a copy of the project's, so the test's
 * commits never touch the project. Runs with the publishing tests, after the others: its build
 * rewrites public/.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { readJournal } from "../../server/publish/journal";
import { commitContentCopy } from "../../server/test/cms-repo";
import { addEditor, launchBrowser, releasesOfBuild, ROOT, startProductionServer, type SiteServer } from "../harness";
import { seen, seenOnceDrawn, shown, tapShown } from "../on-screen";

const EDITOR = { email: "anna@videumlab.ru", name: "Анна Петрова", password: "надёжный-пароль-анны" };
// Not the module publish.test.ts edits: whichever of the two runs first, the other finds its page as built.
const MODULE = "cars";
const OLD_TITLE = "Тип, марка, модель и цвет автомобиля — по кадру с камеры";
const NEW_TITLE = "Тип, марка, модель и цвет автомобиля по одному кадру";

/** The published module the new one is copied from (MODULE has a draft by then: its menu differs). */
const COPIED_MODULE = "car-numbers";
const COPIED_MODULE_TITLE = "Распознавание номеров автомобилей";
const NEW_MODULE = {
  slug: "truck-weight",
  title: "Весовой контроль грузовиков",
  heroTitle: "Вес и габариты грузовика — по кадру с камеры",
  seoTitle: "Весовой контроль грузовиков по видео",
  seoDescription: "Весовой контроль грузовиков по видео: оценка загрузки и габаритов по кадру с камеры, сверка с номером и отчёт для диспетчера.",
  imageAlt: "Грузовик на весовой рамке в кадре камеры",
  // As the editor's photo is called on her disk; the server stores it under a Latin name.
  upload: "Весовой контроль грузовиков.jpg",
  stored: "vesovoj-kontrol-gruzovikov.jpg",
};
const ARTICLE = { slug: "demand-forecasting-tabular", listTitle: "Прогноз спроса", newTitle: "Прогноз спроса по табличным данным: с чего начать" };

const work = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-cms-"));
const repo = path.join(work, "content-repo");
const contentDir = path.join(repo, "content");
const releasesDir = path.join(work, "releases");
let server: SiteServer;
let browser: Browser;
/** The editor's tab, kept across the steps. */
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();

/** The live page's h1 as text, or undefined while the page is not there. */
async function liveHeading(route: string): Promise<string | undefined> {
  const response = await fetch(`${server.origin}${route}`);
  if (response.status !== 200) return undefined;
  const inner = /<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1];
  return inner?.replace(/<[^>]+>/g, "").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * Waits, polling the live site, until `check` holds (the publish takes minutes under CI's load); a
 * publish that failed meanwhile ends the wait with its reason.
 */
async function untilLive(what: string, check: () => Promise<boolean>, timeoutMs = 400_000) {
  const started = new Date().toISOString();
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    const failure = readJournal(releasesDir).lastFailure;
    if (failure && failure.at > started) throw new Error(`the publish failed (${failure.stage}): ${failure.message}\n${JSON.stringify(failure.problems)}\n${failure.logTail}`);
    if (Date.now() > deadline) {
      // What the publisher was doing, and what it and the build said last: a publish that never ends is diagnosed from CI's log.
      const { running } = readJournal(releasesDir);
      const said = server.output().trimEnd().split("\n").slice(-60).join("\n");
      throw new Error(`not live after ${timeoutMs / 1000} s: ${what}\npublish running: ${JSON.stringify(running)}\nserver's last lines:\n${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

beforeAll(async () => {
  commitContentCopy(repo);
  // The live site before the edit: the build the other tests used, made from the same content.
  releasesOfBuild(releasesDir);
  server = await startProductionServer({ env: { CONTENT_DIR: contentDir, RELEASES_DIR: releasesDir } });
  // What the test publishes must not be on the site yet, or its going live would prove nothing.
  if ((await liveHeading(`/modules/${NEW_MODULE.slug}`)) !== undefined || (await liveHeading(`/blogs/${ARTICLE.slug}`)) === ARTICLE.newTitle) {
    throw new Error("public/ already holds this test's edits (a build of another content): run `npm run build:site` first");
  }
  // An editor made the way an operator makes one.
  addEditor(server.leadsDb, EDITOR);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", (dialog) => void dialog.accept());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * Types into a field of Decap's form as a person does: select what is there, type over it. Decap may
 * draw the form again while an entry loads and drop what was typed; then, as a person would, again.
 */
async function retype(field: Locator, text: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await field.scrollIntoViewIfNeeded();
      await field.click();
      await field.selectText();
      await field.press("Backspace");
      await field.pressSequentially(text);
      if ((await field.inputValue()) === text) return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
    if (attempt === 3) expect(await field.inputValue()).toBe(text);
    await page.waitForTimeout(500);
  }
}

const field = (label: string) => page.getByLabel(label, { exact: true });

/** Waits until the form shows the entry: Decap fills a form it has already drawn once the entry loads. */
async function slugIs(slug: string) {
  const deadline = Date.now() + 30_000;
  const slugField = field("Адрес страницы");
  while ((await slugField.inputValue().catch(() => "")) !== slug) {
    if (Date.now() > deadline) throw new Error(`the form did not show ${slug}`);
    await page.waitForTimeout(200);
  }
}

/** Decap's «Сохранить», then the workflow: «Готово к публикации», «Опубликовать» → «Опубликовать сейчас». */
async function saveDraft() {
  await tapShown(page.getByRole("button", { name: "Сохранить", exact: true }));
  await page.getByText("Изменения сохранены", { exact: false }).first().waitFor({ timeout: 20_000 });
}
/** Opens a draft from «Рабочая область» by its title, as an editor comes back to one. */
async function openDraft(title: string) {
  await page.goto(`${server.origin}/admin/#/workflow`);
  await tapShown(page.getByText(title, { exact: false }).first());
  await page.getByRole("button", { name: /^Статус: / }).waitFor({ timeout: 30_000 });
}
async function approveAndPublish() {
  await tapShown(page.getByRole("button", { name: /^Статус: / }));
  await tapShown(page.getByRole("menuitem", { name: "Готово к публикации" }));
  await tapShown(page.getByRole("button", { name: "Опубликовать", exact: true }));
  await tapShown(page.getByRole("menuitem", { name: "Опубликовать сейчас" }));
  const refused = page.locator(".Toastify__toast--error");
  await page.getByText("Опубликовано", { exact: true }).first().or(refused).first().waitFor({ timeout: 60_000 });
  if (await refused.count()) throw new Error(`publishing refused: ${await refused.first().innerText()}`);
  // Decap's notice says the change is under way, not that it is live: the bar says that once it is.
  await page.getByText("Изменения приняты и публикуются", { exact: false }).first().waitFor({ timeout: 10_000 });
  expect(await page.getByText("Запись опубликована", { exact: false }).count()).toBe(0);
}

async function signIn() {
  await page.goto(`${server.origin}/admin/`);
  await page.waitForURL(`${server.origin}/admin/login`);
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(EDITOR.password);
  await tapShown(page.getByRole("button", { name: "Войти" }));
  await page.waitForURL(`${server.origin}/admin/`);
}

const bar = () => page.getByRole("complementary", { name: "Публикация" });
let head: string;

test("1. a refused save names the field and writes nothing; a draft goes to a branch and publishes nothing", async () => {
  await signIn();

  // Decap in Russian, with our collections, on screen.
  const modules = page.getByRole("link", { name: "Модули", exact: true });
  await modules.waitFor({ timeout: 30_000 });
  expect(await seen(modules)).toEqual(shown("Модули"));
  await bar().getByText("На сайте выпуск от", { exact: false }).waitFor();

  // The module's entry, the preview drawn with the site's own hero.
  await page.goto(`${server.origin}/admin/#/collections/modules/entries/${MODULE}`);
  const heroTitle = page.getByLabel("Заголовок первого экрана", { exact: true });
  await heroTitle.waitFor({ timeout: 30_000 });
  const preview = page.frameLocator("#preview-pane");
  await preview.getByRole("heading", { level: 1, name: OLD_TITLE }).waitFor();

  // A refused save: the address (slug) no longer matches the file; the server names the field and writes nothing.
  head = git("rev-parse", "HEAD");
  const slug = page.getByLabel("Адрес страницы", { exact: true });
  await retype(slug, `${MODULE}-renamed`);
  await tapShown(page.getByRole("button", { name: "Сохранить", exact: true }));
  // The refusal stays over the editor, the field named by its label (e2e/admin-refusals.test.ts looks closer).
  const refusal = page.getByRole("alert").filter({ hasText: "Адрес страницы" });
  await refusal.waitFor({ timeout: 20_000 });
  expect(await seenOnceDrawn(refusal.getByRole("heading", { name: "Запись не сохранена" }))).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  expect(git("rev-parse", "HEAD")).toBe(head);
  expect(git("branch", "--list", "cms/*")).toBe("");
  await tapShown(refusal.getByRole("button", { name: "Закрыть сообщение" }));
  await retype(slug, MODULE);
  // Decap rejects its own save promise after showing the refusal (an uncaught plain object): its way,
  // not a fault of the page. Errors are counted from here on.
  errors.length = 0;

  // The draft: saved to a branch, the live site and the content checkout untouched, no build.
  await retype(heroTitle, NEW_TITLE);
  await preview.getByRole("heading", { level: 1, name: NEW_TITLE }).waitFor();
  await saveDraft();
  expect(git("branch", "--list", "cms/*")).toContain(`cms/modules/${MODULE}`);
  expect(git("rev-parse", "HEAD")).toBe(head);
  expect(fs.readFileSync(path.join(contentDir, `modules/${MODULE}.json`), "utf8")).toContain(OLD_TITLE);

  expect(readJournal(releasesDir).running).toBeNull();
  expect(errors).toEqual([]);
}, 300_000);

test("2. a new module made from a copy, with a picture she uploads, and an article retitled: two more drafts", async () => {
  const picture = path.join(work, NEW_MODULE.upload);
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 28, g: 52, b: 120 } } }).jpeg({ quality: 80 }).toFile(picture);

  // «Дублировать» on a module like the new one: every field filled, the editor changes what differs.
  await page.goto(`${server.origin}/admin/#/collections/modules`);
  await tapShown(page.getByText(COPIED_MODULE_TITLE, { exact: true }).first());
  await slugIs(COPIED_MODULE);
  await tapShown(page.getByRole("button", { name: "Опубликовано", exact: true }));
  await tapShown(page.getByRole("menuitem", { name: "Дублировать" }));
  await page.waitForURL(/#\/collections\/modules\/new$/);
  // The copy: its texts, with the address and SEO texts left for her to write (no two pages share them).
  await page.getByLabel("Название", { exact: true }).waitFor({ timeout: 30_000 });
  await slugIs("");
  expect(await field("Заголовок страницы (до 70 символов)").inputValue()).toBe("");

  await retype(field("Адрес страницы"), NEW_MODULE.slug);
  await retype(field("Название"), NEW_MODULE.title);
  await retype(field("Заголовок страницы (до 70 символов)"), NEW_MODULE.seoTitle);
  await retype(field("Описание для поисковиков (50–200 символов)"), NEW_MODULE.seoDescription);
  await retype(field("Заголовок первого экрана"), NEW_MODULE.heroTitle);
  await retype(field("Описание картинки (alt)"), NEW_MODULE.imageAlt);
  await page.frameLocator("#preview-pane").getByRole("heading", { level: 1, name: NEW_MODULE.heroTitle }).waitFor();
  await saveDraft();
  expect(git("branch", "--list", "cms/*")).toContain(`cms/modules/${NEW_MODULE.slug}`);

  // She changes the picture on her saved draft, reopened from «Рабочая область» (a fresh copy takes
  // one too; this covers coming back to a draft).
  await openDraft(NEW_MODULE.title);
  expect(await field("Заголовок первого экрана").inputValue()).toBe(NEW_MODULE.heroTitle);

  // The picture: the media library, «Загрузить новый», her file; it comes back under a Latin name.
  const change = page.getByRole("button", { name: "Выберите другое изображение" });
  await tapShown(change);
  const chooser = page.waitForEvent("filechooser");
  await tapShown(page.getByText("Загрузить новый", { exact: true }));
  await (await chooser).setFiles(picture);
  await page.getByText(NEW_MODULE.upload.replace(/ /g, "-").toLowerCase(), { exact: true }).waitFor({ timeout: 20_000 });
  await tapShown(page.getByRole("button", { name: "Выбрать помеченные" }));
  // Her picture in the preview, drawn from the upload.
  await page.frameLocator("#preview-pane").getByRole("img", { name: NEW_MODULE.imageAlt }).waitFor();
  await saveDraft();
  // The picture goes with her draft, on its branch, under a Latin name; the reference follows it.
  const draft = `cms/modules/${NEW_MODULE.slug}`;
  expect(JSON.parse(git("show", `${draft}:content/modules/${NEW_MODULE.slug}.json`))).toMatchObject({ image: `../images/modules/${NEW_MODULE.stored}`, title: NEW_MODULE.title });
  expect(git("show", "--name-only", "--format=", draft)).toContain(`content/images/modules/${NEW_MODULE.stored}`);

  // The article: found in the blog's collection by its title, as an editor finds it.
  await page.goto(`${server.origin}/admin/#/collections/blog`);
  await tapShown(page.getByText(ARTICLE.listTitle, { exact: false }).first());
  const title = field("Заголовок статьи (до 110 символов)");
  await title.waitFor({ timeout: 30_000 });
  await retype(title, ARTICLE.newTitle);
  await saveDraft();

  expect(git("branch", "--list", "cms/*").split("\n").map((b) => b.trim()).sort()).toEqual([
    `cms/blog/${ARTICLE.slug}/index`,
    `cms/modules/${MODULE}`,
    `cms/modules/${NEW_MODULE.slug}`,
  ]);
  expect(git("rev-parse", "HEAD")).toBe(head);
  expect(readJournal(releasesDir).running).toBeNull();
  expect(errors).toEqual([]);
}, 300_000);

test("3. approved and published from «Рабочая область»: one commit each, by her, saying what changed; the build starts", async () => {
  for (const [title, subject] of [
    ["Классификация транспорта", "Модуль «Классификация транспорта»: изменён"],
    [NEW_MODULE.title, `Модуль «${NEW_MODULE.title}»: создан; Изображение ${NEW_MODULE.stored}: загружено`],
    [ARTICLE.newTitle, `Статья «${ARTICLE.newTitle}»: изменена`],
  ]) {
    await openDraft(title);
    await approveAndPublish();
    expect(git("log", "-1", "--format=%an <%ae>%n%s")).toBe(`${EDITOR.name} <${EDITOR.email}>\n${subject}`);
  }
  expect(git("rev-list", "--count", `${head}..HEAD`)).toBe("3");
  expect(git("show", "--name-only", "--format=", "HEAD~1").split("\n").sort()).toEqual([
    `content/images/modules/${NEW_MODULE.stored}`,
    `content/modules/${NEW_MODULE.slug}.json`,
  ]);
  expect(fs.readFileSync(path.join(contentDir, `modules/${MODULE}.json`), "utf8")).toContain(NEW_TITLE);
  expect(git("branch", "--list", "cms/*")).toBe("");

  // The editor sees the build start, without asking anyone.
  const building = bar().getByText("Публикуется", { exact: false });
  await building.waitFor({ timeout: 30_000 });
  expect(await seen(building)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  // The first publish of this server has no like it to estimate from: the bar says where the build is instead.
  const where = bar().getByText(/Публикуется: сборка сайта, сейчас — [а-яё ]+…/);
  await where.waitFor({ timeout: 120_000 });
  expect(await seen(where)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  expect(errors).toEqual([]);
}, 300_000);

test("4. all of it goes live: the edited module, the new module with its picture and breadcrumbs, the article and the blog's list", async () => {
  await untilLive(
    `/modules/${NEW_MODULE.slug} and the article`,
    async () => (await liveHeading(`/blogs/${ARTICLE.slug}`)) === ARTICLE.newTitle && (await liveHeading(`/modules/${NEW_MODULE.slug}`)) === NEW_MODULE.heroTitle,
  );
  expect(await liveHeading(`/modules/${MODULE}`)).toBe(NEW_TITLE);
  // Once the last build is done (the three may have made two), the bar says so.
  const live = bar().getByText("Опубликовано", { exact: false });
  await live.waitFor({ timeout: 400_000 });
  expect(await seen(live)).toMatchObject({ inViewport: true, onTop: true, opaque: true });

  // A visitor's view of the new module: her picture, drawn, and the way back up the site.
  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await visitor.goto(`${server.origin}/modules/${NEW_MODULE.slug}`);
  const picture = visitor.getByRole("img", { name: NEW_MODULE.imageAlt });
  await picture.scrollIntoViewIfNeeded();
  expect(await seenOnceDrawn(picture)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(NEW_MODULE.stored.replace(/\.jpg$/, ""));
  await visitor.evaluate(() => window.scrollTo(0, 0));
  const crumbs = visitor.getByRole("navigation", { name: "Хлебные крошки" });
  expect(await seen(crumbs.getByRole("link", { name: "Модули" }))).toEqual(shown("Модули"));
  expect(await crumbs.innerText()).toContain(NEW_MODULE.title);

  // The new module is in the live release's search index: its own words find it (the server's /search).
  const found = await fetch(`${server.origin}/search?q=${encodeURIComponent("весовой контроль грузовиков")}`).then((r) => r.text());
  expect(found).toContain(`<a href="/modules/${NEW_MODULE.slug}">`);

  // The article's page and the blog's list, first page: the new title.
  await visitor.goto(`${server.origin}/blogs`);
  const listed = visitor.getByRole("link", { name: ARTICLE.newTitle }).first();
  await listed.scrollIntoViewIfNeeded();
  expect(await seen(listed)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  await visitor.goto(`${server.origin}/blogs/${ARTICLE.slug}`);
  expect(await seen(visitor.getByRole("heading", { level: 1, name: ARTICLE.newTitle }))).toEqual(shown(ARTICLE.newTitle));
  await visitor.close();
  expect(errors).toEqual([]);
}, 600_000);

test("5. signing out ends the session: the CMS API answers 401 and /admin asks for the password", async () => {
  await page.goto(`${server.origin}/admin/#/collections/modules`);
  // Decap's avatar menu at the top right (it has no accessible name of its own).
  const avatar = page.getByRole("banner").locator("[class*=AvatarDropdownButton]");
  await avatar.waitFor({ timeout: 30_000 });
  await tapShown(avatar);
  await tapShown(page.getByRole("menuitem", { name: "Выйти" }));
  await page.waitForURL(`${server.origin}/admin/login`);
  const api = await context.request.post(`${server.origin}/api/cms`, {
    headers: { origin: server.origin, "content-type": "application/json" },
    data: { branch: "main", action: "entriesByFolder", params: { branch: "main", folder: "content/modules", extension: "json", depth: 1 } },
  });
  expect(api.status()).toBe(401);
  await page.goto(`${server.origin}/admin/`);
  await page.waitForURL(`${server.origin}/admin/login`);
  expect(await seen(page.getByLabel("Пароль"))).toMatchObject({ inViewport: true, onTop: true });
  expect(errors).toEqual([]);
}, 120_000);

/**
 * The editors' loop for real (issue #20): an editor signs in at /admin, edits a module in Decap CMS,
 * saves a draft (a branch: nothing published), approves and publishes it; the server commits it to
 * the content repository as the editor, builds and switches the live site, and the editor sees it
 * happen in the publishing bar. A change the content check refuses is refused on saving, with the
 * field named, and nothing is written.
 *
 * The content is a git repository of its own (CONTENT_DIR), a copy of the project's, so the test's
 * commits never touch the project. Runs with the publishing tests, after the others: its build
 * rewrites public/.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { openReleaseStore } from "../../server/releases/store";
import { launchBrowser, ROOT, startProductionServer, type SiteServer } from "../harness";
import { seen, seenOnceDrawn, shown } from "../on-screen";

const EDITOR = { email: "anna@videumlab.ru", name: "Анна Петрова", password: "надёжный-пароль-анны" };
// Not the module publish.test.ts edits: whichever of the two runs first, the other finds its page as built.
const MODULE = "cars";
const OLD_TITLE = "Тип, марка, модель и цвет автомобиля — по кадру с камеры";
const NEW_TITLE = "Тип, марка, модель и цвет автомобиля по одному кадру";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-cms-"));
const repo = path.join(work, "content-repo");
const contentDir = path.join(repo, "content");
const releasesDir = path.join(work, "releases");
let server: SiteServer;
let browser: Browser;

const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();

async function moduleHeading(): Promise<string | undefined> {
  const inner = /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await fetch(`${server.origin}/modules/${MODULE}`)).text())?.[1];
  return inner?.replace(/<[^>]+>/g, "").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ").trim();
}

beforeAll(async () => {
  fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  execFileSync("git", ["init", "-q", "-b", "main", repo]);
  git("add", "-A");
  git("-c", "user.name=Оператор", "-c", "user.email=ops@videumlab.ru", "commit", "-q", "-m", "Содержимое сайта");
  // The live site before the edit: the build the other tests used, made from the same content.
  const store = openReleaseStore(releasesDir);
  store.activate(store.createRelease(path.join(ROOT, "public")).id);
  server = await startProductionServer({ env: { CONTENT_DIR: contentDir, RELEASES_DIR: releasesDir } });
  // An editor made the way an operator makes one.
  execFileSync("npm", ["run", "--silent", "editors", "--", "add", EDITOR.email, "--name", EDITOR.name, "--password-stdin"], {
    cwd: ROOT,
    input: `${EDITOR.password}\n`,
    env: { ...process.env, LEADS_DB: server.leadsDb },
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Types into a field of Decap's form as a person does: select what is there, type over it. */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("Control+A");
  await field.press("Backspace");
  await field.pressSequentially(text);
  expect(await field.inputValue()).toBe(text);
}

async function signIn(page: Page) {
  await page.goto(`${server.origin}/admin/`);
  await page.waitForURL(`${server.origin}/admin/login`);
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(EDITOR.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL(`${server.origin}/admin/`);
}

test("an editor's draft publishes nothing; approved and published, it is one commit by the editor and goes live; a refused save names the field", async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", (dialog) => void dialog.accept());
  await signIn(page);

  // Decap in Russian, with our collections, on screen.
  const modules = page.getByRole("link", { name: "Модули", exact: true });
  await modules.waitFor({ timeout: 30_000 });
  expect(await seen(modules)).toEqual(shown("Модули"));
  const bar = page.getByRole("complementary", { name: "Публикация" });
  await bar.getByText("На сайте выпуск от", { exact: false }).waitFor();

  // The module's entry, the preview drawn with the site's own hero.
  await page.goto(`${server.origin}/admin/#/collections/modules/entries/${MODULE}`);
  const heroTitle = page.getByLabel("Заголовок первого экрана", { exact: true });
  await heroTitle.waitFor({ timeout: 30_000 });
  const preview = page.frameLocator("#preview-pane");
  await preview.getByRole("heading", { level: 1, name: OLD_TITLE }).waitFor();

  // A refused save: the address (slug) no longer matches the file; the server names the field and writes nothing.
  const head = git("rev-parse", "HEAD");
  const slug = page.getByLabel("Адрес (slug)", { exact: true });
  await retype(slug, `${MODULE}-renamed`);
  await page.getByRole("button", { name: "Сохранить", exact: true }).click();
  const refusal = page.getByText("поле «slug»", { exact: false }).first();
  await refusal.waitFor({ timeout: 20_000 });
  // Decap's toast slides in from the right: judged once it has arrived.
  expect(await seenOnceDrawn(refusal)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  expect(git("rev-parse", "HEAD")).toBe(head);
  expect(git("branch", "--list", "cms/*")).toBe("");
  await retype(slug, MODULE);
  // Decap rejects its own save promise after showing the refusal (an uncaught plain object): its way,
  // not a fault of the page. Errors are counted from here on.
  errors.length = 0;

  // The draft: saved to a branch, the live site and the content checkout untouched, no build.
  await retype(heroTitle, NEW_TITLE);
  await preview.getByRole("heading", { level: 1, name: NEW_TITLE }).waitFor();
  await page.getByRole("button", { name: "Сохранить", exact: true }).click();
  await page.getByText("Изменения сохранены", { exact: false }).first().waitFor({ timeout: 20_000 });
  expect(git("branch", "--list", "cms/*")).toContain(`cms/modules/${MODULE}`);
  expect(git("rev-parse", "HEAD")).toBe(head);
  expect(fs.readFileSync(path.join(contentDir, `modules/${MODULE}.json`), "utf8")).toContain(OLD_TITLE);

  // Approved and published: one commit on the live branch, authored by the editor, saying what changed.
  await page.getByRole("button", { name: /^Статус: / }).click();
  await page.getByRole("menuitem", { name: "Готово к публикации" }).click();
  await page.getByRole("button", { name: "Опубликовать", exact: true }).click();
  await page.getByRole("menuitem", { name: "Опубликовать сейчас" }).click();
  await page.getByText("Опубликовано", { exact: true }).first().waitFor({ timeout: 30_000 });
  const [author, subject] = git("log", "-1", "--format=%an <%ae>%n%s").split("\n");
  expect(author).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(subject).toBe("Модуль «Классификация транспорта»: изменён");
  expect(git("rev-list", "--count", `${head}..HEAD`)).toBe("1");
  expect(fs.readFileSync(path.join(contentDir, `modules/${MODULE}.json`), "utf8")).toContain(NEW_TITLE);
  expect(git("branch", "--list", "cms/*")).toBe("");

  // The editor sees the build and then the result, without asking anyone.
  const building = bar.getByText("Публикуется", { exact: false });
  await building.waitFor({ timeout: 30_000 });
  expect(await seen(building)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  const live = bar.getByText("Опубликовано", { exact: false });
  await live.waitFor({ timeout: 400_000 });
  expect(await seen(live)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  for (let i = 0; i < 20 && (await moduleHeading()) !== NEW_TITLE; i++) await page.waitForTimeout(500);
  expect(await moduleHeading()).toBe(NEW_TITLE);
  expect(errors).toEqual([]);
}, 600_000);

/**
 * A broken file reaches the content repository (a developer's commit, a merge gone wrong): the next
 * publish is refused by the content check before any build, and the editor's publishing bar says why in
 * her words — one problem, the entry named, what is wrong in Russian, the file, line and position after
 * it, the entries that link to it listed under it — and it is still on screen 10 s later (the page's own
 * clock, fast-forwarded). The publish is the real one (`npm run publish`, the operator's and the
 * server's pipeline) on a content repository of its own; it stops at the check, so nothing is built.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { commitContentCopy } from "../server/test/cms-repo";
import { addEditor, launchBrowser, ROOT, startProductionServer, type SiteServer } from "./harness";
import { seenOnceDrawn, shown, tapShown } from "./on-screen";

const EDITOR = { email: "olga@videumlab.ru", name: "Ольга Смирнова", password: "надёжный-пароль-ольги" };
const ARTIFACTS = path.join(ROOT, "e2e/artifacts");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-publish-refused-"));
const repo = path.join(work, "content-repo");
const contentDir = path.join(repo, "content");
const releasesDir = path.join(work, "releases");
let server: SiteServer;
let browser: Browser;

const git = (...args: string[]) => execFileSync("git", ["-C", repo, "-c", "user.name=Разработчик", "-c", "user.email=dev@videumlab.ru", ...args], { encoding: "utf8" }).trim();

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

test("a broken file committed to the content repository: the publish is refused, and the bar says why in Russian — one problem, its line and position, the links it breaks under it — still on screen 10 s later", async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.clock.install();
  await page.goto(`${server.origin}/admin/login`);
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(EDITOR.password);
  await tapShown(page.getByRole("button", { name: "Войти" }));
  await page.waitForURL(`${server.origin}/admin/`);
  const bar = page.getByRole("complementary", { name: "Публикация" });
  await bar.getByText("Сайт работает", { exact: false }).or(bar.getByText("На сайте выпуск", { exact: false })).waitFor({ timeout: 30_000 });

  // A comma lost in the middle of voice.json, which other entries link to.
  const file = path.join(contentDir, "modules/voice.json");
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const at = lines.findIndex((line) => line.startsWith('  "title": '));
  lines[at] = lines[at].replace(/,$/, "");
  fs.writeFileSync(file, lines.join("\n"));
  git("commit", "-qam", "Голосовая аналитика: правка вручную");

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
}, 180_000);

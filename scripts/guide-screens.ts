/**
 * `npm run screenshots:guide`: the pictures of docs/editors/guide.md «Работа в админке», taken from the
 * production server on the production build (npm run build), so the guide shows the admin as it is.
 *
 * The server works on a throw-away git copy of content/ (CONTENT_DIR), so the draft saved for the
 * «Рабочая область» picture never touches the project. Nothing is published. Writes docs/editors/admin/*.jpg.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { commitContentCopy } from "../server/test/cms-repo";
import { addEditor, launchBrowser, releasesOfBuild, ROOT, startProductionServer } from "../e2e/harness";

const OUT = path.join(ROOT, "docs/editors/admin");
const EDITOR = { email: "anna@videumlab.ru", name: "Анна Петрова", password: "пароль-для-снимков-экрана" };

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "guide-screens-"));
  const repo = path.join(work, "content-repo");
  const releasesDir = path.join(work, "releases");
  commitContentCopy(repo);
  releasesOfBuild(releasesDir);
  const server = await startProductionServer({ env: { CONTENT_DIR: path.join(repo, "content"), RELEASES_DIR: releasesDir } });
  const browser = await launchBrowser();
  try {
    addEditor(server.leadsDb, EDITOR);
    fs.mkdirSync(OUT, { recursive: true });
    const page = await browser.newPage({ viewport: { width: 1440, height: 860 } });
    const shot = async (name: string, target: Page = page) => {
      await target.waitForTimeout(600);
      const file = path.join(OUT, `${name}.jpg`);
      await target.screenshot({ path: file, type: "jpeg", quality: 82 });
      console.log(path.relative(ROOT, file));
    };

    await page.goto(`${server.origin}/admin/login`);
    await page.getByLabel("Электронная почта").fill(EDITOR.email);
    await shot("1-vhod");
    await page.getByLabel("Пароль").fill(EDITOR.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await page.waitForURL(`${server.origin}/admin/`);
    await page.getByRole("link", { name: "Модули", exact: true }).click();
    await page.getByText("Распознавание лиц", { exact: false }).first().waitFor({ timeout: 30_000 });
    await shot("2-kollekcii");

    await page.getByText("Распознавание лиц", { exact: false }).first().click();
    const hero = page.getByLabel("Заголовок первого экрана", { exact: true });
    await hero.waitFor({ timeout: 30_000 });
    await page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).waitFor();
    await hero.scrollIntoViewIfNeeded();
    await hero.click();
    await hero.selectText();
    await hero.pressSequentially("Распознавание лиц на проходной и в торговом зале");
    await shot("3-zapis-i-predprosmotr");

    const change = page.getByRole("button", { name: "Выберите другое изображение" });
    await change.scrollIntoViewIfNeeded();
    await change.click();
    await page.getByText("Загрузить новый", { exact: true }).waitFor();
    await shot("4-mediafajly");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Сохранить", exact: true }).click();
    await page.getByText("Изменения сохранены", { exact: false }).first().waitFor({ timeout: 20_000 });
    // Decap's «Запись сохранена» would cover the toolbar in the picture.
    await page.locator(".Toastify__toast").first().waitFor({ state: "detached", timeout: 20_000 });
    await page.getByRole("button", { name: /^Статус: / }).click();
    await page.getByRole("menuitem", { name: "Готово к публикации" }).waitFor();
    await shot("5-status-chernovika");
    await page.keyboard.press("Escape");

    await page.goto(`${server.origin}/admin/#/workflow`);
    await page.getByText("Распознавание лиц", { exact: false }).first().waitFor({ timeout: 30_000 });
    await shot("6-rabochaya-oblast");
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

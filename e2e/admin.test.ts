/**
 * The editors' page as an editor sees it (the editing itself: e2e/publishing/cms.test.ts).
 * On a phone: e2e/admin-phone.test.ts.
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

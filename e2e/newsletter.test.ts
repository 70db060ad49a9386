import Database from "better-sqlite3";
import type { Browser } from "playwright-core";
import { launchBrowser, startProductionServer, type SiteServer } from "./harness";

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductionServer();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("a visitor subscribes from the footer and the subscription is in the lead store", async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.origin}/modules/faces`, { waitUntil: "networkidle" });
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: "E-mail" });

  await email.fill("buyer@retail-company.ru");
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await expect(footer.getByRole("alert").textContent()).resolves.toBe("Подтвердите согласие на обработку персональных данных");

  await footer.getByRole("checkbox").check();
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await footer.getByText("вы подписаны на рассылку").waitFor();
  await expect(email.inputValue()).resolves.toBe("");

  const db = new Database(server.leadsDb, { readonly: true });
  const rows = db.prepare("SELECT kind, email, page_title, page_url, consent_version FROM leads").all();
  db.close();
  expect(rows).toEqual([
    {
      kind: "newsletter",
      email: "buyer@retail-company.ru",
      page_title: expect.stringMatching(/\| AI лаборатория Видеум$/),
      page_url: `${server.origin}/modules/faces`,
      consent_version: "2026-11-01",
    },
  ]);
  await page.close();
}, 30_000);

import Database from "better-sqlite3";
import { setupSite } from "./harness";

const site = setupSite();

test("a visitor subscribes from the footer and the subscription is in the lead store", async () => {
  const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
  // The page's clock starts a minute back, so the server's minimum fill time sees a person's pace.
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.goto(`${site.server.origin}/modules/faces`, { waitUntil: "networkidle" });
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: "E-mail" });

  await email.fill("buyer@retail-company.ru");
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await expect(footer.getByRole("alert").textContent()).resolves.toBe("Подтвердите согласие на обработку персональных данных");

  await footer.getByRole("checkbox").check();
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await footer.getByText("вы подписаны на рассылку").waitFor();
  await expect(email.inputValue()).resolves.toBe("");

  const db = new Database(site.server.leadsDb, { readonly: true });
  const rows = db.prepare("SELECT kind, email, page_title, page_url, consent_version FROM leads").all();
  db.close();
  expect(rows).toEqual([
    {
      kind: "newsletter",
      email: "buyer@retail-company.ru",
      page_title: expect.stringMatching(/\| AI лаборатория Видеум$/),
      page_url: `${site.server.origin}/modules/faces`,
      consent_version: "2026-11-01",
    },
  ]);
  await page.close();
}, 30_000);

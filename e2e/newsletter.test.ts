import Database from "better-sqlite3";
import { setupSite } from "./harness";

const site = setupSite();

test("a visitor subscribes from the footer; the lead store has it with the page and the campaign of the visit", async () => {
  const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
  // The page's clock starts a minute back, so the server's minimum fill time sees a person's pace.
  await page.clock.install({ time: Date.now() - 60_000 });
  // Landed from a campaign link, then read another page before subscribing.
  await page.goto(`${site.server.origin}/?utm_source=vk&utm_medium=social&utm_campaign=retail-2026`, { waitUntil: "networkidle" });
  await page.goto(`${site.server.origin}/modules/faces`, { waitUntil: "networkidle" });
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: "E-mail" });

  // Not an address: refused on the spot, nothing sent; typing again clears the message.
  await email.fill("buyer@retail company.ru");
  await footer.getByRole("checkbox").check();
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await expect(footer.getByRole("alert").textContent()).resolves.toBe("Введите корректный email");
  await email.fill("buyer@retail-company.ru");
  await expect(footer.getByRole("alert").count()).resolves.toBe(0);
  await footer.getByRole("checkbox").uncheck();

  await footer.getByRole("button", { name: "Подписаться" }).click();
  await expect(footer.getByRole("alert").textContent()).resolves.toBe("Подтвердите согласие на обработку персональных данных");

  await footer.getByRole("checkbox").check();
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await page.getByRole("status").filter({ hasText: "вы подписаны на рассылку" }).waitFor();
  await expect(email.inputValue()).resolves.toBe("");

  const db = new Database(site.server.leadsDb, { readonly: true });
  // Only the valid, consented subscription reached the store.
  const rows = db.prepare("SELECT kind, email, page_title, page_url, utm, consent_version FROM leads").all();
  db.close();
  expect(rows).toEqual([
    {
      kind: "newsletter",
      email: "buyer@retail-company.ru",
      page_title: expect.stringMatching(/\| AI лаборатория Видеум$/),
      page_url: `${site.server.origin}/modules/faces`,
      utm: JSON.stringify({ utm_source: "vk", utm_medium: "social", utm_campaign: "retail-2026" }),
      consent_version: "2026-11-01",
    },
  ]);
  await page.close();
}, 30_000);

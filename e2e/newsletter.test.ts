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

test("on a slow connection, what the visitor types and ticks before the footer's code has arrived is what gets subscribed", async () => {
  // No service worker: its cache would answer for the network the test slows down.
  const context = await site.browser.newContext({ viewport: { width: 375, height: 740 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() - 60_000 });
  // The footer's code is held back until the visitor has filled the form in.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  let asked: () => void = () => {};
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/footer-[0-9a-f]+\.js$/, async (route) => {
    requested += 1;
    asked();
    await held;
    await route.continue();
  });
  await page.goto(`${site.server.origin}/ai-projects`, { waitUntil: "networkidle" });
  expect(requested).toBe(0);
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: "E-mail" });
  await email.fill("slow-network@retail-company.ru");
  await footer.getByRole("checkbox").check();
  await askedFor;
  expect(requested).toBe(1);

  release();
  // Hydrated: React has taken the server's field over (its props are on the element).
  await page.waitForFunction(
    () => Object.keys(document.getElementById("newsletter-email") ?? {}).some((key) => key.startsWith("__reactProps")),
    undefined,
    { timeout: 5000 },
  );
  await expect(email.inputValue()).resolves.toBe("slow-network@retail-company.ru");
  await expect(footer.getByRole("checkbox").isChecked()).resolves.toBe(true);
  await footer.getByRole("button", { name: "Подписаться" }).click();
  const subscribed = page.getByRole("status").filter({ hasText: "вы подписаны на рассылку" });
  await subscribed.or(footer.getByRole("alert")).first().waitFor();
  await expect(footer.getByRole("alert").allTextContents()).resolves.toEqual([]);
  await expect(subscribed.count()).resolves.toBe(1);
  expect(page.url()).toBe(`${site.server.origin}/ai-projects`);

  const db = new Database(site.server.leadsDb, { readonly: true });
  const rows = db.prepare("SELECT kind, email FROM leads WHERE email = ?").all("slow-network@retail-company.ru");
  db.close();
  expect(rows).toEqual([{ kind: "newsletter", email: "slow-network@retail-company.ru" }]);
  await context.close();
}, 30_000);

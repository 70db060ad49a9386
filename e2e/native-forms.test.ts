import Database from "better-sqlite3";
import type { BrowserContext } from "playwright-core";
import { setupSite } from "./harness";

/** With JavaScript off the forms still reach the sales team, and a refusal loses nothing typed. */
const site = setupSite();
let context: BrowserContext;

beforeAll(async () => {
  context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
});
afterAll(() => context.close());

function leads(): Record<string, unknown>[] {
  const db = new Database(site.server.leadsDb, { readonly: true });
  try {
    return db.prepare("SELECT kind, name, phone_e164, email, message, page_title, page_url FROM leads ORDER BY received_at").all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

test("the footer subscription works without JavaScript and lands on a page saying so", async () => {
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/about`);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "E-mail" }).fill("cto@logistics.ru");
  await footer.getByRole("checkbox").check();
  await footer.getByRole("button", { name: "Подписаться" }).click();

  await page.waitForURL(`${site.server.origin}/subscribed`);
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Вы подписаны на рассылку");
  expect(leads()).toContainEqual(
    expect.objectContaining({ kind: "newsletter", email: "cto@logistics.ru", page_url: `${site.server.origin}/about`, page_title: expect.stringMatching(/^О\sкомпании/) }),
  );
  await page.close();
}, 30_000);

test("a refused contact request comes back with what was typed and why; corrected, it is stored", async () => {
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/request-error`);
  const form = page.getByRole("form", { name: "Заявка" });
  await form.getByRole("textbox", { name: /Имя/ }).fill("Ирина Соколова");
  await form.getByRole("textbox", { name: /Телефон/ }).fill("8 916 12");
  await form.getByRole("textbox", { name: /Сообщение/ }).fill("Нужен контроль касок на двух площадках.\nСроки — до марта.");
  await form.getByRole("button", { name: "Отправить заявку" }).click();

  await page.waitForURL(/\/request-error\?draft=/);
  await expect(form.getByRole("textbox", { name: /Имя/ }).inputValue()).resolves.toBe("Ирина Соколова");
  await expect(form.getByRole("textbox", { name: /Сообщение/ }).inputValue()).resolves.toBe("Нужен контроль касок на двух площадках.\nСроки — до марта.");
  await expect(form.getByText("Введите действительный номер телефона").isVisible()).resolves.toBe(true);
  await expect(form.getByText("Подтвердите согласие на обработку персональных данных").isVisible()).resolves.toBe(true);
  await expect(form.getByRole("textbox", { name: /Телефон/ }).getAttribute("aria-invalid")).resolves.toBe("true");
  expect(leads().filter((l) => l.kind === "contact")).toEqual([]);

  await form.getByRole("textbox", { name: /Телефон/ }).fill("+7 916 123-45-67");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await page.waitForURL(`${site.server.origin}/request-sent`);
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Заявка отправлена");
  expect(leads().filter((l) => l.kind === "contact")).toEqual([
    expect.objectContaining({ name: "Ирина Соколова", phone_e164: "+79161234567", message: "Нужен контроль касок на двух площадках.\nСроки — до марта." }),
  ]);
  await page.close();
}, 30_000);

test("'Оставить заявку' without JavaScript leads to the form on /contact, which posts like the panel's", async () => {
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/modules/faces`);
  await page.getByRole("main").getByRole("link", { name: "Оставить заявку" }).first().click();
  await page.waitForURL(`${site.server.origin}/contact#request`);
  const form = page.getByRole("main").getByRole("form", { name: "Заявка" });
  await form.getByRole("textbox", { name: /Имя/ }).fill("Алексей Морозов");
  await form.getByRole("textbox", { name: /Телефон/ }).fill("+7 903 555-12-34");
  await form.getByRole("textbox", { name: /Сообщение/ }).fill("Интересует распознавание лиц на проходной.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await page.waitForURL(`${site.server.origin}/request-sent`);
  expect(leads()).toContainEqual(
    expect.objectContaining({ kind: "contact", name: "Алексей Морозов", phone_e164: "+79035551234", page_url: `${site.server.origin}/contact` }),
  );
  await page.close();
}, 30_000);

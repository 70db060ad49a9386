/**
 * How /admin opens fast (issue #35, point 6; the figures are `npm run bench:admin`'s, not timed here),
 * in real Chromium against the production server:
 *  - the sign-in page runs the admin's code while the editor types and becomes the editor without a new
 *    page: the bundle is fetched once, on the sign-in page, and the document is the same one;
 *  - a wrong password is answered on the page, the e-mail kept; without JavaScript the form signs in as
 *    before;
 *  - opening an entry asks the server for that entry once: no listings for the relation fields (they
 *    were listed in the background after sign-in), no 404 for «no draft», no failed request at all; the
 *    fields after the form's first screen mount by themselves, and the entry stays saved.
 */
import type { BrowserContext, Page, Request } from "playwright-core";
import { addEditor, setupSite } from "./harness";

const site = setupSite();
const EDITOR = { email: "nina@videumlab.ru", name: "Нина Орлова", password: "надёжный-пароль-нины" };

beforeAll(() => addEditor(site.server.leadsDb, EDITOR));

const actionOf = (request: Request) => /"action":"(\w+)"/.exec(request.postData() ?? "")?.[1] ?? "?";

async function tab(options: Parameters<typeof site.browser.newContext>[0] = {}): Promise<{ context: BrowserContext; page: Page; failed: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}${response.request().method() === "POST" ? ` ${actionOf(response.request())}` : ""}`);
  });
  page.on("requestfailed", (request) => failed.push(`failed ${request.url()}`));
  return { context, page, failed };
}

async function typeIn(page: Page, password = EDITOR.password) {
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
}

test("the sign-in page becomes the editor: the admin's code fetched once, while she types; the same document, now /admin/", async () => {
  const { context, page, failed } = await tab();
  const bundles: string[] = [];
  page.on("request", (request) => {
    if (/\/admin\/assets\/cms-[^/]+\.js$/.test(request.url())) bundles.push(new URL(request.url()).pathname);
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.server.origin}/admin/login`);
  expect(bundles).toHaveLength(1);
  // Decap's code has run on the sign-in page and left its address alone (its router adds «#/»).
  expect(page.url()).toBe(`${site.server.origin}/admin/login`);
  await page.evaluate(() => ((window as unknown as { signInPage: boolean }).signInPage = true));
  await typeIn(page);
  await page.getByRole("link", { name: "Модули", exact: true }).waitFor({ timeout: 30_000 });
  await page.locator('a[href*="#/collections/modules/entries/"]').first().waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe("/admin/");
  expect(await page.evaluate(() => (window as unknown as { signInPage?: boolean }).signInPage)).toBe(true);
  expect(documents).toEqual(["/admin/login"]);
  expect(bundles).toHaveLength(1);
  // The editor's page as /admin/ serves it: its title, the device's width, the publishing bar; the form gone.
  expect(await page.title()).toBe("Редактор сайта — Видеум Лаб");
  expect(await page.locator('meta[name="viewport"]').getAttribute("content")).toBe("width=device-width, initial-scale=1");
  await page.getByRole("link", { name: "Журнал публикации" }).waitFor();
  await expect(page.getByLabel("Пароль").count()).resolves.toBe(0);
  expect(failed).toEqual([]);
  // A reload is the editor's page itself, signed in.
  await page.reload();
  await page.getByRole("link", { name: "Модули", exact: true }).waitFor({ timeout: 30_000 });
  await context.close();
}, 90_000);

test("a wrong password is answered on the page, the e-mail kept and the password emptied; the right one then signs in", async () => {
  const { context, page } = await tab();
  await page.goto(`${site.server.origin}/admin/login`);
  await typeIn(page, "неверный-пароль-нины");
  await page.getByRole("alert").filter({ hasText: "Неверная электронная почта или пароль" }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/admin/login");
  expect(await page.getByLabel("Электронная почта").inputValue()).toBe(EDITOR.email);
  expect(await page.getByLabel("Пароль").inputValue()).toBe("");
  await page.getByLabel("Пароль").fill(EDITOR.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await page.getByRole("link", { name: "Модули", exact: true }).waitFor({ timeout: 30_000 });
  await context.close();
}, 90_000);

test("without JavaScript the form signs in as before: the server answers with the editor's page", async () => {
  const { context, page } = await tab({ javaScriptEnabled: false });
  await page.goto(`${site.server.origin}/admin/login`);
  await typeIn(page);
  await page.waitForURL(`${site.server.origin}/admin/`);
  // The editor's own page (which needs JavaScript to run Decap, and says so), not the sign-in again.
  expect(await page.title()).toBe("Редактор сайта — Видеум Лаб");
  expect(await page.content()).toContain("Редактор сайта работает только с включённым JavaScript.");
  await context.close();
}, 60_000);

test("opening an entry asks the server for that entry once: no listings, no 404 for «no draft», no failed request", async () => {
  const { context, page, failed } = await tab();
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/cms") calls.push(actionOf(request));
  });
  await page.goto(`${site.server.origin}/admin/login`);
  await typeIn(page);
  const first = page.locator('a[href*="#/collections/modules/entries/"]').first();
  await first.waitFor({ timeout: 30_000 });
  // The list's own listing, then the relation fields' other collections (projects, services), when idle.
  const deadline = Date.now() + 20_000;
  while (calls.filter((c) => c === "entriesByFolder").length < 3 && Date.now() < deadline) await page.waitForTimeout(100);
  await page.waitForLoadState("networkidle");
  expect(calls.filter((c) => c === "entriesByFolder")).toHaveLength(3);

  calls.length = 0;
  await first.click();
  await page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Сохранить", exact: true }).waitFor();
  // The fields after the first screen mount by themselves once the page is idle, the relation fields
  // among them (they draw their picked entries from the listings): wait for the last one, then the network.
  await page.locator("label", { hasText: "Технические характеристики" }).first().waitFor({ timeout: 30_000 });
  await page.locator("label", { hasText: "Связанные модули" }).first().waitFor();
  await page.waitForLoadState("networkidle");
  const entryCalls = calls.filter((c) => ["entriesByFolder", "entriesByFiles", "getEntry"].includes(c));
  expect(entryCalls).toEqual(["getEntry"]);
  expect(calls).toContain("unpublishedEntry");
  expect(failed).toEqual([]);
  // Mounting them changed nothing in the entry: it is still saved, nothing to lose on leaving.
  await expect(page.getByText(/изменения сохранены/i).count()).resolves.toBe(1);
  await expect(page.getByText(/несохранённые изменения/i).count()).resolves.toBe(0);
  await context.close();
}, 90_000);

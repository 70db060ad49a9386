import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "playwright-core";
import { ROOT, setupSite } from "./harness";
import { checkJsonLd } from "./json-ld";
import { seen } from "./on-screen";

const site = setupSite();

/** The articles as the editors wrote them, newest first. */
const articles = fs
  .readdirSync(path.join(ROOT, "content/blog"))
  .map((dir) => matter(fs.readFileSync(path.join(ROOT, "content/blog", dir, "index.md"), "utf8")).data as { slug: string; title: string; publicationDate: string })
  .sort((a, b) => String(b.publicationDate).localeCompare(String(a.publicationDate)));

/** Text as the reader sees it: typograf's non-breaking spaces read as spaces. */
const plain = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ");
const cardTitles = async (page: Page) => (await page.locator('section[aria-label="Статьи"] h2').allTextContents()).map(plain);
const cardLink = (page: Page, slug: string) => page.locator(`section[aria-label="Статьи"] a[href="/blogs/${slug}"]`);
const BLOG_LIST_CALL = /\/data\/blogs\/\?/;

async function open(route: string, options: { javaScriptEnabled?: boolean; serviceWorkers?: "allow" | "block" } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  return { page, close: () => context.close() };
}

test("there are at least 20 articles, and /blogs shows the nine newest first", async () => {
  expect(articles.length).toBeGreaterThanOrEqual(20);
  const { page, close } = await open("/blogs");
  expect(await cardTitles(page)).toEqual(articles.slice(0, 9).map((a) => a.title));
  await close();
});

test("two 'Показать ещё' reach every article and the button goes away", async () => {
  const { page, close } = await open("/blogs");
  const more = page.getByRole("link", { name: "Показать ещё" });
  await more.click();
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Статьи"] h2').length === 18);
  await more.click();
  await page.waitForFunction((n) => document.querySelectorAll('section[aria-label="Статьи"] h2').length === n, articles.length);
  expect(await cardTitles(page)).toEqual(articles.map((a) => a.title));
  await expect(more.count()).resolves.toBe(0);
  await close();
});

test("a failed load-more shows the error, and 'Повторить' brings the articles", async () => {
  // Requests a service worker handles are out of the test's reach: no worker here.
  const { page, close } = await open("/blogs", { serviceWorkers: "block" });
  await page.route(BLOG_LIST_CALL, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await page.getByRole("link", { name: "Показать ещё" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Ошибка загрузки блогов" });
  await alert.waitFor();
  await page.unroute(BLOG_LIST_CALL);
  await alert.getByRole("button", { name: "Повторить" }).click();
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Статьи"] h2').length === 18);
  await expect(alert.count()).resolves.toBe(0);
  await close();
});

test("the API answers every page in SPEC §7's shape", async () => {
  const total = articles.length;
  for (let p = 1; p <= Math.ceil(total / 9); p++) {
    const response = await fetch(`${site.server.origin}/data/blogs/?pagination[page]=${p}&pagination[pageSize]=9&sort[0]=publicationDate:desc`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { slug: string; publicationDate: string; timeToRead: number }[]; meta: unknown };
    expect(body.meta).toEqual({ pagination: { page: p, pageSize: 9, pageCount: Math.ceil(total / 9), total } });
    expect(body.data.map((a) => a.slug)).toEqual(articles.slice((p - 1) * 9, p * 9).map((a) => a.slug));
    for (const a of body.data) expect(a.timeToRead).toBeGreaterThan(0);
  }
  const bad = await fetch(`${site.server.origin}/data/blogs/?pagination[pageSize]=1000`);
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { parameter: string }).parameter).toBe("pagination[pageSize]");
});

test("an article shows its date, 'N мин' and 'Поделиться' copies its address with 'Скопировано'", async () => {
  const article = articles[3];
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/blogs/${article.slug}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 }).textContent().then(plain)).resolves.toBe(article.title);
  const crumbs = (await page.getByRole("navigation", { name: "Хлебные крошки" }).locator("li").allTextContents()).map(plain);
  expect(crumbs).toEqual(["Главная", "Блог", article.title]);
  const [y, m, d] = String(article.publicationDate).split("-").map(Number);
  const month = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"][m - 1];
  await expect(page.locator("main time").first().textContent()).resolves.toBe(`${d} ${month} ${y}`);
  await expect(page.getByText(/^\d+ мин$/).first().isVisible()).resolves.toBe(true);
  await page.getByRole("button", { name: "Поделиться" }).click();
  await page.getByRole("status").filter({ hasText: "Скопировано" }).waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${site.server.origin}/blogs/${article.slug}`);
  const ld = checkJsonLd(await page.locator('script[type="application/ld+json"]').allTextContents());
  expect(ld).toEqual({ types: expect.arrayContaining(["BlogPosting", "BreadcrumbList"]), problems: [] });
  await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("article");
  await context.close();
});

test("a first visit adds one view; a reload or a second browser of the same reader that day does not", async () => {
  const slug = articles[5].slug;
  const views = async () => ((await (await fetch(`${site.server.origin}/data/blogs/${slug}`)).json()) as { data: { viewsCount: number } }).data.viewsCount;
  const before = await views();
  const { page, close } = await open(`/blogs/${slug}`);
  const reports: string[] = [];
  page.on("request", (request) => request.url().includes("/api/views/") && reports.push(request.url()));
  // The first visit's report: counted once (the server answers 204 when it has stored it).
  for (let i = 0; i < 50 && (await views()) === before; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await views()).toBe(before + 1);
  // A reload the same day sends no report at all.
  await page.reload({ waitUntil: "networkidle" });
  expect(reports).toEqual([]);
  await close();
  // Another browser profile of the same reader (same address and browser) reports again; the server still counts one.
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const second = await context.newPage();
  const statuses: number[] = [];
  second.on("response", (response) => response.url().includes(`/api/views/${slug}`) && statuses.push(response.status()));
  await second.goto(`${site.server.origin}/blogs/${slug}`, { waitUntil: "networkidle" });
  for (let i = 0; i < 50 && statuses.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(statuses).toEqual([204]);
  expect(await views()).toBe(before + 1);
  await context.close();
});

test("without JavaScript the list, its next pages and the articles all work", async () => {
  const { page, close } = await open("/blogs", { javaScriptEnabled: false });
  expect(await cardTitles(page)).toEqual(articles.slice(0, 9).map((a) => a.title));
  await page.getByRole("link", { name: "Показать ещё" }).click();
  await page.waitForURL("**/blogs/page/2");
  expect(await cardTitles(page)).toEqual(articles.slice(9, 18).map((a) => a.title));
  await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/blogs\/page\/2$/);
  await expect(page.locator('link[rel="prev"]').getAttribute("href")).resolves.toBe("/blogs");
  await cardLink(page, articles[9].slug).click();
  await page.waitForURL(`**/blogs/${articles[9].slug}`);
  await expect(page.getByRole("heading", { level: 1 }).textContent().then(plain)).resolves.toBe(articles[9].title);
  await close();
});

test("going back from an article restores the loaded list and the scroll position", async () => {
  const { page, close } = await open("/blogs");
  await page.getByRole("link", { name: "Показать ещё" }).click();
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Статьи"] h2').length === 18);
  const target = cardLink(page, articles[14].slug);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await target.click();
  await page.waitForURL(`**/blogs/${articles[14].slug}`);
  await page.locator("main h1").waitFor();
  await page.goBack({ waitUntil: "commit" });
  await page.waitForURL("**/blogs");
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Статьи"] h2').length === 18);
  // Back where the reader was, and staying there: the article tapped is on screen, not under a layer.
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, scrolled);
  const settled = await page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return window.scrollY;
  });
  expect(Math.abs(settled - scrolled)).toBeLessThan(50);
  expect(await seen(cardLink(page, articles[14].slug))).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  await close();
});

test("the RSS feed lists every article and the blog's pages announce it", async () => {
  const rss = await (await fetch(`${site.server.origin}/rss.xml`)).text();
  expect(rss.match(/<item>/g)).toHaveLength(articles.length);
  const { page, close } = await open(`/blogs/${articles[0].slug}`);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href")).resolves.toBe("/rss.xml");
  await close();
});

/** Issue #49: the blog's header broke «54 AI-» from «проектами», and its right half was empty at 1440 px. */
test.each([1440, 375])("at %i px the blog's header keeps «54 AI-проектами» on one line and shows its illustration", async (width) => {
  const page = await site.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${site.server.origin}/blogs`, { waitUntil: "networkidle" });
  const lines = await page.getByText(/^Разборы внедрений, сроки/).evaluate((lead) => {
    const node = Array.from(lead.childNodes).find((n) => n.textContent?.includes("проектами"))!;
    const text = node.textContent ?? "";
    const range = document.createRange();
    range.setStart(node, text.indexOf("54"));
    range.setEnd(node, text.indexOf("проектами") + "проектами".length);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  const picture = page.getByRole("img", { name: /^Иллюстрация: раскрытая статья/ });
  await picture.scrollIntoViewIfNeeded();
  expect(await seen(picture)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  if (width === 1440) expect((await picture.boundingBox())!.x).toBeGreaterThan(width / 2);
  await page.close();
});

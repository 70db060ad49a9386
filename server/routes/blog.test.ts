import { setupTestApp } from "../test/test-app";

const t = setupTestApp();

const list = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: `/data/blogs/?${query}`, headers });
const FIRST_CALL = "pagination%5Bpage%5D=1&pagination%5BpageSize%5D=9&sort%5B0%5D=publicationDate%3Adesc";

test("SPEC §7's first call gets the nine newest articles and the total, in Strapi's shape", async () => {
  const response = await list(FIRST_CALL);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.data.map((a: { slug: string }) => a.slug)).toEqual(Array.from({ length: 9 }, (_, i) => `article-${i + 1}`));
  expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 9, pageCount: 3, total: 21 } });
  expect(body.data[0]).toMatchObject({ title: "Статья 1", publicationDate: "2026-10-31", timeToRead: 5, viewsCount: 10 });
  expect(body.data[0]).not.toHaveProperty("content");
});

test("load-more's third page holds the last three; the address without a slash answers the same", async () => {
  const third = (await list("pagination[page]=3&pagination[pageSize]=9&sort[0]=publicationDate:desc")).json();
  expect(third.data.map((a: { slug: string }) => a.slug)).toEqual(["article-19", "article-20", "article-21"]);
  const bare = await t.app.inject({ method: "GET", url: "/data/blogs?pagination[page]=3&pagination[pageSize]=9" });
  expect(bare.json().data).toEqual(third.data);
});

test.each([
  ["pagination[page]=0", "pagination[page]"],
  ["pagination[pageSize]=500", "pagination[pageSize]"],
  ["pagination[pageSize]=abc", "pagination[pageSize]"],
  ["sort[0]=views:desc", "sort[0]"],
])("a malformed query (%s) gets a JSON 400 naming %s", async (query, parameter) => {
  const response = await list(query);
  expect(response.statusCode).toBe(400);
  expect(response.headers["content-type"]).toMatch(/application\/json/);
  expect(response.json()).toMatchObject({ statusCode: 400, parameter });
  expect(response.json().message).toContain(parameter);
});

test("answers carry an ETag and a Cache-Control a CDN can keep; a matching If-None-Match gets 304", async () => {
  const first = await list(FIRST_CALL);
  expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^".+"$/);
  const again = await list(FIRST_CALL, { "if-none-match": etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe("");
});

test("a single article comes with its text; an unknown one is a JSON 404", async () => {
  const one = await t.app.inject({ method: "GET", url: "/data/blogs/article-2" });
  expect(one.statusCode).toBe(200);
  expect(one.json().data).toMatchObject({ slug: "article-2", content: "<p>Текст статьи 2.</p>" });
  const missing = await t.app.inject({ method: "GET", url: "/data/blogs/no-such-article" });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ error: "Not Found", message: "Статья не найдена", statusCode: 404 });
});

test("a reader's view counts once a day, and the API's viewsCount is that count", async () => {
  const view = (ip: string) =>
    t.app.inject({ method: "POST", url: "/api/views/article-3", remoteAddress: ip, headers: { "user-agent": "Chromium" } });
  expect((await view("10.0.0.1")).statusCode).toBe(204);
  expect((await view("10.0.0.1")).statusCode).toBe(204);
  expect((await view("10.0.0.2")).statusCode).toBe(204);
  const article = (await t.app.inject({ method: "GET", url: "/data/blogs/article-3" })).json();
  expect(article.data.viewsCount).toBe(2);
  const listed = (await list("pagination[page]=1&pagination[pageSize]=3")).json();
  expect(listed.data.find((a: { slug: string }) => a.slug === "article-3").viewsCount).toBe(2);
  expect((await t.app.inject({ method: "POST", url: "/api/views/no-such-article" })).statusCode).toBe(404);
});

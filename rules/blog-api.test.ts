import { listPage, parseListQuery, QueryError, type BlogArticle } from "./blog-api";

const article = (n: number): BlogArticle => ({
  id: n,
  slug: `article-${n}`,
  title: `Статья ${n}`,
  description: "Описание",
  publicationDate: `2025-01-${String(30 - n).padStart(2, "0")}`,
  timeToRead: 5,
  viewsCount: 0,
  tags: ["llm"],
  cover: { url: "/static/cover.jpg", alternativeText: "Обложка", width: 760, height: 475 },
  content: "<p>Текст</p>",
});
const index = { articles: Array.from({ length: 21 }, (_, i) => article(i + 1)) };

test("SPEC §7's first call: page 1 with pageSize 9, newest first, without the text", () => {
  const q = parseListQuery({ "pagination[page]": "1", "pagination[pageSize]": "9", "sort[0]": "publicationDate:desc" });
  expect(q).toEqual({ page: 1, pageSize: 9, sort: "desc" });
  const page = listPage(index, q);
  expect(page.data.map((a) => a.slug)).toEqual(Array.from({ length: 9 }, (_, i) => `article-${i + 1}`));
  expect(page.data[0]).not.toHaveProperty("content");
  expect(page.meta.pagination).toEqual({ page: 1, pageSize: 9, pageCount: 3, total: 21 });
});

test("the last page holds the remainder, a page past the end is empty, ascending order reverses", () => {
  expect(listPage(index, { page: 3, pageSize: 9, sort: "desc" }).data).toHaveLength(3);
  expect(listPage(index, { page: 4, pageSize: 9, sort: "desc" }).data).toEqual([]);
  expect(listPage(index, { page: 1, pageSize: 2, sort: "asc" }).data.map((a) => a.slug)).toEqual(["article-21", "article-20"]);
});

test("views counted by the server are added to an article's own count", () => {
  const page = listPage(index, { page: 1, pageSize: 1, sort: "desc" }, new Map([["article-1", 4]]));
  expect(page.data[0].viewsCount).toBe(4);
});

test.each([
  [{ "pagination[page]": "0" }, "pagination[page]"],
  [{ "pagination[page]": "два" }, "pagination[page]"],
  [{ "pagination[pageSize]": "101" }, "pagination[pageSize]"],
  [{ "pagination[pageSize]": "-1" }, "pagination[pageSize]"],
  [{ "sort[0]": "title:desc" }, "sort[0]"],
  [{ "pagination[page]": ["1", "2"] }, "pagination[page]"],
])("a malformed query %j names %s", (query, parameter) => {
  expect(() => parseListQuery(query)).toThrow(QueryError);
  try {
    parseListQuery(query);
  } catch (error) {
    expect((error as QueryError).parameter).toBe(parameter);
  }
});

test("defaults: page 1 of 25 (as Strapi), newest first (as the blog); a bare sort field is ascending", () => {
  expect(parseListQuery({})).toEqual({ page: 1, pageSize: 25, sort: "desc" });
  expect(parseListQuery({ "sort[0]": "publicationDate" }).sort).toBe("asc");
});

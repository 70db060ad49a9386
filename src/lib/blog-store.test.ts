import type { BlogListItem } from "../../rules/blog-api";
import { blogReducer, hasMore, initialBlogState, nextPage } from "./blog-store";
import { normalizeError, apiUrl } from "./blog-client";

const item = (n: number): BlogListItem => ({
  id: n,
  slug: `a-${n}`,
  title: `Статья ${n}`,
  description: "…",
  publicationDate: "2025-01-01",
  timeToRead: 4,
  viewsCount: 0,
  tags: [],
  cover: { url: "/c.jpg", alternativeText: "Обложка", width: 760, height: 475 },
});
const items = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => item(from + i));

test("load-more asks for the page after what is loaded: ceil(loaded / 9) + 1", () => {
  expect(nextPage(9)).toBe(2);
  expect(nextPage(18)).toBe(3);
  expect(nextPage(20)).toBe(4);
  expect(nextPage(0)).toBe(1);
});

test("the first load replaces the list and total; load-more appends and raises visibleCount by nine", () => {
  let state = initialBlogState(items(1, 9), 9);
  state = blogReducer(state, { type: "firstLoadStarted" });
  expect(state.loading).toBe(true);
  state = blogReducer(state, { type: "listLoaded", blogs: items(1, 9), total: 21, append: false });
  expect(state).toMatchObject({ loading: false, total: 21, visibleCount: 9 });
  expect(hasMore(state)).toBe(true);
  state = blogReducer(blogReducer(state, { type: "loadMoreStarted" }), { type: "listLoaded", blogs: items(10, 18), total: 21, append: true });
  state = blogReducer(blogReducer(state, { type: "loadMoreStarted" }), { type: "listLoaded", blogs: items(18, 21), total: 21, append: true });
  expect(state.blogs.map((b) => b.id)).toEqual(items(1, 21).map((b) => b.id));
  expect(state.visibleCount).toBe(27);
  expect(hasMore(state)).toBe(false);
});

test("a failure keeps what was loaded, stops loading and keeps the error; the next first load clears it", () => {
  let state = blogReducer(initialBlogState(items(1, 9), 21), { type: "loadMoreStarted" });
  state = blogReducer(state, { type: "listFailed", error: { message: "Ошибка загрузки блогов", statusCode: 500 } });
  expect(state).toMatchObject({ loading: false, error: { message: "Ошибка загрузки блогов", statusCode: 500 } });
  expect(state.blogs).toHaveLength(9);
  expect(blogReducer(state, { type: "firstLoadStarted" }).error).toBeNull();
});

test("errors keep their own message and status, else the SPEC §8 text and 500", () => {
  expect(normalizeError({ message: "Страница не найдена", statusCode: 404 }, "Ошибка загрузки блогов")).toEqual({ message: "Страница не найдена", statusCode: 404 });
  expect(normalizeError(new TypeError(""), "Ошибка загрузки блогов")).toEqual({ message: "Ошибка загрузки блогов", statusCode: 500 });
  expect(normalizeError(undefined, "Ошибка загрузки блога")).toEqual({ message: "Ошибка загрузки блога", statusCode: 500 });
});

test("the base URL and the path join with one slash, whatever the configuration", () => {
  expect(apiUrl("/", "data/blogs/")).toBe("/data/blogs/");
  expect(apiUrl("https://cms.videumlab.ru/api/", "/data/blogs/x")).toBe("https://cms.videumlab.ru/api/data/blogs/x");
});

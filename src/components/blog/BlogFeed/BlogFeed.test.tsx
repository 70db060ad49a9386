import React from "react";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderOnSite } from "../../../../jest/render";
import type { BlogListItem, BlogListResponse } from "../../../../rules/blog-api";
import type { BlogClient } from "../../../lib/blog-client";
import { BlogFeed } from ".";

const item = (n: number): BlogListItem => ({
  id: n,
  slug: `article-${n}`,
  title: `Статья ${n}`,
  description: `Описание ${n}`,
  publicationDate: "2025-03-25",
  timeToRead: 5,
  viewsCount: 0,
  tags: [],
  cover: { url: `/static/${n}.jpg`, alternativeText: `Обложка ${n}`, width: 760, height: 475 },
});
const card = (n: number) =>
  ({
    path: `/blogs/article-${n}`,
    readingMinutes: 5,
    frontmatter: { slug: `article-${n}`, title: `Статья ${n}`, description: `Описание ${n}`, publicationDate: "2025-03-25", coverAlt: `Обложка ${n}`, cover: { childImageSharp: null } },
  }) as unknown as Queries.ArticleCardFragment;

const page = (from: number, to: number, total = 21): BlogListResponse => ({
  data: Array.from({ length: to - from + 1 }, (_, i) => item(from + i)),
  meta: { pagination: { page: 1, pageSize: 9, pageCount: Math.ceil(total / 9), total } },
});

/** A client whose answers the test hands out one by one. */
function scriptedClient() {
  const calls: [number, number][] = [];
  const pending: { resolve: (v: BlogListResponse) => void; reject: (e: unknown) => void }[] = [];
  const client: BlogClient = {
    list: (p, size) => {
      calls.push([p, size]);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    article: () => Promise.reject(new Error("not used")),
  };
  const answer = async (value: BlogListResponse) => act(async () => pending.shift()?.resolve(value));
  const fail = async (error: unknown) => act(async () => pending.shift()?.reject(error));
  return { client, calls, answer, fail };
}

// Every test is a new visit: a history entry of its own, keyed as Gatsby's router keys them.
let visit = 0;
beforeEach(() => window.history.replaceState({ key: `visit-${(visit += 1)}` }, ""));

const titles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
const statics = Array.from({ length: 9 }, (_, i) => card(i + 1));

test("the build's nine cards show at once; the first call asks for page 1 of 9 and keeps them in place", async () => {
  const api = scriptedClient();
  renderOnSite(<BlogFeed articles={statics} total={9} client={api.client} />);
  expect(titles()).toHaveLength(9);
  expect(api.calls).toEqual([[1, 9]]);
  const first = screen.getByRole("link", { name: "Статья 1" });
  await api.answer(page(1, 9));
  expect(screen.getByRole("link", { name: "Статья 1" })).toBe(first);
  expect(screen.getByRole("link", { name: "Показать ещё" })).toHaveAttribute("href", "/blogs/page/2");
});

test("'Показать ещё' loads the next nine, then the last three, and disappears", async () => {
  const user = userEvent.setup();
  const api = scriptedClient();
  renderOnSite(<BlogFeed articles={statics} total={9} client={api.client} />);
  await api.answer(page(1, 9));
  await user.click(screen.getByRole("link", { name: "Показать ещё" }));
  expect(screen.getByRole("link", { name: "Загрузка…" })).toHaveAttribute("aria-busy", "true");
  expect(api.calls.at(-1)).toEqual([2, 9]);
  await api.answer(page(10, 18));
  expect(titles()).toHaveLength(18);
  expect(screen.getByRole("img", { name: "Обложка 10" })).toHaveAttribute("src", "/static/10.jpg");
  await user.click(screen.getByRole("link", { name: "Показать ещё" }));
  expect(api.calls.at(-1)).toEqual([3, 9]);
  await api.answer(page(19, 21));
  expect(titles()).toHaveLength(21);
  expect(screen.queryByRole("link", { name: "Показать ещё" })).toBeNull();
});

test("a failure shows the error's own message, or SPEC §8's, and 'Повторить' tries the same call again", async () => {
  const user = userEvent.setup();
  const api = scriptedClient();
  renderOnSite(<BlogFeed articles={statics} total={9} client={api.client} />);
  await api.fail({ message: "Сервис блога недоступен", statusCode: 503 });
  expect(screen.getByRole("alert")).toHaveTextContent("Сервис блога недоступен");
  await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Повторить" }));
  expect(api.calls).toEqual([[1, 9], [1, 9]]);
  await api.answer(page(1, 9));
  expect(screen.queryByRole("alert")).toBeNull();

  await user.click(screen.getByRole("link", { name: "Показать ещё" }));
  expect(api.calls).toEqual([[1, 9], [1, 9], [2, 9]]);
  await api.fail({ statusCode: 502 });
  expect(screen.getByRole("alert")).toHaveTextContent("Ошибка загрузки блогов");
  expect(titles()).toHaveLength(9);
  await user.click(screen.getByRole("button", { name: "Повторить" }));
  expect(api.calls.at(-1)).toEqual([2, 9]);
});

test("coming back to the same history entry shows the list as it was, without asking again", async () => {
  const user = userEvent.setup();
  const api = scriptedClient();
  const first = renderOnSite(<BlogFeed articles={statics} total={9} client={api.client} />);
  await api.answer(page(1, 9));
  await user.click(screen.getByRole("link", { name: "Показать ещё" }));
  await api.answer(page(10, 18));
  first.unmount();

  renderOnSite(<BlogFeed articles={statics} total={9} client={api.client} />);
  expect(titles()).toHaveLength(18);
  expect(api.calls).toEqual([[1, 9], [2, 9]]);
});

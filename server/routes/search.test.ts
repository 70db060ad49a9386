import fs from "node:fs";
import path from "node:path";
import { buildSearchIndex } from "../../rules/search/engine";
import type { SearchDocument } from "../../rules/search/types";
import { listSearchMisses } from "../cli/site";
import { setupTestApp } from "../test/test-app";
import { MAX_QUERY_LENGTH } from "../../rules/search/engine";
import { SEARCH_MISS_RATE_LIMIT } from "./search-misses";

const t = setupTestApp();

const doc = (id: number, url: string, title: string, body: string): SearchDocument => ({
  id, url, title, section: url.startsWith("/blogs") ? "blog" : "modules", keywords: "", headings: "", body, excerpt: body,
});

/** The markup src/components/search/SearchPage renders: the form, and the slot the server fills. */
const SEARCH_PAGE = `<!DOCTYPE html><html lang="ru"><head><title>Поиск по сайту</title><script>window.pagePath="/search";</script></head><body><h1>Поиск по сайту</h1><form role="search" action="/search" method="get"><input type="search" name="q" data-search-query="" aria-label="Что найти" value=""/><button type="submit">Найти</button></form><div class="x1" data-search-static=""></div></body></html>`;

beforeAll(() => {
  const index = buildSearchIndex(
    [
      doc(1, "/modules/car-numbers", "Распознавание номеров", "Считывает ГРЗ на въезде."),
      doc(2, "/modules/railcar-number", "Номера вагонов", "Считывает номер вагона."),
      doc(3, "/blogs/fire", "Пожар на складе", "Пламя и дым видны камере раньше датчика."),
    ],
    [["пожар", "огонь"]],
  );
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(t.root, file)), { recursive: true });
    fs.writeFileSync(path.join(t.root, file), text);
  };
  write("search/index.html", SEARCH_PAGE);
  write("static/search/abc123.json", JSON.stringify(index));
  write("data/search.json", JSON.stringify({ index: "/static/search/abc123.json", documents: 3 }));
});

const get = (q?: string) => t.app.inject({ method: "GET", url: q === undefined ? "/search" : `/search?q=${encodeURIComponent(q)}` });

describe("/search without JavaScript", () => {
  test("the page carries the results the browser would show, with the query in the field", async () => {
    const res = await get("номеров");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toContain("sha256-");
    expect(res.body).toContain('<input type="search" name="q" data-search-query="" aria-label="Что найти" value="номеров"/>');
    expect(res.body).toContain('<p role="status">Найдено: 2</p>');
    expect(res.body).toContain('<a href="/modules/car-numbers"><span>Модуль</span><strong>Распознавание <mark>номеров</mark></strong></a>');
    expect(res.body).toContain('<p>Считывает <mark>номер</mark> вагона.</p>');
  });

  test("a wrong keyboard layout is read in Russian and said so", async () => {
    const res = await get("gj;fh");
    expect(res.body).toContain("Показаны результаты по запросу «пожар»");
    expect(res.body).toContain('href="/blogs/fire"');
  });

  test("without q, or with an empty one, the page goes out as built", async () => {
    for (const q of [undefined, "", "   "]) {
      const res = await get(q);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SEARCH_PAGE);
    }
  });

  test("HTML and script in the query are text in the page", async () => {
    const res = await get('<script>alert("x")</script>');
    expect(res.body).not.toContain('<script>alert("x")');
    expect(res.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  test("emoji, one letter and 2 000 characters answer a page, not an error", async () => {
    for (const q of ["🔥🚗", "р", "вагон ".repeat(400)]) {
      const res = await get(q);
      expect(res.statusCode).toBe(200);
    }
    expect((await get("вагон ".repeat(400))).body).toContain('href="/modules/railcar-number"');
  });

  test("nothing found: suggestions, the main sections, a request; the miss is counted", async () => {
    const res = await get("космодром");
    expect(res.body).toContain("По запросу «космодром» ничего не найдено");
    expect(res.body).toContain("Разделы сайта");
    expect(res.body).toContain('<a href="/modules">Модули распознавания</a>');
    expect(res.body).toContain('<a href="/contact#request">Оставить заявку</a>');
    await new Promise((resolve) => setImmediate(resolve));
    await expect(t.app.leads.searchMisses(10)).resolves.toMatchObject([{ query: "космодром", misses: 1 }]);
  });
});

describe("POST /api/search/misses", () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/search/misses", payload: payload as object, headers: { "x-forwarded-for": "203.0.113.7", ...headers } });

  test("a miss is counted by its text only, lower-cased and with spaces folded", async () => {
    expect((await post({ q: "  Тепловизор   утечки " })).statusCode).toBe(204);
    expect((await post({ q: "тепловизор утечки" })).statusCode).toBe(204);
    const [miss] = await t.app.leads.searchMisses(10);
    expect(miss).toEqual({ query: "тепловизор утечки", misses: 2, firstAt: expect.any(String), lastAt: expect.any(String) });
  });

  test("bad input is a 400 with a Russian message and nothing stored", async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /поле q/],
      [{ q: 5 }, /поле q/],
      [{ q: "р" }, /короче двух символов/],
      [{ q: "а".repeat(MAX_QUERY_LENGTH + 1) }, new RegExp(`длиннее ${MAX_QUERY_LENGTH} символов`)],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    await expect(t.app.leads.searchMisses(10)).resolves.toEqual([]);
  });

  test("a flood from one address is rate-limited", async () => {
    const codes: number[] = [];
    for (let i = 0; i < SEARCH_MISS_RATE_LIMIT + 3; i++) codes.push((await post({ q: `запрос ${i}` })).statusCode);
    expect(codes.filter((c) => c === 204)).toHaveLength(SEARCH_MISS_RATE_LIMIT);
    const limited = await post({ q: "ещё один" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Слишком много запросов подряд/);
    // Another visitor is not held back by the flood.
    expect((await post({ q: "другой" }, { "x-forwarded-for": "198.51.100.9" })).statusCode).toBe(204);
  });

  test("the table is bounded: past the limit the misses searched for longest ago make room", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute));
    for (let i = 0; i < 5; i++) await t.app.leads.recordSearchMiss(`запрос ${i}`, at(i), 3);
    await t.app.leads.recordSearchMiss("запрос 2", at(10), 3);
    const kept = await t.app.leads.searchMisses(10);
    expect(kept.map((m) => m.query).sort()).toEqual(["запрос 2", "запрос 3", "запрос 4"]);
    expect(kept[0]).toMatchObject({ query: "запрос 2", misses: 2 });
  });

  test("npm run site -- search-misses lists them, most frequent first", async () => {
    for (const q of ["тепловизор", "тепловизор", "дроны"]) await post({ q });
    const lines: string[] = [];
    await listSearchMisses([], t.app.leads, (line) => lines.push(line));
    expect(lines[0]).toBe("Искали и не нашли (раз, последний раз МСК, запрос):");
    expect(lines[1]).toMatch(/^2 {2}\d\d\.\d\d\.\d{4}, \d\d:\d\d {2}тепловизор$/);
    expect(lines[2]).toMatch(/^1 .* дроны$/);
  });
});

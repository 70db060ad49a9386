import { anchorHeadings, blogListPath, blogPageCount, countWords, formatRuDate, headingId, readingMinutes } from "./blog";

test("reading time is the words at 180 a minute, rounded, never under a minute", () => {
  expect(readingMinutes(900)).toBe(5);
  expect(readingMinutes(1000)).toBe(6);
  expect(readingMinutes(40)).toBe(1);
});

test("words are counted without picture and link addresses", () => {
  expect(countWords("## Пилот за 4–6 недель\n\n![Схема пилота](./diagram.png) См. [кейс](/ai-projects/grz-recognition).")).toBe(7);
});

test("dates read the Russian way, exactly as written", () => {
  expect(formatRuDate("2025-03-25")).toBe("25 марта 2025");
  expect(formatRuDate("2026-01-01")).toBe("1 января 2026");
});

test("the static list has /blogs, then /blogs/page/N, nine articles a page", () => {
  expect(blogListPath(1)).toBe("/blogs");
  expect(blogListPath(3)).toBe("/blogs/page/3");
  expect(blogPageCount(21)).toBe(3);
  expect(blogPageCount(18)).toBe(2);
  expect(blogPageCount(0)).toBe(1);
});

test("a heading gets the same anchor in the text and in the contents, typography or not", () => {
  expect(headingId("Пилот за 4–6 недель")).toBe("пилот-за-4-6-недель");
  expect(anchorHeadings("<h2>Пилот за\u00a04–6 недель</h2><p>…</p>")).toBe('<h2 id="пилот-за-4-6-недель">Пилот за\u00a04–6 недель</h2><p>…</p>');
  expect(headingId("Что такое «RAG» и <em>зачем</em> он нужен")).toBe("что-такое-rag-и-зачем-он-нужен");
});

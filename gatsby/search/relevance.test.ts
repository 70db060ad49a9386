/**
 * The relevance set: queries in the forms visitors type them (other word forms, typos, abbreviations,
 * the wrong keyboard layout, synonyms), each with the page that must be among the first three results,
 * against the index of the real content/ (the same documents and ranking the build ships).
 */
import path from "node:path";
import { SiteSearch, buildSearchIndex } from "../../rules/search/engine";
import { STOP_WORDS, splitWords } from "../../rules/search/words";
import { searchDocuments, type SearchContent } from "./documents";
import { searchContentFromFiles, synonymsFromFiles } from "./from-files";
import { RELEVANCE } from "./relevance-set";

const CONTENT = path.resolve(__dirname, "../../content");
const content = searchContentFromFiles(CONTENT);
const search = new SiteSearch(buildSearchIndex(searchDocuments(content), synonymsFromFiles(CONTENT)));

test.each(RELEVANCE)("«%s» has %s in the first three", (query, page) => {
  const top = search.search(query, { limit: 3 }).hits.map((h) => h.url);
  expect(top).toContain(page);
});

test("the relevance set has at least 30 queries", () => {
  expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
});

test("the relevance set holds at least 6 long queries: 4–6 words, a preposition among them", () => {
  const long = RELEVANCE.filter(([query]) => {
    const words = splitWords(query.replace(/-/g, "")); // «чат-бот» is one word
    return words.length >= 4 && words.length <= 6 && words.some((w) => STOP_WORDS.has(w));
  });
  expect(long.length).toBeGreaterThanOrEqual(6);
});

test("a long query counts the pages with most of its words, not every page that says one of them", () => {
  // «для», «записи», «клиентов» are on most pages; before, a query whose words no page had all of
  // fell back to every page with any one of them (46 here).
  const outcome = search.search("голосовой помощник для записи клиентов");
  expect(outcome.hits[0]?.url).toBe("/services/chat-bots");
  expect(outcome.total).toBeLessThan(10);
});

test("every catalogue entry and article of content/ is a document", () => {
  expect(search.documentCount).toBe(content.entries.length + content.articles.length);
  expect(search.documentCount).toBeGreaterThan(70);
});

test("a module added to the content is found by its new word", () => {
  const module = content.entries.find((e) => e.collection === "modules");
  if (!module) throw new Error("no modules in content/");
  const added: SearchContent = {
    ...content,
    entries: [...content.entries, { collection: "modules", entry: { ...module.entry, slug: "thermal-leaks", title: "Поиск теплопотерь тепловизором" } }],
  };
  const withNew = new SiteSearch(buildSearchIndex(searchDocuments(added), []));
  expect(withNew.search("тепловизор").hits[0]?.url).toBe("/modules/thermal-leaks");
  expect(search.search("тепловизор").hits.map((h) => h.url)).not.toContain("/modules/thermal-leaks");
});

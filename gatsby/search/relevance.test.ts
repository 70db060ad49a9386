/**
 * The relevance set: queries in the forms visitors type them (other word forms, typos, abbreviations,
 * the wrong keyboard layout, synonyms), each with the page that must be among the first three results,
 * against the index of the real content/ (the same documents and ranking the build ships).
 */
import path from "node:path";
import { SiteSearch, buildSearchIndex } from "../../src/lib/search/engine";
import { searchDocuments, type SearchContent } from "./documents";
import { searchContentFromFiles, synonymsFromFiles } from "./from-files";

const CONTENT = path.resolve(__dirname, "../../content");
const content = searchContentFromFiles(CONTENT);
const search = new SiteSearch(buildSearchIndex(searchDocuments(content), synonymsFromFiles(CONTENT)));

const RELEVANCE: [query: string, page: string][] = [
  ["распознавание номеров вагонов", "/modules/railcar-number"],
  ["номера вагонов", "/modules/railcar-number"],
  ["распознавание госномеров", "/modules/car-numbers"],
  ["ГРЗ", "/modules/car-numbers"],
  ["anpr", "/modules/car-numbers"],
  ["hfcgjpyfdfybt yjvthjd", "/modules/car-numbers"],
  ["распознование номеров", "/modules/car-numbers"],
  ["контроль касок на стройке", "/modules/helmet-detection"],
  ["каски", "/modules/helmet-detection"],
  ["СИЗ", "/modules/helmet-detection"],
  ["видеоаналитика для магазина", "/services/computer-vision/retail"],
  ["пожар", "/modules/fire-detection"],
  ["обнаружение огня", "/modules/fire-detection"],
  ["распознавание лиц", "/modules/faces"],
  ["антиспуфинг", "/modules/faces"],
  ["курильщики", "/modules/smoking"],
  ["падение человека", "/modules/people-fall"],
  ["упал", "/modules/people-fall"],
  ["распознавание речи", "/modules/voice"],
  ["чатбот", "/services/chat-bots"],
  ["LLM", "/services/llm-development"],
  ["языковые модели", "/services/llm-development"],
  ["разметка данных", "/services/data-labeling"],
  ["датасет лиц", "/services/data-labeling/faces-data"],
  ["рентгеновские снимки багажа", "/ai-projects/ai-for-x-ray"],
  ["запрещённые предметы", "/modules/prohibited-items"],
  ["запрещенные предметы", "/modules/prohibited-items"],
  ["драки", "/ai-projects/fighting-detection"],
  ["усталость водителя", "/ai-projects/fatigue-recognition"],
  ["коровы", "/ai-projects/cow-body-recognition"],
  ["OCR документов", "/ai-projects/ocr-documents"],
  ["дефекты автомобиля", "/modules/car-defects"],
  ["скопление людей", "/modules/congestion"],
  ["блюда на подносе", "/modules/dish"],
  ["склад", "/services/computer-vision/logistics-and-warehouses"],
  ["техническое задание", "/services/technical-task-development"],
  ["стоимость проекта компьютерного зрения", "/blogs/cv-project-cost"],
  ["152-ФЗ биометрия", "/blogs/biometrics-152-fz"],
  ["беспилотник", "/ai-projects/copter-defect-detection"],
  ["униформа", "/modules/clothes"],
];

test.each(RELEVANCE)("«%s» has %s in the first three", (query, page) => {
  const top = search.search(query, { limit: 3 }).hits.map((h) => h.url);
  expect(top).toContain(page);
});

test("the relevance set has at least 30 queries", () => {
  expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
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

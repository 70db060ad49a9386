import { SiteSearch, buildSearchIndex, markWords, parseSearchIndex, wordQuorum } from "./engine";
import type { SearchDocument } from "./types";
import { fromTranslit, stemWord, switchLayout } from "./words";

let nextId = 1;
function doc(fields: Partial<SearchDocument> & Pick<SearchDocument, "url" | "title">): SearchDocument {
  return { id: nextId++, section: "modules", keywords: "", headings: "", body: "", excerpt: fields.body ?? "", ...fields };
}

const DOCS: SearchDocument[] = [
  doc({ url: "/modules/car-numbers", title: "Распознавание номеров автомобилей", keywords: "ГРЗ\nANPR", body: "Считывает номера машин на въезде." }),
  doc({ url: "/modules/railcar-number", title: "Номера вагонов", body: "Считывает номер вагона в составе." }),
  doc({ url: "/modules/fire", title: "Обнаружение огня", body: "Замечает открытое пламя и возгорание в кадре." }),
  doc({ url: "/modules/helmets", title: "Контроль СИЗ", headings: "Каски и жилеты", body: "Проверяет средства защиты на стройке." }),
  doc({ url: "/blogs/numbers", title: "Заметки о съёмке", section: "blog", body: "Распознавание номеров автомобилей требует хорошей камеры. Ёлочные игрушки тут ни при чём." }),
  doc({ url: "/modules/retail", title: "Видеоаналитика для ритейла", body: "Пустые полки и очереди в торговом зале." }),
  doc({ url: "/modules/scattered", title: "Подсчёт людей", body: "Камеры считают посетителей. Номера столов и распознавание лиц — в другом модуле." }),
  doc({ url: "/modules/ocr", title: "OCR документов", body: "Извлекает поля из сканов. LLM проверяет смысл." }),
];
const SYNONYMS = [
  ["пожар", "огонь", "возгорание"],
  ["машина", "автомобиль", "транспорт"],
  ["магазин", "ритейл"],
];

const search = new SiteSearch(parseSearchIndex(JSON.stringify(buildSearchIndex(DOCS, SYNONYMS))));
const urls = (q: string) => search.search(q).hits.map((h) => h.url);

describe("Russian words", () => {
  test("word forms meet: «номеров», «номера», «номер» find the same pages", () => {
    expect(stemWord("номеров")).toBe(stemWord("номер"));
    for (const q of ["номеров", "номера", "номер"]) expect(urls(q)).toEqual(expect.arrayContaining(["/modules/car-numbers", "/modules/railcar-number"]));
  });

  test("ё is е, in the query and in the text", () => {
    expect(urls("елочные")).toContain("/blogs/numbers");
    expect(urls("подсчет людей")[0]).toBe("/modules/scattered");
  });

  test("one typo in a word of five letters or more: «распознование» finds «распознавание»", () => {
    expect(urls("распознование")[0]).toBe("/modules/car-numbers");
  });

  test("a wrong keyboard layout is read in the other one when nothing matches as typed", () => {
    expect(switchLayout("hfcgjpyfdfybt")).toBe("распознавание");
    expect(switchLayout("щск")).toBe("ocr");
    const outcome = search.search("hfcgjpyfdfybt");
    expect(outcome.correctedQuery).toBe("распознавание");
    expect(outcome.hits[0].url).toBe("/modules/car-numbers");
  });

  test("Russian typed in Latin letters is read back", () => {
    expect(fromTranslit("raspoznavanie nomerov")).toBe("распознавание номеров");
    expect(fromTranslit("nomera vagonov")).toBe("номера вагонов");
    expect(fromTranslit("pozharnyy")).toBe("пожарный");
    expect(search.search("raspoznavanie nomerov").hits[0]?.url).toBe("/modules/car-numbers");
  });

  test("abbreviations and Latin terms as written: ГРЗ, СИЗ, ANPR, OCR, LLM", () => {
    expect(urls("ГРЗ")).toEqual(["/modules/car-numbers"]);
    expect(urls("грз")).toEqual(["/modules/car-numbers"]);
    expect(urls("СИЗ")[0]).toBe("/modules/helmets");
    expect(urls("anpr")).toEqual(["/modules/car-numbers"]);
    expect(urls("OCR")[0]).toBe("/modules/ocr");
    expect(urls("LLM")).toEqual(["/modules/ocr"]);
  });

  test("prefixes while typing the last word", () => {
    expect(urls("распоз")).toContain("/modules/car-numbers");
    expect(urls("ваго")).toEqual(["/modules/railcar-number"]);
  });

  test("a last word the index does not know is the start of one, typed or submitted: /search finds what the header showed", () => {
    expect(urls("распоз")).toContain("/modules/car-numbers");
    expect(urls("номера ваго")).toEqual(["/modules/railcar-number"]);
    // Only stop words: the last one is a word being typed, «по» → «подсчёт».
    expect(urls("по")).toContain("/modules/scattered");
  });
});

describe("long queries", () => {
  let id = 1000;
  const page = (url: string, title: string, body: string, section: SearchDocument["section"] = "services"): SearchDocument => ({
    id: id++, url, title, section, keywords: "", headings: "", body, excerpt: body,
  });
  const long = new SiteSearch(
    buildSearchIndex(
      [
        page("/services/data-labeling", "Сбор и разметка данных", "Размечаем изображения и видео для обучения нейросетей. Разметка данных под задачу."),
        page("/projects/drones", "Дефекты ЛЭП по съёмке с беспилотников", "Беспилотник снимает линию, разметка кадров и сбор данных — наши."),
        page("/services/analytics", "Анализ табличных данных", "Прогноз спроса на данных компании для магазинов и складов."),
        page("/blogs/taxi", "Беспилотные такси", "Беспилотник на дороге: что говорят регуляторы.", "blog"),
        page("/modules/railcar-number", "Номера вагонов", "Считывает номер вагона в составе."),
        page("/modules/car-numbers", "Распознавание номеров автомобилей", "Номера машин на въезде в магазин."),
        page("/industries/railways", "Транспорт и станции", "Видеоаналитика для железной дороги."),
        page("/modules/tables", "Сколько столов свободно", "Считает столы в зале."),
        page("/blogs/cost", "Сколько стоит проект", "Из чего складывается цена.", "blog"),
      ],
      [["вагон", "железная дорога"]],
    ),
  );
  const found = (q: string) => long.search(q).hits.map((h) => h.url);

  test("at most a third of a long query's words may be missing from a page", () => {
    expect([1, 2, 3, 4, 5, 6].map(wordQuorum)).toEqual([1, 2, 2, 3, 4, 4]);
  });

  test("«разметка данных для беспилотников»: the labeling service, which never says «беспилотник», is found below the page with every word; pages with one word are not", () => {
    const outcome = long.search("разметка данных для беспилотников");
    expect(outcome.hits.map((h) => h.url)).toEqual(["/projects/drones", "/services/data-labeling"]);
    expect(outcome.total).toBe(2);
  });

  test("«прогноз спроса для сети магазинов»: the page with three of the four words, not every page with one", () => {
    expect(found("прогноз спроса для сети магазинов")).toEqual(["/services/analytics"]);
  });

  test("a synonym of two words counts as one: «на железной дороге» is «вагон», not two more words to miss", () => {
    expect(found("номера вагонов на железной дороге")[0]).toBe("/modules/railcar-number");
    expect(found("номера вагонов на железной дороге")).not.toContain("/modules/car-numbers");
  });

  test("a finished last word is read whole: «сколько стоит» is not «сколько сто…» (столы)", () => {
    expect(long.search("сколько стоит").hits.map((h) => h.url)).toEqual(["/blogs/cost"]);
  });
});

describe("synonyms", () => {
  test("«пожар» finds «огонь» and «возгорание»", () => {
    expect(urls("пожар")).toEqual(["/modules/fire"]);
  });
  test("«магазин» finds «ритейл»; «машины» finds «автомобилей»", () => {
    expect(urls("магазин")).toEqual(["/modules/retail"]);
    expect(urls("номера машин")[0]).toBe("/modules/car-numbers");
  });
});

describe("ranking", () => {
  test("a word in the title ranks above the same word in the body", () => {
    const hits = urls("вагонов");
    expect(hits[0]).toBe("/modules/railcar-number");
  });

  test("a catalogue entry ranks above an article saying the same words", () => {
    const hits = urls("распознавание номеров автомобилей");
    expect(hits.indexOf("/modules/car-numbers")).toBeLessThan(hits.indexOf("/blogs/numbers"));
  });

  test("the words as a phrase rank above the same words scattered", () => {
    const hits = urls("распознавание номеров");
    expect(hits.indexOf("/blogs/numbers")).toBeGreaterThanOrEqual(0);
    expect(hits.indexOf("/modules/scattered")).toBeGreaterThan(hits.indexOf("/modules/car-numbers"));
  });

  test("headings rank above body", () => {
    expect(urls("каски")[0]).toBe("/modules/helmets");
  });
});

describe("snippets and bad input", () => {
  test("matched words are marked in the snippet and the title", () => {
    const [hit] = search.search("номеров вагонов").hits;
    expect(hit.title.filter((p) => p.mark).map((p) => p.text)).toEqual(["Номера", "вагонов"]);
    expect(hit.snippet.filter((p) => p.mark).map((p) => p.text)).toEqual(["номер", "вагона"]);
    expect(hit.snippet.map((p) => p.text).join("")).toBe("Считывает номер вагона в составе.");
  });

  test("markup in the text stays text: parts carry no HTML", () => {
    expect(markWords("<b>номер</b>", ["номер"])).toEqual([
      { text: "<b>", mark: false },
      { text: "номер", mark: true },
      { text: "</b>", mark: false },
    ]);
  });

  test.each([
    ["an empty query", ""],
    ["spaces", "   "],
    ["one letter", "р"],
    ["HTML", "<script>alert(1)</script>"],
    ["emoji", "🔥🚗"],
  ])("%s finds nothing and does not throw", (_name, q) => {
    expect(search.search(q).hits).toEqual([]);
  });

  test("the total counts every match when the hits are cut to a limit", () => {
    const outcome = search.search("распознавание", { limit: 1 });
    expect(outcome.hits).toHaveLength(1);
    expect(outcome.total).toBeGreaterThan(1);
  });

  test("2 000 characters are cut to the first 200 and still searched", () => {
    const outcome = search.search(`вагонов ${"а".repeat(2000)}`);
    expect(outcome.query.length).toBe(200);
    expect(outcome.hits[0].url).toBe("/modules/railcar-number");
  });

  test("nothing found: suggestions of the nearest pages", () => {
    const outcome = search.search("вагнов");
    expect(outcome.hits[0]?.url ?? outcome.suggestions[0]?.url).toBe("/modules/railcar-number");
    const none = search.search("космонавтика");
    expect(none.hits).toEqual([]);
  });

  test("the index file is checked when read", () => {
    expect(() => parseSearchIndex('{"version":0}')).toThrow(/version/);
  });
});

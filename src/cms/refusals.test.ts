import { cmsConfig } from "./config";
import { entryHrefOf, labelOfPath, refusalOfForm, refusalOfResponse, seoClash } from "./refusals";
import { addressKeptMessage, addressTakenMessage } from "../../content-model/addresses";

const config = cmsConfig({ contentPrefix: "content" });
const modules = config.collections.find((c) => c.name === "modules")?.fields ?? [];
const copy = { collection: "modules", path: "content/modules/smoking-warehouse.json", raw: JSON.stringify({ slug: "smoking-warehouse", title: "Курение на складе" }) };
const original = { file: "content/modules/smoking.json", title: "Обнаружение курения" };

test("a field path is named by the labels the form shows: groups, list elements by their singular and number", () => {
  expect(labelOfPath(modules, "seo.title")).toBe("Поиск и соцсети (SEO) → Заголовок страницы (до 70 символов)");
  expect(labelOfPath(modules, "slug")).toBe("Адрес страницы");
  expect(labelOfPath(modules, "sections.2.items.0.title")).toBe("Секция 3 → Пункт 1 → Заголовок пункта");
  expect(labelOfPath(modules, "seo.keywords.1")).toBe("Поиск и соцсети (SEO) → Ключевая фраза 2");
  expect(labelOfPath(modules, "nope")).toBeUndefined();
});

test("the server's 422: the copy named (not its original), each field by its label, the server's words with what to do; no API_ERROR", () => {
  const body = {
    error: "content/modules/smoking-warehouse.json:9: поле «seo.title»: …",
    message: "…",
    statusCode: 422,
    problems: [
      { file: "content/modules/smoking-warehouse.json", line: 9, field: "seo.title", message: "такой же заголовок уже у модуля «Обнаружение курения» — придумайте другой", other: original },
      { file: "content/services/computer-vision.json", line: 40, field: "relatedModules.0", message: "нет записи «smoking» в content/modules" },
    ],
  };
  const refusal = refusalOfResponse(config, copy, 422, body);
  expect(refusal).toEqual({
    title: "Запись не сохранена",
    entry: "Модуль «Курение на складе» (content/modules/smoking-warehouse.json)",
    items: [
      { path: "seo.title", where: "Поиск и соцсети (SEO) → Заголовок страницы (до 70 символов)", message: "такой же заголовок уже у модуля «Обнаружение курения» — придумайте другой", own: true, link: { href: "#/collections/modules/entries/smoking", text: "Открыть «Обнаружение курения»" } },
      { path: "relatedModules.0", where: "Другой файл, content/services/computer-vision.json, строка 40, поле «relatedModules.0»", message: "нет записи «smoking» в content/modules", own: false },
    ],
    advice: "Ничего не записано: сайт и черновики не изменились. Исправьте отмеченное и нажмите «Сохранить» ещё раз.",
  });
  expect(JSON.stringify(refusal)).not.toContain("API_ERROR");
});

test("a refusal without problems (409, 500, no answer) keeps the server's Russian message, or says what happened", () => {
  expect(refusalOfResponse(config, copy, 409, { error: "Запись уже изменена: Анна Петрова, 26.11.2026, 13:05 МСК", statusCode: 409 }).items[0].message).toBe("Запись уже изменена: Анна Петрова, 26.11.2026, 13:05 МСК");
  expect(refusalOfResponse(config, copy, 0, null).items[0].message).toBe("Сервер не ответил: проверьте связь и нажмите «Сохранить» ещё раз");
  expect(refusalOfResponse(config, { collection: "modules", path: "" }, 502, "<html>").entry).toBe("Модуль, новая запись");
});

test("the form's own check: the same words as the content check, the entry's own file left out", () => {
  const texts = [
    { path: "content/modules/smoking.json", file: "content/modules/smoking.json", title: "Обнаружение курения", seo: { title: "Курение по видео", description: "Описание курения" } },
    { path: "content/pages/about.json", file: "content/pages/about.json", title: "О нас", seo: { title: "О компании", description: "Описание компании" } },
  ];
  expect(seoClash(texts, "seo.title", "Курение по видео", "")).toBe("такой же заголовок уже у модуля «Обнаружение курения» — придумайте другой");
  expect(seoClash(texts, "seo.description", "Описание компании", "content/modules/x.json")).toBe("такое же описание уже у страницы «О нас» — напишите другое");
  // Its own text is no clash; neither is an empty field or another field.
  expect(seoClash(texts, "seo.title", "Курение по видео", "content/modules/smoking.json")).toBeUndefined();
  expect(seoClash(texts, "seo.title", "", "")).toBeUndefined();
  expect(seoClash(texts, "title", "Курение по видео", "")).toBeUndefined();
  const form = refusalOfForm(config, { collection: "modules", path: "", title: "Курение на складе" }, [{ path: "seo.title", message: "такой же заголовок уже у модуля «Обнаружение курения» — придумайте другой" }]);
  expect(form.entry).toBe("Модуль «Курение на складе»");
  expect(form.items[0].where).toBe("Поиск и соцсети (SEO) → Заголовок страницы (до 70 символов)");
});

test("a change that breaks many other files (a renamed slug others link to): the entry's own field first, two others named, the rest counted", () => {
  const problems = [
    { file: "content/modules/cars.json", line: 2, field: "slug", message: addressKeptMessage("cars-renamed", "cars", "cars.json") },
    ...["a", "b", "c", "d"].map((name) => ({ file: `content/modules/${name}.json`, line: 5, field: "relatedModules.0", message: "нет записи «cars» в content/modules" })),
  ];
  const refusal = refusalOfResponse(config, { collection: "modules", path: "content/modules/cars.json", raw: '{"title":"Классификация транспорта"}' }, 422, { problems });
  expect(refusal.items.map((i) => [i.where, i.message])).toEqual([
    ["Адрес страницы", "адрес сохранённой записи не меняется: верните «cars»; страницу с адресом «cars-renamed» сделайте копией («Дублировать») — файл записи cars.json"],
    ["Другой файл, content/modules/a.json, строка 5, поле «relatedModules.0»", "нет записи «cars» в content/modules"],
    ["Другой файл, content/modules/b.json, строка 5, поле «relatedModules.0»", "нет записи «cars» в content/modules"],
    ["", "…и ещё 2 в других файлах: они сломались бы от этой правки"],
  ]);
});

test("a copy given another entry's address: that entry named by its title, with a link that opens it", () => {
  const holder = { file: "content/modules/smoking.json", title: "Обнаружение курения" };
  const problems = [{ file: "content/modules/smoking-1.json", line: 2, field: "slug", message: addressTakenMessage("smoking", holder), other: holder }];
  const refusal = refusalOfResponse(config, { collection: "modules", path: "content/modules/smoking-1.json", raw: '{"title":"Курение на складе"}', isNew: true }, 422, { problems });
  // Decap's file name for a copy not saved yet («smoking-1») is not hers: not shown.
  expect(refusal.entry).toBe("Модуль «Курение на складе», новая запись");
  expect(refusal.items).toEqual([
    {
      path: "slug",
      where: "Адрес страницы",
      message: "адрес «smoking» уже у модуля «Обнаружение курения»: придумайте другой или откройте ту запись и измените её",
      own: true,
      link: { href: "#/collections/modules/entries/smoking", text: "Открыть «Обнаружение курения»" },
    },
  ]);
  // No «slug», file name or path in what she reads first.
  expect(`${refusal.items[0].where}: ${refusal.items[0].message}`).not.toMatch(/slug|\.json|content\//);
});

test("the admin's address of an entry's file: catalogue entries, pages and articles; none for the site's settings", () => {
  expect(entryHrefOf("content/projects/grz-recognition.json")).toBe("#/collections/projects/entries/grz-recognition");
  expect(entryHrefOf("content/pages/about.json")).toBe("#/collections/pages/entries/about");
  expect(entryHrefOf("content/blog/cv-project-lifecycle/index.md")).toBe("#/collections/blog/entries/cv-project-lifecycle/index");
  expect(entryHrefOf("content/site/site.json")).toBeUndefined();
});

import { valueAt } from "./data-path";

const entry = { title: "Лица", seo: { title: "Распознавание лиц", tags: ["a", { label: "б" }] }, empty: null };

test("a dotted path and a list of keys find the same field, nested groups and list items included", () => {
  expect(valueAt(entry, "seo.title")).toBe("Распознавание лиц");
  expect(valueAt(entry, ["seo", "title"])).toBe("Распознавание лиц");
  expect(valueAt(entry, ["seo", "tags", 1, "label"])).toBe("б");
  expect(valueAt(entry, "seo.tags.1.label")).toBe("б");
});

test("a field that is not there is undefined, also under a missing or empty group", () => {
  expect(valueAt(entry, "seo.description")).toBeUndefined();
  expect(valueAt(entry, "card.title")).toBeUndefined();
  expect(valueAt(entry, "empty.title")).toBeUndefined();
  expect(valueAt("текст", "length")).toBeUndefined();
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseSearchIndex, SiteSearch } from "../../rules/search/engine";
import { isSearchPointer } from "../../rules/search/files";
import { writeSearchIndex } from "./search-index";
import type { SearchContent } from "../search/documents";

const content: SearchContent = {
  entries: [
    {
      collection: "modules",
      entry: {
        slug: "faces",
        title: "Распознавание лиц",
        description: "Проход по лицу.",
        seo: { keywords: ["СКУД"] },
        hero: { title: "Лица", lead: "Сравнивает лицо с базой." },
        sections: [{ title: "Как работает", paragraphs: ["Камера у турникета."] }],
      },
    },
  ],
  articles: [],
};

test("the index is written under the hash of its bytes, with a pointer; the same content keeps the name", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
  const first = await writeSearchIndex(dir, content, [["лицо", "биометрия"]]);
  const pointer: unknown = JSON.parse(fs.readFileSync(path.join(dir, "data/search.json"), "utf8"));
  expect(isSearchPointer(pointer)).toBe(true);
  expect(pointer).toEqual({ index: first.index, documents: 1 });
  const search = new SiteSearch(parseSearchIndex(fs.readFileSync(path.join(dir, first.index), "utf8")));
  expect(search.search("биометрия").hits[0].url).toBe("/modules/faces");

  const again = await writeSearchIndex(dir, content, [["лицо", "биометрия"]]);
  expect(again.index).toBe(first.index);

  const changed = await writeSearchIndex(dir, { ...content, entries: [{ ...content.entries[0], entry: { ...content.entries[0].entry, title: "Лица и турникеты" } }] }, []);
  expect(changed.index).not.toBe(first.index);
  // The earlier build's index is gone from public/ (releases keep their own copy).
  expect(fs.readdirSync(path.join(dir, "static/search"))).toEqual([path.basename(changed.index)]);
  fs.rmSync(dir, { recursive: true, force: true });
});

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeStalePage, entriesWithPages, pageDataFile, stalePages } from "./verify-build";

let tmp: string;
let content: string;
let site: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "verify-build-"));
  content = path.join(tmp, "content");
  site = path.join(tmp, "public");
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const md5 = (text: string) => crypto.createHash("md5").update(text).digest("hex");

function entry(rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(content, rel)), { recursive: true });
  fs.writeFileSync(path.join(content, rel), text);
}

/** The page-data Gatsby wrote for `page`, built from `text`. */
function built(page: string, text: string | null) {
  const file = pageDataFile(site, page);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const pageContext = text === null ? { id: "x" } : { id: "x", sourceDigest: md5(text) };
  fs.writeFileSync(file, JSON.stringify({ path: page, result: { data: {}, pageContext } }));
}

const faces = (title: string) => JSON.stringify({ slug: "faces", hero: { title } });
const article = "---\nslug: cv-project-cost\ntitle: Сколько стоит проект\n---\nТекст.\n";
const about = JSON.stringify({ slug: "about", path: "/about" });
const home = JSON.stringify({ slug: "home", path: "/" });

test("every entry with a page of its own is found, with its address: catalogue entries, site pages, articles", () => {
  entry("modules/faces.json", faces("Лица"));
  entry("industries/retail.json", JSON.stringify({ slug: "retail" }));
  entry("pages/about.json", about);
  entry("pages/home.json", home);
  entry("blog/cv-project-cost/index.md", article);
  entry("site/site.json", "{}");
  expect(entriesWithPages(content).map((e) => [path.relative(content, e.absPath), e.page])).toEqual([
    ["modules/faces.json", "/modules/faces"],
    ["industries/retail.json", "/services/computer-vision/retail"],
    ["pages/about.json", "/about"],
    ["pages/home.json", "/"],
    ["blog/cv-project-cost/index.md", "/blogs/cv-project-cost"],
  ]);
});

test("a build whose pages were rendered from the files as they are passes", () => {
  entry("modules/faces.json", faces("Лица"));
  entry("pages/home.json", home);
  entry("blog/cv-project-cost/index.md", article);
  built("/modules/faces", faces("Лица"));
  built("/", home);
  built("/blogs/cv-project-cost", article);
  expect(stalePages(content, site)).toEqual([]);
});

test("a page rendered from the entry's previous text, one never built, one cut short or built before digests were recorded: each named", () => {
  entry("modules/faces.json", faces("Новый заголовок"));
  entry("pages/about.json", about);
  entry("pages/home.json", home);
  entry("blog/cv-project-cost/index.md", article);
  built("/modules/faces", faces("Старый заголовок"));
  built("/blogs/cv-project-cost", null);
  fs.mkdirSync(path.dirname(pageDataFile(site, "/")), { recursive: true });
  fs.writeFileSync(pageDataFile(site, "/"), '{"path":"/","result":{"da');
  const stale = stalePages(content, site);
  expect(stale).toEqual([
    { file: "content/modules/faces.json", page: "/modules/faces", problem: "stale" },
    { file: "content/pages/about.json", page: "/about", problem: "missing" },
    { file: "content/pages/home.json", page: "/", problem: "missing" },
    { file: "content/blog/cv-project-cost/index.md", page: "/blogs/cv-project-cost", problem: "stale" },
  ]);
  expect(stale.map(describeStalePage)).toEqual([
    "content/modules/faces.json → /modules/faces: страница собрана из прежней версии файла",
    "content/pages/about.json → /about: страница не собрана",
    "content/pages/home.json → /: страница не собрана",
    "content/blog/cv-project-cost/index.md → /blogs/cv-project-cost: страница собрана из прежней версии файла",
  ]);
});

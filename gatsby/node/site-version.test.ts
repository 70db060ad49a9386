import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stampSiteVersion } from "./site-version";

const WEBPACK = "66a70a6600215d3a95d6";

/** A built site in miniature: two pages inlining Gatsby's hash, their page-data, app-data.json. */
function site(description: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-version-"));
  const page = (title: string) =>
    `<!doctype html><title>${title}</title><script>window.___webpackCompilationHash="${WEBPACK}";</script><script src="/app.js"></script>`;
  fs.mkdirSync(path.join(dir, "modules"), { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), page("Главная"));
  fs.writeFileSync(path.join(dir, "modules/index.html"), page("Модули"));
  fs.mkdirSync(path.join(dir, "page-data/modules"), { recursive: true });
  fs.writeFileSync(path.join(dir, "page-data/app-data.json"), JSON.stringify({ webpackCompilationHash: WEBPACK }));
  fs.writeFileSync(path.join(dir, "page-data/modules/page-data.json"), JSON.stringify({ result: { description } }));
  return dir;
}

const inlined = (file: string) => /___webpackCompilationHash="([0-9a-f]+)"/.exec(fs.readFileSync(file, "utf8"))?.[1];
const appData = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "page-data/app-data.json"), "utf8")) as { webpackCompilationHash: string };

test("every page and app-data.json carry one version, which is not the JavaScript's hash alone", async () => {
  const dir = site("Распознавание лиц");
  const { version, pages } = await stampSiteVersion(dir);
  expect(version).toMatch(/^[0-9a-f]{20}$/);
  expect(version).not.toBe(WEBPACK);
  expect(pages).toBe(2);
  expect(inlined(path.join(dir, "index.html"))).toBe(version);
  expect(inlined(path.join(dir, "modules/index.html"))).toBe(version);
  expect(appData(dir).webpackCompilationHash).toBe(version);
});

test("a content edit with the same JavaScript changes the version, so tabs opened before it reload on their next click", async () => {
  const before = await stampSiteVersion(site("Распознавание лиц"));
  const after = await stampSiteVersion(site("Распознавание лиц. Обновлено."));
  expect(after.version).not.toBe(before.version);
});

test("the same content keeps the version: nothing reloads for nothing", async () => {
  expect((await stampSiteVersion(site("Распознавание лиц"))).version).toBe((await stampSiteVersion(site("Распознавание лиц"))).version);
});

test("stamping again after an incremental build, which rewrote only some pages and app-data.json, gives every page the new version", async () => {
  const dir = site("Распознавание лиц");
  await stampSiteVersion(dir);
  // The next build: one page-data edited, its page re-rendered with Gatsby's hash, the other page left as stamped.
  fs.writeFileSync(path.join(dir, "page-data/modules/page-data.json"), JSON.stringify({ result: { description: "Новое описание" } }));
  fs.writeFileSync(path.join(dir, "page-data/app-data.json"), JSON.stringify({ webpackCompilationHash: WEBPACK }));
  fs.writeFileSync(path.join(dir, "modules/index.html"), `<script>window.___webpackCompilationHash="${WEBPACK}";</script>`);
  const { version } = await stampSiteVersion(dir);
  expect(inlined(path.join(dir, "index.html"))).toBe(version);
  expect(inlined(path.join(dir, "modules/index.html"))).toBe(version);
  expect(appData(dir).webpackCompilationHash).toBe(version);
});

test("stamping twice with no build between changes nothing", async () => {
  const dir = site("Распознавание лиц");
  const first = await stampSiteVersion(dir);
  const second = await stampSiteVersion(dir);
  expect(second.version).toBe(first.version);
  expect(second.pages).toBe(0);
});

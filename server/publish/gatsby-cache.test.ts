import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clearForeignCache, foreignCacheFolder } from "./gatsby-cache";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-cache-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A project with a cache made in `madeIn`, as Gatsby writes .cache/sync-requires.js, and its built site. */
function project(madeIn: string) {
  fs.mkdirSync(path.join(root, ".cache"), { recursive: true });
  fs.writeFileSync(
    path.join(root, ".cache/sync-requires.js"),
    `exports.components = {\n  "component---src-pages-404-tsx": preferDefault(require("${madeIn}/src/pages/404.tsx")),\n}\n`,
  );
  fs.mkdirSync(path.join(root, "public"), { recursive: true });
  fs.writeFileSync(path.join(root, "public/index.html"), "<title>сайт</title>");
}

test("a cache made in this folder is kept, with the site built from it", () => {
  project(root);
  expect(foreignCacheFolder(root)).toBeNull();
  expect(clearForeignCache(root)).toBeNull();
  expect(fs.existsSync(path.join(root, ".cache/sync-requires.js"))).toBe(true);
  expect(fs.existsSync(path.join(root, "public/index.html"))).toBe(true);
});

test("a cache made in another folder (a project copied or moved) is removed with public/, so the build starts clean", () => {
  project("/srv/old-site");
  expect(foreignCacheFolder(root)).toBe("/srv/old-site");
  expect(clearForeignCache(root)).toBe("/srv/old-site");
  expect(fs.existsSync(path.join(root, ".cache"))).toBe(false);
  expect(fs.existsSync(path.join(root, "public"))).toBe(false);
});

test("no cache at all, or one that names no folder, is left alone", () => {
  expect(foreignCacheFolder(root)).toBeNull();
  fs.mkdirSync(path.join(root, ".cache"));
  fs.writeFileSync(path.join(root, ".cache/babelState.json"), "{}");
  expect(clearForeignCache(root)).toBeNull();
  expect(fs.existsSync(path.join(root, ".cache/babelState.json"))).toBe(true);
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { appScriptStarter } from "../../src/lib/app-scripts";
import { findLeakedSecrets, finishPages, robotsTxt } from "./post-build";

test("NUL bytes leaked by React's stream renderer are removed and the Russian text is whole again", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.mkdirSync(path.join(dir, "about"));
  const broken = Buffer.concat([Buffer.from("<p>мессендже"), Buffer.from([0, 0]), Buffer.from("ры</p>")]);
  fs.writeFileSync(path.join(dir, "about/index.html"), broken);
  fs.writeFileSync(path.join(dir, "index.html"), "<p>Главная</p>");

  await expect(finishPages(dir)).resolves.toEqual({ nulFixed: 1, scriptsDeferred: 0, realigned: 0 });
  expect(fs.readFileSync(path.join(dir, "about/index.html"), "utf8")).toBe("<p>мессенджеры</p>");
  expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>Главная</p>");
  fs.rmSync(dir, { recursive: true, force: true });
});

test("Gatsby's script tags become the starter once, in the pages that have them; a page already done is not written again", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const tags = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';
  const page = (scripts: string) => `<html><body><div id="___gatsby"><h1>Главная</h1></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}"</script>${scripts}</body></html>`;
  fs.writeFileSync(path.join(dir, "index.html"), page(tags));
  fs.writeFileSync(path.join(dir, "404.html"), "<p>Страница не найдена</p>");

  await expect(finishPages(dir)).resolves.toEqual({ nulFixed: 0, scriptsDeferred: 1, realigned: 0 });
  const starter = `<script id="app-scripts">${appScriptStarter(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script>`;
  expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(page(starter));
  fs.utimesSync(path.join(dir, "index.html"), new Date(0), new Date(0));

  await expect(finishPages(dir)).resolves.toEqual({ nulFixed: 0, scriptsDeferred: 0, realigned: 0 });
  expect(fs.statSync(path.join(dir, "index.html")).mtimeMs).toBe(0);
  fs.rmSync(dir, { recursive: true, force: true });
});

test("each page's starter also asks for its template's chunks, read from webpack's stats and the page's data", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const tags = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';
  const page = (scripts: string) => `<html><body><div id="___gatsby"></div>${scripts}</body></html>`;
  const app = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
  fs.writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({
      namedChunkGroups: {
        "component---src-pages-index-tsx": { assets: [{ name: "5b5c-shared.js" }, { name: "component---src-pages-index-tsx-7.js" }] },
        "component---src-pages-404-tsx": { assets: [{ name: "component---src-pages-404-tsx-8.js" }, { name: "component---src-pages-404-tsx-8.js.map" }] },
        "component---src-templates-module-tsx": { assets: [{ name: "5b5c-shared.js" }, { name: "component---src-templates-module-tsx-9.js" }] },
      },
    }),
  );
  const pageData = (route: string, componentChunkName: string) => {
    fs.mkdirSync(path.join(dir, "page-data", route), { recursive: true });
    fs.writeFileSync(path.join(dir, "page-data", route, "page-data.json"), JSON.stringify({ componentChunkName, path: `/${route}` }));
  };
  pageData("index", "component---src-pages-index-tsx");
  pageData("404.html", "component---src-pages-404-tsx");
  pageData("modules/faces", "component---src-templates-module-tsx");
  fs.mkdirSync(path.join(dir, "modules/faces"), { recursive: true });
  fs.mkdirSync(path.join(dir, "_gatsby/slices"), { recursive: true });
  for (const file of ["index.html", "404.html", "modules/faces/index.html", "_gatsby/slices/_gatsby-scripts-1.html"]) fs.writeFileSync(path.join(dir, file), page(tags));

  await expect(finishPages(dir)).resolves.toEqual({ nulFixed: 0, scriptsDeferred: 4, realigned: 0 });
  const starter = (pageCode: string[]) => page(`<script id="app-scripts">${appScriptStarter(app, pageCode)}</script>`);
  expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(starter(["/5b5c-shared.js", "/component---src-pages-index-tsx-7.js"]));
  expect(fs.readFileSync(path.join(dir, "404.html"), "utf8")).toBe(starter(["/component---src-pages-404-tsx-8.js"]));
  expect(fs.readFileSync(path.join(dir, "modules/faces/index.html"), "utf8")).toBe(starter(["/5b5c-shared.js", "/component---src-templates-module-tsx-9.js"]));
  // Gatsby's slice of scripts is no page: its starter asks for Gatsby's scripts only.
  expect(fs.readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).toBe(starter([]));
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a page needing all three touches is written once, with its text whole, the starter and Gatsby's hash", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const tags = '<script src="/app-3.js" async></script>';
  const head = (hash: string) => `<script>window.___webpackCompilationHash="${hash}";</script>`;
  fs.writeFileSync(
    path.join(dir, "index.html"),
    Buffer.concat([Buffer.from(`${head("0123456789abcdef0123")}<p>мессендже`), Buffer.from([0]), Buffer.from(`ры</p>${tags}`)]),
  );
  const writes = jest.spyOn(fs.promises, "writeFile");
  await expect(finishPages(dir, "66a70a6600215d3a95d6")).resolves.toEqual({ nulFixed: 1, scriptsDeferred: 1, realigned: 1 });
  expect(writes).toHaveBeenCalledTimes(1);
  writes.mockRestore();
  expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(
    `${head("66a70a6600215d3a95d6")}<p>мессенджеры</p><script id="app-scripts">${appScriptStarter(["/app-3.js"])}</script>`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
});

test("robots.txt allows crawling, keeps bots off the API and names the sitemap", () => {
  expect(robotsTxt("https://videumlab.ru")).toBe(
    "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://videumlab.ru/sitemap-index.xml\n",
  );
});

test("a server secret found in a bundle is reported with the file, and short values are not guessed at", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.writeFileSync(path.join(dir, "app-0123456789abcdef0123.js"), 'const t="123456:AAE-secret-token";');
  fs.mkdirSync(path.join(dir, "page-data"));
  fs.writeFileSync(path.join(dir, "page-data/app-data.json"), '{"webpackCompilationHash":"x"}');
  const env = { TELEGRAM_BOT_TOKEN: "123456:AAE-secret-token", LEADS_WEBHOOK_SECRET: "x", DATABASE_URL: "postgres://u:p@db/leads" };
  await expect(findLeakedSecrets(dir, env)).resolves.toEqual([{ file: "app-0123456789abcdef0123.js", variable: "TELEGRAM_BOT_TOKEN" }]);
  await expect(findLeakedSecrets(dir, {})).resolves.toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});

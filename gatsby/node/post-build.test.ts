import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findLeakedSecrets, robotsTxt, stripNulBytes } from "./post-build";

test("NUL bytes leaked by React's stream renderer are removed and the Russian text is whole again", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.mkdirSync(path.join(dir, "about"));
  const broken = Buffer.concat([Buffer.from("<p>мессендже"), Buffer.from([0, 0]), Buffer.from("ры</p>")]);
  fs.writeFileSync(path.join(dir, "about/index.html"), broken);
  fs.writeFileSync(path.join(dir, "index.html"), "<p>Главная</p>");

  await expect(stripNulBytes(dir)).resolves.toBe(1);
  expect(fs.readFileSync(path.join(dir, "about/index.html"), "utf8")).toBe("<p>мессенджеры</p>");
  expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>Главная</p>");
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

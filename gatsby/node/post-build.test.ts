import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { robotsTxt, stripNulBytes } from "./post-build";

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

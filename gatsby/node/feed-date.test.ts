import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { keepFeedDateWhileUnchanged } from "./feed-date";

let dir: string;
let feedFile: string;
let stateFile: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-date-"));
  feedFile = path.join(dir, "rss.xml");
  stateFile = path.join(dir, "feed-date.json");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What gatsby-plugin-feed writes: the build's time as the feed's date. */
const build = (when: string, article: string) =>
  fs.writeFileSync(feedFile, `<rss><channel><lastBuildDate>${when}</lastBuildDate><item><title>${article}</title></item></channel></rss>`);

test("a rebuild with the same articles keeps the feed byte for byte, with the date of the build that changed it", async () => {
  build("Thu, 26 Nov 2026 10:00:00 GMT", "Как мы считали людей в метро");
  await keepFeedDateWhileUnchanged(feedFile, stateFile);
  const first = fs.readFileSync(feedFile, "utf8");
  build("Fri, 27 Nov 2026 18:30:00 GMT", "Как мы считали людей в метро");
  await expect(keepFeedDateWhileUnchanged(feedFile, stateFile)).resolves.toBe(true);
  expect(fs.readFileSync(feedFile, "utf8")).toBe(first);
});

test("a changed article gives the feed the new build's date", async () => {
  build("Thu, 26 Nov 2026 10:00:00 GMT", "Как мы считали людей в метро");
  await keepFeedDateWhileUnchanged(feedFile, stateFile);
  build("Fri, 27 Nov 2026 18:30:00 GMT", "Как мы считали пассажиров в метро");
  await expect(keepFeedDateWhileUnchanged(feedFile, stateFile)).resolves.toBe(false);
  expect(fs.readFileSync(feedFile, "utf8")).toContain("<lastBuildDate>Fri, 27 Nov 2026 18:30:00 GMT</lastBuildDate>");
  build("Sat, 28 Nov 2026 09:00:00 GMT", "Как мы считали пассажиров в метро");
  await keepFeedDateWhileUnchanged(feedFile, stateFile);
  expect(fs.readFileSync(feedFile, "utf8")).toContain("<lastBuildDate>Fri, 27 Nov 2026 18:30:00 GMT</lastBuildDate>");
});

test("without a feed or a remembered date nothing is changed", async () => {
  await expect(keepFeedDateWhileUnchanged(feedFile, stateFile)).resolves.toBe(false);
  build("Thu, 26 Nov 2026 10:00:00 GMT", "Статья");
  fs.writeFileSync(stateFile, "{not json");
  await expect(keepFeedDateWhileUnchanged(feedFile, stateFile)).resolves.toBe(false);
  expect(fs.readFileSync(feedFile, "utf8")).toContain("Thu, 26 Nov 2026 10:00:00 GMT");
});

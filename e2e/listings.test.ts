import fs from "node:fs";
import path from "node:path";
import { COLLECTIONS, entryPath, type CollectionName } from "../rules/routes";
import { ROOT, setupSite } from "./harness";

const site = setupSite();

/** Every address of a collection, read from its content files. */
function entryPaths(dir: CollectionName): string[] {
  const collection = COLLECTIONS.find((c) => c.dir === dir);
  if (!collection) throw new Error(`no collection ${dir}`);
  return fs
    .readdirSync(path.join(ROOT, "content", dir))
    .filter((f) => f.endsWith(".json"))
    .map((f) => entryPath(collection, (JSON.parse(fs.readFileSync(path.join(ROOT, "content", dir, f), "utf8")) as { slug: string }).slug));
}

const LISTINGS: [string, CollectionName, number][] = [
  ["/modules", "modules", 18],
  ["/services", "services", 9],
  ["/services/computer-vision", "industries", 7],
  ["/services/data-labeling", "datasets", 10],
  ["/ai-projects", "projects", 14],
];

describe.each(LISTINGS)("%s", (route, dir, count) => {
  test(`links to each of its ${count} ${dir}`, async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
    const linked = await page.$$eval("main a[href]", (links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const expected = entryPaths(dir);
    expect(expected).toHaveLength(count);
    expect(expected.filter((p) => !linked.includes(p))).toEqual([]);
    await page.close();
  });
});

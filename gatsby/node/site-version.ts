/**
 * Gatsby tells an open tab that the site changed under it by one value: app-data.json's
 * webpackCompilationHash against the copy inlined in the page the tab loaded. When they differ, the
 * tab's next navigation is a full page load. But the value is the hash of the JavaScript only, and a
 * content edit leaves it as it was: a tab opened before the edit keeps the page-data it prefetched
 * into memory and shows yesterday's page on its next click, for as long as it stays open
 * (gatsbyjs/gatsby#37493). So the value is made the site's version: the JavaScript's hash and every
 * page-data file's content. A build with the same content keeps it, so nothing reloads for nothing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { filesIn } from "./files";

/** Where a page carries the version (Gatsby inlines it in a script of its own). */
export const INLINED_VERSION = /window\.___webpackCompilationHash="[0-9a-f]+"/g;

export interface StampResult {
  version: string;
  /** HTML files whose inlined value was changed. */
  pages: number;
}

/** The value every page and app-data.json carry: 20 hex digits, like webpack's own. */
export async function siteVersion(publicDir: string, webpackHash: string): Promise<string> {
  const dataDir = path.join(publicDir, "page-data");
  const files = (await filesIn(dataDir, [".json"])).filter((file) => path.basename(file) !== "app-data.json").sort();
  const digest = crypto.createHash("sha256").update(webpackHash);
  for (const file of files) digest.update(path.relative(dataDir, file)).update("\0").update(await fs.promises.readFile(file)).update("\0");
  return digest.digest("hex").slice(0, 20);
}

/**
 * Writes the site's version into app-data.json and every HTML page. The webpack hash is kept beside
 * it in app-data.json, so a rebuild that keeps Gatsby's cache computes the same version again.
 */
export async function stampSiteVersion(publicDir: string): Promise<StampResult> {
  const appDataFile = path.join(publicDir, "page-data", "app-data.json");
  const appData = JSON.parse(await fs.promises.readFile(appDataFile, "utf8")) as { webpackCompilationHash: string; webpackHash?: string };
  // Gatsby rewrites app-data.json on every build; a file already stamped (no new build since) keeps its source hash.
  const webpackHash = appData.webpackHash ?? appData.webpackCompilationHash;
  const version = await siteVersion(publicDir, webpackHash);
  let pages = 0;
  for (const file of await filesIn(publicDir, [".html"])) {
    const html = await fs.promises.readFile(file, "utf8");
    const stamped = html.replace(INLINED_VERSION, `window.___webpackCompilationHash="${version}"`);
    if (stamped === html) continue;
    await fs.promises.writeFile(file, stamped);
    pages += 1;
  }
  await fs.promises.writeFile(appDataFile, JSON.stringify({ webpackCompilationHash: version, webpackHash }));
  return { version, pages };
}

/**
 * Gatsby tells an open tab that the site changed under it by one value: app-data.json's
 * webpackCompilationHash against the copy inlined in the page the tab loaded. But the value is the hash
 * of the JavaScript only, and a content edit leaves it as it was: a tab opened before the edit keeps the
 * page-data it prefetched into memory and shows yesterday's page on its next click (gatsbyjs/gatsby#37493).
 * So the build also writes the site's version — the JavaScript's hash and every page-data file's
 * content — into app-data.json as `siteVersion`; the server states it on every response it serves
 * (`Server-Timing: site;desc=…`, server/releases/active-site), and a tab compares its page's with the live
 * one before a page change (src/lib/site-version). Nothing of it is written into the pages: a one-entry
 * edit rewrites only the pages whose HTML or data change, and a publish recompresses and reloads those
 * alone (issue #35). A build with the same content keeps the version, so nothing reloads for nothing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { filesIn } from "./files";

/** Where a page carries Gatsby's hash (inlined in a script of its own). */
export const INLINED_HASH = /window\.___webpackCompilationHash="[0-9a-f]+"/g;

/** The site's version: 20 hex digits, like webpack's own. */
export async function siteVersion(publicDir: string, webpackHash: string): Promise<string> {
  const dataDir = path.join(publicDir, "page-data");
  const files = (await filesIn(dataDir, [".json"])).filter((file) => path.basename(file) !== "app-data.json").sort();
  const digest = crypto.createHash("sha256").update(webpackHash);
  for (const file of files) digest.update(path.relative(dataDir, file)).update("\0").update(await fs.promises.readFile(file)).update("\0");
  return digest.digest("hex").slice(0, 20);
}

const appDataFileOf = (publicDir: string) => path.join(publicDir, "page-data", "app-data.json");

/** Gatsby's hash of the build's JavaScript in app-data.json's text. */
function webpackHashIn(appDataJson: string): string {
  const appData = JSON.parse(appDataJson) as { webpackCompilationHash: string; webpackHash?: string };
  // An app-data.json stamped by a build before issue #35 (no Gatsby build since) keeps Gatsby's hash in webpackHash.
  return appData.webpackHash ?? appData.webpackCompilationHash;
}

/** Gatsby's hash of this build's JavaScript, as app-data.json holds it. */
export async function readWebpackHash(publicDir: string): Promise<string> {
  return webpackHashIn(await fs.promises.readFile(appDataFileOf(publicDir), "utf8"));
}

/**
 * The page with Gatsby's hash where it inlines one. A page a build before issue #35 stamped with a
 * version of the site, and that this build did not render again, would otherwise make Gatsby take
 * every page change for a new deploy; after the first such build there are none. Done in the pass that
 * finishes the pages (post-build.ts), so a page is read and written once.
 */
export function alignInlinedHash(html: string, webpackHash: string): string {
  return html.replace(INLINED_HASH, `window.___webpackCompilationHash="${webpackHash}"`);
}

/** Writes the site's version into app-data.json beside Gatsby's hash, which stays as Gatsby wrote it. */
export async function writeSiteVersion(publicDir: string): Promise<{ version: string }> {
  const appDataFile = appDataFileOf(publicDir);
  const written = await fs.promises.readFile(appDataFile, "utf8");
  const webpackHash = webpackHashIn(written);
  const version = await siteVersion(publicDir, webpackHash);
  const next = JSON.stringify({ webpackCompilationHash: webpackHash, siteVersion: version });
  if (written !== next) await fs.promises.writeFile(appDataFile, next);
  return { version };
}

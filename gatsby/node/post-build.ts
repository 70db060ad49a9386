import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../config/env";
import { writeBlogIndex } from "./blog-index";
import { keepFeedDateWhileUnchanged } from "./feed-date";
import { querySearchContent, writeSearchIndex } from "./search-index";
import { precompress } from "./precompress";
import { alignInlinedHash, readWebpackHash, writeSiteVersion } from "./site-version";
import { filesIn } from "./files";
import { saveTypografMemo } from "../typograf";
import { typografMemoFile } from "./bootstrap";
import { deferAppScripts } from "../../src/lib/app-scripts";
import { readPageCode } from "./page-code";
import { shrinkAppIcons } from "./app-icons";

/** Text files of the built site a browser can download. */
export const BROWSER_FILES = [".js", ".html", ".json", ".map", ".txt", ".xml", ".webmanifest"] as const;

/** The server's secrets (server/config.ts): never to be found in what the browser downloads. */
export const SERVER_SECRETS = ["TELEGRAM_BOT_TOKEN", "SMTP_URL", "LEADS_WEBHOOK_URL", "LEADS_WEBHOOK_SECRET", "DATABASE_URL"] as const;

/**
 * Files of the built site containing the value of a server secret set in the build's environment
 * (a GATSBY_-prefixed copy, or code reading it, would inline it into a bundle). Short values are
 * skipped: they would match by chance.
 */
export async function findLeakedSecrets(
  publicDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ file: string; variable: string }[]> {
  const secrets = SERVER_SECRETS.flatMap((variable) => {
    const value = env[variable];
    return value && value.length >= 8 ? [{ variable, value }] : [];
  });
  if (secrets.length === 0) return [];
  const leaks: { file: string; variable: string }[] = [];
  for (const file of await filesIn(publicDir, BROWSER_FILES)) {
    const text = await fs.promises.readFile(file, "utf8");
    for (const { variable, value } of secrets) {
      if (text.includes(value)) leaks.push({ file: path.relative(publicDir, file), variable });
    }
  }
  return leaks;
}

/**
 * The last touches to the pages Gatsby wrote, in one pass — each page read once and written at most
 * once, only if it changes (Gatsby stitches its script tags into every page again on each build):
 * - React 18's streaming renderer, which Gatsby uses for static HTML, flushes its whole 2 KB buffer when
 *   a multi-byte character (all of Cyrillic) does not fit at its end, leaking NUL bytes into the page
 *   (facebook/react#26228, fixed only in React 19; gatsbyjs/gatsby#37989). NUL is never valid in HTML,
 *   and the character itself is written in the next chunk, so removing the NULs restores the text.
 * - The page's code is asked for once its first screen is painted (src/lib/app-scripts): Gatsby stitches
 *   its script tags in after rendering, so they are replaced here; its template's chunks are asked for
 *   with them (gatsby/node/page-code.ts).
 * - Gatsby's hash where a build before issue #35 left another (site-version.ts), when `webpackHash` is given.
 */
export async function finishPages(publicDir: string, webpackHash?: string): Promise<{ nulFixed: number; scriptsDeferred: number; realigned: number }> {
  const done = { nulFixed: 0, scriptsDeferred: 0, realigned: 0 };
  const pageCode = await readPageCode(publicDir);
  for (const file of await filesIn(publicDir, [".html"])) {
    let bytes = await fs.promises.readFile(file);
    const hasNul = bytes.includes(0);
    if (hasNul) {
      bytes = Buffer.from(bytes.filter((b) => b !== 0));
      done.nulFixed += 1;
    }
    const text = bytes.toString("utf8");
    const deferred = deferAppScripts(text, await pageCode(file));
    if (deferred !== null) done.scriptsDeferred += 1;
    const withStarter = deferred ?? text;
    const aligned = webpackHash === undefined ? withStarter : alignInlinedHash(withStarter, webpackHash);
    if (aligned !== withStarter) done.realigned += 1;
    if (hasNul || aligned !== text) await fs.promises.writeFile(file, aligned);
  }
  return done;
}

/** robots.txt pointing at the sitemap on the configured origin (SITE_URL). */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const articles = await writeBlogIndex(graphql, publicDir);
  reporter.info(`Blog index: ${articles} articles`);
  const { content, synonyms } = await querySearchContent(graphql);
  const search = await writeSearchIndex(publicDir, content, synonyms);
  reporter.info(`Search index: ${search.documents} pages, ${(search.bytes / 1024).toFixed(0)} KB → ${search.index}`);
  await fs.promises.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(SITE_URL));
  await saveTypografMemo(typografMemoFile(program.directory));
  await keepFeedDateWhileUnchanged(path.join(publicDir, "rss.xml"), path.join(program.directory, ".cache", "feed-date.json"));
  const pages = await finishPages(publicDir, await readWebpackHash(publicDir));
  if (pages.nulFixed > 0) reporter.info(`Removed React 18 NUL bytes from ${pages.nulFixed} HTML files`);
  if (pages.scriptsDeferred > 0) reporter.info(`Page code asked for after the first screen in ${pages.scriptsDeferred} HTML files`);
  if (pages.realigned > 0) reporter.info(`Gatsby's hash put back in ${pages.realigned} pages stamped by an earlier build`);
  const icons = await shrinkAppIcons(publicDir, path.join(program.directory, ".cache", "app-icons"));
  reporter.info(`App icons: ${icons.files} files, ${(icons.before / 1024).toFixed(0)} → ${(icons.after / 1024).toFixed(0)} KB (${icons.reused} from the cache)`);
  const stamp = await writeSiteVersion(publicDir);
  reporter.info(`Site version ${stamp.version} (JavaScript and content) in app-data.json`);
  const leaks = await findLeakedSecrets(publicDir);
  if (leaks.length > 0) {
    reporter.panicOnBuild(
      `Server secrets in the public site: ${leaks.map((l) => `${l.variable} in public/${l.file}`).join(", ")}. ` +
        "Secrets must never be read by browser code or carry the GATSBY_ prefix.",
    );
  }
  // Last: every file above is final now.
  const started = Date.now();
  const packed = await precompress(publicDir, path.join(program.directory, ".cache", "precompress-digests.json"));
  reporter.info(
    `Precompressed ${packed.files} files (${packed.reused} unchanged kept) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${(packed.bytes / 1e6).toFixed(1)} MB → brotli ${(packed.brotliBytes / 1e6).toFixed(1)} MB, gzip ${(packed.gzipBytes / 1e6).toFixed(1)} MB`,
  );
};

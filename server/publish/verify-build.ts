/**
 * A publish checks its own work (issue #48): before the switch, every content entry that has a page of
 * its own must have had that page rendered from the entry's text as it is now. The build records in each
 * such page's context the digest Gatsby's data layer holds for the entry's file (gatsby/node/source-digest.ts:
 * gatsby-source-filesystem's MD5 of the file); here the same digest is computed from the file on disk and
 * compared with the one in the page's page-data.json. A page built from an older version of its file — a
 * stale cache after a killed build — or missing altogether is a mismatch, and the publish does not switch.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { COLLECTIONS, entryPath } from "../../rules/routes";
import { articlePath } from "../../rules/blog";
import { SOURCE_DIGEST_KEY } from "../../content-model/contract/page-source";
import { listJson } from "../../content-model/check";

export interface StalePage {
  /** As an editor names it: content/modules/faces.json. */
  file: string;
  /** The page's address: /modules/faces. */
  page: string;
  problem: "missing" | "stale";
}

interface Entry {
  absPath: string;
  page: string;
  /** gatsby-source-filesystem's contentDigest of the file: the MD5 of its bytes, read once with the entry. */
  digest: string;
}

/** The file's text and its digest, from one read. */
function readEntry(absPath: string): { text: string; digest: string } {
  const bytes = fs.readFileSync(absPath);
  return { text: bytes.toString("utf8"), digest: crypto.createHash("md5").update(bytes).digest("hex") };
}

function jsonField(text: string, field: string): unknown {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>)[field] : undefined;
  } catch {
    return undefined;
  }
}

/** Every entry of the content folder with a page of its own, and that page's address. */
export function entriesWithPages(contentDir: string): Entry[] {
  const entries: Entry[] = [];
  for (const collection of COLLECTIONS) {
    for (const absPath of listJson(path.join(contentDir, collection.dir))) {
      const { text, digest } = readEntry(absPath);
      const slug = jsonField(text, "slug");
      if (typeof slug === "string") entries.push({ absPath, page: entryPath(collection, slug), digest });
    }
  }
  for (const absPath of listJson(path.join(contentDir, "pages"))) {
    const { text, digest } = readEntry(absPath);
    const page = jsonField(text, "path");
    if (typeof page === "string") entries.push({ absPath, page, digest });
  }
  const blogDir = path.join(contentDir, "blog");
  if (fs.existsSync(blogDir)) {
    for (const name of fs.readdirSync(blogDir).sort()) {
      const absPath = path.join(blogDir, name, "index.md");
      if (!fs.existsSync(absPath)) continue;
      const { text, digest } = readEntry(absPath);
      let slug: unknown;
      try {
        slug = (matter(text).data as { slug?: unknown }).slug;
      } catch {
        continue;
      }
      if (typeof slug === "string") entries.push({ absPath, page: articlePath(slug), digest });
    }
  }
  return entries;
}

/** Where Gatsby writes the data of the page at `page` inside the built site. */
export function pageDataFile(buildDir: string, page: string): string {
  const trimmed = page.replace(/^\/+|\/+$/g, "");
  return path.join(buildDir, "page-data", trimmed === "" ? "index" : trimmed, "page-data.json");
}

/** The digest the page was built from; null when it records none (an older build), undefined when there is no page. */
function recordedDigest(file: string): string | null | undefined {
  let data: { result?: { pageContext?: Record<string, unknown> } };
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8")) as typeof data;
  } catch {
    return undefined; // absent, or cut short by a killed write
  }
  const digest = data.result?.pageContext?.[SOURCE_DIGEST_KEY];
  return typeof digest === "string" ? digest : null;
}

/** The entries whose page in `buildDir` was not built from the file as it is now in `contentDir`. */
export function stalePages(contentDir: string, buildDir: string): StalePage[] {
  const label = (abs: string) => path.join(path.basename(contentDir), path.relative(contentDir, abs));
  const stale: StalePage[] = [];
  for (const { absPath, page, digest } of entriesWithPages(contentDir)) {
    const recorded = recordedDigest(pageDataFile(buildDir, page));
    if (recorded === undefined) stale.push({ file: label(absPath), page, problem: "missing" });
    else if (recorded !== digest) stale.push({ file: label(absPath), page, problem: "stale" });
  }
  return stale;
}

/** «content/modules/faces.json → /modules/faces: страница собрана из прежней версии файла» */
export function describeStalePage({ file, page, problem }: StalePage): string {
  return `${file} → ${page}: ${problem === "missing" ? "страница не собрана" : "страница собрана из прежней версии файла"}`;
}

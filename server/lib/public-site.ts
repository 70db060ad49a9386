import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { normalizePath } from "../../rules/routes";
import { identityOf } from "./memory-files";

/**
 * A built site (public/ or a release), read once when it is loaded (its folder never changes while it
 * is served; a new build is a new release, see server/releases): which files exist, how an address maps to a file, and the hashes of each page's inline
 * scripts for its Content-Security-Policy.
 */
export interface PublicSite {
  root: string;
  /** The HTML files, relative to root. */
  pages: readonly string[];
  /** File (relative to root) that answers a URL path, or null. "/about" → "about/index.html". */
  resolve(urlPath: string): string | null;
  /** Where a URL that is not a file should go instead (lower case, no trailing slash), or null. */
  redirectFor(urlPath: string): string | null;
  /** CSP source expressions ('sha256-…') for the inline scripts of an HTML file. */
  scriptHashes(file: string): readonly string[];
  /** The <title> of the page at a URL path, or null (names the page a no-JS form was sent from). */
  pageTitle(urlPath: string): string | null;
  /** What was read of each page, by its file's identity: a later release takes over its unchanged pages'. */
  readonly pageFacts: ReadonlyMap<string, PageFacts>;
  /** HTML files read from disk when the site was loaded (the rest were taken over). */
  readonly pagesRead: number;
}

/** What the server keeps of one HTML file. */
interface PageFacts {
  hashes: string[];
  title: string | undefined;
}

const TITLE = /<title[^>]*>([^<]*)<\/title>/i;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: "\u00a0" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, name: string) => ENTITIES[name]);

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

async function walk(dir: string, root: string, out: string[]) {
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(abs, root, out);
    else if (entry.isFile()) out.push(path.relative(root, abs).split(path.sep).join("/"));
  }
}

function decode(urlPath: string): string | null {
  try {
    const decoded = decodeURIComponent(urlPath.split("?")[0]);
    if (decoded.includes("\0") || decoded.split("/").includes("..")) return null;
    return decoded;
  } catch {
    return null;
  }
}

/**
 * Reads a built site. Asynchronous, one file at a time: a switch to a new release loads it while the
 * server keeps answering from the old one, and the reads must not stall those requests. Pages that are
 * the same files as in `previous` (hard-linked by the release store: same inode, size and time) are
 * not read again.
 */
export async function loadPublicSite(root: string, previous?: PublicSite): Promise<PublicSite> {
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`${root} holds no built site (index.html is missing): run npm run build first`);
  }
  const files: string[] = [];
  await walk(root, root, files);
  const fileSet = new Set(files);
  const facts = new Map<string, PageFacts>();
  const byFile = new Map<string, PageFacts>();
  let pagesRead = 0;
  for (const file of files) {
    if (!file.endsWith(".html")) continue;
    const identity = identityOf(await fs.promises.stat(path.join(root, file)));
    let page = previous?.pageFacts.get(identity);
    if (!page) {
      const html = await fs.promises.readFile(path.join(root, file), "utf8");
      pagesRead += 1;
      const list = new Set<string>();
      for (const match of html.matchAll(INLINE_SCRIPT)) {
        if (match[1].length === 0) continue;
        list.add(`'sha256-${crypto.createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
      }
      const title = TITLE.exec(html)?.[1];
      page = { hashes: [...list], title: title ? decodeEntities(title.trim()) : undefined };
    }
    facts.set(identity, page);
    byFile.set(file, page);
  }

  function resolve(urlPath: string): string | null {
    const decoded = decode(urlPath);
    if (decoded === null || !decoded.startsWith("/")) return null;
    if (decoded === "/") return "index.html";
    if (decoded.endsWith("/")) return null;
    const relative = decoded.slice(1);
    if (fileSet.has(relative)) return relative;
    const index = `${relative}/index.html`;
    return fileSet.has(index) ? index : null;
  }

  function redirectFor(urlPath: string): string | null {
    const [pathname, query] = urlPath.split(/\?(.*)/s, 2);
    const decoded = decode(pathname);
    if (decoded === null) return null;
    const candidate = normalizePath(decoded).toLowerCase();
    if (candidate === decoded || resolve(candidate) === null) return null;
    return query ? `${encodeURI(candidate)}?${query}` : encodeURI(candidate);
  }

  return {
    root,
    pages: files.filter((file) => file.endsWith(".html")),
    resolve,
    redirectFor,
    scriptHashes: (file) => byFile.get(file)?.hashes ?? [],
    pageTitle: (urlPath) => {
      const file = resolve(urlPath);
      return (file && byFile.get(file)?.title) || null;
    },
    pageFacts: facts,
    pagesRead,
  };
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/** Gatsby names bundles with a content hash: app-3f1c….js, styles.9a2b….css, 731-d41d….js. */
const HASHED_ASSET = /[-.][0-9a-f]{16,}\.(js|css)$/;

/** A file whose name carries its content's hash: the same name never holds other bytes. */
export function isImmutableAsset(file: string): boolean {
  return file.startsWith("static/") || (file !== "sw.js" && HASHED_ASSET.test(file));
}

/**
 * Gatsby's hashed script bundles (app-3f1c….js, 731-d41d….js): a page's code, never a page itself nor a
 * worker's script (the service worker is sw.js, unhashed).
 */
export function isScriptBundle(file: string): boolean {
  return file.endsWith(".js") && !file.startsWith("static/") && isImmutableAsset(file);
}

/**
 * Security headers that act only on a document (or a worker's global scope): the content policy, framing,
 * the opener and agent-cluster policies, the referrer policy, HSTS (honoured from the page's own answer)
 * and Internet Explorer's and Flash's switches. A script bundle is sent without them: they did nothing
 * there, and came to 0.6 KB on each of a page's six bundles (issue #34: 3.6 KB of the home page's 98 KB
 * of JavaScript). `nosniff` and the cross-origin resource policy, which do act on a script, stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/** Gatsby's caching rules (docs: "Caching Static Sites"). */
export function cacheControlFor(file: string): string {
  return isImmutableAsset(file) ? IMMUTABLE : REVALIDATE;
}

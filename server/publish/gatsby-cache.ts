/**
 * Gatsby's cache (.cache/) holds absolute paths of the project it was made in: its page components
 * (.cache/sync-requires.js requires "/srv/site/src/pages/404.tsx") and its Babel plugins. A built project
 * copied or moved to another folder keeps them, and its first build there fails half-way («Building
 * static HTML failed … The result of this StaticQuery could not be fetched»), the next one recovering.
 * So before a publish builds, a cache made in another folder is removed, with the site Gatsby built
 * from it (Gatsby's cache and public/ go together or not at all), and the build starts clean.
 */
import fs from "node:fs";
import path from "node:path";

/** The files of the cache that name the project's folder. */
const NAMING_FILES = ["sync-requires.js", "babelState.json"] as const;

/** The folder the cache at `<root>/.cache` was made in, when it names one that is not `root`; else null. */
export function foreignCacheFolder(root: string): string | null {
  const own = path.resolve(root);
  for (const name of NAMING_FILES) {
    let text: string;
    try {
      text = fs.readFileSync(path.join(own, ".cache", name), "utf8");
    } catch {
      continue;
    }
    // The folder before the first /src/ or /node_modules/ the file requires: the project it was made in.
    const made = /"(\/[^"]*?)\/(?:src|node_modules|\.cache)\//.exec(text)?.[1];
    if (made !== undefined) return made === own ? null : made;
  }
  return null;
}

/** Removes a cache made in another folder, and the site built from it; says what it removed, or null. */
export function clearForeignCache(root: string): string | null {
  const made = foreignCacheFolder(root);
  if (made === null) return null;
  for (const dir of [".cache", "public"]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  return made;
}

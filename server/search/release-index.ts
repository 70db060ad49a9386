/**
 * The search index of the site being served (the /search page without JavaScript): the one the build
 * wrote into that site's folder (gatsby/node/search-index.ts, found by its pointer file), opened at the
 * first search and kept while that site is served. A published release is a new served site, so its
 * index is opened afresh; the releases part hands over the folder only.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { SiteSearch, parseSearchIndex } from "../../rules/search/engine";
import { SEARCH_POINTER_FILE, isSearchPointer } from "../../rules/search/files";

const opened = new WeakMap<object, SiteSearch | null>();

/** The index in `root` (a built site's folder), or null with a warning when it is missing or unreadable. */
function loadSearch(root: string, log: FastifyBaseLogger): SiteSearch | null {
  try {
    const pointer: unknown = JSON.parse(fs.readFileSync(path.join(root, SEARCH_POINTER_FILE), "utf8"));
    if (!isSearchPointer(pointer)) throw new Error(`${SEARCH_POINTER_FILE}: not a search pointer`);
    return new SiteSearch(parseSearchIndex(fs.readFileSync(path.join(root, pointer.index), "utf8")));
  } catch (error) {
    log.warn({ err: error, root }, "search index missing or unreadable: /search without JavaScript finds nothing");
    return null;
  }
}

/** The index of `site`, opened once per served site (the object the releases part serves it as). */
export function searchOf(site: { root: string }, log: FastifyBaseLogger): SiteSearch | null {
  if (!opened.has(site)) opened.set(site, loadSearch(site.root, log));
  return opened.get(site) ?? null;
}

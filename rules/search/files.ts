/** Where a release keeps its search index: a pointer with a fixed name, the index under a content hash. */

/** The results page (src/pages/search.tsx; the server fills it in for ?q= without JavaScript). */
export const SEARCH_PATH = "/search";

/** `{ "index": "/static/search/<hash>.json", "documents": 79 }`, revalidated like HTML. */
export const SEARCH_POINTER_FILE = "/data/search.json";
/** The index itself: the same bytes keep the same name from release to release, cached for good. */
export const SEARCH_INDEX_DIR = "/static/search";

export interface SearchPointer {
  index: string;
  documents: number;
}

export function isSearchPointer(value: unknown): value is SearchPointer {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.index === "string" && v.index.startsWith(`${SEARCH_INDEX_DIR}/`) && typeof v.documents === "number";
}

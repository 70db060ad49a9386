/**
 * The search engine and the release's index, fetched once per visit and only when the visitor reaches
 * for the search: import this module with import(), never statically from a page or the header.
 */
import { SiteSearch, parseSearchIndex } from "../../../rules/search/engine";
import { SEARCH_POINTER_FILE, isSearchPointer } from "../../../rules/search/files";

let pending: Promise<SiteSearch> | null = null;

async function fetchSearch(): Promise<SiteSearch> {
  // The pointer is revalidated (it names the live release's index); the index itself is immutable.
  const pointerResponse = await fetch(SEARCH_POINTER_FILE, { cache: "no-cache" });
  if (!pointerResponse.ok) throw new Error(`${SEARCH_POINTER_FILE}: ${pointerResponse.status}`);
  const pointer: unknown = await pointerResponse.json();
  if (!isSearchPointer(pointer)) throw new Error(`${SEARCH_POINTER_FILE}: not a search pointer`);
  const indexResponse = await fetch(pointer.index);
  if (!indexResponse.ok) throw new Error(`${pointer.index}: ${indexResponse.status}`);
  return new SiteSearch(parseSearchIndex(await indexResponse.text()));
}

export function siteSearch(): Promise<SiteSearch> {
  pending ??= fetchSearch().catch((error: unknown) => {
    pending = null; // the next attempt fetches again
    throw error;
  });
  return pending;
}

/** Tells the server a query found nothing (text only; see server/routes/search-misses.ts). */
export function reportMiss(query: string): void {
  const body = JSON.stringify({ q: query });
  fetch("/api/search/misses", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true }).catch(() => undefined);
}

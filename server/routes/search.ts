import type { FastifyPluginAsync } from "fastify";
import { SEARCH_PATH } from "../../rules/search/copy";
import { fillSearchPage } from "../lib/search-page";
import { searchOf } from "../search/release-index";

/** How many hits the page without JavaScript lists (the browser lists the same first ones). */
export const SERVER_SEARCH_LIMIT = 50;

export interface SearchRoutesOptions {
  /** Called with a query that found nothing (the editors' list of misses). */
  onMiss?: (query: string) => void;
}

/**
 * /search?q=… rendered by the server: the built page with the results of the release's own index,
 * ranked by the same module the browser uses, so a visitor without JavaScript (and a shared link
 * opened before the script runs) sees the same first results. Without q the page goes out as built.
 */
export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (app, { onMiss }) => {
  app.get<{ Querystring: { q?: string | string[] } }>(SEARCH_PATH, async (request, reply) => {
    const file = request.site.site.resolve(SEARCH_PATH);
    if (!file) return reply.callNotFound();
    const html = request.site.html(file);
    // Result pages are not for search engines, whatever the query.
    reply.type("text/html; charset=utf-8").header("x-robots-tag", "noindex");
    const raw = request.query.q;
    const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
    if (!query) {
      reply.header("cache-control", "public, max-age=0, must-revalidate");
      return html;
    }
    reply.header("cache-control", "no-store");
    const search = searchOf(request.site, request.log);
    if (!search) return html;
    const outcome = search.search(query, { limit: SERVER_SEARCH_LIMIT });
    if (outcome.hits.length === 0 && outcome.query.length >= 2) onMiss?.(outcome.query);
    return fillSearchPage(html, outcome);
  });
};

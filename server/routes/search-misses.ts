import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsync } from "fastify";
import { MAX_QUERY_LENGTH } from "../../rules/search/engine";

/** How many different queries the table keeps; the ones not searched for longest make room. */
export const MAX_SEARCH_MISSES = 5000;
/** Misses one client address may report a minute (counted in memory, the address is not stored). */
export const SEARCH_MISS_RATE_LIMIT = 20;

export const SEARCH_MISSES_PATH = "/api/search/misses";

function refuse(message: string) {
  return { error: "Bad Request", message, statusCode: 400 };
}

/**
 * POST /api/search/misses {q}: a search on the site found nothing. Only the query's text is kept, with
 * a count and the first and last time (docs/engineering/search.md, «Для редакторов: что искали и не нашли»): no address, no cookie, nothing that
 * identifies the visitor. The same miss is also counted by the server when it renders /search?q=….
 */
export const searchMissRoutes: FastifyPluginAsync<{ record: (query: string) => Promise<void> }> = async (app, { record }) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Слишком много запросов подряд. Попробуйте через ${Math.ceil(context.ttl / 1000)} с.`,
    }),
  });

  app.post<{ Body: unknown }>(SEARCH_MISSES_PATH, { config: { rateLimit: { max: SEARCH_MISS_RATE_LIMIT, timeWindow: "1 minute" } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const body = request.body;
    const q = typeof body === "object" && body !== null && "q" in body ? (body as { q: unknown }).q : undefined;
    if (typeof q !== "string") return reply.code(400).send(refuse("Нужно поле q — текст запроса"));
    const query = q.replace(/\s+/g, " ").trim();
    if (query.length < 2) return reply.code(400).send(refuse("Запрос короче двух символов не сохраняется"));
    if (query.length > MAX_QUERY_LENGTH) return reply.code(400).send(refuse(`Запрос длиннее ${MAX_QUERY_LENGTH} символов`));
    await record(query.toLowerCase());
    return reply.code(204).send();
  });
};

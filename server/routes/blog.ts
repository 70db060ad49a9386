import crypto from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { listPage, parseListQuery, QueryError } from "../../rules/blog-api";

export interface BlogRoutesOptions {
  /** How long view counts are reused between requests. */
  viewsCacheMs?: number;
}

/** A CDN may keep an answer for a minute and serve it stale while it revalidates; views move slowly. */
const CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** The day a view counts for ("2026-11-22"), in Moscow, where the readers are. */
const MOSCOW_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" });

/** The app's error handler answers it as JSON 404 {error, message, statusCode}, not to be cached. */
const articleNotFound = () => Object.assign(new Error("Статья не найдена"), { statusCode: 404 });

/** JSON with an ETag of its bytes; a matching If-None-Match gets 304 and no body. */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const etag = `"${crypto.createHash("sha1").update(json).digest("base64url")}"`;
  reply.header("cache-control", CACHE_CONTROL).header("etag", etag).header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(json);
}

/**
 * SPEC §7's content API over the blog index the build wrote (of the release the request is pinned to), in Strapi's shapes:
 * GET /data/blogs/?pagination[page]=…&pagination[pageSize]=…&sort[0]=publicationDate:desc and
 * GET /data/blogs/<slug>. POST /api/views/<slug> counts a reader once per visitor and day.
 */
export const blogRoutes: FastifyPluginAsync<BlogRoutesOptions> = async (app, { viewsCacheMs = 30_000 }) => {
  let views: { at: number; counts: Promise<Map<string, number>> } | null = null;
  const viewCounts = () => {
    if (!views || Date.now() - views.at > viewsCacheMs) views = { at: Date.now(), counts: app.leads.viewCounts() };
    return views.counts;
  };

  const list = async (request: FastifyRequest, reply: FastifyReply) => {
    let query;
    try {
      query = parseListQuery(request.query as Record<string, string | string[] | undefined>);
    } catch (error) {
      if (!(error instanceof QueryError)) throw error;
      reply.header("cache-control", "no-store");
      return reply.code(400).send({ error: "Bad Request", message: `Неверный параметр ${error.message}`, statusCode: 400, parameter: error.parameter });
    }
    return sendCached(request, reply, listPage(request.site.blog.index, query, await viewCounts()));
  };
  app.get("/data/blogs", list);
  app.get("/data/blogs/", list);

  app.get<{ Params: { slug: string } }>("/data/blogs/:slug", async (request, reply) => {
    const article = request.site.blog.bySlug.get(request.params.slug);
    if (!article) throw articleNotFound();
    const counted = (await viewCounts()).get(article.slug) ?? 0;
    return sendCached(request, reply, { data: { ...article, viewsCount: article.viewsCount + counted } });
  });

  app.post<{ Params: { slug: string } }>("/api/views/:slug", async (request, reply) => {
    if (!request.site.blog.bySlug.has(request.params.slug)) throw articleNotFound();
    reply.header("cache-control", "no-store");
    const salt = await app.leads.salt();
    // The reader is a salted hash of address and browser: enough to count once a day, nothing to identify.
    const visitor = crypto.createHash("sha256").update(`${salt}:view:${request.ip}:${request.headers["user-agent"] ?? ""}`).digest("hex");
    const first = await app.leads.recordView(request.params.slug, visitor, MOSCOW_DAY.format(new Date()));
    if (first) views = null;
    return reply.code(204).send();
  });
};

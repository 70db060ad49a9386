import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cacheControlFor, DOCUMENT_ONLY_HEADERS, isScriptBundle } from "../lib/public-site";
import { representationFor } from "../lib/memory-files";
import type { ActiveSite, ServedSite } from "../releases/active-site";

/** API prefixes: a miss there is answered in JSON, never with the HTML 404 page. */
export const API_PREFIXES = ["/api/", "/data/"] as const;

/**
 * Requests whose answer depends on the client's copy (304, 412) or asks for part of a file (206): left to
 * @fastify/send, whose rules for them the memory path does not repeat. Revalidation costs a stat, no read.
 */
const CONDITIONAL_HEADERS = ["range", "if-none-match", "if-modified-since", "if-match", "if-unmodified-since"] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
}

/**
 * Serves the built site: every GET/HEAD not taken by an API route maps to a file of the site the request
 * is pinned to (the current release, or public/) with Gatsby's caching rules. A hashed asset that release
 * lacks is looked for in the kept earlier releases, so a page loaded before a switch still hydrates.
 * Unknown addresses get the 404 page with status 404; an address that differs from a real page only by
 * letter case or a trailing slash is redirected to it with 301.
 */
export const publicFiles = fp<{ activeSite: ActiveSite }>(
  async (app, { activeSite }) => {
    // The build writes .br and .gz copies of text files: sent as they are, nothing compressed per request.
    // From memory (lib/memory-files); from disk for what is not kept there and for conditional requests.
    await app.register(fastifyStatic, { root: activeSite.current().site.root, serve: false, cacheControl: false, preCompressed: true });

    /** A script bundle goes without the headers only a page or a worker acts on (lib/public-site). */
    const withoutDocumentHeaders = (reply: FastifyReply, file: string) => {
      if (isScriptBundle(file)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    };

    const send = async (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
      const served: ServedSite = request.site;
      reply.code(status).header("cache-control", status === 200 ? cacheControlFor(file) : "no-cache");
      withoutDocumentHeaders(reply, file);
      const conditional = CONDITIONAL_HEADERS.some((name) => request.headers[name] !== undefined);
      const kept = conditional ? null : await served.memory.get(file);
      if (kept === null) return reply.sendFile(file, served.site.root, { cacheControl: false });

      const representation = representationFor(kept, request.headers["accept-encoding"]);
      // Vary on every answer, as @fastify/static does: what was sent depended on Accept-Encoding.
      reply.header("etag", representation.etag).header("last-modified", representation.lastModified).header("accept-ranges", "bytes").header("vary", "accept-encoding");
      reply.header("content-type", kept.contentType);
      if (representation.encoding) reply.header("content-encoding", representation.encoding);
      return reply.send(representation.body);
    };

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const { site } = request.site;
      const file = site.resolve(request.url);
      if (file) return send(request, reply, file);
      const earlier = activeSite.fallbackAsset(request.url);
      if (earlier) {
        reply.header("cache-control", cacheControlFor(earlier.file));
        withoutDocumentHeaders(reply, earlier.file);
        return reply.sendFile(earlier.file, earlier.root, { cacheControl: false });
      }
      const target = isApiPath(request.url) ? null : site.redirectFor(request.url);
      if (target) return reply.code(301).header("cache-control", "public, max-age=3600").redirect(target, 301);
      return reply.callNotFound();
    };

    app.get("/*", serve);
    app.get("/", serve);

    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url)) {
        return reply.code(404).header("cache-control", "no-store").send({
          error: "Not Found",
          message: `Нет ресурса ${request.method} ${request.url.split("?")[0]}`,
          statusCode: 404,
        });
      }
      return send(request, reply, "404.html", 404);
    });
  },
  { name: "public-files" },
);

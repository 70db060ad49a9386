import fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config";
import { loadPublicSite } from "./lib/public-site";
import { securityHeaders } from "./plugins/helmet";
import { compression } from "./plugins/compress";
import { publicFiles, isApiPath } from "./plugins/public-files";
import { healthRoutes } from "./routes/health";

export interface AppOptions {
  config: Pick<ServerConfig, "PUBLIC_DIR" | "GATSBY_FORM_ENDPOINT" | "GATSBY_CONTENT_API_URL">;
  logger?: FastifyServerOptions["logger"];
}

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The application: third-party plugins first, then our routes, then the static site, which answers
 * whatever no route took. Later features (content API, form endpoint) register their routes here.
 */
export async function buildApp({ config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = fastify({
    logger,
    trustProxy: true,
    connectionTimeout: 30_000,
    keepAliveTimeout: 10_000,
    requestTimeout: 30_000,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
  });
  const site = loadPublicSite(config.PUBLIC_DIR);
  const connectOrigins = [config.GATSBY_FORM_ENDPOINT, config.GATSBY_CONTENT_API_URL]
    .map(originOf)
    .filter((o): o is string => o !== null);

  await app.register(securityHeaders, { site, connectOrigins });
  await app.register(compression);
  await app.register(healthRoutes);
  await app.register(publicFiles, { site });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, "request failed");
    const message = statusCode >= 500 ? "Внутренняя ошибка сервера" : error.message;
    reply.code(statusCode).header("cache-control", "no-store");
    if (isApiPath(request.url) || statusCode < 500) {
      return reply.send({ error: statusCode >= 500 ? "Internal Server Error" : error.name, message, statusCode });
    }
    return reply.type("text/plain; charset=utf-8").send(message);
  });

  return app;
}

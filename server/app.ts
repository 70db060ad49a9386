import { STATUS_CODES } from "node:http";
import path from "node:path";
import fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config";
import { configuredNotifiers } from "./leads/channels";
import { securityHeaders } from "./plugins/helmet";
import { activeSite } from "./plugins/active-site";
import { counterHosts } from "../rules/analytics-hosts";
import { compression } from "./plugins/compress";
import { demoFiles } from "./plugins/demo-files";
import { publicFiles, isApiPath } from "./plugins/public-files";
import { MAX_MEMORY_FILE_BYTES } from "./lib/memory-files";
import { healthRoutes } from "./routes/health";
import { formRoutes } from "./routes/form";
import { formResultPages } from "./routes/native-form";
import { leadsStore } from "./plugins/leads";
import { blogRoutes } from "./routes/blog";
import { searchRoutes } from "./routes/search";
import { MAX_SEARCH_MISSES, searchMissRoutes } from "./routes/search-misses";
import { publisherPlugin } from "./plugins/publisher";
import { fastForward } from "./publish/content-pull";
import { publishWebhook } from "./publish/webhook";
import { adminPlugin } from "./editorial";

export interface AppOptions {
  /** From loadConfig(): every default is filled in there, once. */
  config: ServerConfig;
  logger?: FastifyServerOptions["logger"];
  /** Follow switches of the current release (the server does; tests switch with app.activeSite.refresh()). */
  watchReleases?: boolean;
  /** The project folder, where content/ is and `npm run publish` runs: the working directory by default. */
  root?: string;
}

/** What the client is told: precise for its own mistakes, nothing internal for ours. */
function clientMessage(error: Error & { code?: string; validation?: unknown }, statusCode: number): string {
  if (statusCode >= 500) return "Внутренняя ошибка сервера";
  if (error.validation) return `Неверный запрос: ${error.message}`;
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Неподдерживаемый Content-Type: отправляйте application/json или application/x-www-form-urlencoded";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Запрос больше 16 КБ";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Пустое тело запроса";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "Тело запроса — не корректный JSON";
    default:
      return error instanceof SyntaxError ? "Тело запроса — не корректный JSON" : error.message;
  }
}

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The application, in the order it is registered: the live release and the plugins every response
 * goes through (security headers, compression); the leads (store, outbox, channels) and the visitors'
 * routes (health, form endpoint and its no-JavaScript pages, blog content API); the editors' side
 * (editorial/: sign-in, the publishing journal, /admin and /api/cms); publishing (the publisher, its
 * status, the push webhook); last the static site, which answers whatever no route took.
 */
export async function buildApp({ config, logger = false, watchReleases = false, root = process.cwd() }: AppOptions): Promise<FastifyInstance> {
  const contentDir = path.resolve(root, config.CONTENT_DIR);
  const app = fastify({
    logger,
    trustProxy: true,
    connectionTimeout: 30_000,
    keepAliveTimeout: 10_000,
    requestTimeout: 30_000,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
  });
  const connectOrigins = [config.GATSBY_FORM_ENDPOINT, config.GATSBY_CONTENT_API_URL]
    .map(originOf)
    .filter((o): o is string => o !== null);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, "request failed");
    reply.code(statusCode).header("cache-control", "no-store");
    const message = clientMessage(error, statusCode);
    if (isApiPath(request.url) || statusCode < 500) {
      return reply.send({ error: STATUS_CODES[statusCode] ?? "Error", message, statusCode });
    }
    return reply.type("text/plain; charset=utf-8").send(message);
  });

  const analyticsOrigins = counterHosts({ metrika: config.GATSBY_YANDEX_METRIKA_ID, topmailru: config.GATSBY_TOPMAILRU_ID });
  await app.register(activeSite, {
    publicDir: config.PUBLIC_DIR,
    releasesDir: config.RELEASES_DIR,
    memory: { budgetBytes: config.STATIC_MEMORY_MB * 1024 * 1024, maxFileBytes: MAX_MEMORY_FILE_BYTES },
    watch: watchReleases,
  });
  await app.register(securityHeaders, { activeSite: app.activeSite, connectOrigins, analyticsOrigins });
  await app.register(compression);
  await app.register(leadsStore, { config, notifiers: configuredNotifiers(config) });
  await app.register(healthRoutes);
  await app.register(formRoutes, {
    allowedOrigins: [config.SITE_URL, ...config.FORM_ALLOWED_ORIGINS.split(",")]
      .map((o) => originOf(o.trim()))
      .filter((o): o is string => o !== null),
    rateLimit: config.FORM_RATE_LIMIT,
  });
  await app.register(formResultPages);
  await app.register(blogRoutes);
  const recordMiss = (query: string) => app.leads.recordSearchMiss(query, new Date(), MAX_SEARCH_MISSES);
  await app.register(searchRoutes, {
    onMiss: (query) => void recordMiss(query.toLowerCase()).catch((error: unknown) => app.log.error({ err: error }, "search miss not recorded")),
  });
  await app.register(searchMissRoutes, { record: recordMiss });
  await app.register(adminPlugin, {
    config,
    cms: {
      contentDir,
      // What content may link to besides its pages (privacy.pdf…), wherever CONTENT_DIR is.
      staticDir: path.join(root, "static"),
      adminDir: path.join(root, "build/admin"),
      // The publisher is registered next; a save can only come once the server is listening.
      publish: (reason) => app.publisher.trigger(reason),
    },
  });
  await app.register(publisherPlugin, { config, root, contentDir, live: watchReleases });
  if (config.PUBLISH_WEBHOOK_SECRET) {
    await app.register(publishWebhook, {
      secret: config.PUBLISH_WEBHOOK_SECRET,
      contentDir,
      branch: config.PUBLISH_WEBHOOK_BRANCH,
      pull: (contentDir) => fastForward(contentDir),
      onPush: (reason) => app.publisher.trigger(reason),
    });
  }
  await app.register(demoFiles, { demoDir: path.join(root, "build/demo") });
  await app.register(publicFiles, { activeSite: app.activeSite });

  return app;
}

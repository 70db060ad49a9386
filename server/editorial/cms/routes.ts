/**
 * POST /api/cms: Decap CMS's proxy backend, for logged-in editors only (app.requireEditor: session,
 * and the X-CSRF-Token header on this POST). Errors are `{ error, message, statusCode }` with the
 * Russian message in `error` too: the Decap client shows `error` to the editor.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply } from "fastify";
import { SEO_TEXTS_URL, type SeoTextsBody } from "../../../content-model/contract/cms-refusals";
import type { ContentProblem } from "../../../content-model/problems";
import { CmsError, TOO_LARGE_MESSAGE } from "./errors";
import { parseRequest } from "./protocol";
import { CmsRepository } from "./repository";
import type { AuthenticatedEditor } from "../sessions";

export interface CmsRoutesOptions {
  /** The content folder (content/), inside a bigger repository or a repository of its own. */
  contentDir: string;
  /** Starts a rebuild of the site; called after every commit to the live branch, never for drafts. */
  publish?: (reason: string) => void;
  /** Files content may link to (static/); by default the content folder's sibling "static". */
  staticDir?: string;
}

/** A 10 MB picture in base64 is 13.4 MB, plus the JSON around it. */
export const CMS_BODY_LIMIT = 16 * 1024 * 1024;

function send(reply: FastifyReply, statusCode: number, message: string, problems?: ContentProblem[]) {
  return reply
    .code(statusCode)
    .header("cache-control", "no-store")
    .send(problems ? { error: message, message, statusCode, problems } : { error: message, message, statusCode });
}

export const cmsRoutes: FastifyPluginAsync<CmsRoutesOptions> = async (app, { contentDir, publish, staticDir }) => {
  // Opened at the first request: a server whose content folder is not (yet) a git checkout still
  // starts and serves the site; the CMS then answers 503 until it is.
  let opening: Promise<CmsRepository> | null = null;
  const repository = async () => {
    opening ??= CmsRepository.open({ contentDir, publish, staticDir, log: app.log });
    try {
      return await opening;
    } catch (error) {
      opening = null;
      app.log.error({ err: error, contentDir }, "cms: the content folder is not in a git repository");
      throw new CmsError(503, "Папка контента на сервере не в git-репозитории: сохранение недоступно");
    }
  };

  // The SEO texts of the live site: the form refuses a title another page has before sending. A read
  // of its own, not Decap's entriesByFolder, which records what the editor loaded (stale-save check).
  app.get(SEO_TEXTS_URL, { preHandler: app.requireEditor }, async (request, reply) => {
    if (!request.editor) return send(reply, 401, "Войдите в редактор");
    try {
      const body: SeoTextsBody = { entries: await (await repository()).seoTexts() };
      return reply.header("cache-control", "no-store").send(body);
    } catch (error) {
      if (error instanceof CmsError) return send(reply, error.statusCode, error.message);
      request.log.error({ err: error }, "cms: SEO texts failed");
      return send(reply, 500, "Внутренняя ошибка сервера");
    }
  });

  app.post(
    "/api/cms",
    {
      bodyLimit: CMS_BODY_LIMIT,
      preHandler: app.requireEditor,
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return send(reply, 413, `${TOO_LARGE_MESSAGE}: запрос не принят`);
        if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return send(reply, 415, "Запросы CMS отправляются как application/json");
        if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" || error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
          return send(reply, 400, "Тело запроса CMS — не корректный JSON");
        }
        request.log.error({ err: error }, "cms request failed");
        return send(reply, 500, "Внутренняя ошибка сервера: изменения не сохранены");
      },
    },
    async (request, reply) => {
      const editor: AuthenticatedEditor | null = request.editor;
      if (!editor) return send(reply, 401, "Войдите в редактор");
      try {
        const parsed = parseRequest(request.body);
        const result = await (await repository()).handle(parsed, { name: editor.name, email: editor.email, id: editor.id });
        // JSON text even for a bare null (getDeployPreview): the client always calls response.json().
        return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(JSON.stringify(result ?? null));
      } catch (error) {
        if (error instanceof CmsError) {
          if (error.statusCode >= 500) request.log.error({ err: error }, "cms request failed");
          return send(reply, error.statusCode, error.message, error.problems);
        }
        request.log.error({ err: error }, "cms request failed");
        return send(reply, 500, "Внутренняя ошибка сервера: изменения не сохранены");
      }
    },
  );
};

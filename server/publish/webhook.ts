import type { FastifyError, FastifyPluginAsync, FastifyReply } from "fastify";
import { currentBranch } from "./content-pull";
import { isFormBody, verifyDelivery, type WebhookHost } from "./webhook-signature";

export interface PublishWebhookOptions {
  /** Shared with the git host: the HMAC key of GitHub and Gitea, GitLab's secret token. */
  secret: string;
  /** The content checkout that pushes are pulled into. */
  contentDir: string;
  /** Branch whose pushes publish; by default the branch the checkout is on. */
  branch?: string;
  /** Fast-forwards the checkout; rejects with a reason for people when it cannot. */
  pull: (contentDir: string) => Promise<{ changed: boolean; after: string }>;
  /** Starts a publish (the publisher queues it when one is running). */
  onPush: (reason: string) => void;
  now?: () => number;
}

/** What the route reads of a push; hosts send much more. */
interface PushPayload {
  ref?: unknown;
  after?: unknown;
  /** GitHub: the push deleted the branch. */
  deleted?: unknown;
}

/** The body as received: its bytes are what the signature covers. */
type RawBody = Buffer | undefined;

export const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;
export const REPLAY_WINDOW_MS = 24 * 60 * 60_000;
export const MAX_REMEMBERED_DELIVERIES = 1000;

const ZERO_SHA = /^0+$/;

function fail(reply: FastifyReply, statusCode: 400 | 401 | 409 | 413 | 415, error: string, message: string) {
  return reply.code(statusCode).header("cache-control", "no-store").send({ error, message, statusCode });
}

/** The JSON of a delivery: the body itself, or GitHub's and Gitea's form field `payload`. */
function payloadText(raw: Buffer, form: boolean): string | null {
  const text = raw.toString("utf8");
  return form ? new URLSearchParams(text).get("payload") : text;
}

function parsePayload(text: string): PushPayload | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as PushPayload) : null;
  } catch {
    return null;
  }
}

/** Delivery ids seen in the last day, oldest first; a host's retry of one of them builds nothing. */
class SeenDeliveries {
  private readonly seen = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  has(id: string): boolean {
    this.forgetOld();
    return this.seen.has(id);
  }

  add(id: string): void {
    this.seen.delete(id);
    this.seen.set(id, this.now());
    this.forgetOld();
  }

  delete(id: string): void {
    this.seen.delete(id);
  }

  private forgetOld(): void {
    const oldest = this.now() - REPLAY_WINDOW_MS;
    for (const [id, at] of this.seen) {
      if (at > oldest && this.seen.size <= MAX_REMEMBERED_DELIVERIES) break;
      this.seen.delete(id);
    }
  }
}

/**
 * POST /api/publish: a git host's push to the content branch fast-forwards the content checkout and starts
 * a publish. The signature is checked on the raw bytes before anything is parsed. Registered only when a
 * secret is configured; this plugin's body parsers and 5 MB limit stay inside it.
 */
export const publishWebhook: FastifyPluginAsync<PublishWebhookOptions> = async (app, options) => {
  const { secret, contentDir, pull, onPush, now = Date.now } = options;
  const seen = new SeenDeliveries(now);
  // Two pushes close together must not run git in the same checkout at once.
  let pulling: Promise<unknown> = Promise.resolve();
  const pullInTurn = () => {
    const run = pulling.then(() => pull(contentDir));
    pulling = run.catch(() => undefined);
    return run;
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ["application/json", "application/x-www-form-urlencoded"],
    { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  // The app's handler would speak of its 16 KB limit and of forms; anything else goes on to it.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return fail(reply, 413, "Payload Too Large", `Запрос больше ${WEBHOOK_BODY_LIMIT / 1024 / 1024} МБ`);
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return fail(reply, 415, "Unsupported Media Type", "Неподдерживаемый Content-Type: отправляйте application/json или application/x-www-form-urlencoded");
    }
    throw error;
  });

  app.post<{ Body: RawBody }>("/api/publish", { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

    const delivery = verifyDelivery(request.headers, raw, secret);
    if (!delivery.ok) {
      request.log.warn({ reason: delivery.reason }, "publish webhook refused: signature");
      return fail(reply, 401, "Unauthorized", delivery.reason);
    }
    const { host, event, deliveryId } = delivery;

    const text = payloadText(raw, isFormBody(request.headers));
    if (text === null) return fail(reply, 400, "Bad Request", "В теле формы нет поля «payload» с JSON события");
    const payload = parsePayload(text);
    if (!payload) return fail(reply, 400, "Bad Request", "Тело запроса — не корректный JSON");

    if (event === "ping") {
      return reply.code(200).send({ ok: true, message: `Вебхук ${hostName(host)} подключён: подпись верна` });
    }
    if (event === "other") {
      return reply.code(202).send({ ok: true, ignored: true, message: "Событие пропущено: публикацию запускает только push" });
    }
    if (typeof payload.ref !== "string") {
      return fail(reply, 400, "Bad Request", "Неверный запрос: в событии push нет поля «ref» (строка)");
    }

    let branch: string;
    try {
      branch = options.branch ?? (await currentBranch(contentDir));
    } catch (error) {
      request.log.error({ err: error }, "publish webhook: content checkout has no branch");
      return fail(reply, 409, "Conflict", messageOf(error));
    }
    if (payload.ref !== `refs/heads/${branch}`) {
      return reply.code(202).send({ ok: true, ignored: true, message: `Пуш в ${payload.ref} пропущен: публикуется ветка ${branch}` });
    }
    if (payload.deleted === true || (typeof payload.after === "string" && ZERO_SHA.test(payload.after))) {
      return reply.code(202).send({ ok: true, ignored: true, message: `Ветка ${branch} удалена — публиковать нечего` });
    }

    if (deliveryId !== null) {
      if (seen.has(deliveryId)) {
        request.log.info({ deliveryId, host }, "publish webhook: delivery repeated");
        return reply.code(200).send({ ok: true, duplicate: true, message: `Доставка ${deliveryId} уже обработана` });
      }
      // Taken before the pull so a retry arriving meanwhile is not built twice.
      seen.add(deliveryId);
    }

    let pulled: { changed: boolean; after: string };
    try {
      pulled = await pullInTurn();
    } catch (error) {
      // Not counted as processed: once the checkout is fixed, redelivering it from the host publishes.
      if (deliveryId !== null) seen.delete(deliveryId);
      request.log.error({ err: error, host, deliveryId }, "publish webhook: content not pulled, nothing published");
      return fail(reply, 409, "Conflict", messageOf(error));
    }

    const commit = pulled.after;
    onPush(`пуш из ${hostName(host)}, коммит ${commit.slice(0, 7)}`);
    request.log.info({ host, deliveryId, commit, changed: pulled.changed }, "publish webhook: publish started");
    return reply.code(202).send({ ok: true, message: "Публикация запущена", commit });
  });
};

function hostName(host: WebhookHost): string {
  return { github: "GitHub", gitea: "Gitea", gitlab: "GitLab" }[host];
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Не удалось обновить контент из репозитория";
}

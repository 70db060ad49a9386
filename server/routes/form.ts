import crypto from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { CONSENT_VERSION } from "../../rules/consent";
import {
  MESSAGES,
  NEWSLETTER,
  toE164,
  validateContact,
  validateNewsletterEmail,
  type FieldErrors,
} from "../../rules/validation";
import { UTM_KEYS, UTM_MAX_LENGTH } from "../../rules/utm";
import { normalisePhone } from "../../rules/phone-mask";
import type { LeadRecord } from "../leads/types";
import { acceptNativeForms } from "./native-form";

/** Only digits and the separators people type between them; anything else is left for validation to refuse. */
const PHONE_AS_TYPED = /^[\d\s()+.-]+$/;

interface FormBody {
  name: string;
  phone: string;
  message: string;
  page?: string;
  pageUrl?: string;
  referrer?: string;
  utm?: Record<string, string>;
  consent?: boolean;
  /** Honeypot: hidden from people, filled in by bots. */
  website?: string;
  /** When the visitor started filling the form (ms since epoch), set by the browser. */
  startedAt?: number;
}

export interface FormRoutesOptions {
  /** Origins whose pages may post forms (the site's own, a landing on another host…). */
  allowedOrigins: readonly string[];
  /** Submissions per client address per minute. */
  rateLimit: number;
}

/** A person needs more than this to fill a form in; a bot posts at once. */
export const MIN_FILL_MS = 2000;

/** The same submission again within this window (a double click, a retried request) is stored once. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

const short = (max: number) => ({ type: "string", maxLength: max });

/** Shape of a request (types and sizes); the SPEC §5 rules run after it, with per-field messages. */
const bodySchema = {
  type: "object",
  required: ["name", "phone", "message"],
  additionalProperties: false,
  properties: {
    name: short(200),
    phone: short(320),
    message: short(4000),
    page: short(300),
    pageUrl: short(2000),
    referrer: short(2000),
    utm: {
      type: "object",
      additionalProperties: false,
      properties: Object.fromEntries(
        UTM_KEYS.map((k) => [k, short(UTM_MAX_LENGTH)]),
      ),
    },
    consent: { type: "boolean" },
    website: short(200),
    startedAt: { type: "number" },
  },
} as const;

/** The store refused the write: the visitor is told to retry; nothing is reported as sent. */
function storeUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, "lead NOT stored: the store refused the write");
  return reply.code(503).header("retry-after", "60").send({
    error: "Service Unavailable",
    message: "Не удалось сохранить заявку. Попробуйте через минуту или позвоните нам.",
    statusCode: 503,
  });
}

function isBot(body: FormBody): boolean {
  if (body.website) return true;
  return typeof body.startedAt === "number" && Date.now() - body.startedAt < MIN_FILL_MS;
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function unprocessable(reply: FastifyReply, fields: FieldErrors) {
  return reply.code(422).send({ error: "Unprocessable Entity", message: "Проверьте поля формы", statusCode: 422, fields });
}

/**
 * POST /api/form (SPEC §7): a contact request or, with name 'Footer-form', a newsletter subscription
 * whose e-mail travels in `phone`. Validated by the rules the browser uses; committed to the lead store
 * before the answer.
 */
export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, { allowedOrigins, rateLimit: max }) => {
  // Forms send JSON, or urlencoded with JavaScript off; any other body is a 415.
  app.removeContentTypeParser("text/plain");
  acceptNativeForms(app);

  // Per client address, in memory: each instance counts its own (acceptable behind a balancer).
  await app.register(rateLimit, {
    global: false,
    // After parsing, so a form sent without JavaScript can be shown again with what was typed.
    hook: "preValidation",
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Слишком много заявок подряд. Попробуйте через ${Math.ceil(context.ttl / 1000)} с или позвоните нам.`,
    }),
  });

  // Only the site's own pages (and the origins configured) may post from a browser.
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || origin === ownOrigin(request) || allowedOrigins.includes(origin)) {
      if (origin) reply.header("access-control-allow-origin", origin).header("vary", "Origin");
      return;
    }
    return reply
      .code(403)
      .header("cache-control", "no-store")
      .send({ error: "Forbidden", message: `Отправка форм с ${origin} не разрешена`, statusCode: 403 });
  });

  app.options("/api/form", async (request, reply) =>
    reply
      .code(204)
      .header("access-control-allow-methods", "POST")
      .header("access-control-allow-headers", "content-type")
      .header("access-control-max-age", "600")
      .send(),
  );

  app.post<{ Body: FormBody }>(
    "/api/form",
    { schema: { body: bodySchema }, config: { rateLimit: { max, timeWindow: "1 minute" } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const body = request.body;
      if (isBot(body)) {
        // Answered like a success so the bot learns nothing; nothing is stored.
        request.log.warn({ honeypot: Boolean(body.website) }, "form spam rejected");
        return reply.code(201).send({ id: crypto.randomUUID(), status: "accepted" });
      }
      const newsletter = body.name === NEWSLETTER.name;
      // A no-JS form sends the number as typed ("8 999 123-45-67"): read as the browser's mask reads it.
      const phone = !newsletter && PHONE_AS_TYPED.test(body.phone) ? normalisePhone(body.phone) : body.phone.trim();

      const errors: FieldErrors = newsletter
        ? { phone: validateNewsletterEmail(body.phone) }
        : validateContact({ name: body.name, phone, message: body.message });
      if (body.consent !== true) errors.consent = MESSAGES.consent;
      const fields = Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
      if (Object.keys(fields).length > 0) return unprocessable(reply, fields);

      const now = new Date().toISOString();
      let salt: string;
      try {
        salt = await app.leads.salt();
      } catch (error) {
        return storeUnavailable(request, reply, error);
      }
      const lead: LeadRecord = {
        id: crypto.randomUUID(),
        receivedAt: now,
        kind: newsletter ? "newsletter" : "contact",
        name: newsletter ? null : body.name.trim(),
        phone: newsletter ? null : phone,
        phoneE164: newsletter ? null : toE164(phone),
        email: newsletter ? body.phone.trim().toLowerCase() : null,
        message: newsletter ? null : body.message.trim(),
        pageTitle: body.page ?? null,
        pageUrl: body.pageUrl ?? null,
        referrer: body.referrer ?? null,
        utm: body.utm ?? {},
        userAgent: request.headers["user-agent"] ?? null,
        clientHash: crypto.createHash("sha256").update(`${salt}:${request.ip}`).digest("hex"),
        consentVersion: CONSENT_VERSION,
        consentAt: now,
      };
      const dedupeKey = crypto
        .createHash("sha256")
        .update(JSON.stringify([lead.kind, lead.name, lead.phone, lead.email, lead.message, lead.clientHash]))
        .digest("hex");
      const channels = app.notifiersFor(lead.kind);
      let stored: { id: string; duplicate: boolean };
      try {
        stored = await app.leads.insert(lead, channels, { key: dedupeKey, windowMs: DUPLICATE_WINDOW_MS });
      } catch (error) {
        return storeUnavailable(request, reply, error);
      }
      if (stored.duplicate) {
        request.log.info({ leadId: stored.id }, "repeated submission: already stored");
      } else {
        request.log.info({ leadId: stored.id, kind: lead.kind }, "lead stored");
        // A lead for no channel has nothing to deliver: the outbox is not woken for it.
        if (channels.length > 0) app.outbox.kick();
      }
      return reply.code(201).send({ id: stored.id, status: "accepted" });
    },
  );

  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE"],
    url: "/api/form",
    handler: async (request, reply) =>
      reply
        .code(405)
        .header("allow", "POST")
        .header("cache-control", "no-store")
        .send({ error: "Method Not Allowed", message: `Метод ${request.method} не поддерживается: отправляйте POST`, statusCode: 405 }),
  });
};

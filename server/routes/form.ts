import crypto from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { CONSENT_VERSION } from "../../src/lib/consent";
import {
  MESSAGES,
  NEWSLETTER,
  toE164,
  validateContact,
  validateNewsletterEmail,
  type FieldErrors,
} from "../../src/lib/validation";
import type { LeadRecord } from "../leads/types";

interface FormBody {
  name: string;
  phone: string;
  message: string;
  page?: string;
  pageUrl?: string;
  referrer?: string;
  utm?: Record<string, string>;
  consent?: boolean;
}

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
        ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"].map((k) => [k, short(200)]),
      ),
    },
    consent: { type: "boolean" },
  },
} as const;

function unprocessable(reply: FastifyReply, fields: FieldErrors) {
  return reply.code(422).send({ error: "Unprocessable Entity", message: "Проверьте поля формы", statusCode: 422, fields });
}

/**
 * POST /api/form (SPEC §7): a contact request or, with name 'Footer-form', a newsletter subscription
 * whose e-mail travels in `phone`. Validated by the rules the browser uses; committed to the lead store
 * before the answer.
 */
export const formRoutes: FastifyPluginAsync = async (app) => {
  // Forms send JSON; any other body is a 415, not a string that fails validation later.
  app.removeContentTypeParser("text/plain");

  app.post<{ Body: FormBody }>("/api/form", { schema: { body: bodySchema } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const body = request.body;
    const newsletter = body.name === NEWSLETTER.name;

    const errors: FieldErrors = newsletter
      ? { phone: validateNewsletterEmail(body.phone) }
      : validateContact({ name: body.name, phone: body.phone, message: body.message });
    if (body.consent !== true) errors.consent = MESSAGES.consent;
    const fields = Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
    if (Object.keys(fields).length > 0) return unprocessable(reply, fields);

    const now = new Date().toISOString();
    const salt = await app.leads.salt();
    const lead: LeadRecord = {
      id: crypto.randomUUID(),
      receivedAt: now,
      kind: newsletter ? "newsletter" : "contact",
      name: newsletter ? null : body.name.trim(),
      phone: newsletter ? null : body.phone.trim(),
      phoneE164: newsletter ? null : toE164(body.phone),
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
    await app.leads.insert(lead);
    request.log.info({ leadId: lead.id, kind: lead.kind }, "lead stored");
    return reply.code(201).send({ id: lead.id, status: "accepted" });
  });

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

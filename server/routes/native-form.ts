import crypto from "node:crypto";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { NEWSLETTER } from "../../rules/validation";
import { UTM_KEYS, utmFrom } from "../../rules/utm";
import { DRAFT_FIELDS, fillForm, type FormDraft } from "../lib/fill-form";

/**
 * Forms sent without JavaScript: the browser posts application/x-www-form-urlencoded and follows a
 * 303 to a page of the site: "sent" on success; on refusal the form's page again, with what the
 * visitor typed and why it was refused (kept as a draft in the lead store for an hour).
 */
export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/** Pages of the site (src/pages) a browser without JavaScript lands on after sending a form. */
export const RESULT_PAGES = {
  contact: { sent: "/request-sent", error: "/request-error" },
  newsletter: { sent: "/subscribed", error: "/subscription-error" },
} as const;

export const DRAFT_TTL_MS = 60 * 60_000;

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function isNativeForm(request: FastifyRequest): boolean {
  return request.headers["content-type"]?.split(";")[0].trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/** The fields of a urlencoded body in the JSON shape the endpoint validates (consent "on" → true, utm_* → utm). */
export function parseFormFields(body: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const utm: Record<string, string> = {};
  for (const [key, raw] of new URLSearchParams(body)) {
    const value = raw.replace(/\r\n?/g, "\n"); // browsers send a textarea's line breaks as CRLF
    if (FORBIDDEN_KEYS.has(key)) throw Object.assign(new Error(`Недопустимое поле формы: ${key}`), { statusCode: 400 });
    if ((UTM_KEYS as readonly string[]).includes(key)) utm[key] = value;
    else if (key === "consent") fields.consent = value === "on" || value === "true";
    else fields[key] = value;
  }
  if (Object.keys(utm).length > 0) fields.utm = utm;
  return fields;
}

/** Registers the urlencoded parser and turns the endpoint's answers into 303s for native forms. */
export function acceptNativeForms(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, parseFormFields(body as string));
    } catch (error) {
      done(error as Error);
    }
  });

  // A page without JavaScript cannot name itself: the Referer header does, and the built page its title.
  app.addHook("preValidation", async (request) => {
    if (!isNativeForm(request) || !request.body || typeof request.body !== "object") return;
    const body = request.body as Record<string, unknown>;
    const referer = request.headers.referer;
    if (!referer || body.pageUrl) return;
    try {
      const url = new URL(referer);
      body.pageUrl = referer.slice(0, 2000);
      const title = url.hostname === request.hostname ? request.site?.site.pageTitle(url.pathname) : null;
      if (title && !body.page) body.page = title.slice(0, 300);
      const utm = utmFrom(url.search);
      if (!body.utm && Object.keys(utm).length > 0) body.utm = utm;
    } catch {
      // not a URL: the lead goes without the page
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "POST" || !isNativeForm(request)) return payload;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const pages = body.name === NEWSLETTER.name ? RESULT_PAGES.newsletter : RESULT_PAGES.contact;
    const status = reply.statusCode;
    reply.code(303).type("text/plain; charset=utf-8").header("cache-control", "no-store");
    if (status < 400) {
      reply.header("location", pages.sent);
      return "Заявка отправлена";
    }
    const answer = parseAnswer(payload);
    const draft: FormDraft = {
      values: Object.fromEntries(DRAFT_FIELDS.flatMap((k) => (typeof body[k] === "string" || typeof body[k] === "boolean" ? [[k, body[k]]] : []))),
      errors: answer.fields ?? {},
      message: status === 422 ? undefined : answer.message,
    };
    const token = crypto.randomUUID();
    const now = new Date();
    try {
      await app.leads.saveDraft(token, JSON.stringify(draft), now, new Date(now.getTime() - DRAFT_TTL_MS));
      reply.header("location", `${pages.error}?draft=${token}`);
    } catch (error) {
      request.log.error({ err: error }, "form draft not kept: the error page shows an empty form");
      reply.header("location", pages.error);
    }
    return "Заявка не отправлена";
  });
}

function parseAnswer(payload: unknown): { message?: string; fields?: Record<string, string> } {
  try {
    return typeof payload === "string" ? (JSON.parse(payload) as { message?: string; fields?: Record<string, string> }) : {};
  } catch {
    return {};
  }
}

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The error pages with the visitor's draft written back in. Without a draft (expired, already shown,
 * opened directly) they are served as built: an empty form with its explanation.
 */
export const formResultPages: FastifyPluginAsync = async (app) => {
  for (const pagePath of [RESULT_PAGES.contact.error, RESULT_PAGES.newsletter.error]) {
    app.get<{ Querystring: { draft?: string } }>(pagePath, async (request, reply) => {
      const file = request.site.site.resolve(pagePath);
      if (!file) return reply.callNotFound(); // a build without the page: the 404 page
      const html = request.site.html(file);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      const token = request.query.draft;
      if (!token || !TOKEN.test(token)) return html;
      const saved = await app.leads.takeDraft(token, new Date(Date.now() - DRAFT_TTL_MS)).catch((error: unknown) => {
        request.log.error({ err: error }, "form draft unreadable");
        return undefined;
      });
      return saved ? fillForm(html, JSON.parse(saved) as FormDraft) : html;
    });
  }
};

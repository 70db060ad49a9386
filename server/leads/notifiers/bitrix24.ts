import type { LeadKind, LeadRecord } from "../types";
import { crmHtml, crmLine, crmText, crmTitle, formName, utmFields } from "./crm-text";
import {
  AUTH_ERRORS,
  BITRIX24_LIMITS,
  LIMIT_ERRORS,
  errorResponseSchema,
  leadAddResponseSchema,
  leadListResponseSchema,
  type LeadAddRequest,
  type LeadListRequest,
} from "./bitrix24-api";
import { DeliveryError, retryAfterMs } from "./errors";
import { TIMEOUT_MS } from "./http";
import { moscowTime } from "./lead-text";
import type { Notifier } from "./types";

export interface Bitrix24Options {
  /** The inbound webhook: https://<portal>/rest/<user>/<key>/ (validated in config). */
  webhookUrl: string;
  /** ORIGINATOR_ID of every lead: which site the leads come from (the site's host). */
  originatorId: string;
  /** SOURCE_ID of every lead ("WEB": «Веб-сайт»). */
  sourceId: string;
  /** ASSIGNED_BY_ID: the responsible user; the portal's default when absent. */
  assignedById?: number;
  /** Whether newsletter subscriptions become leads too. */
  newsletters: boolean;
}

/** Network failures that happen before a request leaves: the portal cannot have received it. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

function networkError(method: string, error: unknown): DeliveryError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as Error).name;
  return new DeliveryError(`Bitrix24 ${method}: no answer (${code}${cause?.message ? `: ${cause.message}` : ""})`, {
    kind: "unavailable",
    notSent: cause?.code !== undefined && NOT_SENT_CODES.has(cause.code),
  });
}

/**
 * One REST call through the inbound webhook. Resolves with the parsed JSON of a 2xx answer; throws a
 * DeliveryError saying whether the portal can have acted on the request. The webhook URL holds the
 * secret code, so it never appears in an error.
 */
async function call(webhookUrl: string, method: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${webhookUrl}${method}.json`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw networkError(method, error);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw networkError(method, error);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsedError = errorResponseSchema.safeParse(json);
  if (response.ok && !parsedError.success) return json;

  const code = parsedError.success ? parsedError.data.error : "";
  const description = parsedError.success ? (parsedError.data.error_description ?? "") : text.slice(0, 200);
  const message = `Bitrix24 ${method}: HTTP ${response.status}${code ? ` ${code}` : ""}${description ? `: ${description}` : ""}`;
  if ((LIMIT_ERRORS as readonly string[]).includes(code) || response.status === 429) {
    throw new DeliveryError(message, { kind: "rate-limit", notSent: true, retryAfterMs: retryAfterMs(response.headers.get("retry-after")) });
  }
  if ((AUTH_ERRORS as readonly string[]).includes(code) || response.status === 401 || response.status === 403) {
    throw new DeliveryError(message, { kind: "auth", notSent: true });
  }
  if (response.status >= 500 || response.ok) {
    // The portal failed while handling the call (or answered something we cannot read): it may have acted.
    throw new DeliveryError(message, { kind: "unavailable", notSent: false });
  }
  throw new DeliveryError(message, { kind: "rejected", notSent: true });
}

/** Where the lead came from, for SOURCE_DESCRIPTION («Дополнительно об источнике»), plain text. */
function sourceDescription(lead: LeadRecord): string {
  const lines = [`Форма: ${formName(lead)}`];
  if (lead.pageTitle) lines.push(`Страница: ${crmLine(lead.pageTitle, 300)}`);
  if (lead.pageUrl) lines.push(`Адрес страницы: ${crmLine(lead.pageUrl, 1000)}`);
  if (lead.referrer) lines.push(`Пришёл с: ${crmLine(lead.referrer, 1000)}`);
  lines.push(`Получена: ${moscowTime(lead.receivedAt)}`, `ID заявки на сайте: ${lead.id}`);
  return crmText(lines.join("\n"), BITRIX24_LIMITS.SOURCE_DESCRIPTION);
}

/** The comment: the visitor's message as typed (HTML-escaped, since the lead card renders it). */
function comments(lead: LeadRecord, fullName: string | null): string {
  const parts: string[] = [];
  if (lead.kind === "newsletter") parts.push("Подписка на рассылку сайта.");
  else if (lead.message) parts.push(lead.message);
  // A name longer than the NAME column keeps its whole text here.
  if (fullName) parts.push(`Имя полностью: ${fullName}`);
  return crmHtml(parts.join("\n\n"), BITRIX24_LIMITS.COMMENTS, "… [сообщение сокращено; полностью — в журнале заявок сайта]");
}

/** The lead as crm.lead.add wants it. */
export function bitrix24Lead(lead: LeadRecord, options: Omit<Bitrix24Options, "webhookUrl" | "newsletters">): LeadAddRequest {
  const name = lead.name ? crmLine(lead.name, BITRIX24_LIMITS.NAME) : "";
  const fields: LeadAddRequest["fields"] = {
    TITLE: crmTitle(lead, BITRIX24_LIMITS.TITLE),
    SOURCE_ID: options.sourceId,
    SOURCE_DESCRIPTION: sourceDescription(lead),
    COMMENTS: comments(lead, lead.name && name !== lead.name.trim() ? lead.name : null),
    OPENED: "Y",
    ORIGINATOR_ID: options.originatorId,
    ORIGIN_ID: lead.id,
  };
  if (name) fields.NAME = name;
  if (lead.phoneE164) fields.PHONE = [{ VALUE: crmLine(lead.phoneE164, BITRIX24_LIMITS.MULTIFIELD), VALUE_TYPE: "WORK" }];
  if (lead.email) fields.EMAIL = [{ VALUE: crmLine(lead.email, BITRIX24_LIMITS.MULTIFIELD), VALUE_TYPE: "WORK" }];
  if (options.assignedById) fields.ASSIGNED_BY_ID = options.assignedById;
  for (const [suffix, value] of utmFields(lead)) fields[`UTM_${suffix}`] = crmLine(value, BITRIX24_LIMITS.UTM);
  return { fields, params: { REGISTER_SONET_EVENT: "Y" } };
}

/**
 * Leads as leads of the company's Bitrix24 (crm.lead.add through an inbound webhook with the `crm`
 * scope). Every lead carries ORIGINATOR_ID (this site) and ORIGIN_ID (the lead's id here): after an
 * attempt whose answer was lost, the channel looks the lead up by them (crm.lead.list) before adding
 * it again, so a timeout never makes a second CRM lead.
 */
export function bitrix24Notifier(options: Bitrix24Options): Notifier {
  const find = async (lead: LeadRecord): Promise<string | undefined> => {
    const request: LeadListRequest = {
      filter: { ORIGINATOR_ID: options.originatorId, ORIGIN_ID: lead.id },
      select: ["ID"],
    };
    const answer = leadListResponseSchema.safeParse(await call(options.webhookUrl, "crm.lead.list", request));
    if (!answer.success) throw new DeliveryError("Bitrix24 crm.lead.list: unexpected answer", { kind: "unavailable", notSent: true });
    return answer.data.result[0]?.ID;
  };

  return {
    name: "bitrix24",
    accepts: (kind: LeadKind) => kind === "contact" || options.newsletters,
    async send(lead, context) {
      if (context.remoteId) return; // created by an earlier attempt that died before recording the delivery
      if (context.uncertain) {
        const existing = await find(lead);
        if (existing) return context.created(existing);
      }
      const request = bitrix24Lead(lead, options);
      await context.sending();
      const answer = leadAddResponseSchema.safeParse(await call(options.webhookUrl, "crm.lead.add", request));
      if (!answer.success) {
        // A 2xx without a lead id: the lead may exist; the next attempt looks it up.
        throw new DeliveryError("Bitrix24 crm.lead.add: unexpected answer", { kind: "unavailable", notSent: false });
      }
      await context.created(String(answer.data.result));
    },
  };
}

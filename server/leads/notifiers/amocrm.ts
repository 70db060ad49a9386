import type { LeadKind, LeadRecord } from "../types";
import {
  AMOCRM_LIMITS,
  complexResponseSchema,
  leadsListResponseSchema,
  noteResponseSchema,
  notesListResponseSchema,
  problemSchema,
  unsortedResponseSchema,
  type ComplexRequest,
  type Contact,
  type CustomField,
  type NoteRequest,
  type UnsortedRequest,
} from "./amocrm-api";
import { crmLine, crmText, crmTitle, formName, utmFields } from "./crm-text";
import { DeliveryError, retryAfterMs } from "./errors";
import { TIMEOUT_MS } from "./http";
import { moscowTime } from "./lead-text";
import type { Notifier } from "./types";

export interface AmoCrmOptions {
  /** The account's address, e.g. https://company.amocrm.ru (validated in config). */
  baseUrl: string;
  /** Long-lived token of the account's private integration. */
  token: string;
  /** "deal": a deal in the pipeline; "unsorted": an incoming lead in «Неразобранное». */
  mode: "deal" | "unsorted";
  pipelineId?: number;
  /** Stage of a new deal (deal mode); the pipeline's first stage when absent. */
  statusId?: number;
  responsibleUserId?: number;
  /** ID of the deals' text field «ID заявки на сайте»: what an unanswered attempt is looked up by. */
  leadIdFieldId: number;
  tags: readonly string[];
  /** The site's host: names the source of incoming leads. */
  siteHost: string;
  newsletters: boolean;
}

const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

function problemText(body: string): string {
  try {
    const problem = problemSchema.parse(JSON.parse(body));
    const invalid = problem["validation-errors"]
      ?.flatMap((v) => v.errors.map((e) => `${e.path}: ${e.code}`))
      .join(", ");
    return [problem.title, problem.detail, invalid].filter(Boolean).join(": ");
  } catch {
    return body.slice(0, 200);
  }
}

/** One API call; resolves with the parsed JSON of a 2xx answer (undefined for 204 No Content). */
async function call(options: AmoCrmOptions, method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
  const what = `amoCRM ${method} ${path.replace(/\?.*$/, "")}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.token}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new DeliveryError(`${what}: no answer (${cause?.code ?? (error as Error).name}${cause?.message ? `: ${cause.message}` : ""})`, {
      kind: "unavailable",
      notSent: cause?.code !== undefined && NOT_SENT_CODES.has(cause.code),
    });
  }
  if (response.status === 204) return undefined;
  if (response.ok) {
    try {
      return JSON.parse(text);
    } catch {
      throw new DeliveryError(`${what}: unreadable answer`, { kind: "unavailable", notSent: false });
    }
  }
  const message = `${what}: HTTP ${response.status}${text ? `: ${problemText(text)}` : ""}`;
  if (response.status === 429) {
    throw new DeliveryError(message, { kind: "rate-limit", notSent: true, retryAfterMs: retryAfterMs(response.headers.get("retry-after")) });
  }
  // 401: token revoked or expired; 402: the account is not paid for; 403: no rights, or the address is blocked.
  if (response.status === 401 || response.status === 402 || response.status === 403) {
    throw new DeliveryError(message, { kind: "auth", notSent: true });
  }
  if (response.status >= 500) throw new DeliveryError(message, { kind: "unavailable", notSent: false });
  throw new DeliveryError(message, { kind: "rejected", notSent: true });
}

/** The contact: the visitor's name (a subscriber's e-mail), phone in E.164 and e-mail as work ones. */
function contact(lead: LeadRecord): Contact {
  const fields: CustomField[] = [];
  if (lead.phoneE164) fields.push({ field_code: "PHONE", values: [{ value: crmLine(lead.phoneE164, AMOCRM_LIMITS.TEXT_FIELD), enum_code: "WORK" }] });
  if (lead.email) fields.push({ field_code: "EMAIL", values: [{ value: crmLine(lead.email, AMOCRM_LIMITS.TEXT_FIELD), enum_code: "WORK" }] });
  const name = crmLine(lead.name || lead.email || lead.phone || "Посетитель сайта", AMOCRM_LIMITS.NAME) || "Посетитель сайта";
  return fields.length > 0 ? { name, custom_fields_values: fields } : { name };
}

/** The deal's fields: the site's lead id (for the look-up), UTM tags and the referrer in amoCRM's tracking fields. */
function dealFields(lead: LeadRecord, leadIdFieldId: number): CustomField[] {
  const fields: CustomField[] = [{ field_id: leadIdFieldId, values: [{ value: lead.id }] }];
  for (const [suffix, value] of utmFields(lead)) {
    fields.push({ field_code: `UTM_${suffix}`, values: [{ value: crmLine(value, AMOCRM_LIMITS.TEXT_FIELD) }] });
  }
  if (lead.referrer) fields.push({ field_code: "REFERRER", values: [{ value: crmLine(lead.referrer, AMOCRM_LIMITS.TEXT_FIELD) }] });
  return fields;
}

/** The note on the deal: the message as typed, then where the lead came from; the lead id marks it as ours. */
export function amoNoteText(lead: LeadRecord): string {
  const details = [`Форма: ${formName(lead)}`];
  if (lead.pageTitle) details.push(`Страница: ${crmLine(lead.pageTitle, 300)}`);
  if (lead.pageUrl) details.push(`Адрес страницы: ${crmLine(lead.pageUrl, 1000)}`);
  if (lead.referrer) details.push(`Пришёл с: ${crmLine(lead.referrer, 1000)}`);
  const utm = Object.entries(lead.utm).map(([k, v]) => `${k}=${crmLine(v, 300)}`).join(", ");
  if (utm) details.push(`UTM: ${utm}`);
  details.push(`Получена: ${moscowTime(lead.receivedAt)}`, `ID заявки на сайте: ${lead.id}`);
  const tail = `\n\n${details.join("\n")}`;
  const head = lead.kind === "newsletter" ? "Подписка на рассылку сайта." : `Сообщение:\n${lead.message ?? ""}`;
  // The details (with the id that marks the note) always fit; the message takes what is left.
  const room = AMOCRM_LIMITS.NOTE - tail.length;
  return `${crmText(head, room, "… [сообщение сокращено; полностью — в журнале заявок сайта]")}${tail}`;
}

export function amoComplexRequest(lead: LeadRecord, options: AmoCrmOptions): ComplexRequest {
  return [
    {
      name: crmTitle(lead, AMOCRM_LIMITS.NAME),
      ...(options.pipelineId ? { pipeline_id: options.pipelineId } : {}),
      ...(options.statusId ? { status_id: options.statusId } : {}),
      ...(options.responsibleUserId ? { responsible_user_id: options.responsibleUserId } : {}),
      custom_fields_values: dealFields(lead, options.leadIdFieldId),
      _embedded: { contacts: [contact(lead)], tags: tags(lead, options) },
      request_id: lead.id,
    },
  ];
}

export function amoUnsortedRequest(lead: LeadRecord, options: AmoCrmOptions): UnsortedRequest {
  return [
    {
      source_uid: `site-${options.siteHost}`,
      source_name: `Сайт ${options.siteHost}`,
      ...(options.pipelineId ? { pipeline_id: options.pipelineId } : {}),
      created_at: Math.floor(Date.parse(lead.receivedAt) / 1000),
      metadata: {
        form_id: lead.kind,
        form_name: formName(lead),
        form_page: crmLine(lead.pageUrl || `https://${options.siteHost}/`, 2000),
        form_sent_at: Math.floor(Date.parse(lead.receivedAt) / 1000),
        ...(lead.referrer ? { referer: crmLine(lead.referrer, 2000) } : {}),
      },
      _embedded: {
        leads: [
          {
            name: crmTitle(lead, AMOCRM_LIMITS.NAME),
            custom_fields_values: dealFields(lead, options.leadIdFieldId),
            _embedded: { tags: tags(lead, options) },
          },
        ],
        contacts: [contact(lead)],
      },
      request_id: lead.id,
    },
  ];
}

function tags(lead: LeadRecord, options: AmoCrmOptions): { name: string }[] {
  const names = lead.kind === "newsletter" ? [...options.tags, "Подписка на рассылку"] : [...options.tags];
  return names.map((name) => ({ name: crmLine(name, AMOCRM_LIMITS.TAG) }));
}

/**
 * Leads as deals with a contact in the company's amoCRM (Kommo), or as incoming leads in
 * «Неразобранное»; the message and where the lead came from as a note on the deal. amoCRM does not
 * store `request_id`, so the site's lead id goes into a text field of the deal, and after an attempt
 * whose answer was lost the channel looks the deal up by it (GET /api/v4/leads?query=…) before
 * creating it again. The note is the second step: on a retry, it is added only if the deal has none
 * carrying this lead's id.
 */
export function amoCrmNotifier(options: AmoCrmOptions): Notifier {
  const findDeal = async (lead: LeadRecord): Promise<string | undefined> => {
    const answer = await call(options, "GET", `/api/v4/leads?query=${encodeURIComponent(lead.id)}&limit=50`);
    if (answer === undefined) return undefined;
    const list = leadsListResponseSchema.safeParse(answer);
    if (!list.success) throw new DeliveryError("amoCRM GET /api/v4/leads: unexpected answer", { kind: "unavailable", notSent: true });
    // The query searches every filled field: only a deal whose lead-id field holds exactly this id is ours.
    const deal = list.data._embedded.leads.find((d) =>
      d.custom_fields_values?.some((f) => f.field_id === options.leadIdFieldId && f.values.some((v) => v.value === lead.id)),
    );
    return deal ? String(deal.id) : undefined;
  };

  const create = async (lead: LeadRecord): Promise<string> => {
    if (options.mode === "unsorted") {
      const answer = unsortedResponseSchema.safeParse(await call(options, "POST", "/api/v4/leads/unsorted/forms", amoUnsortedRequest(lead, options)));
      const dealId = answer.success ? answer.data._embedded.unsorted[0]?._embedded.leads[0]?.id : undefined;
      if (!dealId) throw new DeliveryError("amoCRM POST /api/v4/leads/unsorted/forms: unexpected answer", { kind: "unavailable", notSent: false });
      return String(dealId);
    }
    const answer = complexResponseSchema.safeParse(await call(options, "POST", "/api/v4/leads/complex", amoComplexRequest(lead, options)));
    const dealId = answer.success ? answer.data[0]?.id : undefined;
    if (!dealId) throw new DeliveryError("amoCRM POST /api/v4/leads/complex: unexpected answer", { kind: "unavailable", notSent: false });
    return String(dealId);
  };

  const hasNote = async (dealId: string, lead: LeadRecord): Promise<boolean> => {
    const answer = await call(options, "GET", `/api/v4/leads/${dealId}/notes?filter[note_type]=common&limit=250`);
    if (answer === undefined) return false;
    const notes = notesListResponseSchema.safeParse(answer);
    if (!notes.success) throw new DeliveryError("amoCRM GET notes: unexpected answer", { kind: "unavailable", notSent: true });
    return notes.data._embedded.notes.some((n) => n.params.text?.includes(lead.id));
  };

  return {
    name: "amocrm",
    accepts: (kind: LeadKind) => kind === "contact" || options.newsletters,
    async send(lead, context) {
      let dealId = context.remoteId ?? (context.uncertain ? await findDeal(lead) : undefined);
      let fresh = false;
      if (dealId) {
        if (!context.remoteId) await context.created(dealId);
      } else {
        await context.sending();
        dealId = await create(lead);
        await context.created(dealId);
        fresh = true;
      }
      // A deal from an earlier attempt may already carry the note that attempt added.
      if (!fresh && (await hasNote(dealId, lead))) return;
      const note: NoteRequest = [{ note_type: "common", params: { text: amoNoteText(lead) } }];
      const answer = noteResponseSchema.safeParse(await call(options, "POST", `/api/v4/leads/${dealId}/notes`, note));
      if (!answer.success) throw new DeliveryError("amoCRM POST notes: unexpected answer", { kind: "unavailable", notSent: false });
    },
  };
}

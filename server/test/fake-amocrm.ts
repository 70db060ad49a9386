import { z } from "zod";
import {
  complexRequestSchema,
  noteRequestSchema,
  unsortedRequestSchema,
  type ComplexResponse,
  type CustomField,
  type Problem,
  type UnsortedResponse,
} from "../leads/notifiers/amocrm-api";
import { fakeServer, type Answer, type IncomingRequest } from "./fake-endpoint";

/** The account's deal fields: the tracking fields every account has (by code), and the text field for the site's lead id. */
export const LEAD_ID_FIELD_ID = 700_100;
const DEAL_FIELDS: Record<string, number> = {
  UTM_SOURCE: 701_001,
  UTM_MEDIUM: 701_002,
  UTM_CAMPAIGN: 701_003,
  UTM_CONTENT: 701_004,
  UTM_TERM: 701_005,
  REFERRER: 701_006,
};
const CONTACT_FIELDS: Record<string, number> = { PHONE: 702_001, EMAIL: 702_002 };
const ENUM_CODES = ["WORK", "WORKDD", "MOB", "FAX", "HOME", "OTHER", "PRIV"];

export interface AccountDeal {
  id: number;
  name: string;
  pipeline_id: number | null;
  status_id: number | null;
  responsible_user_id: number | null;
  /** As the API returns them: by field id, with the field's code. */
  custom_fields_values: { field_id: number; field_code: string | null; values: { value: string; enum_code?: string }[] }[];
  tags: string[];
  contact: { id: number; name: string; custom_fields_values: { field_code: string; values: { value: string; enum_code?: string }[] }[] };
  unsorted: { uid: string; source_uid: string; source_name: string; metadata: Record<string, unknown> } | null;
  notes: { id: number; text: string }[];
}

/** What the account does with the next deal creation: its usual answer, or the deal created and the answer lost. */
export type CreateOutcome = "answer" | "create-and-hang";

function problem(status: number, title: string, detail: string, validation?: Problem["validation-errors"]): Answer {
  const body: Problem = { title, type: `https://httpstatus.es/${status}`, status, detail, ...(validation ? { "validation-errors": validation } : {}) };
  return { status, headers: { "content-type": "application/problem+json" }, body };
}

const hal = (body: object): Answer => ({ status: 200, headers: { "content-type": "application/hal+json" }, body });

/**
 * An amoCRM account on 127.0.0.1 answering API v4 as amoCRM documents it: Bearer token; complex
 * addition of deals with a contact; incoming leads from forms; the deals list with `query` (204
 * when nothing matches); notes of a deal; problem+json errors: 401 for an unknown token, 429 over
 * the request limit, 400 with validation-errors for fields the account does not have.
 */
export async function startFakeAmoCrm({ token = "long-lived-token-0123456789" } = {}) {
  const state = {
    token,
    deals: [] as AccountDeal[],
    nextId: 9_774_766,
    /** Answer the next N calls with 429. */
    limited: 0,
    down: false,
    createOutcomes: [] as CreateOutcome[],
    requests: [] as { method: string; path: string; body: unknown; status: number | "hang" }[],
  };
  const onHang: (() => void)[] = [];

  const fields = (values: CustomField[] | undefined, known: Record<string, number>, requestId: string | undefined, at: string) => {
    const errors: { code: string; path: string; detail: string }[] = [];
    const out = (values ?? []).map((f, i) => {
      const code = "field_code" in f ? f.field_code : null;
      const id = "field_code" in f ? known[f.field_code] : f.field_id;
      const ok = "field_code" in f ? id !== undefined : id === LEAD_ID_FIELD_ID || Object.values(known).includes(id);
      if (!ok) errors.push({ code: "NotSupportedChoice", path: `${at}custom_fields_values.${i}.field_${code ? "code" : "id"}`, detail: "The value you selected is not a valid choice." });
      for (const v of f.values) {
        if (v.enum_code && !ENUM_CODES.includes(v.enum_code)) errors.push({ code: "NotSupportedChoice", path: `${at}custom_fields_values.${i}.values.0.enum_code`, detail: "The value you selected is not a valid choice." });
      }
      return { field_id: id ?? 0, field_code: code ?? Object.keys(known).find((k) => known[k] === id) ?? null, values: f.values };
    });
    return { out, errors: errors.length > 0 ? [{ request_id: requestId ?? "0", errors }] : [] };
  };

  const createDeal = (
    lead: { name: string; pipeline_id?: number; status_id?: number; responsible_user_id?: number; custom_fields_values?: CustomField[]; tags?: { name: string }[] },
    contact: { name: string; custom_fields_values?: CustomField[] } | undefined,
    requestId: string | undefined,
    unsorted: AccountDeal["unsorted"],
  ): { deal: AccountDeal } | { refused: Answer } => {
    const dealFields = fields(lead.custom_fields_values, DEAL_FIELDS, requestId, "");
    const contactFields = fields(contact?.custom_fields_values, CONTACT_FIELDS, requestId, "_embedded.contacts.0.");
    const invalid = [...dealFields.errors, ...contactFields.errors];
    if (invalid.length > 0) return { refused: problem(400, "Bad Request", "Request validation failed", invalid) };
    const deal: AccountDeal = {
      id: state.nextId++,
      name: lead.name,
      pipeline_id: lead.pipeline_id ?? null,
      status_id: lead.status_id ?? null,
      responsible_user_id: lead.responsible_user_id ?? null,
      custom_fields_values: dealFields.out,
      tags: (lead.tags ?? []).map((t) => t.name),
      contact: {
        id: state.nextId++,
        name: contact?.name ?? "",
        custom_fields_values: contactFields.out.map((f) => ({ field_code: f.field_code ?? "", values: f.values })),
      },
      unsorted,
      notes: [],
    };
    state.deals.push(deal);
    return { deal };
  };

  const handle = (request: IncomingRequest): Answer => {
    const url = new URL(request.url, "http://account");
    let body: unknown = undefined;
    const record = (status: number | "hang") => state.requests.push({ method: request.method, path: url.pathname, body, status });
    if (state.down) {
      record(503);
      return { status: 503, headers: { "content-type": "text/html" }, body: "<html><body>503 Service Unavailable</body></html>" };
    }
    if (request.headers.authorization !== `Bearer ${state.token}`) {
      record(401);
      return problem(401, "Unauthorized", "Неверный логин или пароль");
    }
    if (state.limited > 0) {
      state.limited -= 1;
      record(429);
      return problem(429, "Too Many Requests", "Too many requests");
    }
    if (request.method === "POST") {
      if (!/^application\/json/.test(request.headers["content-type"] ?? "")) {
        record(415);
        return problem(415, "Unsupported Media Type", "Content-Type must be application/json");
      }
      try {
        body = JSON.parse(request.raw);
      } catch {
        record(400);
        return problem(400, "Bad Request", "Invalid JSON");
      }
    }
    const invalid = (error: z.ZodError) => {
      record(400);
      return problem(400, "Bad Request", z.prettifyError(error));
    };
    const hangOrAnswer = (answer: Answer): Answer => {
      if (state.createOutcomes.shift() === "create-and-hang") {
        record("hang");
        for (const listener of onHang.splice(0)) listener();
        return "hang";
      }
      record(200);
      return answer;
    };

    if (request.method === "POST" && url.pathname === "/api/v4/leads/complex") {
      const parsed = complexRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const answer: ComplexResponse = [];
      for (const lead of parsed.data) {
        const created = createDeal({ ...lead, tags: lead._embedded.tags }, lead._embedded.contacts?.[0], lead.request_id, null);
        if ("refused" in created) {
          record(400);
          return created.refused;
        }
        const { deal } = created;
        answer.push({ id: deal.id, contact_id: deal.contact.id, company_id: null, request_id: [lead.request_id ?? "0"], merged: false });
      }
      return hangOrAnswer(hal(answer));
    }
    if (request.method === "POST" && url.pathname === "/api/v4/leads/unsorted/forms") {
      const parsed = unsortedRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const items: UnsortedResponse["_embedded"]["unsorted"] = [];
      for (const item of parsed.data) {
        const uid = `${item.source_uid}-${state.nextId}`;
        const [lead] = item._embedded.leads;
        const created = createDeal(
          { ...lead, pipeline_id: item.pipeline_id, tags: lead._embedded?.tags },
          item._embedded.contacts[0],
          item.request_id,
          { uid, source_uid: item.source_uid, source_name: item.source_name, metadata: item.metadata },
        );
        if ("refused" in created) {
          record(400);
          return created.refused;
        }
        const { deal } = created;
        items.push({ uid, request_id: item.request_id, _embedded: { leads: [{ id: deal.id }], contacts: [{ id: deal.contact.id }] } });
      }
      const answer: UnsortedResponse = { _total_items: items.length, _embedded: { unsorted: items } };
      return hangOrAnswer(hal(answer));
    }
    if (request.method === "GET" && url.pathname === "/api/v4/leads") {
      const query = url.searchParams.get("query") ?? "";
      const found = state.deals.filter(
        (d) => d.name.includes(query) || d.custom_fields_values.some((f) => f.values.some((v) => v.value.includes(query))),
      );
      record(found.length > 0 ? 200 : 204);
      if (found.length === 0) return { status: 204 };
      return hal({
        _page: 1,
        _embedded: {
          leads: found.map((d) => ({ id: d.id, name: d.name, custom_fields_values: d.custom_fields_values.length > 0 ? d.custom_fields_values : null })),
        },
      });
    }
    const notes = /^\/api\/v4\/leads\/(\d+)\/notes$/.exec(url.pathname);
    const deal = notes ? state.deals.find((d) => d.id === Number(notes[1])) : undefined;
    if (notes && !deal) {
      record(404);
      return problem(404, "Not Found", "Entity not found");
    }
    if (notes && deal && request.method === "POST") {
      const parsed = noteRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const added = parsed.data.map((n) => ({ id: state.nextId++, text: n.params.text }));
      deal.notes.push(...added);
      record(200);
      return hal({ _total_items: added.length, _embedded: { notes: added.map((n) => ({ id: n.id, entity_id: deal.id })) } });
    }
    if (notes && deal && request.method === "GET") {
      const common = deal.notes; // the fake keeps only common notes, which the filter asks for
      record(common.length > 0 ? 200 : 204);
      if (common.length === 0) return { status: 204 };
      return hal({ _embedded: { notes: common.map((n) => ({ id: n.id, entity_id: deal.id, note_type: "common", params: { text: n.text } })) } });
    }
    record(404);
    return problem(404, "Not Found", "Route not found");
  };

  const server = await fakeServer(handle);
  return {
    url: server.url,
    state,
    /** Deals carrying this site lead id in the lead-id field. */
    dealsFor: (leadId: string) =>
      state.deals.filter((d) => d.custom_fields_values.some((f) => f.field_id === LEAD_ID_FIELD_ID && f.values.some((v) => v.value === leadId))),
    hung: () => new Promise<void>((resolve) => onHang.push(resolve)),
    /** Cuts the connections, so a held-back answer is lost for good. */
    dropConnections: server.dropConnections,
    close: server.close,
  };
}
export type FakeAmoCrm = Awaited<ReturnType<typeof startFakeAmoCrm>>;

import { z } from "zod";
import {
  leadAddRequestSchema,
  leadListRequestSchema,
  type ErrorResponse,
  type LeadAddRequest,
  type LeadAddResponse,
  type LeadListResponse,
} from "../leads/notifiers/bitrix24-api";
import { fakeServer, type Answer, type IncomingRequest } from "./fake-endpoint";

/** A lead the fake portal holds. */
export interface PortalLead {
  ID: number;
  fields: LeadAddRequest["fields"];
}

/** What the portal does with the next crm.lead.add: its usual answer, or the lead created and the answer lost. */
export type AddOutcome = "answer" | "create-and-hang";

const time = () => ({ start: Date.now() / 1000, finish: Date.now() / 1000 });

function error(status: number, code: string, description: string): Answer {
  const body: ErrorResponse = { error: code, error_description: description };
  return { status, headers: { "content-type": "application/json" }, body };
}

/**
 * A Bitrix24 portal on 127.0.0.1 answering the REST API through an inbound webhook as the official
 * reference documents it: POST /rest/<user>/<code>/<method>.json with a JSON body, crm.lead.add and
 * crm.lead.list (exact filter on ORIGINATOR_ID and ORIGIN_ID), and the documented errors:
 * 401 INVALID_CREDENTIALS for an unknown webhook, 404 ERROR_METHOD_NOT_FOUND, 503
 * QUERY_LIMIT_EXCEEDED over the request limit, 400 for fields the method does not take.
 */
export async function startFakeBitrix24({ userId = "1", code = "k3y0fw3bh00k" } = {}) {
  const state = {
    code,
    leads: [] as PortalLead[],
    nextId: 3465,
    /** Answer the next N calls with QUERY_LIMIT_EXCEEDED. */
    limited: 0,
    /** Portal unreachable behind its proxy: 502 with an HTML page. */
    down: false,
    addOutcomes: [] as AddOutcome[],
    requests: [] as { method: string; body: unknown; status: number | "hang" }[],
  };
  const onHang: (() => void)[] = [];

  const handle = (request: IncomingRequest): Answer => {
    const match = /^\/rest\/(\d+)\/([^/]+)\/([a-z.]+)\.json$/.exec(request.url);
    const record = (status: number | "hang", body: unknown = undefined) =>
      state.requests.push({ method: match?.[3] ?? request.url, body, status });
    if (state.down) {
      record(502);
      return { status: 502, headers: { "content-type": "text/html" }, body: "<html><body>502 Bad Gateway</body></html>" };
    }
    if (!match || request.method !== "POST") {
      record(404);
      return error(404, "ERROR_METHOD_NOT_FOUND", "Method not found!");
    }
    if (match[1] !== userId || match[2] !== state.code) {
      record(401);
      return error(401, "INVALID_CREDENTIALS", "Invalid request credentials");
    }
    if (state.limited > 0) {
      state.limited -= 1;
      record(503);
      return error(503, "QUERY_LIMIT_EXCEEDED", "Too many requests");
    }
    if (!/^application\/json/.test(request.headers["content-type"] ?? "")) {
      record(400);
      return error(400, "", "Parameters are expected as JSON");
    }
    let body: unknown;
    try {
      body = JSON.parse(request.raw);
    } catch {
      record(400);
      return error(400, "", "Invalid JSON");
    }
    if (match[3] === "crm.lead.add") {
      const parsed = leadAddRequestSchema.safeParse(body);
      if (!parsed.success) {
        record(400, body);
        return error(400, "", z.prettifyError(parsed.error));
      }
      const lead: PortalLead = { ID: state.nextId++, fields: parsed.data.fields };
      state.leads.push(lead);
      if (state.addOutcomes.shift() === "create-and-hang") {
        record("hang", body);
        for (const listener of onHang.splice(0)) listener();
        return "hang";
      }
      record(200, body);
      const answer: LeadAddResponse = { result: lead.ID, time: time() };
      return { status: 200, headers: { "content-type": "application/json" }, body: answer };
    }
    if (match[3] === "crm.lead.list") {
      const parsed = leadListRequestSchema.safeParse(body);
      if (!parsed.success) {
        record(400, body);
        return error(400, "", z.prettifyError(parsed.error));
      }
      const { ORIGINATOR_ID, ORIGIN_ID } = parsed.data.filter;
      const found = state.leads.filter((l) => l.fields.ORIGINATOR_ID === ORIGINATOR_ID && l.fields.ORIGIN_ID === ORIGIN_ID);
      record(200, body);
      const answer: LeadListResponse = { result: found.slice(0, 50).map((l) => ({ ID: String(l.ID) })), total: found.length, time: time() };
      return { status: 200, headers: { "content-type": "application/json" }, body: answer };
    }
    record(404, body);
    return error(404, "ERROR_METHOD_NOT_FOUND", "Method not found!");
  };

  const server = await fakeServer(handle);
  return {
    /** The inbound webhook's address, as the portal shows it. */
    webhookUrl: `${server.url}/rest/${userId}/${code}/`,
    /** An address whose code the portal does not know (a revoked webhook). */
    revokedUrl: `${server.url}/rest/${userId}/revoked0c0de/`,
    state,
    /** Leads created with this ORIGIN_ID (the site's lead id). */
    leadsFor: (leadId: string) => state.leads.filter((l) => l.fields.ORIGIN_ID === leadId),
    /** Resolves when a crm.lead.add has created its lead and is holding back the answer. */
    hung: () => new Promise<void>((resolve) => onHang.push(resolve)),
    /** Cuts the connections, so a held-back answer is lost for good. */
    dropConnections: server.dropConnections,
    close: server.close,
  };
}
export type FakeBitrix24 = Awaited<ReturnType<typeof startFakeBitrix24>>;

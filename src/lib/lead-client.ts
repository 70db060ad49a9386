import { currentVisit } from "./visit";

/** Sends a lead to the form endpoint (SPEC §7) and turns every failure into one readable error (SPEC §8). */
export interface LeadPayload {
  name: string;
  phone: string;
  message: string;
  page: string;
  pageUrl?: string;
  referrer?: string;
  utm?: Record<string, string>;
  consent: boolean;
  /** Honeypot value: empty for people. */
  website?: string;
  /** When the form was shown (ms since epoch): the server drops forms sent faster than a person could. */
  startedAt?: number;
}

export class LeadError extends Error {
  constructor(
    message: string,
    readonly statusCode: number = 500,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "LeadError";
  }
}

const NETWORK_MESSAGE = "Не удалось отправить: проверьте подключение к интернету и попробуйте ещё раз.";
const SERVER_MESSAGE = "Не удалось отправить заявку. Попробуйте ещё раз или напишите нам на почту.";

export const FORM_ENDPOINT = process.env.GATSBY_FORM_ENDPOINT || "/api/form";

export async function sendLead(payload: LeadPayload, endpoint: string = FORM_ENDPOINT): Promise<{ id: string }> {
  // The campaign and referring site of the visit go with every lead (kept since the landing page).
  const visit = currentVisit();
  const attributed: LeadPayload = {
    ...payload,
    utm: payload.utm ?? (Object.keys(visit.utm).length > 0 ? visit.utm : undefined),
    referrer: payload.referrer ?? visit.referrer,
  };
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(attributed),
    });
  } catch {
    throw new LeadError(NETWORK_MESSAGE, 0);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string; fields?: Record<string, string> };
  if (!response.ok) {
    const fields = body.fields ?? {};
    const message = Object.values(fields)[0] ?? (response.status < 500 && body.message ? body.message : SERVER_MESSAGE);
    throw new LeadError(message, response.status, fields);
  }
  return { id: body.id ?? "" };
}

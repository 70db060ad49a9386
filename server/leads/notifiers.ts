import crypto from "node:crypto";
import type { LeadRecord } from "./types";

/** A channel the sales team hears about new leads through. */
export interface Notifier {
  /** Stable id, recorded with each delivery ("telegram", "webhook"). */
  name: string;
  /** Resolves once the channel has accepted the lead; throws on any failure. */
  send(lead: LeadRecord): Promise<void>;
}

const TIMEOUT_MS = 10_000;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`);
  }
}

/** The lead as people read it in a chat. Plain text: nothing from the visitor is read as markup. */
export function leadSummary(lead: LeadRecord): string {
  const lines =
    lead.kind === "newsletter"
      ? ["Подписка на рассылку", `E-mail: ${lead.email}`]
      : ["Новая заявка с сайта", `Имя: ${lead.name}`, `Телефон: ${lead.phone}`, `Сообщение: ${lead.message}`];
  if (lead.pageTitle) lines.push(`Страница: ${lead.pageTitle}`);
  if (lead.pageUrl) lines.push(lead.pageUrl);
  const utm = Object.entries(lead.utm).map(([k, v]) => `${k}=${v}`).join(", ");
  if (utm) lines.push(`UTM: ${utm}`);
  lines.push(`Получена: ${lead.receivedAt}`, `ID: ${lead.id}`);
  return lines.join("\n");
}

/** Telegram Bot API sendMessage to the sales chat. `apiBase` is overridable for a proxy or tests. */
export function telegramNotifier(token: string, chatId: string, apiBase = "https://api.telegram.org"): Notifier {
  return {
    name: "telegram",
    send: (lead) => postJson(`${apiBase}/bot${token}/sendMessage`, { chat_id: chatId, text: leadSummary(lead) }),
  };
}

/** Header carrying the HMAC-SHA256 of the exact body, hex, keyed with LEADS_WEBHOOK_SECRET. */
export const SIGNATURE_HEADER = "x-videum-signature";

export function signBody(body: string, secret: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * The whole lead as JSON to the company's CRM or any HTTP endpoint. With a secret, the body is signed
 * so the receiver can check it came from this server.
 */
export function webhookNotifier(url: string, secret?: string): Notifier {
  return {
    name: "webhook",
    send: (lead) => {
      const body = JSON.stringify({ event: "lead.created", lead });
      return postJson(url, body, secret ? { [SIGNATURE_HEADER]: signBody(body, secret) } : {});
    },
  };
}

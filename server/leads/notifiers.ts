import crypto from "node:crypto";
import { createTransport } from "nodemailer";
import { escapeHtml } from "../lib/escape-html";
import type { LeadRecord } from "./types";

/** A channel the sales team hears about new leads through. */
export interface Notifier {
  /** Stable id, recorded with each delivery ("telegram", "email", "webhook"). */
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


const moscowFormat = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "22.11.2026, 14:05 (МСК)": the sales team works in Moscow time whatever the server's zone. */
function moscowTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${moscowFormat.format(date)} (МСК)`;
}

function heading(lead: LeadRecord): string {
  return lead.kind === "newsletter" ? "Подписка на рассылку" : "Новая заявка с сайта";
}

function utmText(lead: LeadRecord): string {
  return Object.entries(lead.utm)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
}

/** The lead as people read it in plain text (the text part of the e-mail). */
export function leadSummary(lead: LeadRecord): string {
  const lines =
    lead.kind === "newsletter"
      ? [heading(lead), `E-mail: ${lead.email}`]
      : [heading(lead), `Имя: ${lead.name}`, `Телефон: ${lead.phone}`, `Сообщение: ${lead.message}`];
  if (lead.pageTitle) lines.push(`Страница: ${lead.pageTitle}`);
  if (lead.pageUrl) lines.push(lead.pageUrl);
  const utm = utmText(lead);
  if (utm) lines.push(`UTM: ${utm}`);
  lines.push(`Получена: ${moscowTime(lead.receivedAt)}`, `ID: ${lead.id}`);
  return lines.join("\n");
}

/** A labelled line of the HTML renderings; `text` and `href` are raw, escaped by the renderer. */
interface Field {
  label: string;
  text: string;
  href?: string;
}

/** Only web links are made clickable: a visitor-supplied "javascript:" stays text. */
function webUrl(url: string | null): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/** Everything but the message, which the channels place themselves (Telegram fits it into the length cap). */
function leadFields(lead: LeadRecord): Field[] {
  const fields: Field[] =
    lead.kind === "newsletter"
      ? [{ label: "E-mail", text: lead.email ?? "" }]
      : [
          { label: "Имя", text: lead.name ?? "" },
          { label: "Телефон", text: lead.phone ?? "", href: lead.phoneE164 ? `tel:${lead.phoneE164}` : undefined },
        ];
  const page = lead.pageTitle || lead.pageUrl;
  if (page) fields.push({ label: "Страница", text: page, href: webUrl(lead.pageUrl) });
  const utm = utmText(lead);
  if (utm) fields.push({ label: "UTM", text: utm });
  fields.push({ label: "Получена", text: moscowTime(lead.receivedAt) }, { label: "ID", text: lead.id });
  return fields;
}

function fieldHtml(field: Field, escape: (text: string) => string): string {
  const value = escape(field.text);
  return `${field.label}: ${field.href ? `<a href="${escapeHtml(field.href)}">${value}</a>` : value}`;
}

/** Telegram refuses longer messages. */
const TELEGRAM_MAX_LENGTH = 4096;
/** Caps per visitor field other than the message, so that the message always keeps most of the room. */
const TELEGRAM_FIELD_MAX = 500;
const TELEGRAM_HREF_MAX = 1024;

/** `text` escaped and cut to at most `max` characters of HTML, ending in "…" when cut; never splits an entity or a character. */
function escapeWithin(text: string, max: number): string {
  const escaped = escapeHtml(text);
  if (escaped.length <= max) return escaped;
  let out = "";
  for (const char of text) {
    const piece = escapeHtml(char);
    if (out.length + piece.length > max - 1) break;
    out += piece;
  }
  return `${out}…`;
}

/** The lead as a Telegram HTML message, at most TELEGRAM_MAX_LENGTH characters. */
export function telegramMessage(lead: LeadRecord): string {
  // Only web addresses are linked: the Bot API may refuse a message with a tel: link, and its apps
  // make the phone number tappable on their own.
  const fields = leadFields(lead).map((f) =>
    fieldHtml(
      f.href && f.href.length <= TELEGRAM_HREF_MAX && webUrl(f.href) ? f : { ...f, href: undefined },
      (t) => escapeWithin(t, TELEGRAM_FIELD_MAX),
    ),
  );
  const render = (message?: string) => {
    const lines = [`<b>${heading(lead)}</b>`, ...fields];
    if (message !== undefined) lines.splice(3, 0, `Сообщение: ${message}`); // after name and phone
    return lines.join("\n");
  };
  if (lead.kind === "newsletter") return render();
  // The other fields are capped, so several hundred characters are always left for the message.
  const room = TELEGRAM_MAX_LENGTH - render("").length;
  return render(escapeWithin(lead.message ?? "", room));
}

/** Telegram Bot API sendMessage to the sales chat. `apiBase` is overridable for a proxy or tests. */
export function telegramNotifier(token: string, chatId: string, apiBase = "https://api.telegram.org"): Notifier {
  return {
    name: "telegram",
    send: (lead) =>
      postJson(`${apiBase}/bot${token}/sendMessage`, {
        chat_id: chatId,
        text: telegramMessage(lead),
        parse_mode: "HTML",
        disable_web_page_preview: true,
      }),
  };
}

/** Visitor text for a mail header: one line (no CR/LF to start a header of its own), not too long. */
function headerText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, 150);
}

/** The lead as the HTML part of the e-mail; the message keeps its line breaks. */
function leadEmailHtml(lead: LeadRecord): string {
  const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>\n");
  const lines = leadFields(lead).map((f) => fieldHtml(f, multiline));
  if (lead.kind !== "newsletter") lines.splice(2, 0, `Сообщение:<br>\n${multiline(lead.message ?? "")}`);
  return `<!doctype html>\n<html lang="ru"><body>\n<h2>${heading(lead)}</h2>\n${lines.map((l) => `<p>${l}</p>`).join("\n")}\n</body></html>\n`;
}

/**
 * The lead by e-mail through SMTP (`smtp://` or `smtps://user:pass@host:port`) to the sales mailbox(es),
 * `to` being one address or several, comma-separated.
 */
export function emailNotifier(smtpUrl: string, options: { from: string; to: string }): Notifier {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    name: "email",
    send: async (lead) => {
      const newsletter = lead.kind === "newsletter";
      await transport.sendMail({
        from: options.from,
        to: options.to,
        subject: newsletter
          ? `Подписка на рассылку: ${headerText(lead.email ?? "")}`
          : `Заявка с сайта: ${headerText(lead.name ?? "")}`,
        // An answer to a subscription goes to the subscriber.
        replyTo: newsletter && lead.email ? { name: "", address: headerText(lead.email) } : undefined,
        text: leadSummary(lead),
        html: leadEmailHtml(lead),
      });
    },
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

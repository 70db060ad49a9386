import { escapeHtml } from "../../lib/escape-html";
import type { LeadRecord } from "../types";

const moscowFormat = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "22.11.2026, 14:05 (МСК)": the sales team works in Moscow time whatever the server's zone. */
export function moscowTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${moscowFormat.format(date)} (МСК)`;
}

export function heading(lead: LeadRecord): string {
  return lead.kind === "newsletter" ? "Подписка на рассылку" : "Новая заявка с сайта";
}

export function utmText(lead: LeadRecord): string {
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
export interface Field {
  label: string;
  text: string;
  href?: string;
}

/** Only web links are made clickable: a visitor-supplied "javascript:" stays text. */
export function webUrl(url: string | null): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/** Everything but the message, which the channels place themselves (Telegram fits it into the length cap). */
export function leadFields(lead: LeadRecord): Field[] {
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

export function fieldHtml(field: Field, escape: (text: string) => string): string {
  const value = escape(field.text);
  return `${field.label}: ${field.href ? `<a href="${escapeHtml(field.href)}">${value}</a>` : value}`;
}

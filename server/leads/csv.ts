import type { LeadRecord } from "./types";

const COLUMNS: [string, (lead: LeadRecord) => string | null][] = [
  ["id", (l) => l.id],
  ["received_at", (l) => l.receivedAt],
  ["kind", (l) => l.kind],
  ["name", (l) => l.name],
  ["phone", (l) => l.phoneE164],
  ["email", (l) => l.email],
  ["message", (l) => l.message],
  ["page_title", (l) => l.pageTitle],
  ["page_url", (l) => l.pageUrl],
  ["referrer", (l) => l.referrer],
  ["utm", (l) => Object.entries(l.utm).map(([k, v]) => `${k}=${v}`).join("&") || null],
  ["consent_version", (l) => l.consentVersion],
  ["consent_at", (l) => l.consentAt],
];

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe. */
function cell(value: string | null, delimiter: string): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Leads as CSV that Excel opens with Cyrillic intact: UTF-8 with BOM, CRLF, ";" by default (what
 * Russian-locale Excel expects), and safe against formula injection.
 */
export function leadsToCsv(leads: readonly LeadRecord[], delimiter: ";" | "," = ";"): string {
  const lines = [COLUMNS.map(([name]) => name).join(delimiter)];
  for (const lead of leads) lines.push(COLUMNS.map(([, get]) => cell(get(lead), delimiter)).join(delimiter));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

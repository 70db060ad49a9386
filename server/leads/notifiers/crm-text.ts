import { escapeHtml } from "../../lib/escape-html";
import type { LeadRecord } from "../types";

/**
 * Visitor text made safe for a CRM field: Unicode-normalised (NFC), control characters other than
 * line breaks and tabs removed (a CRM may refuse them, and they mean nothing to a reader), a lone
 * surrogate (not a character at all) replaced, and at most `max` characters long, cut on a character
 * boundary with "…" at the end. Never refused: a long text is shortened, not rejected.
 */
export function crmText(text: string, max: number, marker = "…"): string {
  const clean = text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const markerLength = Array.from(marker).length;
  return `${chars.slice(0, Math.max(0, max - markerLength)).join("").trimEnd()}${marker}`;
}

/** One line of visitor text (a name, a title): line breaks become spaces. */
export function crmLine(text: string, max: number): string {
  return crmText(text.replace(/\s*[\r\n]+\s*/g, " ").trim(), max);
}

/**
 * Text for a CRM field its interface shows as HTML (Bitrix24's comment): escaped, so a visitor's
 * markup is shown as typed and never runs; line breaks kept as <br>; characters outside the Basic
 * Multilingual Plane (emoji) as numeric references, which a database without 4-byte UTF-8 still stores.
 * The length limit applies to the result.
 */
export function crmHtml(text: string, max: number, marker = "…"): string {
  const html = (t: string) =>
    escapeHtml(t)
      .replace(/\n/g, "<br>\n")
      .replace(/[\u{10000}-\u{10ffff}]/gu, (c) => `&#${c.codePointAt(0)};`);
  const plain = crmText(text, Number.MAX_SAFE_INTEGER);
  const full = html(plain);
  if (full.length <= max) return full;
  // Cut the plain text so that its rendering fits, never inside an entity.
  let out = "";
  for (const char of plain) {
    const piece = html(char);
    if (out.length + piece.length + marker.length > max) break;
    out += piece;
  }
  return `${out}${marker}`;
}

/** Which form a lead came from, as the sales team names it. */
export function formName(lead: LeadRecord): string {
  return lead.kind === "newsletter" ? "Подписка на рассылку" : "Заявка с сайта";
}

/**
 * "Заявка с сайта: Анна Петрова — Контакты | AI лаборатория Видеум": the form, who sent it, and the
 * page it was sent from, on one line of at most `max` characters.
 */
export function crmTitle(lead: LeadRecord, max: number): string {
  const page = lead.pageTitle?.trim() || lead.pageUrl?.trim() || "";
  const who = (lead.kind === "newsletter" ? lead.email : lead.name)?.trim() ?? "";
  return crmLine(`${formName(lead)}${who ? `: ${who}` : ""}${page ? ` — ${page}` : ""}`, max);
}

/** UTM tags of the lead by their CRM field suffix (SOURCE, MEDIUM, CAMPAIGN, CONTENT, TERM). */
export function utmFields(lead: LeadRecord): [suffix: "SOURCE" | "MEDIUM" | "CAMPAIGN" | "CONTENT" | "TERM", value: string][] {
  const suffixes = ["SOURCE", "MEDIUM", "CAMPAIGN", "CONTENT", "TERM"] as const;
  return suffixes.flatMap((s) => {
    const value = lead.utm[`utm_${s.toLowerCase()}`];
    return value ? [[s, value] as [typeof s, string]] : [];
  });
}

import { createTransport } from "nodemailer";
import { escapeHtml } from "../../lib/escape-html";
import type { LeadRecord } from "../types";
import { TIMEOUT_MS } from "./http";
import { fieldHtml, heading, leadFields, leadSummary } from "./lead-text";
import type { Notifier } from "./types";

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

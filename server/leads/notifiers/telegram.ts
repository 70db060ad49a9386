import { escapeHtml } from "../../lib/escape-html";
import type { LeadRecord } from "../types";
import { postJson } from "./http";
import { fieldHtml, heading, leadFields, webUrl } from "./lead-text";
import type { Notifier } from "./types";

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

import { telHref } from "./seo";

/** A piece of text: plain, or a phone number or e-mail address with the link a tap opens. */
export type ContactPart = string | { text: string; href: string; kind: "phone" | "email" };

const SPACE = "[ \\u00a0]?";
const DASH = "[ \\u00a0\\-\\u2011]?";
/** +7 495 120-17-54, 8 (800) 555-35-35, +74951201754, with the spaces typograf may make non-breaking. */
const PHONE = `(?:\\+7|8)${SPACE}\\(?\\d{3}\\)?${SPACE}\\d{3}${DASH}\\d{2}${DASH}\\d{2}`;
const EMAIL = "[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}";
const CONTACT = new RegExp(`(${PHONE})|(${EMAIL})`, "g");

/**
 * Splits running text so every phone number and e-mail address in it can be a link: a visitor on a
 * phone taps it to call or write. A run of digits that only contains a number's shape (a registry
 * number, a date) is left as text: a phone must not touch a digit or a letter on either side.
 */
export function contactParts(text: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let from = 0;
  for (const match of text.matchAll(CONTACT)) {
    const at = match.index ?? 0;
    const found = match[0];
    const [before, after] = [text[at - 1] ?? "", text[at + found.length] ?? ""];
    const phone = match[1] !== undefined;
    if (phone && (/[\p{L}\d]/u.test(before) || /[\p{L}\d]/u.test(after))) continue;
    if (at > from) parts.push(text.slice(from, at));
    parts.push(phone ? { text: found, href: telHref(found.replace(/^8/, "+7")), kind: "phone" } : { text: found, href: `mailto:${found}`, kind: "email" });
    from = at + found.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

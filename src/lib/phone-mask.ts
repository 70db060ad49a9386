/**
 * SPEC §5 phone masks. The mask follows the number of digits typed so far: a Russian number fits the
 * first, longer country codes and subscriber numbers move to the wider ones.
 */
export const PHONE_MASK_PATTERNS = [
  "+# ### ###-##-##",
  "+## ### ###-##-##",
  "+### ### ###-##-##",
  "+# ### ### ###-##-##",
  "+## ### ### ###-##-##",
] as const;

/** A react-text-mask mask: literal characters as strings, each digit place as a RegExp. */
export type Mask = Array<string | RegExp>;

const DIGIT = /\d/;

const toMask = (pattern: string): Mask => Array.from(pattern, (char) => (char === "#" ? DIGIT : char));

const MASKS = PHONE_MASK_PATTERNS.map((pattern) => ({
  capacity: pattern.split("#").length - 1,
  mask: toMask(pattern),
}));

/** The narrowest SPEC §5 mask that holds every digit of the value (the widest one caps the length). */
export function phoneMask(rawValue: string): Mask {
  const digits = rawValue.replace(/\D/g, "").length;
  return (MASKS.find((m) => m.capacity >= digits) ?? MASKS[MASKS.length - 1]).mask;
}

/** Digits of a typed or pasted number ("+7 (916) 123-45-67" → "79161234567"). */
export const phoneDigits = (value: string): string => value.replace(/\D/g, "");

/** Digits laid into their mask, as the input shows them ("79161234567" → "+7 916 123-45-67"). */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  const mask = phoneMask(digits);
  let next = 0;
  let out = "";
  for (const place of mask) {
    if (next >= digits.length) break;
    if (typeof place === "string") out += place;
    else out += digits[next++];
  }
  return out;
}

/**
 * A whole number written in a Russian local form gets the country code, as a Russian visitor means it:
 * "8 999 123-45-67" (11 digits, trunk prefix 8) and "999 123-45-67" (10 digits, a mobile number) become
 * "79991234567". Only numbers of exactly that length change, and after the 8 only the first digits of
 * Russian area codes (3, 4, 8, 9), so +81 (Japan), +82, +86 and the 12-digit +88x numbers keep their
 * digits. The one honest collision is an 11-digit Vietnamese +84 number typed without its "+".
 */
export function russianPhoneDigits(digits: string): string {
  if (digits.length === 11 && digits[0] === "8" && "3489".includes(digits[1])) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits[0] === "9") return `7${digits}`;
  return digits;
}

/** Second digits after the trunk prefix 8 that begin a Russian area code (3xx, 4xx, 8xx, 9xx). */
const RUSSIAN_AREA_START = "3489";

/** What the phone field shows while it is typed, and whether its +7 stands for an 8 the visitor typed. */
export interface TypedPhone {
  value: string;
  sevenWasEight: boolean;
}

/**
 * The phone field's value while it is typed (react-text-mask's `pipe`, `conformed` being the digits as
 * the mask laid them): a number begun with 8 and no "+" is a Russian one in its local form, so its
 * country code shows as +7 from the first digit ("8" → "+7", "8 999" → "+7 999"), until a next digit
 * that cannot begin a Russian area code gives the 8 back ("8" → "+7", then "86" → "+86", China typed
 * without its "+"). A number begun with "+" keeps every digit typed.
 */
export function russianPrefixWhileTyping(conformed: string, rawValue: string, sevenWasEight: boolean): TypedPhone {
  const digits = phoneDigits(conformed);
  let typed: string;
  if (sevenWasEight && digits.startsWith("7")) typed = `8${digits.slice(1)}`;
  else if (!rawValue.trimStart().startsWith("+")) typed = digits;
  else return { value: conformed, sevenWasEight: false };
  if (typed.startsWith("8") && (typed.length === 1 || RUSSIAN_AREA_START.includes(typed[1]))) {
    return { value: formatPhone(`7${typed.slice(1)}`), sevenWasEight: true };
  }
  return { value: typed === digits ? conformed : formatPhone(typed), sevenWasEight: false };
}

/**
 * A finished number in the form the site keeps and shows: "8 (999) 123-45-67" → "+7 999 123-45-67".
 * The browser applies it when the phone field is left and before sending, the server to every form it
 * takes (a no-JS form sends the number as typed), so both read a number the same way.
 */
export function normalisePhone(value: string): string {
  return formatPhone(russianPhoneDigits(phoneDigits(value)));
}

/**
 * A pasted number: written with "+", its digits are kept as they are; otherwise it is read as a Russian
 * local number when it is one ("8 (916) 123-45-67", "(916) 123-45-67" → "79161234567").
 */
export function normalisePastedPhone(pasted: string): string {
  const digits = phoneDigits(pasted);
  return pasted.trim().startsWith("+") ? digits : russianPhoneDigits(digits);
}

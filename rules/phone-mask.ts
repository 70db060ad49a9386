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

/** Second digits after the trunk prefix 8 that begin a Russian area code (3xx, 4xx, 8xx, 9xx). */
const RUSSIAN_AREA_START = "3489";

/**
 * First digits of a Russian number begun from its area or operator code, without the country code:
 * 3xx, 4xx and 9xx (an 8 is read as the trunk prefix). After a "+" only 9 is: "+3…" and "+4…" are the
 * European country codes a visitor types with their "+".
 */
const CODE_START = "349";
const CODE_START_AFTER_PLUS = "9";

/** Digits of a Russian number without its country code; one more and the number is a foreign one. */
const RUSSIAN_NATIONAL_DIGITS = 10;

/**
 * A whole number written in a Russian local form gets the country code, as a Russian visitor means it:
 * "8 999 123-45-67" (11 digits, trunk prefix 8) and "999 123-45-67" (10 digits, an operator or area
 * code first) become "79991234567". Only numbers of exactly that length change, and after the 8 only the
 * first digits of Russian area codes (3, 4, 8, 9), so +81 (Japan), +82, +86 and the 12-digit +88x numbers
 * keep their digits. The one honest collision is an 11-digit Vietnamese +84 number typed without its "+".
 */
export function russianPhoneDigits(digits: string): string {
  if (digits.length === 11 && digits[0] === "8" && RUSSIAN_AREA_START.includes(digits[1])) return `7${digits.slice(1)}`;
  if (digits.length === RUSSIAN_NATIONAL_DIGITS && CODE_START.includes(digits[0])) return `7${digits}`;
  return digits;
}

/** What the phone field shows while it is typed, and how that differs from what the visitor typed. */
export interface TypedPhone {
  value: string;
  /** The number was begun with "+" (typed, or set whole: pasted, autofilled, laid into +7 on leaving). */
  plus: boolean;
  /** What the leading 7 shown stands for when it was not typed as a 7: the trunk prefix 8, or nothing. */
  seven?: "eight" | "added";
}

/** The empty field, before anything is typed. */
export const NOTHING_TYPED: TypedPhone = { value: "", plus: false };

/** What the visitor's digits (and whether a "+" began them) show as; `conformed` is the mask's own take. */
function shownWhileTyping(typed: string, plus: boolean, conformed: string): TypedPhone {
  // The last digit deleted empties the field: no "+7" nobody typed is left behind.
  if (typed === "") return { value: conformed === "+" ? "+" : "", plus: false };
  if (!plus && typed[0] === "8" && (typed.length === 1 || RUSSIAN_AREA_START.includes(typed[1]))) {
    return { value: formatPhone(`7${typed.slice(1)}`), plus, seven: "eight" };
  }
  if ((plus ? CODE_START_AFTER_PLUS : CODE_START).includes(typed[0]) && typed.length <= RUSSIAN_NATIONAL_DIGITS) {
    return { value: formatPhone(`7${typed}`), plus, seven: "added" };
  }
  return { value: phoneDigits(conformed) === typed ? conformed : formatPhone(typed), plus };
}

/**
 * The phone field's value while it is typed (react-text-mask's `pipe`; `conformed` is the value as the
 * mask laid it, `before` what the previous call returned). A Russian number shows its country code as +7
 * from the first digit typed:
 * - begun with 8 and no "+", the 8 is its trunk prefix ("8" → "+7", "8 999" → "+7 999"), until a next
 *   digit that cannot begin a Russian area code gives the 8 back ("86" → "+86", China without its "+");
 * - begun from its area or operator code, 3, 4 or 9 ("9" → "+7 9", "999" → "+7 999"), or with "+" and 9,
 *   the 7 is put before it, until an 11th digit shows it was a foreign number typed without its country
 *   "+" ("97150123456" → "+9 715 012-34-56").
 * Any other number keeps every digit typed. Deleting a digit shows what typing up to it showed.
 */
export function russianPrefixWhileTyping(conformed: string, rawValue: string, before: TypedPhone): TypedPhone {
  const shown = phoneDigits(conformed);
  // Without the "+" every shown value starts with, the value is typed afresh (over a selection, say).
  if (!rawValue.trimStart().startsWith("+")) return shownWhileTyping(shown, false, conformed);
  if (phoneDigits(before.value) === "") return shownWhileTyping(shown, true, conformed);
  if (before.seven && shown.startsWith("7")) {
    return shownWhileTyping(before.seven === "eight" ? `8${shown.slice(1)}` : shown.slice(1), before.plus, conformed);
  }
  return shownWhileTyping(shown, before.plus, conformed);
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

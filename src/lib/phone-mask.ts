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
 * A number pasted in a Russian local form gets the country code: "8 (916) 123-45-67" and
 * "(916) 123-45-67" become "79161234567". Numbers written with "+" keep their digits as they are.
 */
export function normalisePastedPhone(pasted: string): string {
  const digits = phoneDigits(pasted);
  if (pasted.trim().startsWith("+")) return digits;
  if (digits.length === 11 && digits.startsWith("8")) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith("9")) return `7${digits}`;
  return digits;
}

import { CONTACT_FIELDS, firstError, MESSAGES } from "./validation";
import { PHONE_MASK_PATTERNS, formatPhone, normalisePastedPhone, normalisePhone, phoneMask, russianPrefixWhileTyping } from "./phone-mask";

const pattern = (value: string) => phoneMask(value).map((p) => (typeof p === "string" ? p : "#")).join("");

test.each([
  ["7", PHONE_MASK_PATTERNS[0]],
  ["79161234567", PHONE_MASK_PATTERNS[0]],
  ["375291234567", PHONE_MASK_PATTERNS[1]],
  ["9715012345678", PHONE_MASK_PATTERNS[2]],
  ["12125550123456", PHONE_MASK_PATTERNS[3]],
  ["861012345678901", PHONE_MASK_PATTERNS[4]],
  ["8610123456789012345", PHONE_MASK_PATTERNS[4]],
])("%s digits typed use the mask %s", (digits, expected) => {
  expect(pattern(digits)).toBe(expected);
});

test.each([
  ["79161234567", "+7 916 123-45-67"],
  ["375291234567", "+37 529 123-45-67"],
  ["9715012345678", "+971 501 234-56-78"],
  ["12125550123456", "+1 212 555 012-34-56"],
  ["861012345678901", "+86 101 234 567-89-01"],
  ["7916", "+7 916"],
])("%s is shown as %s, a number the server accepts once complete", (digits, shown) => {
  expect(formatPhone(digits)).toBe(shown);
  if (digits.length >= 11) expect(firstError(shown, CONTACT_FIELDS.phone)).toBeUndefined();
  else expect(firstError(shown, CONTACT_FIELDS.phone)).toBe(MESSAGES.phone);
});

test("digits beyond the widest mask are dropped", () => {
  expect(formatPhone("8610123456789012345")).toBe("+86 101 234 567-89-01");
});

test.each([
  ["+7 (916) 123-45-67", "79161234567"],
  ["8 (916) 123-45-67", "79161234567"],
  ["(916) 123 45 67", "79161234567"],
  ["+375 (29) 123-45-67", "375291234567"],
  ["+8 916 123-45-67", "89161234567"],
])("pasted %s is read as %s", (pasted, digits) => {
  expect(normalisePastedPhone(pasted)).toBe(digits);
});

test.each([
  ["8 999 123-45-67", "+7 999 123-45-67"],
  ["+8 999 123-45-67", "+7 999 123-45-67"],
  ["8 (495) 120-17-54", "+7 495 120-17-54"],
  ["8 800 555-35-35", "+7 800 555-35-35"],
  ["999 123-45-67", "+7 999 123-45-67"],
  ["+9 991 234-56-7", "+7 999 123-45-67"],
])("a Russian local number %s is read as %s", (typed, kept) => {
  expect(normalisePhone(typed)).toBe(kept);
});

test.each([
  ["+7 916 123-45-67", "+7 916 123-45-67"],
  ["+81 312 345-67-8", "+8 131 234-56-78"],
  ["+82 101 234-56-78", "+82 101 234-56-78"],
  ["+886 912 345-67-8", "+88 691 234-56-78"],
  ["+971 501 234-56-78", "+971 501 234-56-78"],
  ["+8 999 123-45-6", "+8 999 123-45-6"],
])("a number that is not a Russian local one keeps its digits: %s", (typed, kept) => {
  expect(normalisePhone(typed)).toBe(kept);
});

test.each([
  ["+8", "8", false, "+7", true],
  ["+7 9", "+79", true, "+7 9", true],
  ["+7 6", "+76", true, "+8 6", false],
  ["+8", "+8", false, "+8", false],
  ["+9", "9", false, "+9", false],
  ["", "", true, "", false],
])("while typed, %s (raw %s, 7 for an 8: %s) shows %s", (conformed, raw, sevenWasEight, value, stillEight) => {
  expect(russianPrefixWhileTyping(conformed, raw, sevenWasEight)).toEqual({ value, sevenWasEight: stillEight });
});

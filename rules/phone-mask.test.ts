import { conformToMask } from "react-text-mask";
import { CONTACT_FIELDS, firstError, MESSAGES, toE164 } from "./validation";
import {
  NOTHING_TYPED,
  PHONE_MASK_PATTERNS,
  formatPhone,
  normalisePastedPhone,
  normalisePhone,
  phoneMask,
  russianPrefixWhileTyping,
  type TypedPhone,
} from "./phone-mask";

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
  ["(495) 120-17-54", "74951201754"],
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
  ["495 120-17-54", "+7 495 120-17-54"],
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

test.each<[string, string, TypedPhone, TypedPhone]>([
  ["+8", "8", NOTHING_TYPED, { value: "+7", plus: false, seven: "eight" }],
  ["+7 9", "+79", { value: "+7", plus: false, seven: "eight" }, { value: "+7 9", plus: false, seven: "eight" }],
  ["+7 6", "+76", { value: "+7", plus: false, seven: "eight" }, { value: "+8 6", plus: false }],
  ["+8", "+8", NOTHING_TYPED, { value: "+8", plus: true }],
  ["+9", "9", NOTHING_TYPED, { value: "+7 9", plus: false, seven: "added" }],
  ["+9", "+9", { value: "+", plus: false }, { value: "+7 9", plus: true, seven: "added" }],
  ["+7 99", "+7 99", { value: "+7 9", plus: false, seven: "added" }, { value: "+7 99", plus: false, seven: "added" }],
  ["+7", "+7 ", { value: "+7 9", plus: false, seven: "added" }, { value: "", plus: false }],
  ["+4", "4", NOTHING_TYPED, { value: "+7 4", plus: false, seven: "added" }],
  ["+4", "+4", { value: "+", plus: false }, { value: "+4", plus: true }],
  ["+1", "1", NOTHING_TYPED, { value: "+1", plus: false }],
  ["", "", { value: "+7 9", plus: false, seven: "added" }, { value: "", plus: false }],
])("while typed, %s (raw %s, after %o) shows %o", (conformed, raw, before, shown) => {
  expect(russianPrefixWhileTyping(conformed, raw, before)).toEqual(shown);
});

/**
 * The field as react-text-mask runs it with the caret at the end: each key is added to (Backspace takes
 * the last character from) what the field shows, the mask lays the result, the pipe has the last word.
 */
function typeKeys(keys: readonly string[]): string[] {
  let state = NOTHING_TYPED;
  return keys.map((key) => {
    const raw = key === "Backspace" ? state.value.slice(0, -1) : state.value + key;
    const { conformedValue } = conformToMask(raw, phoneMask(raw), { guide: false, previousConformedValue: state.value });
    state = russianPrefixWhileTyping(conformedValue, raw, state);
    return state.value;
  });
}

const FULL = "+7 999 123-45-67";
/** What the field shows after each key of a number begun from its operator code. */
const FROM_CODE = ["+7 9", "+7 99", "+7 999", "+7 999 1", "+7 999 12", "+7 999 123", "+7 999 123-4", "+7 999 123-45", "+7 999 123-45-6", FULL];
/** The same after each key of a number typed with its country code 7 (the mask adds the separator that follows a digit). */
const FROM_SEVEN = ["+7 ", "+7 9", "+7 99", "+7 999 ", "+7 999 1", "+7 999 12", "+7 999 123-", "+7 999 123-4", "+7 999 123-45-", "+7 999 123-45-6", FULL];

test.each([
  ["9991234567", FROM_CODE],
  ["+9991234567", ["+", ...FROM_CODE]],
  ["89991234567", ["+7", ...FROM_CODE]],
  ["79991234567", FROM_SEVEN],
  ["+79991234567", ["+", ...FROM_SEVEN]],
])("a Russian number typed key by key as %s reads +7 999 123-45-67 as it grows", (typed, shown) => {
  expect(typeKeys(Array.from(typed))).toEqual(shown);
  expect(normalisePhone(FULL)).toBe(FULL);
  expect(toE164(FULL)).toBe("+79991234567");
});

test.each(["9991234567", "+9991234567", "89991234567", "79991234567", "+79991234567"])(
  "a number typed as %s and deleted key by key shows at each step what typing as far showed, then nothing",
  (typed) => {
    const keys = Array.from(typed);
    const forward = typeKeys(keys);
    const backward = typeKeys([...keys, ...keys.map(() => "Backspace")]).slice(keys.length);
    const digitsShown = forward.filter((value) => /\d/.test(value)).map((value) => value.replace(/[ -]+$/, ""));
    const expected = [...digitsShown.slice(0, -1).reverse(), ""];
    expect(backward.slice(0, expected.length)).toEqual(expected);
    // Keys left over (the "+" typed) find the field empty and leave it so.
    expect(backward.slice(expected.length).every((value) => value === "")).toBe(true);
  },
);

test.each([
  ["4951201754", "+7 495 120-17-54"],
  ["3832123456", "+7 383 212-34-56"],
])("a Russian number begun from its area code, %s, reads +7 as it is typed: %s", (typed, shown) => {
  const steps = typeKeys(Array.from(typed));
  expect(steps[0]).toBe(`+7 ${typed[0]}`);
  expect(steps.at(-1)).toBe(shown);
});

test.each([
  ["9715012345678", "+7 971 501-23-45", "+9 715 012-34-56", "+971 501 234-56-78"],
  ["375291234567", "+7 375 291-23-45", "+3 752 912-34-56", "+37 529 123-45-67"],
])("a foreign number typed without its '+', %s, gets its own digits back at the 11th", (typed, tenth, eleventh, last) => {
  const steps = typeKeys(Array.from(typed));
  expect([steps[9], steps[10], steps.at(-1)]).toEqual([tenth, eleventh, last]);
  // Deleting the 11th digit shows the tenth step again.
  expect(typeKeys([...Array.from(typed.slice(0, 11)), "Backspace"]).at(-1)).toBe(tenth);
});

test.each([
  ["+8", "+8 "],
  ["+3", "+3 "],
  ["12", "+1 2"],
  ["6", "+6 "],
])("a number begun as %s that no Russian code begins keeps its digits: %s", (typed, shown) => {
  expect(typeKeys(Array.from(typed)).at(-1)).toBe(shown);
});

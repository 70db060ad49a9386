import { MESSAGES, firstError, rules, toE164, validateContact, validateNewsletterEmail } from "./validation";

test("required fields say 'Заполните поле'", () => {
  expect(validateContact({ name: "", phone: "", message: " " })).toEqual({
    name: MESSAGES.required,
    phone: MESSAGES.required,
    message: MESSAGES.required,
  });
});

test("a name takes Cyrillic and Latin letters, ё and spaces only", () => {
  expect(validateContact({ name: "Фёдор Smith", phone: "+7 495 120-17-54", message: "Пилот" })).toEqual({});
  expect(validateContact({ name: "R2-D2", phone: "+7 495 120-17-54", message: "Пилот" }).name).toBe(MESSAGES.lettersSpaces);
});

test.each(["+7 495 120-17-54", "+44 207 123-45-67", "+375 296 123-45-67", "+1 212 555 123-45-67", "+49 302 123 456-78-90"])(
  "phone %s in one of the SPEC §5 masks is accepted",
  (phone) => {
    expect(firstError(phone, [rules.required, rules.phone])).toBeUndefined();
  },
);

test.each(["84951201754", "+7 495 12", "+7495120175412345678901", "+7 495 12O-17-54"])("phone %s is refused", (phone) => {
  expect(firstError(phone, [rules.required, rules.phone])).toBe(MESSAGES.phone);
});

test("a field shows only its first error", () => {
  expect(firstError("", [rules.required, rules.phone])).toBe(MESSAGES.required);
});

test("the newsletter e-mail has its own message and allows no spaces", () => {
  expect(validateNewsletterEmail("ivan@company.ru")).toBeUndefined();
  expect(validateNewsletterEmail("ivan @company.ru")).toBe("Введите корректный email");
  expect(validateNewsletterEmail("ivan@company")).toBe("Введите корректный email");
});

test("the global e-mail, letters, letters-digits and hyphen rules", () => {
  expect(rules.email("a@b.c")).toBeUndefined();
  expect(rules.email("a@b")).toBe("Введите действительный email");
  expect(rules.letters("Видеум1")).toBe(MESSAGES.letters);
  expect(rules.lettersDigits("Видеум1")).toBeUndefined();
  expect(rules.lettersDigitsHyphen("ai-17")).toBeUndefined();
});

test("phones are stored in E.164 as well", () => {
  expect(toE164("+7 495 120-17-54")).toBe("+74951201754");
});

test("a double name is a name; a hyphen is not a letter or a space, so SPEC §5 refuses it", () => {
  const phone = "+7 495 120-17-54";
  expect(validateContact({ name: "Анна Мария Ёлкина", phone, message: "Пилот" })).toEqual({});
  expect(validateContact({ name: "Салтыков-Щедрин", phone, message: "Пилот" }).name).toBe(MESSAGES.lettersSpaces);
  expect(validateContact({ name: "  ", phone, message: "Пилот" }).name).toBe(MESSAGES.required);
});

// After the country code and its space come 13 to 17 digits, dashes or spaces (SPEC §5).
test.each([
  ["123 456-78-90", 13, undefined],
  ["123 456 789-01-2", 16, undefined],
  ["1234 567 89-01-23", 17, undefined],
  ["123 456-78-9", 12, MESSAGES.phone],
  ["1234 567 890-12-34", 18, MESSAGES.phone],
])("a number part of %s (%i characters) gives %s", (tail, length, message) => {
  expect(tail).toHaveLength(length);
  expect(rules.phone(`+7 ${tail}`)).toBe(message);
});

test("the country code has one to three digits", () => {
  expect(rules.phone("+375 296 123-45-67")).toBeUndefined();
  expect(rules.phone("+3750 296 123-45-67")).toBe(MESSAGES.phone);
  expect(rules.phone("+ 296 123-45-67")).toBe(MESSAGES.phone);
});

test("a message over 4000 characters is refused; ё and line breaks are fine", () => {
  const phone = "+7 495 120-17-54";
  expect(validateContact({ name: "Пётр", phone, message: "ё\n".repeat(2000) })).toEqual({});
  expect(validateContact({ name: "Пётр", phone, message: "ё".repeat(4001) }).message).toBe(MESSAGES.tooLong);
});

/**
 * SPEC §5 validation rules and their Russian messages: one module for the browser forms and the
 * server's form endpoint, so a visitor and the server always agree on what is valid.
 */
export const MESSAGES = {
  required: "Заполните поле",
  email: "Введите действительный email",
  newsletterEmail: "Введите корректный email",
  phone: "Введите действительный номер телефона",
  letters: "Допустимы только буквы",
  lettersSpaces: "Допустимы только буквы и пробелы",
  lettersDigits: "Допустимы только буквы и цифры",
  lettersDigitsHyphen: "Допустимы только буквы, цифры и дефис",
  consent: "Подтвердите согласие на обработку персональных данных",
  tooLong: "Слишком длинный текст",
} as const;

/** Text, at sign, text, dot, text, no spaces (SPEC §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A rule returns its message when the value breaks it, or undefined. */
export type Rule = (value: string) => string | undefined;

const test = (pattern: RegExp, message: string): Rule => (value) => (value === "" || pattern.test(value) ? undefined : message);

export const rules = {
  required: ((value) => (value.trim() === "" ? MESSAGES.required : undefined)) as Rule,
  letters: test(/^[A-Za-zА-Яа-яЁё]+$/, MESSAGES.letters),
  lettersSpaces: test(/^[A-Za-zА-Яа-яЁё\s]+$/, MESSAGES.lettersSpaces),
  lettersDigits: test(/^[A-Za-zА-Яа-яЁё0-9]+$/, MESSAGES.lettersDigits),
  lettersDigitsHyphen: test(/^[A-Za-zА-Яа-яЁё0-9-]+$/, MESSAGES.lettersDigitsHyphen),
  email: test(EMAIL_PATTERN, MESSAGES.email),
  /** International form: "+", 1–3 digits, a space, then 13–17 digits, dashes or spaces (the SPEC §5 masks). */
  phone: test(/^\+\d{1,3} [\d -]{13,17}$/, MESSAGES.phone),
  maxLength:
    (max: number): Rule =>
    (value) =>
      value.length > max ? MESSAGES.tooLong : undefined,
};

/** A field shows only its first error (SPEC §5). */
export function firstError(value: string, fieldRules: readonly Rule[]): string | undefined {
  for (const rule of fieldRules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

export const CONTACT_FIELDS = {
  name: [rules.required, rules.lettersSpaces, rules.maxLength(100)],
  phone: [rules.required, rules.phone],
  message: [rules.required, rules.maxLength(4000)],
} as const;

export type FieldErrors = Partial<Record<string, string>>;

/** Errors of a contact request by field; empty when it may be sent. */
export function validateContact(values: { name: string; phone: string; message: string }): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(CONTACT_FIELDS)) {
    const message = firstError(values[field as keyof typeof values] ?? "", fieldRules);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Newsletter e-mail (SPEC §5 "Newsletter"): its own message. */
export function validateNewsletterEmail(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : MESSAGES.newsletterEmail;
}

/** SPEC §7: the newsletter is sent through the contact-form call with these fixed fields. */
export const NEWSLETTER = { name: "Footer-form", message: "Footer-form - подписка в рассылку" } as const;

/** "+7 495 120-17-54" → "+74951201754". */
export function toE164(phone: string): string {
  return `+${phone.replace(/\D/g, "")}`;
}

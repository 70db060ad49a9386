import { z } from "zod";
import { valueAt } from "../rules/data-path";

const lineSchema = z.number().int().positive();

/** A link in another file that points to an entry which cannot be read. */
const consequenceSchema = z.object({ file: z.string(), field: z.string(), line: lineSchema.optional() });
export type Consequence = z.infer<typeof consequenceSchema>;

/**
 * One thing in the content that would break the site, named so an editor can act on it. A schema, for
 * the publish journal keeps these (server/publish/journal.ts) and reads them back.
 */
export const contentProblemSchema = z.object({
  /** Path of the file relative to the content root's parent, e.g. "content/modules/faces.json". */
  file: z.string(),
  /** Dotted path of the field, e.g. "seo.title" or "sections.2.items"; empty for the file itself. */
  field: z.string(),
  message: z.string(),
  /** 1-based line of the field (or of the syntax error) in the file, where it could be found. */
  line: lineSchema.optional(),
  /** 1-based position in that line, for a syntax error. */
  column: lineSchema.optional(),
  /** For a clash with another file (the same SEO title, the same address): that file and its title. */
  other: z.object({ file: z.string(), title: z.string().optional() }).optional(),
  /**
   * What other files lose because this one cannot be read (their links to it): listed under it, not
   * counted as problems of their own — one broken file is one thing to fix.
   */
  consequences: z.array(consequenceSchema).optional(),
});
export type ContentProblem = z.infer<typeof contentProblemSchema>;

/** «…не работают ссылки на эту запись: content/projects/x.json:12 (поле «relatedModules.0»), …». */
export function consequencesText(consequences: readonly Consequence[]): string {
  const where = consequences.map((c) => `${c.file}${c.line ? `:${c.line}` : ""} (поле «${c.field}»)`);
  return `пока это не исправлено, не работают ссылки на эту запись: ${where.join(", ")}`;
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line === undefined ? p.file : p.column === undefined ? `${p.file}:${p.line}` : `${p.file}:${p.line}:${p.column}`;
  const message = p.other ? `${p.message} (${p.other.file})` : p.message;
  const line = p.field ? `${where}: поле «${p.field}»: ${message}` : `${where}: ${message}`;
  return p.consequences?.length ? `${line}\n  ${consequencesText(p.consequences)}` : line;
}

/** What a field of a type must hold, as an editor is told. */
const MUST_HOLD: Record<string, string> = {
  string: "должен быть текст",
  number: "должно быть число",
  int: "должно быть целое число",
  boolean: "должно быть «да» или «нет» (true или false)",
  array: "должен быть список",
  object: "должна быть группа полей",
  date: "должна быть дата",
};

const plural = (n: number, one: string, few: string, many: string) => {
  const tens = n % 100;
  const units = n % 10;
  return tens >= 11 && tens <= 14 ? many : units === 1 ? one : units >= 2 && units <= 4 ? few : many;
};

/**
 * A schema's message in Russian: the content model's own rules already speak it; zod's built-in checks
 * (a wrong type, an unknown field, a length, a format) speak English and are said again here.
 */
function issueMessage(issue: z.core.$ZodIssue, data: unknown): string {
  if (/[а-яё]/i.test(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return valueAt(data, issue.path) === undefined ? "обязательное поле отсутствует" : `здесь ${MUST_HOLD[issue.expected] ?? "должно быть значение другого вида"}`;
    case "unrecognized_keys":
      return `${plural(issue.keys.length, "лишнее поле", "лишние поля", "лишние поля")} ${issue.keys.map((k) => `«${k}»`).join(", ")}: такого поля нет — проверьте, нет ли опечатки`;
    case "too_small":
    case "too_big": {
      const n = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
      const bound = issue.code === "too_small" ? "не меньше" : "не больше";
      if (issue.origin === "string") return `нужно ${bound} ${n} ${plural(n, "символа", "символов", "символов")}`;
      if (issue.origin === "array" || issue.origin === "set") return `нужно ${bound} ${n} ${plural(n, "элемента", "элементов", "элементов")}`;
      return `нужно число ${bound} ${n}`;
    }
    case "invalid_value":
      return `допустимые значения: ${issue.values.map((v) => `«${String(v)}»`).join(", ")}`;
    case "invalid_format":
      return issue.format === "url" ? "нужна ссылка вида https://…" : issue.format === "email" ? "нужен адрес электронной почты" : "значение записано не в том виде";
    default:
      return "значение не подходит";
  }
}

/**
 * A schema's complaints about a file, one problem per field, in Russian. `data` is what was parsed:
 * a field that is absent is told apart from one of the wrong type by it.
 */
export function schemaProblems(file: string, error: z.ZodError, data?: unknown): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.map(String).join("."),
    message: issueMessage(issue, data),
  }));
}

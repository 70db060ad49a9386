import type { z } from "zod";

/** One thing in the content that would break the site, named so an editor can act on it. */
export interface ContentProblem {
  /** Path of the file relative to the content root's parent, e.g. "content/modules/faces.json". */
  file: string;
  /** Dotted path of the field, e.g. "seo.title" or "sections.2.items"; empty for the file itself. */
  field: string;
  message: string;
  /** 1-based line of the field (or of the syntax error) in the file, where it could be found. */
  line?: number;
  /** For a clash with another file (the same SEO title): that file and its title. */
  other?: { file: string; title?: string };
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}`;
  const message = p.other ? `${p.message} (${p.other.file})` : p.message;
  return p.field ? `${where}: поле «${p.field}»: ${message}` : `${where}: ${message}`;
}

/** A schema's complaints about a file, one problem per field; a missing field is said so in Russian. */
export function schemaProblems(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.map(String).join("."),
    message: issue.code === "invalid_type" && issue.input === undefined ? "обязательное поле отсутствует" : issue.message,
  }));
}

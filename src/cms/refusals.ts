/**
 * A refused save, in the editor's words: which entry (the one she is editing, the copy rather than
 * its original), each field by its label in the form («Поиск и соцсети (SEO) → Заголовок страницы (до 70
 * символов)»), what is wrong and what to do. Built from the server's 422 body (content-model's problems,
 * content-model/contract/cms-refusals.ts) or from the form's own checks before sending. Pure: the panel
 * (refusal-panel.tsx) shows it, the form's fields (field-checks.tsx) mark themselves from it.
 */
import type { CmsRefusalBody, SeoText } from "../../content-model/contract/cms-refusals";
import { consequencesText, type ContentProblem } from "../../content-model/problems";
import { collectionOfFile, seoClashMessage, UNIQUE_SEO_FIELDS, type UniqueSeoField } from "../../content-model/seo";
import { COLLECTION_TEXTS } from "./labels";
import type { CmsConfig, CmsField } from "./types";

/** One thing to fix, as shown. */
export interface RefusalItem {
  /** The field's dotted path in the saved file ("seo.title", "sections.2.title"); "" for the file itself. */
  path: string;
  /** «Поиск и соцсети (SEO) → Заголовок страницы (до 70 символов)»; for another file, that file's name and the field. */
  where: string;
  message: string;
  /** The problem is in the entry being saved (its field can be marked and shown), not in another file. */
  own: boolean;
  /** The other entry a clash names (the address or SEO text it already has), to open it. */
  link?: { href: string; text: string };
}

export interface Refusal {
  /** «Запись не сохранена». */
  title: string;
  /** «Модуль «Весовой контроль» (content/modules/truck-weight.json)». */
  entry: string;
  items: RefusalItem[];
  /** What happened and what to do, for every refusal. */
  advice: string;
}

/** What was being saved: the file as Decap names it and its text. */
export interface SavedEntry {
  collection: string;
  /** "content/modules/truck-weight.json" (from the repository top). */
  path: string;
  /** The file's text as sent (JSON or Markdown with front matter). */
  raw?: string;
  title?: string;
  /**
   * Not saved before: its file name is Decap's guess from the address typed (and «-1» when that address
   * is taken), not something she has, so it is not shown.
   */
  isNew?: boolean;
}

/** Problems of other files listed by name; the rest are counted. */
const OTHERS_LISTED = 2;

const ADVICE = "Ничего не записано: сайт и черновики не изменились. Исправьте отмеченное и нажмите «Сохранить» ещё раз.";

function fieldsOf(config: CmsConfig, collection: string, path: string): CmsField[] {
  const found = config.collections.find((c) => c.name === collection);
  if (!found) return [];
  if (found.fields) return found.fields;
  return found.files?.find((f) => path.endsWith(f.file))?.fields ?? [];
}

/**
 * The label of a field path as the form shows it: each object's label, an element of a list by its
 * singular and number («Секция 3»), the field's own label last; undefined for a path the form lacks.
 */
export function labelOfPath(fields: CmsField[], path: string): string | undefined {
  const parts: string[] = [];
  const segments = path.split(".");
  let level: CmsField[] | undefined = fields;
  for (let i = 0; i < segments.length; i++) {
    const field: CmsField | undefined = level?.find((f) => f.name === segments[i]);
    if (!field) return undefined;
    const index = segments[i + 1];
    if (field.widget === "list" && index !== undefined && /^\d+$/.test(index)) {
      parts.push(`${field.label_singular ?? field.label} ${Number(index) + 1}`);
      i++;
      level = field.fields;
      if (!field.fields) break;
      continue;
    }
    parts.push(field.label);
    level = field.fields;
  }
  return parts.join(" → ");
}

/** «Модуль «Весовой контроль» (content/modules/truck-weight.json)», or «Новый модуль» before it has a title. */
export function entryName(saved: SavedEntry): string {
  const noun = COLLECTION_TEXTS[saved.collection]?.label_singular ?? "Запись";
  if (saved.isNew) return saved.title ? `${noun} «${saved.title}», новая запись` : `${noun}, новая запись`;
  const file = saved.path ? ` (${saved.path})` : "";
  return saved.title ? `${noun} «${saved.title}»${file}` : `${noun}, новая запись${file}`;
}

/** The title in the saved text, if it has one. */
export function titleOfRaw(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const title = (JSON.parse(raw) as { title?: unknown }).title;
    return typeof title === "string" && title.trim() ? title.trim() : undefined;
  } catch {
    const front = /^---\n[\s\S]*?^title:\s*["']?(.+?)["']?\s*$/m.exec(raw);
    return front?.[1];
  }
}

/** The file a problem names ("content/modules/x.json") is the saved one (Decap's path is from the repository top). */
function isSavedFile(problemFile: string, savedPath: string): boolean {
  return problemFile === savedPath || savedPath.endsWith(`/${problemFile}`) || problemFile.endsWith(`/${savedPath}`) || `content/${savedPath}` === problemFile;
}

/**
 * The admin's address of the entry kept in a content file: "content/modules/smoking.json" →
 * "#/collections/modules/entries/smoking", an article's "content/blog/x/index.md" → "…/blog/entries/x/index".
 */
export function entryHrefOf(file: string): string | undefined {
  const m = /(?:^|\/)([a-z-]+)\/([a-z0-9_-]+(?:\/index)?)\.(?:json|md)$/.exec(file);
  if (!m || !COLLECTION_TEXTS[m[1]] || m[1] === "settings") return undefined;
  return `#/collections/${m[1]}/entries/${m[2]}`;
}

/** «Открыть «Обнаружение курения»» for the entry a clash names. */
function linkOf(p: ContentProblem): RefusalItem["link"] {
  const href = p.other ? entryHrefOf(p.other.file) : undefined;
  return href && p.other ? { href, text: p.other.title ? `Открыть «${p.other.title}»` : "Открыть ту запись" } : undefined;
}

/**
 * A problem of the content as the publishing bar shows it: the entry and the field by their labels
 * first, what is wrong, then the file, line and position for whoever needs them; what other files
 * lose because of it, after.
 */
export function problemText(config: CmsConfig | undefined, p: ContentProblem): string {
  const collection = collectionOfFile(p.file);
  const noun = COLLECTION_TEXTS[collection]?.label_singular ?? "Файл";
  const name = /([^/]+?)(?:\/index)?\.(?:json|md)$/.exec(p.file)?.[1];
  const entry = name ? `${noun} «${name}»` : noun;
  const field = p.field ? (config ? labelOfPath(fieldsOf(config, collection, p.file), p.field) : undefined) ?? `поле «${p.field}»` : undefined;
  const where = [p.file, p.line ? `строка ${p.line}` : "", p.column ? `позиция ${p.column}` : ""].filter(Boolean).join(", ");
  const text = `${field ? `${entry} → ${field}` : entry}: ${p.message} (${where})`;
  return p.consequences?.length ? `${text}. ${consequencesText(p.consequences).replace(/^./, (c) => c.toUpperCase())}` : text;
}

/** The refusal of a save the server answered with `status` and `body` (the body may be anything). */
export function refusalOfResponse(config: CmsConfig, saved: SavedEntry, status: number, body: unknown): Refusal {
  const entry = entryName({ ...saved, title: saved.title ?? titleOfRaw(saved.raw) });
  const refusal = body && typeof body === "object" ? (body as Partial<CmsRefusalBody>) : {};
  const problems = Array.isArray(refusal.problems) ? (refusal.problems as ContentProblem[]) : [];
  if (problems.length > 0) {
    const fields = fieldsOf(config, saved.collection, saved.path);
    const own = problems.filter((p) => isSavedFile(p.file, saved.path));
    const others = problems.filter((p) => !isSavedFile(p.file, saved.path));
    const items = own.map((p): RefusalItem => ({ path: p.field, where: p.field ? (labelOfPath(fields, p.field) ?? p.field) : "Файл записи", message: p.message, own: true, link: linkOf(p) }));
    // Other files break because of this change (they link to a slug it renames): a few, then how many.
    for (const p of others.slice(0, OTHERS_LISTED)) {
      items.push({ path: p.field, where: `Другой файл, ${p.file}${p.line ? `, строка ${p.line}` : ""}${p.field ? `, поле «${p.field}»` : ""}`, message: p.message, own: false });
    }
    if (others.length > OTHERS_LISTED) {
      items.push({ path: "", where: "", message: `…и ещё ${others.length - OTHERS_LISTED} в других файлах: они сломались бы от этой правки`, own: false });
    }
    return { title: "Запись не сохранена", entry, items, advice: ADVICE };
  }
  const text = typeof refusal.error === "string" && refusal.error.trim() ? refusal.error.trim() : undefined;
  const message =
    text ??
    (status === 0
      ? "Сервер не ответил: проверьте связь и нажмите «Сохранить» ещё раз"
      : `Сервер ответил ошибкой ${status}: изменения не сохранены, попробуйте ещё раз`);
  return { title: "Запись не сохранена", entry, items: [{ path: "", where: "", message, own: false }], advice: status === 409 ? "Ничего не записано. Текст вашей правки браузер сохранил: обновите страницу и восстановите его." : ADVICE };
}

/** The form's own problems (found before sending), as a refusal. */
export function refusalOfForm(config: CmsConfig, saved: SavedEntry, problems: { path: string; message: string }[]): Refusal {
  const fields = fieldsOf(config, saved.collection, saved.path);
  return {
    title: "Запись не сохранена",
    entry: entryName(saved),
    items: problems.map((p) => ({ path: p.path, where: labelOfPath(fields, p.path) ?? p.path, message: p.message, own: true })),
    advice: "Ничего не отправлено. Исправьте отмеченное и нажмите «Сохранить» ещё раз.",
  };
}

/** A save Decap stopped for fields it marked in the form (formErrors), each by the labels the form shows. */
export function refusalOfMarkedFields(saved: SavedEntry, marked: readonly { where: string; message: string }[]): Refusal {
  return {
    title: "Запись не сохранена",
    entry: entryName(saved),
    items: marked.map((m) => ({ path: "", where: m.where, message: m.message, own: true })),
    advice: "Ничего не отправлено. Исправьте отмеченное и нажмите «Сохранить» ещё раз.",
  };
}

/**
 * The form's check of a unique SEO field: another entry or page of the live site with the same text
 * (the entry's own file, `ownPath`, excluded), in the content check's own words; undefined when none.
 */
export function seoClash(texts: readonly SeoText[], field: string, value: unknown, ownPath: string): string | undefined {
  if (!(UNIQUE_SEO_FIELDS as readonly string[]).includes(field) || typeof value !== "string" || value === "") return undefined;
  const key = field === "seo.title" ? "title" : "description";
  const other = texts.find((t) => t.seo[key] === value && t.path !== ownPath);
  return other ? seoClashMessage(field as UniqueSeoField, { file: other.file, title: other.title }) : undefined;
}

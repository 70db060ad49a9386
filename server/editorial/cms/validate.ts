/**
 * Nothing is written that the build would refuse: each data file is checked with the build's own
 * schemas (content-model/), then the whole content check runs on a copy of the content folder with
 * the change applied, and any problem the change brings (not one that was there before) refuses it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import type { ZodType } from "zod";
import { checkContent } from "../../../content-model/check";
import { formatProblem, schemaProblems, type ContentProblem } from "../../../content-model/problems";
import { frontMatterLine, jsonLine } from "../../../content-model/lines";
import { jsonSyntaxError } from "../../../content-model/json-syntax";
import { articleSchema } from "../../../content-model/articles";
import { ENTRY_SCHEMAS, SITE_FILE_SCHEMAS, pageSchema } from "../../../content-model/schema";
import { contentJsonSchema, pruneEmptyOptional } from "../../../content-model/json-schema";
import { CmsError } from "./errors";
import type { Git } from "./git";
import type { ContentFile } from "./paths";

const SITE_SCHEMAS: Record<string, ZodType> = SITE_FILE_SCHEMAS;

/**
 * At most this many problems in one refusal: the editor reads it in a toast, and the first problem is
 * usually the change itself (the others follow from it: entries that linked to a renamed slug).
 */
const MAX_LISTED = 3;

function refuse(problems: ContentProblem[]): never {
  const listed = problems.slice(0, MAX_LISTED).map(formatProblem);
  if (problems.length > MAX_LISTED) listed.push(`…и ещё ${problems.length - MAX_LISTED}`);
  throw new CmsError(422, listed.join("\n"), problems.slice(0, MAX_PROBLEMS));
}

/** The problems a refusal's body carries (all a form could mark; the message lists fewer). */
const MAX_PROBLEMS = 50;

/**
 * Parses and checks one data file as the client sent it; returns the text to store: JSON with
 * 2-space indentation and a final newline, Markdown with LF line ends and a final newline.
 */
export function checkDataFile(label: string, file: ContentFile, raw: string): Buffer {
  let text = raw.replace(/\r\n?/g, "\n");
  if (file.kind === "article") {
    text = withArticleMediaPrefix(text);
    let data: Record<string, unknown>;
    try {
      data = matter(text).data;
    } catch (error) {
      refuse([{ file: label, field: "", message: `неверный заголовок статьи (YAML): ${(error as Error).message.split("\n")[0]}` }]);
    }
    const result = articleSchema.safeParse(data);
    if (!result.success) refuse(schemaProblems(label, result.error, data).map((p) => ({ ...p, line: frontMatterLine(text, p.field) })));
    return Buffer.from(text.endsWith("\n") ? text : `${text}\n`);
  }
  const syntax = jsonSyntaxError(text);
  if (syntax) refuse([{ file: label, field: "", message: `файл не читается: ${syntax.message}`, line: syntax.line, column: syntax.column }]);
  let data: unknown = JSON.parse(text);
  if (typeof data !== "object" || data === null || Array.isArray(data)) refuse([{ file: label, field: "", message: "файл не читается: в нём должен быть объект в фигурных скобках { … }" }]);
  const schema = file.kind === "entry" ? ENTRY_SCHEMAS[file.collection] : file.kind === "page" ? pageSchema : file.kind === "site" ? SITE_SCHEMAS[file.name] : undefined;
  if (!schema) throw new CmsError(400, `${label}: такие файлы не хранятся`);
  // Decap saves an optional field the editor cleared as "" or []: the field is left out instead.
  data = pruneEmptyOptional(contentJsonSchema(schema), data);
  const result = schema.safeParse(data);
  if (!result.success) refuse(schemaProblems(label, result.error, data).map((p) => ({ ...p, line: jsonLine(text, p.field) })));
  return Buffer.from(`${JSON.stringify(data, null, 2)}\n`);
}

/**
 * A problem's identity across two checks. A clash between two files is one problem whichever of them
 * it is reported on (the check blames the changed file, which it did not before the change).
 */
const key = (p: ContentProblem) => (p.other ? `${[p.file, p.other.file].sort().join("\0")}\0${p.field}` : `${p.file}\0${p.field}\0${p.message}`);

export interface WholeCheck {
  git: Git;
  /** The commit the change applies to. */
  base: string;
  /** The content folder's path from the repository top, without the final slash ("" for the whole repository). */
  contentPrefix: string;
  /** Its folder name: problems name files as "content/modules/faces.json". */
  contentName: string;
  staticDir?: string;
  /** Paths relative to the content folder; null deletes. */
  changes: { rel: string; content: Buffer | null }[];
}

/**
 * The problems a commit's content already has, by repository, commit and folder: a commit never
 * changes, and editors save one after another on the same one, so each save checks the content once.
 */
const problemsAt = new Map<string, Set<string>>();
const PROBLEMS_KEPT = 16;

/** Runs the content check before and after the change on a temporary copy; refuses with the new problems. */
export async function checkWholeContent({ git, base, contentPrefix, contentName, staticDir, changes }: WholeCheck): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cms-check-"));
  const dir = path.join(tmp, contentName);
  try {
    await git.exportFolder(base, contentPrefix, dir, /\.(jpe?g|png|webp|avif|gif|svg)$/i);
    const at = [git.top, base, contentPrefix, contentName, staticDir ?? ""].join("\0");
    let before = problemsAt.get(at);
    if (!before) {
      before = new Set(checkContent(dir, staticDir).map(key));
      problemsAt.set(at, before);
      if (problemsAt.size > PROBLEMS_KEPT) problemsAt.delete(problemsAt.keys().next().value as string);
    }
    for (const change of changes) {
      const abs = path.join(dir, change.rel);
      if (change.content === null) {
        fs.rmSync(abs, { force: true });
        // An article folder left without files is gone, as in git.
        let parent = path.dirname(abs);
        while (parent.startsWith(`${dir}${path.sep}`) && fs.existsSync(parent) && fs.readdirSync(parent).length === 0) {
          fs.rmdirSync(parent);
          parent = path.dirname(parent);
        }
      } else {
        fs.mkdirSync(path.dirname(abs), { recursive: true });
        fs.writeFileSync(abs, change.content);
      }
    }
    const known = before;
    const changed = new Set(changes.map((change) => `${contentName}/${change.rel}`));
    const fresh = checkContent(dir, staticDir, { blame: changed }).filter((p) => !known.has(key(p)));
    // The saved files' own problems first: what other entries then lack follows from them.
    const own = fresh.filter((p) => changed.has(p.file));
    if (fresh.length > 0) refuse([...own, ...fresh.filter((p) => !changed.has(p.file))]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const PICTURE = "[^\"'\\s/:()]+\\.(?:jpe?g|png|webp|avif)";

/**
 * Decap keeps an article's pictures beside it (media_folder "") and writes a chosen one as "cover.jpg";
 * the site wants "./cover.jpg" (src/cms/config.ts ARTICLE_MEDIA_PREFIX). The "./" is added to the
 * front matter's cover and to pictures in the text named by a bare file name.
 */
export function withArticleMediaPrefix(text: string): string {
  const front = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!front) return text;
  const head = front[1].replace(new RegExp(`^(cover:[ \\t]*)(["']?)(${PICTURE})\\2[ \\t]*$`, "gim"), (_m, key: string, quote: string, name: string) => `${key}${quote}./${name}${quote}`);
  const body = text
    .slice(front[0].length)
    .replace(new RegExp(`(!\\[[^\\]]*\\]\\()(${PICTURE})(?=[)\\s])`, "gi"), (_m, open: string, name: string) => `${open}./${name}`);
  return `---\n${head}\n---\n${body}`;
}

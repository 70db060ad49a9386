/**
 * Builds static/privacy.pdf from content/legal/privacy-policy.md (run: `npx tsx scripts/privacy-pdf.ts`).
 *
 * The policy is written in a small Markdown subset of our own:
 *   `# ` title (once, first), `## ` section, `### ` sub-heading, paragraphs (lines joined until a blank line),
 *   `- ` bullet items, `1. ` numbered items (continuation lines indented by two or more spaces),
 *   `**bold**` inline. Anything else that looks like Markdown (quotes, tables, code, `*` lists, HTML, entities)
 *   is an error rather than being printed literally.
 * The first paragraph after the title must be the edition line «Редакция от 1 ноября 2026 г.»: it is printed
 * under the title and fixes the PDF's CreationDate/ModDate, so identical input gives identical bytes.
 * Placeholders `{{key}}` are replaced with the string values of content/site/site.json; an unknown key fails.
 *
 * Layout is done here rather than by pdfkit's text wrapper: justified lines with bold spans, hanging indents,
 * Russian non-breaking rules (a dash never starts a line, short words stick to the next one, «№ 152-ФЗ»,
 * «2006 г.», «ст. 14» are not split), keep-with-next for headings and widow/orphan control.
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { contentDirOf } from "../gatsby/config/env";

// ---------------------------------------------------------------------------------------------------------------
// Errors

export class PrivacyPdfError extends Error {
  override name = "PrivacyPdfError";
}

function fail(message: string): never {
  throw new PrivacyPdfError(message);
}

// ---------------------------------------------------------------------------------------------------------------
// Placeholders

export type SiteFacts = Record<string, string>;

/** The string (and number) fields of site.json — the values a placeholder may take. */
export function readSiteFacts(sitePath: string): SiteFacts {
  let raw: string;
  try {
    raw = fs.readFileSync(sitePath, "utf8");
  } catch (e) {
    fail(`не удалось прочитать ${sitePath}: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (e) {
    fail(`${sitePath} — некорректный JSON: ${(e as Error).message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) fail(`${sitePath}: ожидался объект JSON`);
  const facts: SiteFacts = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value === "string") facts[key] = value;
    else if (typeof value === "number") facts[key] = String(value);
  }
  return facts;
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Replaces `{{key}}` with facts[key]; fails naming every unknown placeholder with its line. */
export function substitutePlaceholders(text: string, facts: SiteFacts, file = "source"): string {
  const problems: string[] = [];
  const lines = text.split("\n").map((line, i) => {
    const replaced = line.replace(PLACEHOLDER, (whole, key: string) => {
      const value = Object.prototype.hasOwnProperty.call(facts, key) ? facts[key] : undefined;
      if (value === undefined) {
        problems.push(`${file}:${i + 1}: неизвестный плейсхолдер ${whole}`);
        return whole;
      }
      if (/[\r\n]/.test(value)) problems.push(`${file}:${i + 1}: значение ${whole} содержит перевод строки`);
      return value;
    });
    if (problems.length === 0 && /\{\{|\}\}/.test(replaced)) {
      problems.push(`${file}:${i + 1}: незакрытый или пустой плейсхолдер: ${line.trim()}`);
    }
    return replaced;
  });
  if (problems.length > 0) {
    const known = Object.keys(facts).map((k) => `{{${k}}}`).join(", ");
    fail(`${problems.join("\n")}\nИзвестные плейсхолдеры (строковые поля site.json): ${known}`);
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown subset

export interface Span {
  text: string;
  bold: boolean;
}
export type Block =
  | { kind: "title"; spans: Span[]; line: number }
  | { kind: "heading"; level: 2 | 3; spans: Span[]; line: number }
  | { kind: "paragraph"; spans: Span[]; line: number }
  | { kind: "list"; ordered: boolean; start: number; items: Span[][]; line: number };

/** Splits `**bold**` markers; an unpaired marker is an error. */
export function parseInline(text: string, where: string): Span[] {
  const parts = text.split("**");
  if (parts.length % 2 === 0) fail(`${where}: непарный маркер ** в «${text}»`);
  const spans: Span[] = [];
  parts.forEach((part, i) => {
    if (part === "") return;
    const bold = i % 2 === 1;
    if (bold && (/^\s/.test(part) || /\s$/.test(part))) fail(`${where}: пробел сразу внутри **…** в «${text}»`);
    spans.push({ text: part, bold });
  });
  return spans;
}

const UNSUPPORTED: Array<[RegExp, string]> = [
  [/^#{4,}\s/, "заголовки глубже ### не поддерживаются"],
  [/^#[^#\s]/, "после # нужен пробел"],
  [/^>/, "цитаты не поддерживаются"],
  [/^```|^~~~/, "блоки кода не поддерживаются"],
  [/^\|/, "таблицы не поддерживаются"],
  [/^[*+]\s/, "маркированный список пишется через «- »"],
  [/^(-{3,}|\*{3,}|_{3,}|={3,})\s*$/, "разделители и подчёркнутые заголовки не поддерживаются"],
  [/^</, "HTML не поддерживается"],
];

/** Parses the Markdown subset described at the top of the file. */
export function parseMarkdown(source: string, file = "source"): Block[] {
  const lines = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let para: { text: string[]; line: number } | null = null;
  let list: { ordered: boolean; start: number; items: string[][]; line: number; itemLines: number[] } | null = null;

  const flushPara = () => {
    if (!para) return;
    const where = `${file}:${para.line}`;
    blocks.push({ kind: "paragraph", spans: parseInline(collapse(para.text.join(" ")), where), line: para.line });
    para = null;
  };
  const flushList = () => {
    if (!list) return;
    const l = list;
    const items = l.items.map((item, i) => parseInline(collapse(item.join(" ")), `${file}:${l.itemLines[i]}`));
    blocks.push({ kind: "list", ordered: l.ordered, start: l.start, items, line: l.line });
    list = null;
  };

  lines.forEach((rawLine, index) => {
    const n = index + 1;
    const where = `${file}:${n}`;
    const line = rawLine.replace(/\s+$/, "");
    if (/&[a-z]+;|&#x?[0-9a-f]+;/i.test(line)) fail(`${where}: HTML-сущности (${line.match(/&#?\w+;/)?.[0]}) не нужны — пишите символы как есть`);
    if (/\u00a0/.test(line)) fail(`${where}: неразрывный пробел в тексте — переносы расставляет скрипт`);
    if (/\t/.test(line)) fail(`${where}: символ табуляции — используйте пробелы`);

    if (line === "") {
      flushPara();
      flushList();
      return;
    }
    const indented = /^ {2,}\S/.test(line);
    const trimmed = line.trim();

    // Continuation lines.
    if (indented && list) {
      list.items[list.items.length - 1].push(trimmed);
      return;
    }
    if (indented && para) {
      para.text.push(trimmed);
      return;
    }
    if (indented) fail(`${where}: строка с отступом вне списка и абзаца`);

    for (const [re, why] of UNSUPPORTED) if (re.test(line)) fail(`${where}: ${why}: «${line}»`);

    const heading = /^(#{1,3}) (.+)$/.exec(line);
    if (heading) {
      flushPara();
      flushList();
      const level = heading[1].length;
      const spans = parseInline(collapse(heading[2]), where);
      if (level === 1) {
        if (blocks.length > 0) fail(`${where}: заголовок «# » может быть только один и в самом начале`);
        blocks.push({ kind: "title", spans, line: n });
      } else {
        if (blocks.length === 0) fail(`${where}: документ должен начинаться с заголовка «# »`);
        blocks.push({ kind: "heading", level: level as 2 | 3, spans, line: n });
      }
      return;
    }

    const bullet = /^- (.+)$/.exec(line);
    const numbered = /^(\d{1,3})\. (.+)$/.exec(line);
    if (bullet || numbered) {
      flushPara();
      const ordered = Boolean(numbered);
      const text = (numbered ? numbered[2] : bullet![1]).trim();
      if (list && list.ordered !== ordered) flushList();
      if (!list) {
        list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [], line: n, itemLines: [] };
      } else if (numbered && Number(numbered[1]) !== list.start + list.items.length) {
        fail(`${where}: пункт «${numbered[1]}.» — ожидался номер ${list.start + list.items.length}`);
      }
      list.items.push([text]);
      list.itemLines.push(n);
      return;
    }

    if (list) fail(`${where}: текст сразу после списка — отделите абзац пустой строкой или добавьте отступ`);
    if (blocks.length === 0) fail(`${where}: документ должен начинаться с заголовка «# »`);
    if (para) para.text.push(trimmed);
    else para = { text: [trimmed], line: n };
  });
  flushPara();
  flushList();
  if (blocks.length === 0 || blocks[0].kind !== "title") fail(`${file}: нет заголовка «# »`);
  return blocks;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const spansText = (spans: Span[]) => spans.map((s) => s.text).join("");

// ---------------------------------------------------------------------------------------------------------------
// Edition date

const MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"];

/** «Редакция от 1 ноября 2026 г.» → 2026-11-01T00:00:00Z. */
export function parseEditionDate(text: string, where: string): Date {
  const m = /^Редакция от (\d{1,2}) ([а-яё]+) (\d{4}) г\.$/.exec(text.trim());
  if (!m) fail(`${where}: первый абзац после заголовка должен быть вида «Редакция от 1 ноября 2026 г.», а не «${text}»`);
  const day = Number(m[1]);
  const month = MONTHS.indexOf(m[2]);
  const year = Number(m[3]);
  if (month < 0) fail(`${where}: неизвестный месяц «${m[2]}» (ожидается родительный падеж: ${MONTHS.join(", ")})`);
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month) fail(`${where}: несуществующая дата «${text}»`);
  return date;
}

// ---------------------------------------------------------------------------------------------------------------
// Words, non-breaking rules, line breaking

interface Seg {
  text: string;
  bold: boolean;
  link?: string;
}
interface Word {
  segs: Seg[];
  text: string;
  /** No line break is allowed between the previous word and this one. */
  glue: boolean;
  width: number;
}

const LINK = /(https?:\/\/[^\s«»()]*[^\s«»().,;:!?])|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** Splits spans into segments, marking URLs and e-mail addresses as links. */
function linkify(spans: Span[]): Seg[] {
  const segs: Seg[] = [];
  for (const span of spans) {
    let last = 0;
    for (const m of span.text.matchAll(LINK)) {
      const start = m.index ?? 0;
      if (start > last) segs.push({ text: span.text.slice(last, start), bold: span.bold });
      segs.push({ text: m[0], bold: span.bold, link: m[1] ? m[0] : `mailto:${m[0]}` });
      last = start + m[0].length;
    }
    if (last < span.text.length) segs.push({ text: span.text.slice(last), bold: span.bold });
  }
  return segs;
}

const SHORT_WORD = /^[«„(]*[а-яёa-z]{1,2}$/i; // в, к, с, и, о, на, по, от, до…
const ABBREVIATION_BEFORE_NUMBER = /^(ст|ч|п|пп|д|стр|ул|корп|оф|рис|разд|гл|т)\.$/i;

/** Whether the line may not break between words `prev` and `next` (Russian typesetting conventions). */
export function mustGlue(prev: string, next: string): boolean {
  if (/^[—–]/.test(next)) return true; // a dash never starts a line
  if (SHORT_WORD.test(prev)) return true; // a preposition or conjunction stays with the next word
  if (prev === "№" || prev === "§") return true;
  if (/^[«„(]*(ООО|АО|ПАО|ЗАО|ОАО|ИП)$/.test(prev)) return true; // ООО «ВК»
  if (/^(г|гг|в|вв)\.[,;:)»]*$/.test(next) && /\d[»)]*$/.test(prev)) return true; // 2006 г.
  if (/^%/.test(next)) return true;
  if (ABBREVIATION_BEFORE_NUMBER.test(prev) && /^\d/.test(next)) return true; // ст. 14, д. 23
  if (/^\d+(\.\d+)*\.$/.test(prev)) return true; // clause number «1.1.» stays with the text
  if (/^\d{1,3}$/.test(prev) && /^[а-яё]/i.test(next)) return true; // 10 рабочих дней, 1 ноября
  if (/^[+\d][\d-]*$/.test(prev) && /^\d[\d-]*[,.;]?$/.test(next)) return true; // +7 495 120-17-54
  if (MONTHS.includes(prev) && /^\d{4}$/.test(next)) return true; // ноября 2026
  return false;
}

type Measure = (text: string, bold: boolean) => number;

function toWords(spans: Span[], measure: Measure): Word[] {
  const words: Word[] = [];
  let current: Seg[] = [];
  const flush = () => {
    const segs = current.filter((s) => s.text !== "");
    current = [];
    if (segs.length === 0) return;
    const text = segs.map((s) => s.text).join("");
    const prev = words[words.length - 1];
    words.push({
      segs,
      text,
      glue: prev ? mustGlue(prev.text, text) : false,
      width: segs.reduce((w, s) => w + measure(s.text, s.bold), 0),
    });
  };
  for (const seg of linkify(spans)) {
    const pieces = seg.text.split(" ");
    pieces.forEach((piece, i) => {
      if (i > 0) flush();
      if (piece !== "") current.push({ ...seg, text: piece });
    });
  }
  flush();
  return words;
}

interface Line {
  words: Word[];
  /** Width of words plus normal spaces. */
  natural: number;
  last: boolean;
}

const VOWELS = "аеёиоуыэюя";
const SOFT = "йьъ"; // never start a syllable: stay with the preceding letter

/** Hyphenation points inside one Cyrillic word part (indices to break before), by syllable rules. */
function syllableBreaks(part: string): number[] {
  const p = part.toLowerCase();
  if (p.length < 4 || !/^[а-яё]+$/.test(p)) return [];
  if (part.length > 1 && part === part.toUpperCase()) return []; // abbreviations: ООО, ФЗ
  const vowels: number[] = [];
  for (let i = 0; i < p.length; i++) if (VOWELS.includes(p[i])) vowels.push(i);
  const breaks: number[] = [];
  for (let k = 0; k + 1 < vowels.length; k++) {
    const a = vowels[k];
    const cluster = p.slice(a + 1, vowels[k + 1]);
    let pos: number;
    if (cluster.length === 0) pos = a + 1; // по-эт
    else if (cluster.length === 1) pos = SOFT.includes(cluster) ? a + 2 : a + 1; // ра-бо-та, май-ор
    else pos = SOFT.includes(cluster[1]) ? a + 3 : a + 2; // дан-ных, боль-ше, объ-ект, дей-ствие
    if (pos >= 2 && p.length - pos >= 2 && !SOFT.includes(p[pos])) breaks.push(pos);
  }
  return breaks;
}

/** Where a word may be split at a line end: [index, whether a hyphen is added]. */
export function breakPoints(text: string): Array<[number, boolean]> {
  if (/^https?:\/\//.test(text)) {
    // URLs: after a slash of the path, never inside the host.
    const hostEnd = text.indexOf("/", text.indexOf("//") + 2);
    const points: Array<[number, boolean]> = [];
    for (let i = hostEnd; i > 0 && i < text.length - 2; i = text.indexOf("/", i + 1)) points.push([i + 1, false]);
    return points;
  }
  if (/[\d@/]/.test(text)) return [];
  const core = /^([«„("]*)(.*?)([.,;:!?»")]*)$/.exec(text);
  if (!core) return [];
  const points: Array<[number, boolean]> = [];
  let offset = core[1].length;
  const parts = core[2].split("-");
  parts.forEach((part, i) => {
    for (const b of syllableBreaks(part)) points.push([offset + b, true]);
    offset += part.length + 1;
    if (i < parts.length - 1 && part.length >= 2 && parts[i + 1].length >= 2) points.push([offset, false]); // IP-|адреса
  });
  return points;
}

/** Splits a word at a character index into a head (with a hyphen if asked) and a tail. */
function splitWord(word: Word, at: number, hyphen: boolean, measure: Measure): [Word, Word] {
  const head: Seg[] = [];
  const tail: Seg[] = [];
  let pos = 0;
  for (const seg of word.segs) {
    const end = pos + seg.text.length;
    if (end <= at) head.push(seg);
    else if (pos >= at) tail.push(seg);
    else {
      head.push({ ...seg, text: seg.text.slice(0, at - pos) });
      tail.push({ ...seg, text: seg.text.slice(at - pos) });
    }
    pos = end;
  }
  if (hyphen) {
    const lastSeg = head[head.length - 1];
    head[head.length - 1] = { ...lastSeg, text: `${lastSeg.text}-` };
  }
  const make = (segs: Seg[], glue: boolean): Word => ({
    segs,
    text: segs.map((s) => s.text).join(""),
    glue,
    width: segs.reduce((w, s) => w + measure(s.text, s.bold), 0),
  });
  return [make(head, word.glue), make(tail, false)];
}

/** Hyphenate only when the line would otherwise stretch its spaces beyond this multiple of a normal space. */
const HYPHENATE_ABOVE = 0.5;
/** Lines that would need more than this (in normal spaces, per gap) are not justified. */
const MAX_STRETCH = 3;

/**
 * Greedy line breaking over groups of glued words. When a group does not fit and the line would be stretched
 * too much, the overflowing word is hyphenated; a group wider than a whole line is broken inside.
 */
function breakLines(words: Word[], width: number, space: number, measure: Measure, allowHyphens: boolean): Line[] {
  const queue: Word[][] = [];
  for (const w of words) {
    if (w.glue && queue.length > 0) queue[queue.length - 1].push(w);
    else queue.push([w]);
  }
  const lines: Line[] = [];
  let cur: Word[] = [];
  let curWidth = 0;
  const push = () => {
    if (cur.length > 0) lines.push({ words: cur, natural: curWidth, last: false });
    cur = [];
    curWidth = 0;
  };
  const add = (w: Word) => {
    curWidth += (cur.length > 0 ? space : 0) + w.width;
    cur.push(w);
  };
  const groupWidth = (g: Word[]) => g.reduce((s, w, i) => s + w.width + (i > 0 ? space : 0), 0);

  /** Tries to end the current line inside group g; returns the rest of the group for the next line. */
  const hyphenate = (g: Word[]): Word[] | null => {
    let x = curWidth;
    for (let j = 0; j < g.length; j++) {
      const gap = cur.length > 0 || j > 0 ? space : 0;
      if (x + gap + g[j].width <= width) {
        x += gap + g[j].width;
        continue;
      }
      const points = breakPoints(g[j].text).reverse();
      for (const [at, hyphen] of points) {
        const [head, tail] = splitWord(g[j], at, hyphen, measure);
        if (x + gap + head.width <= width) {
          for (let k = 0; k < j; k++) add(g[k]);
          add(head);
          return [tail, ...g.slice(j + 1)];
        }
      }
      return null;
    }
    return null;
  };

  while (queue.length > 0) {
    const group = queue.shift()!;
    const gw = groupWidth(group);
    if (cur.length === 0 ? gw <= width : curWidth + space + gw <= width) {
      for (const w of group) add(w);
      continue;
    }
    const gaps = cur.length - 1;
    const stretch = cur.length === 0 ? Infinity : gaps > 0 ? (width - curWidth) / gaps : Infinity;
    if (allowHyphens && stretch > space * HYPHENATE_ABOVE) {
      const rest = hyphenate(group);
      if (rest) {
        push();
        queue.unshift(rest);
        continue;
      }
    }
    if (cur.length > 0) {
      push();
      queue.unshift(group);
      continue;
    }
    // A group wider than the line on an empty line: break it between its words.
    for (const w of group) {
      if (cur.length > 0 && curWidth + space + w.width > width) push();
      add(w);
    }
  }
  push();
  if (lines.length > 0) lines[lines.length - 1].last = true;
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Page layout

const PT_PER_MM = 72 / 25.4;
const PAGE = { width: 210 * PT_PER_MM, height: 297 * PT_PER_MM, margin: 56 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const CONTENT_BOTTOM = PAGE.height - PAGE.margin;
const COLORS = { text: "#0b1530", muted: "#4a5578", link: "#2945d6", rule: "#dde2f0" };

interface TextStyle {
  size: number;
  leading: number;
  bold: boolean;
  color: string;
  justify: boolean;
}
const STYLES = {
  title: { size: 19, leading: 24, bold: true, color: COLORS.text, justify: false },
  edition: { size: 10, leading: 14, bold: false, color: COLORS.muted, justify: false },
  h2: { size: 12.5, leading: 16.5, bold: true, color: COLORS.text, justify: false },
  h3: { size: 10.5, leading: 14.5, bold: true, color: COLORS.text, justify: false },
  body: { size: 10, leading: 14.6, bold: false, color: COLORS.text, justify: true },
} satisfies Record<string, TextStyle>;

const SPACING = { paragraph: 6, listItem: 3, beforeH2: 16, afterH2: 5, beforeH3: 9, afterH3: 3, afterHeader: 18 };
const LIST_INDENT = 10; // marker position, from the left margin
const MARKER_GAP = 7; // between the widest marker and the text
const ORPHANS = 2; // at least this many lines of a block at the bottom of a page…
const WIDOWS = 2; // …and at the top of the next one
const SHORT_LIST_LINES = 6; // lists up to this many lines are kept on one page

interface PlacedLine {
  height: number;
  draw: (top: number) => void;
}
interface Chunk {
  spaceBefore: number;
  lines: PlacedLine[];
  /** Must stay on the page with the start of the next chunk (headings, short lead-ins ending with «:»). */
  keepWithNext: boolean;
  /** Called when the chunk's first line is placed (used for the PDF outline). */
  onPlace?: () => void;
}

const FONT_REGULAR = "GolosText-Regular";
const FONT_BOLD = "GolosText-Bold";

function fontFile(weight: "400Regular" | "700Bold"): string {
  const pkg = path.dirname(require.resolve("@expo-google-fonts/golos-text/package.json"));
  const file = path.join(pkg, weight, `GolosText_${weight}.ttf`);
  if (!fs.existsSync(file)) fail(`нет файла шрифта ${file} — установлены ли зависимости (@expo-google-fonts/golos-text)?`);
  return file;
}

interface FontkitLike {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Characters the embedded fonts cannot show; relies on pdfkit's fontkit font, skipped if that is unavailable. */
function missingGlyphs(doc: PDFKit.PDFDocument, fontName: string, text: string): string[] {
  doc.font(fontName);
  const font = (doc as unknown as { _font?: { font?: Partial<FontkitLike> } })._font?.font;
  if (!font || typeof font.hasGlyphForCodePoint !== "function") return [];
  const missing = new Set<string>();
  for (const ch of text) {
    if (ch === " ") continue;
    if (!font.hasGlyphForCodePoint(ch.codePointAt(0)!)) missing.add(ch);
  }
  return [...missing];
}

interface RenderResult {
  pdf: Buffer;
  pages: number;
}

/** Renders already substituted Markdown into PDF bytes. */
export function renderPolicy(markdown: string, facts: SiteFacts, file = "source"): Promise<RenderResult> {
  const blocks = parseMarkdown(markdown, file);
  const title = blocks[0] as Extract<Block, { kind: "title" }>;
  const editionBlock = blocks[1];
  if (!editionBlock || editionBlock.kind !== "paragraph") {
    fail(`${file}:${title.line}: сразу после заголовка нужен абзац «Редакция от <день> <месяца> <год> г.»`);
  }
  const editionText = spansText(editionBlock.spans);
  const editionDate = parseEditionDate(editionText, `${file}:${editionBlock.line}`);
  const body = blocks.slice(2);
  const titleText = spansText(title.spans);
  const legalName = facts.legalName;
  if (!legalName) fail("в site.json нет поля legalName (автор PDF)");

  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: "1.7",
    lang: "ru",
    displayTitle: true,
    font: fontFile("400Regular"),
    info: {
      Title: titleText,
      Author: legalName,
      Subject: `Политика обработки персональных данных. ${editionText}`,
      Keywords: "персональные данные, 152-ФЗ, политика конфиденциальности, cookie",
      Creator: "scripts/privacy-pdf.ts",
      Producer: "PDFKit",
      CreationDate: editionDate,
      ModDate: editionDate,
    },
  });
  const chunksOut: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunksOut.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunksOut)));
    doc.on("error", reject);
  });

  doc.registerFont(FONT_REGULAR, fontFile("400Regular"));
  doc.registerFont(FONT_BOLD, fontFile("700Bold"));

  // Every character must exist in the fonts: a missing glyph would silently print as an empty box.
  const allText = [titleText, editionText, ...body.flatMap((b) => (b.kind === "list" ? b.items.map(spansText) : [spansText(b.spans)]))].join("\n");
  const footerSample = "стр. 0123456789 из — · -";
  for (const name of [FONT_REGULAR, FONT_BOLD]) {
    const missing = missingGlyphs(doc, name, allText.replace(/\n/g, "") + footerSample);
    if (missing.length > 0) {
      const list = missing.map((c) => `«${c}» U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(", ");
      fail(`в шрифте ${name} нет символов: ${list}`);
    }
  }

  const widthCache = new Map<string, number>();
  const measurer = (size: number): Measure => (text, bold) => {
    const key = `${size}|${bold ? "b" : "r"}|${text}`;
    let w = widthCache.get(key);
    if (w === undefined) {
      w = doc.font(bold ? FONT_BOLD : FONT_REGULAR).fontSize(size).widthOfString(text);
      widthCache.set(key, w);
    }
    return w;
  };

  /** Lays out spans as lines of the given width starting at x; returns drawable lines. */
  const layoutText = (spans: Span[], style: TextStyle, x: number, width: number): PlacedLine[] => {
    const styled = style.bold ? spans.map((s) => ({ ...s, bold: true })) : spans;
    const measure = measurer(style.size);
    const space = measure(" ", false);
    const lines = breakLines(toWords(styled, measure), width, space, measure, style.justify);
    return lines.map((line) => ({
      height: style.leading,
      draw: (top: number) => {
        const gaps = line.words.length - 1;
        let stretch = style.justify && !line.last && gaps > 0 ? Math.max(0, (width - line.natural) / gaps) : 0;
        if (stretch > space * MAX_STRETCH) stretch = 0; // a hopeless line is set ragged rather than full of holes
        const baseline = top + (style.leading - style.size) / 2 + style.size * 0.8;
        let cx = x;
        line.words.forEach((word, i) => {
          if (i > 0) cx += space + stretch;
          for (const seg of word.segs) {
            const w = measure(seg.text, seg.bold);
            doc
              .font(seg.bold ? FONT_BOLD : FONT_REGULAR)
              .fontSize(style.size)
              .fillColor(seg.link ? COLORS.link : style.color)
              .text(seg.text, cx, baseline, { lineBreak: false, baseline: "alphabetic" });
            if (seg.link) doc.link(cx, top, w, style.leading, seg.link);
            cx += w;
          }
        });
      },
    }));
  };

  // Build chunks.
  const chunks: Chunk[] = [];
  const headerLines = layoutText(title.spans, STYLES.title, PAGE.margin, CONTENT_WIDTH);
  const editionLines = layoutText(editionBlock.spans, STYLES.edition, PAGE.margin, CONTENT_WIDTH);
  chunks.push({
    spaceBefore: 0,
    keepWithNext: true,
    lines: [
      ...headerLines,
      { height: 4, draw: () => undefined },
      ...editionLines,
      {
        height: SPACING.afterHeader,
        draw: (top) => {
          const y = top + SPACING.afterHeader / 2 - 2;
          doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.75).strokeColor(COLORS.rule).stroke();
        },
      },
    ],
  });

  let previous: Block | null = null;
  for (const block of body) {
    const afterHeading = previous?.kind === "heading";
    if (block.kind === "heading") {
      const style = block.level === 2 ? STYLES.h2 : STYLES.h3;
      const text = spansText(block.spans);
      const lines = layoutText(block.spans, style, PAGE.margin, CONTENT_WIDTH);
      const after = block.level === 2 ? SPACING.afterH2 : SPACING.afterH3;
      lines[lines.length - 1] = { ...lines[lines.length - 1], height: lines[lines.length - 1].height + after };
      chunks.push({
        spaceBefore: afterHeading ? 2 : block.level === 2 ? SPACING.beforeH2 : SPACING.beforeH3,
        keepWithNext: true,
        lines,
        onPlace: block.level === 2 ? () => doc.outline.addItem(text) : undefined,
      });
    } else if (block.kind === "paragraph") {
      const lines = layoutText(block.spans, STYLES.body, PAGE.margin, CONTENT_WIDTH);
      const leadIn = /:$/.test(spansText(block.spans)) && lines.length <= 4;
      chunks.push({ spaceBefore: afterHeading ? 0 : SPACING.paragraph, keepWithNext: leadIn, lines });
    } else if (block.kind === "list") {
      const markers = block.items.map((_, i) => (block.ordered ? `${block.start + i}.` : "•"));
      const measure = measurer(STYLES.body.size);
      const markerWidth = Math.max(...markers.map((m) => measure(m, false)));
      const textX = PAGE.margin + LIST_INDENT + Math.max(markerWidth, block.ordered ? measure("0.", false) : 0) + MARKER_GAP;
      const textWidth = PAGE.margin + CONTENT_WIDTH - textX;
      const itemLines = block.items.map((item) => layoutText(item, STYLES.body, textX, textWidth));
      // A short list (the contacts, two ways to send a request) is never split across pages.
      const keepTogether = itemLines.reduce((n, l) => n + l.length, 0) <= SHORT_LIST_LINES;
      itemLines.forEach((lines, i) => {
        const first = lines[0];
        const marker = markers[i];
        lines[0] = {
          height: first.height,
          draw: (top) => {
            first.draw(top);
            const baseline = top + (STYLES.body.leading - STYLES.body.size) / 2 + STYLES.body.size * 0.8;
            const mx = block.ordered ? textX - MARKER_GAP - measure(marker, false) : PAGE.margin + LIST_INDENT;
            doc
              .font(FONT_REGULAR)
              .fontSize(STYLES.body.size)
              .fillColor(block.ordered ? COLORS.text : COLORS.muted)
              .text(marker, mx, baseline, { lineBreak: false, baseline: "alphabetic" });
          },
        };
        chunks.push({
          spaceBefore: i === 0 ? (afterHeading ? 0 : SPACING.paragraph) : SPACING.listItem,
          keepWithNext: keepTogether && i < itemLines.length - 1,
          lines,
        });
      });
    }
    previous = block;
  }

  // Paginate.
  const linesHeight = (c: Chunk, count: number) => c.lines.slice(0, count).reduce((h, l) => h + l.height, 0);
  /** Height needed at the current position before starting chunk i (keep-with-next and orphan rules). */
  const needed = (i: number): number => {
    const c = chunks[i];
    if (c.keepWithNext && i + 1 < chunks.length) return linesHeight(c, c.lines.length) + chunks[i + 1].spaceBefore + needed(i + 1);
    return linesHeight(c, Math.min(c.lines.length, ORPHANS));
  };

  doc.addPage();
  let y = PAGE.margin;
  const newPage = () => {
    doc.addPage();
    y = PAGE.margin;
  };
  chunks.forEach((chunk, i) => {
    if (y > PAGE.margin) y += chunk.spaceBefore;
    if (y > PAGE.margin && y + needed(i) > CONTENT_BOTTOM) newPage();
    chunk.onPlace?.();
    let next = 0;
    while (next < chunk.lines.length) {
      const remaining = chunk.lines.length - next;
      let fit = 0;
      let h = 0;
      while (fit < remaining && y + h + chunk.lines[next + fit].height <= CONTENT_BOTTOM + 0.01) h += chunk.lines[next + fit++].height;
      if (fit < remaining) {
        // Widows: leave at least WIDOWS lines for the next page; orphans: do not leave a lone line behind.
        if (remaining - fit < WIDOWS) fit = Math.max(0, remaining - WIDOWS);
        if (fit < ORPHANS && y > PAGE.margin) fit = 0;
        if (fit === 0 && y === PAGE.margin) fit = 1; // a single line taller than the page — just place it
      }
      for (let k = 0; k < fit; k++) {
        const line = chunk.lines[next + k];
        line.draw(y);
        y += line.height;
      }
      next += fit;
      if (next < chunk.lines.length) newPage();
    }
  });

  // Footers: «стр. N из M» and the legal name, on every page.
  const range = doc.bufferedPageRange();
  const footerSize = 8.5;
  const footerY = PAGE.height - PAGE.margin + 22;
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p);
    const page = doc.page;
    const savedBottom = page.margins.bottom;
    page.margins.bottom = 0; // writing inside the margin must never trigger an automatic page break
    doc.moveTo(PAGE.margin, footerY - 10).lineTo(PAGE.margin + CONTENT_WIDTH, footerY - 10).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    doc.font(FONT_REGULAR).fontSize(footerSize).fillColor(COLORS.muted);
    doc.text(`${legalName} · Политика обработки персональных данных`, PAGE.margin, footerY, { lineBreak: false, baseline: "alphabetic" });
    const label = `стр. ${p - range.start + 1} из ${range.count}`;
    doc.text(label, PAGE.margin + CONTENT_WIDTH - doc.widthOfString(label), footerY, { lineBreak: false, baseline: "alphabetic" });
    page.margins.bottom = savedBottom;
  }
  const pages = range.count;
  doc.end();
  return done.then((pdf) => ({ pdf, pages }));
}

// ---------------------------------------------------------------------------------------------------------------
// Entry points

export interface BuildOptions {
  /** The Markdown policy (content/legal/privacy-policy.md). */
  source: string;
  /** site.json with the company facts used by placeholders. */
  site: string;
  /** Where to write the PDF (static/privacy.pdf). */
  out: string;
}

/** A path relative to the working directory when it lies inside it, otherwise absolute. */
function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : path.resolve(file);
}

async function build(options: BuildOptions): Promise<{ bytes: number; pages: number }> {
  let markdown: string;
  try {
    markdown = fs.readFileSync(options.source, "utf8");
  } catch (e) {
    fail(`не удалось прочитать ${options.source}: ${(e as Error).message}`);
  }
  const facts = readSiteFacts(options.site);
  const rel = displayPath(options.source);
  const { pdf, pages } = await renderPolicy(substitutePlaceholders(markdown, facts, rel), facts, rel);
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  const tmp = `${options.out}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, pdf);
  fs.renameSync(tmp, options.out); // never leave a half-written PDF behind
  return { bytes: pdf.length, pages };
}

/** Reads the Markdown policy and site.json, writes the PDF to `out`. Rejects with PrivacyPdfError on bad input. */
export async function buildPrivacyPdf(options: BuildOptions): Promise<void> {
  await build(options);
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, "..");
  const options: BuildOptions = {
    source: path.join(contentDirOf(root), "legal", "privacy-policy.md"),
    site: path.join(contentDirOf(root), "site", "site.json"),
    out: path.join(root, "static", "privacy.pdf"),
  };
  const started = process.hrtime.bigint();
  const { bytes, pages } = await build(options);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const shown = displayPath(options.out);
  console.log(`${shown}: ${pages} стр., ${(bytes / 1024).toFixed(1)} КБ (${bytes} байт), ${ms.toFixed(0)} мс`);
}

if (require.main === module) {
  main().catch((e: unknown) => {
    const message = e instanceof PrivacyPdfError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e);
    console.error(`privacy-pdf: ошибка\n${message}`);
    process.exit(1);
  });
}

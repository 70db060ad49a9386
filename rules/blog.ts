/** Pure helpers of the blog: reading time, Russian dates, the static list's pages (SPEC §9 page size 9). */
import { BLOG_BASE_PATH } from "./routes";

/** SPEC §9: the list shows 9 articles and each 'Показать ещё' adds 9. */
export const BLOG_PAGE_SIZE = 9;

/** Words a Russian reader takes in per minute of attentive reading of a business text. */
export const READING_WPM = 180;

/** Minutes to read a text of so many words: at least one. */
export function readingMinutes(words: number, wpm = READING_WPM): number {
  return Math.max(1, Math.round(words / wpm));
}

/** Words in a Markdown text, without image and link addresses or markup. */
export function countWords(markdown: string): number {
  const plain = markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, " ").replace(/\]\([^)]*\)/g, "]");
  return plain.match(/[A-Za-zА-Яа-яЁё0-9]+(?:[-‑][A-Za-zА-Яа-яЁё0-9]+)*/g)?.length ?? 0;
}

const MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"];

/** "2025-03-25" → "25 марта 2025" (the date as written, with no time-zone shift). */
export function formatRuDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Address of a page of the static list: /blogs, /blogs/page/2, … */
export function blogListPath(page: number): string {
  return page <= 1 ? BLOG_BASE_PATH : `${BLOG_BASE_PATH}/page/${page}`;
}

export const articlePath = (slug: string) => `${BLOG_BASE_PATH}/${slug}`;

/** How many static list pages hold `total` articles. */
export function blogPageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Anchor of an article's heading: the same for the heading in the HTML and its link in the contents. */
export function headingId(text: string): string {
  return text
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .toLowerCase()
    .replace(/[^a-zа-яё0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Gives every <h2> of an article's HTML its anchor, so the table of contents can link to it. */
export function anchorHeadings(html: string): string {
  return html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => `<h2 id="${headingId(inner)}">${inner}</h2>`);
}

/**
 * The pages the site search knows, made from the same content the pages are rendered from: each
 * catalogue entry and each blog article becomes one document with its title, keywords, headings and
 * text. Pure: the build passes what GraphQL returned, tests pass the content files.
 */
import { COLLECTIONS, entryPath, type CollectionName } from "../../rules/routes";
import { articlePath } from "../../rules/blog";
import type { SearchDocument } from "../../rules/search/types";

/** What of a catalogue entry the search reads (the JSON files and the GraphQL types share this shape). */
export interface EntryContent {
  slug: string;
  title: string;
  description: string;
  seo: { keywords: readonly string[] };
  hero: { title: string; lead: string };
  facts?: readonly { label: string; value: string }[] | null;
  specs?: readonly { label: string; value: string }[] | null;
  sections: readonly {
    title: string;
    lead?: string | null;
    paragraphs?: readonly string[] | null;
    items?: readonly { title: string; text?: string | null; value?: string | null }[] | null;
  }[];
  client?: string | null;
  category?: string | null;
}

export interface ArticleContent {
  slug: string;
  title: string;
  description: string;
  tags: readonly string[];
  headings: readonly string[];
  /** The article's text without markup. */
  text: string;
}

export interface SearchContent {
  entries: { collection: CollectionName; entry: EntryContent }[];
  articles: ArticleContent[];
}

/** Stored for snippets: enough for a sentence or two around the match, not the whole page. */
const EXCERPT_LENGTH = 1200;

function excerpt(...texts: (string | null | undefined)[]): string {
  const whole = texts.filter(Boolean).join(" ").replace(/\s+/g, " ").trim();
  if (whole.length <= EXCERPT_LENGTH) return whole;
  const cut = whole.lastIndexOf(" ", EXCERPT_LENGTH);
  return whole.slice(0, cut > 0 ? cut : EXCERPT_LENGTH);
}

const lines = (texts: (string | null | undefined)[]) => texts.filter((t): t is string => Boolean(t)).join("\n");

export function entryDocument(id: number, collection: CollectionName, entry: EntryContent): SearchDocument {
  const table = COLLECTIONS.find((c) => c.dir === collection);
  if (!table) throw new Error(`unknown collection ${collection}`);
  const sectionText = entry.sections.flatMap((s) => [s.lead, ...(s.paragraphs ?? []), ...(s.items ?? []).flatMap((i) => [i.value, i.text])]);
  const facts = [...(entry.facts ?? []), ...(entry.specs ?? [])].map((f) => `${f.label}: ${f.value}.`);
  return {
    id,
    url: entryPath(table, entry.slug),
    title: entry.title,
    section: collection,
    keywords: lines([...entry.seo.keywords, entry.client, entry.category]),
    headings: lines([entry.hero.title, ...entry.sections.flatMap((s) => [s.title, ...(s.items ?? []).map((i) => i.title)])]),
    body: lines([entry.description, entry.hero.lead, ...facts, ...sectionText]),
    excerpt: excerpt(entry.description, entry.hero.lead, ...entry.sections.flatMap((s) => [s.lead, ...(s.paragraphs ?? [])])),
  };
}

export function articleDocument(id: number, article: ArticleContent): SearchDocument {
  return {
    id,
    url: articlePath(article.slug),
    title: article.title,
    section: "blog",
    keywords: lines([...article.tags]),
    headings: lines([...article.headings]),
    body: lines([article.description, article.text]),
    excerpt: excerpt(article.description, article.text),
  };
}

export function searchDocuments(content: SearchContent): SearchDocument[] {
  const docs = content.entries.map(({ collection, entry }, i) => entryDocument(i + 1, collection, entry));
  return [...docs, ...content.articles.map((a, i) => articleDocument(docs.length + i + 1, a))];
}

/** Text of an article's HTML: tags dropped, the entities typograf and remark write decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(p|h\d|li|td|th|tr|blockquote|div|figcaption)>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&laquo;/g, "«")
    .replace(/&raquo;/g, "»")
    .replace(/&mdash;/g, "—")
    .replace(/&ndash;/g, "–")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

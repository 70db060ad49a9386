/** Shapes of the site search shared by the build (index), the browser and the server (results). */
import type { CollectionName } from "../routes";

export type SearchSection = CollectionName | "blog";

/** What a visitor sees next to each result: the kind of page it is. */
export const SECTION_LABELS: Record<SearchSection, string> = {
  modules: "Модуль",
  projects: "Кейс",
  services: "Услуга",
  industries: "Отрасль",
  datasets: "Датасет",
  blog: "Статья",
};

/** One page of the site as the index sees it. */
export interface SearchDocument {
  id: number;
  url: string;
  title: string;
  section: SearchSection;
  /** SEO keywords and other short names the page answers to. */
  keywords: string;
  /** Headings of the page's sections and questions of its FAQ, one per line. */
  headings: string;
  /** Everything else the page says. */
  body: string;
  /** Text the snippet is cut from (description, then the start of the body); stored in the index. */
  excerpt: string;
}

/** A piece of a snippet or title: `mark` pieces are the words that matched. */
export interface TextPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  url: string;
  title: TextPart[];
  section: string;
  snippet: TextPart[];
  score: number;
}

export interface SearchOutcome {
  /** The query as searched (trimmed, bounded). */
  query: string;
  hits: SearchHit[];
  /** How many pages match in all (`hits` may be cut to a limit). */
  total: number;
  /** Set when nothing matched as typed and the hits are for this reading of it (other layout, transliteration). */
  correctedQuery?: string;
  /** When nothing matched at all: pages that come closest, for «Возможно, вы искали…». */
  suggestions: { title: string; url: string }[];
}

/**
 * The site search: one ranking for the browser (header, /search) and the server (/search without
 * JavaScript). MiniSearch holds the inverted index; this module decides how Russian queries are read
 * and how results are ordered: title above keywords above headings above body, a catalogue entry above
 * an article, a page with more of the query's words above one with fewer, the words as a phrase above
 * the same words scattered. A query is read one way wherever it is typed, so the header's instant
 * results, its «Все результаты (N)» and /search (browser or server) all count the same pages.
 */
import MiniSearch, { type AsPlainObject, type Query, type SearchOptions, type SearchResult } from "minisearch";
import { STOP_WORDS, fromTranslit, normaliseWord, splitWords, stemWord, switchLayout } from "./words";
import { SECTION_LABELS, type SearchDocument, type SearchHit, type SearchOutcome, type SearchSection, type TextPart } from "./types";

export const SEARCH_INDEX_VERSION = 1;
/** Longer queries are cut: nobody types more, and every word costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 12;

/** The index file of a release (public/search/index-<hash>.json). */
export interface SearchIndexFile {
  version: number;
  /** Groups of words that mean the same here (content/site/search-synonyms.json). */
  synonyms: string[][];
  index: AsPlainObject;
}

interface StoredFields {
  url: string;
  title: string;
  section: SearchSection;
  headings: string;
  excerpt: string;
}

const FIELDS = ["title", "keywords", "headings", "body"] as const;
const STORED: (keyof StoredFields)[] = ["url", "title", "section", "headings", "excerpt"];
const FIELD_BOOST: Record<(typeof FIELDS)[number], number> = { title: 6, keywords: 3, headings: 2, body: 1 };
/** An article that mentions the words in passing ranks below the catalogue page about them. */
const ARTICLE_WEIGHT = 0.5;
const SYNONYM_WEIGHT = 0.7;
/** All the query's words one after another, as typed: in the title, and anywhere in the stored text. */
const PHRASE_IN_TITLE = 2;
const PHRASE_IN_TEXT = 1.4;
const SNIPPET_LENGTH = 180;

const MINISEARCH_OPTIONS = {
  fields: [...FIELDS],
  storeFields: STORED,
  tokenize: (text: string) => splitWords(text),
  processTerm: (term: string) => (STOP_WORDS.has(term) ? null : stemWord(normaliseWord(term))),
};

/** The index of `documents`, ready to be written as JSON. */
export function buildSearchIndex(documents: readonly SearchDocument[], synonyms: readonly (readonly string[])[]): SearchIndexFile {
  const index = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
  index.addAll(documents);
  return { version: SEARCH_INDEX_VERSION, synonyms: synonyms.map((g) => [...g]), index: index.toJSON() };
}

/** Reads an index file's JSON text; throws with a plain message when it is not one. */
export function parseSearchIndex(json: string): SearchIndexFile {
  const data: unknown = JSON.parse(json);
  if (typeof data !== "object" || data === null) throw new Error("search index: not an object");
  const file = data as Partial<SearchIndexFile>;
  if (file.version !== SEARCH_INDEX_VERSION) throw new Error(`search index: version ${String(file.version)}, expected ${SEARCH_INDEX_VERSION}`);
  if (!Array.isArray(file.synonyms) || typeof file.index !== "object" || file.index === null) throw new Error("search index: missing fields");
  return file as SearchIndexFile;
}

export interface SearchRequest {
  /** At most this many hits (all by default); `total` still counts them all. */
  limit?: number;
}

interface WordQuery {
  word: string;
  stem: string;
}

/**
 * How many of the query's words a page must have: all of one or two, and at most a third may be missing
 * from a longer query («разметка данных для беспилотников» finds the data-labeling service, which never
 * says «беспилотник»). Less only when no page has that many.
 */
export function wordQuorum(words: number): number {
  return Math.ceil((2 * words) / 3);
}

export class SiteSearch {
  private readonly index: MiniSearch<SearchDocument>;
  /** Stem of a word → the other words (or phrases) of its synonym groups. */
  private readonly synonyms = new Map<string, string[]>();
  /** Words in the longest synonym («номерной знак», «железная дорога»: two). */
  private readonly longestSynonym: number = 1;
  private readonly stemCache = new Map<string, string[][]>();

  constructor(file: SearchIndexFile) {
    this.index = MiniSearch.loadJS<SearchDocument>(file.index, MINISEARCH_OPTIONS);
    for (const group of file.synonyms) {
      for (const word of group) {
        const key = splitWords(word).map(stemWord).join(" ");
        const others = group.filter((w) => w !== word);
        this.synonyms.set(key, [...(this.synonyms.get(key) ?? []), ...others]);
        this.longestSynonym = Math.max(this.longestSynonym, key.split(" ").length);
      }
    }
  }

  get documentCount(): number {
    return this.index.documentCount;
  }

  /**
   * The pages for a query, best first. The one count of the site search: whoever shows a number of
   * results (the header's combobox, /search in the browser and on the server) shows this `total`.
   */
  search(rawQuery: string, { limit }: SearchRequest = {}): SearchOutcome {
    const query = rawQuery.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
    const words = this.queryWords(query);
    const outcome: SearchOutcome = { query, hits: [], total: 0, suggestions: [] };
    if (words.length === 0) return outcome;

    let results = this.run(words);
    if (results.length === 0) {
      for (const alternative of [switchLayout(query), fromTranslit(query)]) {
        if (!alternative) continue;
        const altWords = this.queryWords(alternative);
        if (altWords.length === 0) continue;
        results = this.run(altWords);
        if (results.length > 0) {
          outcome.correctedQuery = alternative;
          break;
        }
      }
    }
    if (results.length === 0) {
      outcome.suggestions = this.suggest(words);
      return outcome;
    }
    const phraseWords = this.queryWords(outcome.correctedQuery ?? query);
    const ranked = this.withPhraseBonus(results, phraseWords).slice(0, limit ?? results.length);
    outcome.hits = ranked.map((r) => this.hit(r));
    outcome.total = results.length;
    return outcome;
  }

  /**
   * The words that count: stop words («для», «на», «в») dropped, one letter ignored. A query of stop
   * words only keeps its last one, the start of a word still being typed («не» → «нейросеть»). Words
   * that together are a synonym («железной дороге», «номерной знак») count as one.
   */
  private queryWords(query: string): WordQuery[] {
    const all = splitWords(query)
      .slice(0, MAX_QUERY_WORDS)
      .filter((w) => w.length > 1 || /\d/.test(w));
    const kept = all.filter((w) => !STOP_WORDS.has(w));
    const words = kept.length > 0 ? kept : all.slice(-1);
    const out: WordQuery[] = [];
    for (let i = 0; i < words.length; ) {
      let n = Math.min(this.longestSynonym, words.length - i);
      while (n > 1 && !this.synonyms.has(words.slice(i, i + n).map(stemWord).join(" "))) n--;
      const group = words.slice(i, i + n);
      out.push({ word: group.join(" "), stem: group.map(stemWord).join(" ") });
      i += n;
    }
    return out;
  }

  /** The index has this word (in some form) as a whole word. */
  private knows(word: string): boolean {
    return this.index.search(word, { prefix: false, fuzzy: false, processTerm: (t: string) => stemWord(normaliseWord(t)) }).length > 0;
  }

  /**
   * `asStart`: the query's last word, which the index does not know as a whole word, is also read as
   * the beginning of a longer one («распоз» → «распознавание»). The letters as typed are the prefix, not
   * the stem: a finished word's stem is short and would take in unrelated words («стоит» → «сто» →
   * «стол», «сторона»).
   */
  private wordQuery({ word, stem }: WordQuery, asStart: boolean): Query {
    const parts = word.split(" ");
    // One edit in words of five letters or more: «распознование» → «распознавание»; ГРЗ stays as typed.
    // Counted on the stem, which is what is compared: «каски» → «каск», one edit from «как», «касс», «маск».
    const exact = parts.map((w): Query => ({ queries: [w], fuzzy: w.length >= 5 && stemWord(w).length >= 5 ? 1 : false }));
    const queries: Query[] = [exact.length === 1 ? exact[0] : { combineWith: "AND", queries: exact }];
    if (asStart) queries.push({ queries: [word], prefix: true, fuzzy: false, processTerm: normaliseWord });
    const synonyms = this.synonyms.get(stem) ?? [];
    for (const s of synonyms) queries.push({ combineWith: "AND", queries: splitWords(s), boostTerm: () => SYNONYM_WEIGHT, prefix: false });
    return queries.length === 1 ? queries[0] : { combineWith: "OR", queries };
  }

  /**
   * Each word (with its forms, typos and synonyms) is looked up on its own; a page's score is the sum,
   * times the number of words it has (as MiniSearch's own AND and OR do), times the share of the
   * query's words it has: a page missing a word ranks below one with all of them unless it is much more
   * about the others. Pages with fewer words than the quorum are left out, so the count stays the pages
   * about the query, not every page that says one of its words.
   */
  private run(words: WordQuery[]): SearchResult[] {
    const options: SearchOptions = {
      boost: FIELD_BOOST,
      processTerm: (term: string) => stemWord(normaliseWord(term)),
      boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => (stored?.section === "blog" ? ARTICLE_WEIGHT : 1),
    };
    const last = words.length - 1;
    const pages = new Map<unknown, { result: SearchResult; score: number; words: number; terms: Set<string>; queryTerms: Set<string> }>();
    words.forEach((w, i) => {
      const asStart = i === last && !w.word.includes(" ") && !this.knows(w.word);
      for (const r of this.index.search(this.wordQuery(w, asStart), options)) {
        const page = pages.get(r.id);
        if (!page) {
          pages.set(r.id, { result: r, score: r.score, words: 1, terms: new Set(r.terms), queryTerms: new Set(r.queryTerms) });
          continue;
        }
        page.score += r.score;
        page.words += 1;
        for (const t of r.terms) page.terms.add(t);
        for (const t of r.queryTerms) page.queryTerms.add(t);
      }
    });
    let most = 0;
    for (const page of pages.values()) most = Math.max(most, page.words);
    const quorum = Math.min(most, wordQuorum(words.length));
    return [...pages.values()]
      .filter((page) => page.words >= quorum)
      .map(({ result, score, words: had, terms, queryTerms }) => ({
        ...result,
        score: (score * had * had) / words.length,
        terms: [...terms],
        queryTerms: [...queryTerms],
      }))
      .sort((a, b) => b.score - a.score);
  }

  /** Pages closest to a query that found nothing: looser typos (two edits), any word. */
  private suggest(words: WordQuery[]): { title: string; url: string }[] {
    const loose = this.index.search(
      {
        combineWith: "OR",
        queries: words
          .flatMap((w) => w.word.split(" "))
          .map((word) => {
            const stem = stemWord(word);
            return { queries: [word], fuzzy: stem.length >= 8 ? 2 : stem.length >= 4 ? 1 : false };
          }),
      },
      { boost: FIELD_BOOST, processTerm: (term: string) => stemWord(normaliseWord(term)) },
    );
    return loose.slice(0, 3).map((r) => ({ title: stored(r).title, url: stored(r).url }));
  }

  private docStems(r: SearchResult): string[][] {
    const key = String(r.id);
    let stems = this.stemCache.get(key);
    if (!stems) {
      const s = stored(r);
      stems = [s.title, `${s.headings}\n${s.excerpt}`].map((t) => splitWords(t).filter((w) => !STOP_WORDS.has(w)).map(stemWord));
      this.stemCache.set(key, stems);
    }
    return stems;
  }

  private withPhraseBonus(results: SearchResult[], words: WordQuery[]): SearchResult[] {
    const phrase = words.flatMap((w) => w.stem.split(" "));
    if (phrase.length < 2) return results;
    return results
      .map((r) => {
        const [title, text] = this.docStems(r);
        const bonus = containsRun(title, phrase) ? PHRASE_IN_TITLE : containsRun(text, phrase) ? PHRASE_IN_TEXT : 1;
        return bonus === 1 ? r : { ...r, score: r.score * bonus };
      })
      .sort((a, b) => b.score - a.score);
  }

  private hit(r: SearchResult): SearchHit {
    const s = stored(r);
    // Index terms that matched (stems, including what prefix and typo matching found) and the query's own.
    const matched = [...r.terms, ...r.queryTerms];
    return {
      url: s.url,
      title: markWords(s.title, matched),
      section: SECTION_LABELS[s.section] ?? s.section,
      snippet: snippetOf(s.excerpt, matched),
      score: r.score,
    };
  }
}

function stored(r: SearchResult): StoredFields {
  return r as unknown as StoredFields & SearchResult;
}

function containsRun(haystack: string[], needle: string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function isMatch(word: string, matched: readonly string[]): boolean {
  const normal = normaliseWord(word);
  if (STOP_WORDS.has(normal)) return false;
  const stem = stemWord(normal);
  return matched.some((m) => m === stem || (m.length >= 3 && normal.startsWith(m)));
}

/** `text` cut into plain and marked pieces: the words whose stems matched are marked. */
export function markWords(text: string, matched: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark && !mark) last.text += piece;
    else parts.push({ text: piece, mark });
  };
  let at = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = m.index ?? 0;
    push(text.slice(at, start), false);
    push(m[0], isMatch(m[0], matched));
    at = start + m[0].length;
  }
  push(text.slice(at), false);
  return parts;
}

/** About SNIPPET_LENGTH characters of `text` around its first sentence with the most matched words. */
export function snippetOf(text: string, matched: readonly string[]): TextPart[] {
  const sentences = text.split(/(?<=[.!?…])\s+/);
  let best = 0;
  let bestCount = 0;
  sentences.forEach((sentence, i) => {
    const count = new Set((sentence.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => isMatch(w, matched)).map((w) => stemWord(normaliseWord(w)))).size;
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  });
  let piece = sentences.slice(best).join(" ");
  if (piece.length > SNIPPET_LENGTH) {
    const cut = piece.lastIndexOf(" ", SNIPPET_LENGTH);
    piece = `${piece.slice(0, cut > SNIPPET_LENGTH / 2 ? cut : SNIPPET_LENGTH).replace(/[\s,;:—–-]+$/, "")}…`;
  }
  return markWords(best > 0 ? `…${piece}` : piece, matched);
}

/**
 * The blog content API (SPEC §7), shared by the server that answers it and the browser that calls it.
 * Shapes follow Strapi's REST answers, so GATSBY_CONTENT_API_URL can point at a real Strapi instead.
 */

/** An article as the list call returns it. */
export interface BlogListItem {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** "2025-03-25"; the list is sorted by it. */
  publicationDate: string;
  /** Minutes. */
  timeToRead: number;
  viewsCount: number;
  tags: string[];
  cover: { url: string; alternativeText: string; width: number; height: number };
}

/** An article as the single call returns it: the list fields and its HTML. */
export interface BlogArticle extends BlogListItem {
  content: string;
}

export interface BlogListResponse {
  data: BlogListItem[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface BlogArticleResponse {
  data: BlogArticle;
}

/** What the build writes to public/data/blog-index.json: every article, newest first. */
export interface BlogIndex {
  articles: BlogArticle[];
}

export const BLOG_INDEX_FILE = "data/blog-index.json";

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: "desc" | "asc";
}

export const MAX_PAGE_SIZE = 100;
/** Strapi's default when the caller names no page size. */
export const DEFAULT_PAGE_SIZE = 25;

/** A parameter of the list query that is malformed, with why. */
export class QueryError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(`${parameter}: ${message}`);
  }
}

const positiveInt = (raw: string | undefined, parameter: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new QueryError(parameter, "ожидается целое число");
  const n = Number(raw);
  if (n < 1 || n > max) throw new QueryError(parameter, max === Number.MAX_SAFE_INTEGER ? "не меньше 1" : `от 1 до ${max}`);
  return n;
};

/**
 * SPEC §7's list query: pagination[page], pagination[pageSize] (1–100) and sort[0] =
 * publicationDate:desc or :asc. Other parameters are ignored, as Strapi would ignore what it does not
 * use here; a repeated or malformed one throws QueryError naming it.
 */
export function parseListQuery(query: Record<string, string | string[] | undefined>): ListQuery {
  const one = (name: string): string | undefined => {
    const value = query[name];
    if (Array.isArray(value)) throw new QueryError(name, "параметр указан несколько раз");
    return value;
  };
  const page = positiveInt(one("pagination[page]"), "pagination[page]", 1);
  const pageSize = positiveInt(one("pagination[pageSize]"), "pagination[pageSize]", DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const sortRaw = one("sort[0]") ?? one("sort") ?? "publicationDate:desc";
  const match = /^publicationDate(?::(asc|desc))?$/.exec(sortRaw);
  if (!match) throw new QueryError("sort[0]", "ожидается publicationDate:desc или publicationDate:asc");
  return { page, pageSize, sort: (match[1] ?? "asc") as "asc" | "desc" };
}

/** One page of the list, with views counted so far added to each article's own. */
export function listPage(index: BlogIndex, q: ListQuery, views: ReadonlyMap<string, number> = new Map()): BlogListResponse {
  const sorted = q.sort === "desc" ? index.articles : [...index.articles].reverse();
  const total = sorted.length;
  const start = (q.page - 1) * q.pageSize;
  const data = sorted.slice(start, start + q.pageSize).map(({ content: _content, ...item }) => ({
    ...item,
    viewsCount: item.viewsCount + (views.get(item.slug) ?? 0),
  }));
  return { data, meta: { pagination: { page: q.page, pageSize: q.pageSize, pageCount: Math.ceil(total / q.pageSize), total } } };
}

/**
 * The browser's client of the blog content API (SPEC §7): one base URL, GATSBY_CONTENT_API_URL
 * (default "/", our own server), so pointing it at a real Strapi changes nothing else. Every request
 * drives the progress bar; every failure becomes { message, statusCode } (SPEC §8).
 */
import type { BlogArticleResponse, BlogListResponse } from "../../rules/blog-api";
import { trackProgress } from "./progress";

export const CONTENT_API_URL = process.env.GATSBY_CONTENT_API_URL || "/";

/** SPEC §8: an error as the store keeps it. */
export interface BlogError {
  message: string;
  statusCode: number;
}

export const LIST_ERROR = "Ошибка загрузки блогов";
export const ARTICLE_ERROR = "Ошибка загрузки блога";

/** The error's own message when it carries one, else the fallback; status 500 unless known. */
export function normalizeError(error: unknown, fallback: string): BlogError {
  const e = (error ?? {}) as { message?: unknown; statusCode?: unknown };
  const message = typeof e.message === "string" && e.message.trim() !== "" ? e.message : fallback;
  const statusCode = typeof e.statusCode === "number" && e.statusCode >= 400 ? e.statusCode : 500;
  return { message, statusCode };
}

/** The base URL and a path joined with exactly one slash. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

async function getJson<T>(url: string, fallback: string, fetchImpl: typeof fetch): Promise<T> {
  let response: Response;
  try {
    response = await trackProgress(fetchImpl(url, { headers: { accept: "application/json" } }));
  } catch {
    throw { message: fallback, statusCode: 500 } satisfies BlogError;
  }
  if (!response.ok) {
    // Strapi and our server both answer errors as JSON with a message; anything else gets the fallback.
    const body = (await response.json().catch(() => null)) as { message?: unknown; error?: { message?: unknown } } | null;
    const message = typeof body?.message === "string" ? body.message : typeof body?.error?.message === "string" ? body.error.message : fallback;
    throw { message, statusCode: response.status } satisfies BlogError;
  }
  return (await response.json()) as T;
}

export interface BlogClient {
  list(page: number, pageSize: number): Promise<BlogListResponse>;
  article(slug: string): Promise<BlogArticleResponse>;
}

export function createBlogClient(base: string = CONTENT_API_URL, fetchImpl: typeof fetch = (...args) => fetch(...args)): BlogClient {
  return {
    list(page, pageSize) {
      const query = `pagination[page]=${page}&pagination[pageSize]=${pageSize}&sort[0]=publicationDate:desc`;
      return getJson<BlogListResponse>(apiUrl(base, `data/blogs/?${query}`), LIST_ERROR, fetchImpl);
    },
    article(slug) {
      return getJson<BlogArticleResponse>(apiUrl(base, `data/blogs/${encodeURIComponent(slug)}`), ARTICLE_ERROR, fetchImpl);
    },
  };
}

/** The day in the reader's calendar, for counting a view once a day. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Tells our server a reader opened the article, once per browser and day (the server counts each
 * visitor once a day too). Views are ours, not the content API's: the address is relative.
 * Returns whether a report was sent.
 */
export function reportView(slug: string, storage: Pick<Storage, "getItem" | "setItem"> | null = safeLocalStorage()): boolean {
  const key = `viewed:${slug}`;
  if (storage?.getItem(key) === today()) return false;
  const url = `/api/views/${encodeURIComponent(slug)}`;
  const sent = typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" ? navigator.sendBeacon(url) : false;
  if (!sent) void fetch(url, { method: "POST", keepalive: true }).catch(() => undefined);
  try {
    storage?.setItem(key, today());
  } catch {
    // Storage full or blocked: the server still counts the reader once a day.
  }
  return true;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

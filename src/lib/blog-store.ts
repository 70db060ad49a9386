/**
 * The blog store of SPEC §3 (blogs, loading, error, visibleCount, total, currentBlog) and its
 * transitions (§4): a reducer, so the list component and its tests share one source of truth.
 */
import type { BlogArticle, BlogListItem } from "../../rules/blog-api";
import { BLOG_PAGE_SIZE } from "../../rules/blog";
import type { BlogError } from "./blog-client";

export interface BlogState {
  blogs: BlogListItem[];
  loading: boolean;
  error: BlogError | null;
  visibleCount: number;
  total: number;
  currentBlog: BlogArticle | null;
}

export type BlogAction =
  | { type: "firstLoadStarted" }
  | { type: "loadMoreStarted" }
  | { type: "listLoaded"; blogs: BlogListItem[]; total: number; append: boolean }
  | { type: "listFailed"; error: BlogError }
  | { type: "articleLoaded"; article: BlogArticle };

export function initialBlogState(blogs: BlogListItem[] = [], total = blogs.length): BlogState {
  return { blogs, loading: false, error: null, visibleCount: BLOG_PAGE_SIZE, total, currentBlog: null };
}

/** SPEC §7 load-more: the page after those already loaded, nine a page. */
export function nextPage(loaded: number): number {
  return Math.ceil(loaded / BLOG_PAGE_SIZE) + 1;
}

export function blogReducer(state: BlogState, action: BlogAction): BlogState {
  switch (action.type) {
    case "firstLoadStarted":
      // SPEC §4: the error is cleared at the start of the first fetch.
      return { ...state, loading: true, error: null };
    case "loadMoreStarted":
      return { ...state, loading: true };
    case "listLoaded": {
      if (!action.append) return { ...state, loading: false, error: null, blogs: action.blogs, total: action.total };
      // Appending never repeats an article (one published meanwhile shifts the pages by one).
      const known = new Set(state.blogs.map((b) => b.slug));
      const added = action.blogs.filter((b) => !known.has(b.slug));
      return {
        ...state,
        loading: false,
        error: null,
        blogs: [...state.blogs, ...added],
        total: action.total,
        visibleCount: state.visibleCount + BLOG_PAGE_SIZE,
      };
    }
    case "listFailed":
      return { ...state, loading: false, error: action.error };
    case "articleLoaded":
      return { ...state, currentBlog: action.article };
    default:
      return state;
  }
}

/** Whether 'Показать ещё' is still needed. */
export const hasMore = (state: BlogState) => state.blogs.length < state.total;

import React, { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { blogListPath } from "../../../../rules/blog";
import type { BlogListItem } from "../../../../rules/blog-api";
import { createBlogClient, LIST_ERROR, normalizeError, type BlogClient } from "../../../lib/blog-client";
import { blogReducer, hasMore, initialBlogState, nextPage, type BlogState } from "../../../lib/blog-store";
import { BLOG_PAGE_SIZE } from "../../../../rules/blog";
import { CardGrid } from "../../cards/CardGrid";
import { ArticleCard, ArticleCardView } from "../ArticleCard";
import { Container } from "../../ui/Container";
import { Band } from "../ArticleList/styled";
import { More, LoadMore, Failure, Retry } from "./styled";

export interface BlogFeedProps {
  /** The first nine articles, as the build rendered them. */
  articles: readonly Queries.ArticleCardFragment[];
  total: number;
  client?: BlogClient;
}

const defaultClient = createBlogClient();

/** What the list held when the reader left it, to show it again on the way back (by history entry). */
let saved: { key: string; state: BlogState } | null = null;
/**
 * The id of the current history entry, as Gatsby's router names it: the key it pushed, or "initial"
 * for the entry the visitor landed on (its scroll restoration uses the same names).
 */
const historyKey = () => (typeof window === "undefined" ? "" : ((window.history.state as { key?: string } | null)?.key ?? "initial"));
/** The list as it was in this history entry, if the reader is coming back to it. */
const restorable = () => (saved && saved.key === historyKey() ? saved.state : null);

function fromCard(card: Queries.ArticleCardFragment, id: number): BlogListItem {
  return {
    id,
    slug: card.frontmatter.slug,
    title: card.frontmatter.title,
    description: card.frontmatter.description,
    publicationDate: card.frontmatter.publicationDate,
    timeToRead: card.readingMinutes,
    viewsCount: 0,
    tags: [],
    cover: { url: "", alternativeText: card.frontmatter.coverAlt, width: 760, height: 475 },
  };
}

/** A card of an article the API brought (beyond the nine in the page's HTML). */
function LoadedCard({ item }: { item: BlogListItem }) {
  return (
    <ArticleCardView
      media={<img src={item.cover.url} alt={item.cover.alternativeText} width={item.cover.width} height={item.cover.height} loading="lazy" decoding="async" />}
      path={`/blogs/${item.slug}`}
      title={item.title}
      description={item.description}
      publicationDate={item.publicationDate}
      minutes={item.timeToRead}
    />
  );
}

/**
 * The list on /blogs (SPEC §3 blog store): the build's nine cards first, then, in the browser, the
 * first call reconciles them with the API (total, live counts) without redrawing, and 'Показать ещё'
 * appends nine at a time. Without JavaScript the button is a link to /blogs/page/2.
 */
export function BlogFeed({ articles, total, client = defaultClient }: BlogFeedProps) {
  // Read once, on arrival: the list as the reader left it in this history entry, if any.
  const [restored] = useState(restorable);
  const [state, dispatch] = useReducer(blogReducer, undefined, () => restored ?? initialBlogState(articles.map((a, i) => fromCard(a, i)), total));
  const lastRequest = useRef<"first" | "more">("first");

  useEffect(() => {
    saved = { key: historyKey(), state };
  }, [state]);

  const loadFirst = useCallback(async () => {
    lastRequest.current = "first";
    dispatch({ type: "firstLoadStarted" });
    try {
      const page = await client.list(1, state.visibleCount);
      dispatch({ type: "listLoaded", blogs: page.data, total: page.meta.pagination.total, append: false });
    } catch (error) {
      dispatch({ type: "listFailed", error: normalizeError(error, LIST_ERROR) });
    }
    // Only on arrival (visibleCount is 9 then); later calls name their own page.
  }, [client]);

  const loadMore = useCallback(async () => {
    lastRequest.current = "more";
    dispatch({ type: "loadMoreStarted" });
    try {
      const page = await client.list(nextPage(state.blogs.length), BLOG_PAGE_SIZE);
      dispatch({ type: "listLoaded", blogs: page.data, total: page.meta.pagination.total, append: true });
    } catch (error) {
      dispatch({ type: "listFailed", error: normalizeError(error, LIST_ERROR) });
    }
  }, [client, state.blogs.length]);

  useEffect(() => {
    if (!restored) void loadFirst();
  }, [loadFirst, restored]);

  const staticBySlug = new Map(articles.map((a) => [a.frontmatter.slug, a]));
  return (
    <Band aria-label="Статьи">
      <Container>
        <CardGrid as="ul">
          {state.blogs.map((item, i) => {
            const card = staticBySlug.get(item.slug);
            return <li key={item.slug}>{card ? <ArticleCard article={card} priority={i === 0} /> : <LoadedCard item={item} />}</li>;
          })}
        </CardGrid>
        <More>
          {state.error && (
            <Failure role="alert">
              {state.error.message}
              <Retry type="button" onClick={() => void (lastRequest.current === "first" ? loadFirst() : loadMore())}>
                Повторить
              </Retry>
            </Failure>
          )}
          {hasMore(state) && !state.error && (
            <LoadMore
              href={blogListPath(nextPage(state.blogs.length))}
              $variant="secondary"
              aria-busy={state.loading}
              aria-disabled={state.loading}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                if (!state.loading) void loadMore();
              }}
            >
              {state.loading ? "Загрузка…" : "Показать ещё"}
            </LoadMore>
          )}
        </More>
      </Container>
    </Band>
  );
}

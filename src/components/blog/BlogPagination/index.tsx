import React from "react";
import { Link } from "gatsby";
import { blogListPath } from "../../../../rules/blog";
import { StyledButton } from "../../ui/ButtonLink/styled";
import { Wrap, Pages } from "./styled";

export interface BlogPaginationProps {
  page: number;
  pageCount: number;
}

/**
 * The way on through the static list: 'Показать ещё' leads to the next nine articles, and the page
 * numbers reach any of them (crawlers and visitors without JavaScript go through these links).
 */
export function BlogPagination({ page, pageCount }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Wrap>
      {page < pageCount && (
        <StyledButton as={Link} to={blogListPath(page + 1)} $variant="secondary">
          Показать ещё
        </StyledButton>
      )}
      <Pages aria-label="Страницы блога">
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) =>
          n === page ? (
            <span key={n} aria-current="page">
              {n}
            </span>
          ) : (
            <Link key={n} to={blogListPath(n)} aria-label={`Страница ${n}`}>
              {n}
            </Link>
          ),
        )}
      </Pages>
    </Wrap>
  );
}

import React from "react";
import { CardGrid } from "../../cards/CardGrid";
import { Container } from "../../ui/Container";
import { ArticleCard } from "../ArticleCard";
import { Band } from "./styled";

export interface ArticleListProps {
  articles: readonly Queries.ArticleCardFragment[];
  /** What follows the cards: the way to more articles. */
  children?: React.ReactNode;
}

/** The blog's articles as cards, newest first, three in a row on wide screens. */
export function ArticleList({ articles, children }: ArticleListProps) {
  return (
    <Band aria-label="Статьи">
      <Container>
        <CardGrid as="ul">
          {articles.map((article, i) => (
            <li key={article.path}>
              <ArticleCard article={article} priority={i === 0} />
            </li>
          ))}
        </CardGrid>
        {children}
      </Container>
    </Band>
  );
}

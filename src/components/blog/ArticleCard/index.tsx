import React from "react";
import { graphql } from "gatsby";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { formatRuDate } from "../../../../rules/blog";
import { Card, CardLink, Media, Body, Title, Text } from "../../cards/EntryCard/styled";
import { Meta } from "./styled";

export interface ArticleCardViewProps {
  /** The cover: the build's responsive image, or a plain one for articles the API brought. */
  media: React.ReactNode;
  path: string;
  title: string;
  description: string;
  /** "2025-03-25" */
  publicationDate: string;
  minutes: number;
}

/** A card of an article in the blog list: cover, date, reading time, title, description. */
export function ArticleCardView({ media, path, title, description, publicationDate, minutes }: ArticleCardViewProps) {
  return (
    <Card>
      {media && <Media>{media}</Media>}
      <Body>
        <Meta>
          <time dateTime={publicationDate}>{formatRuDate(publicationDate)}</time>
          <span>{minutes} мин</span>
        </Meta>
        <Title as="h2">
          <CardLink to={path}>{title}</CardLink>
        </Title>
        <Text>{description}</Text>
      </Body>
    </Card>
  );
}

/**
 * The card of an article the build knows, with its responsive cover. `priority` for the first card of
 * a list: on a phone its cover is the page's largest paint.
 */
export function ArticleCard({ article, priority = false }: { article: Queries.ArticleCardFragment; priority?: boolean }) {
  const { frontmatter: fm } = article;
  const cover = fm.cover.childImageSharp?.gatsbyImageData;
  return (
    <ArticleCardView
      media={cover && <ResponsiveImage image={cover} alt={fm.coverAlt} priority={priority} />}
      path={article.path}
      title={fm.title}
      description={fm.description}
      publicationDate={fm.publicationDate}
      minutes={article.readingMinutes}
    />
  );
}

export const query = graphql`
  fragment ArticleCard on MarkdownRemark {
    path
    readingMinutes
    frontmatter {
      slug
      title
      description
      publicationDate(formatString: "YYYY-MM-DD")
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(width: 760, aspectRatio: 1.6, placeholder: NONE, sizes: "(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 400px")
        }
      }
    }
  }
`;

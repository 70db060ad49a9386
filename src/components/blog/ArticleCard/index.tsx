import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { formatRuDate } from "../../../lib/blog";
import { Card, CardLink, Media, Body, Title, Text } from "../../cards/EntryCard/styled";
import { Meta } from "./styled";

/** A card of an article in the blog list: cover, date, title, description, reading time. */
export function ArticleCard({ article }: { article: Queries.ArticleCardFragment }) {
  const { frontmatter: fm } = article;
  const cover = fm.cover.childImageSharp?.gatsbyImageData;
  return (
    <Card>
      {cover && (
        <Media>
          <GatsbyImage image={cover} alt={fm.coverAlt} />
        </Media>
      )}
      <Body>
        <Meta>
          <time dateTime={fm.publicationDate}>{formatRuDate(fm.publicationDate)}</time>
          <span>{article.readingMinutes} мин</span>
        </Meta>
        <Title as="h2">
          <CardLink to={article.path}>{fm.title}</CardLink>
        </Title>
        <Text>{fm.description}</Text>
      </Body>
    </Card>
  );
}

export const query = graphql`
  fragment ArticleCard on MarkdownRemark {
    path
    readingMinutes
    frontmatter {
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

import React, { useEffect, useState } from "react";
import { graphql } from "gatsby";
import { createBlogClient, reportView } from "../../../lib/blog-client";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { Layout } from "../../layout/Layout";
import { Container } from "../../ui/Container";
import { ArticleMeta } from "../ArticleMeta";
import { ArticleBody } from "../ArticleBody";
import { TableOfContents } from "../TableOfContents";
import { ArticleCard } from "../ArticleCard";
import { CardGrid } from "../../cards/CardGrid";
import { Header, Title, Lead, Cover, Related, RelatedTitle } from "./styled";

const client = createBlogClient();

/**
 * The reader is counted once a day (sendBeacon to our server), and the live count comes from the
 * content API (SPEC §7 single blog); until it arrives the count the build knew is shown, if any.
 */
function useViews(slug: string, initial: number | null): number | null {
  const [views, setViews] = useState(initial);
  useEffect(() => {
    reportView(slug);
    let cancelled = false;
    client
      .article(slug)
      .then((answer) => !cancelled && setViews(answer.data.viewsCount))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [slug]);
  return views;
}

/**
 * The meta line with the live view count. The count is state here, not in the page: an update at the
 * top of the page when the count arrives would make React hydrate all the content still waiting for its
 * turn (HydrateLater) at once, in one long task.
 */
function LiveArticleMeta({ article }: { article: Queries.ArticleContentFragment }) {
  const fm = article.frontmatter;
  const views = useViews(fm.slug, fm.viewsCount ?? null);
  return <ArticleMeta title={fm.title} publicationDate={fm.publicationDate} readingMinutes={article.readingMinutes} viewsCount={views} />;
}

/** An article: meta line, title, lead, cover, contents, text; then related articles. */
export function ArticlePage({ article }: { article: Queries.ArticleContentFragment }) {
  const fm = article.frontmatter;
  const cover = fm.cover.childImageSharp?.gatsbyImageData;
  return (
    <Layout path={article.path} title={fm.title} lightTop>
      <article>
        <Container>
          <Header>
            <LiveArticleMeta article={article} />
            <Title>{fm.title}</Title>
            <Lead>{fm.description}</Lead>
            {cover && (
              <Cover>
                <ResponsiveImage image={cover} alt={fm.coverAlt} priority />
              </Cover>
            )}
          </Header>
          <TableOfContents headings={(article.headings ?? []).map((h) => h?.value ?? "").filter(Boolean)} />
          <ArticleBody html={article.html ?? ""} />
        </Container>
      </article>
      {article.related.length > 0 && (
        <Related aria-labelledby="related-articles">
          <Container>
            <RelatedTitle id="related-articles">Читайте также</RelatedTitle>
            <CardGrid>
              {article.related.map((other) => (
                <ArticleCard key={other.path} article={other} />
              ))}
            </CardGrid>
          </Container>
        </Related>
      )}
    </Layout>
  );
}

export const query = graphql`
  fragment ArticleContent on MarkdownRemark {
    path
    html
    readingMinutes
    headings(depth: h2) {
      value
    }
    frontmatter {
      slug
      title
      description
      publicationDate(formatString: "YYYY-MM-DD")
      tags
      viewsCount
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(width: 760, aspectRatio: 1.6, placeholder: NONE, sizes: "(max-width: 800px) 100vw, 760px")
          ogImage: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
    }
    related {
      ...ArticleCard
    }
  }
`;

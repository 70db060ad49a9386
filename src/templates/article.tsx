import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { imageSrc } from "../components/ui/ResponsiveImage";
import { ArticlePage } from "../components/blog/ArticlePage";
import { Seo } from "../components/seo/Seo";
import { JsonLd } from "../components/seo/JsonLd";
import { useSiteSettings } from "../hooks/use-site-settings";
import { absoluteUrl } from "../../rules/routes";
import { canonicalUrl, entryJsonLd } from "../lib/seo";

type Data = Queries.ArticlePageQuery;

export default function ArticleTemplate({ data }: PageProps<Data>) {
  return data.markdownRemark ? <ArticlePage article={data.markdownRemark} /> : null;
}

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings();
  const article = data.markdownRemark;
  if (!article) return null;
  const fm = article.frontmatter;
  const card = fm.cover.childImageSharp?.ogImage;
  const image = imageSrc(card) ?? null;
  return (
    <Seo title={fm.title} description={fm.description} path={article.path} keywords={fm.tags} image={image} ogType="article">
      <meta property="article:published_time" content={fm.publicationDate} />
      {fm.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <JsonLd
        data={entryJsonLd(
          "BlogPosting",
          {
            title: fm.title,
            description: fm.description,
            url: canonicalUrl(site.siteUrl, article.path),
            image: image ? absoluteUrl(site.siteUrl, image) : null,
            datePublished: fm.publicationDate,
            keywords: fm.tags,
            minutes: article.readingMinutes,
          },
          { name: site.companyName, url: site.siteUrl },
        )}
      />
    </Seo>
  );
}

export const query = graphql`
  query ArticlePage($slug: String!) {
    markdownRemark(frontmatter: { slug: { eq: $slug } }) {
      ...ArticleContent
    }
  }
`;

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHero } from "../components/sections/PageHero";
import { ArticleList } from "../components/blog/ArticleList";
import { BlogFeed } from "../components/blog/BlogFeed";
import { BlogPagination } from "../components/blog/BlogPagination";
import { Seo } from "../components/seo/Seo";
import { BLOG_BASE_PATH } from "../../rules/routes";
import { blogListPath } from "../../rules/blog";

type Data = Queries.BlogListPageQuery;
interface Context {
  page: number;
  pageCount: number;
}

/** Set as the typograf sets the content (no-break spaces after short words); «54 AI-проектами» stays on one line: a word joiner after the hyphen. */
const LEAD =
  "Разборы внедрений, сроки и\u00a0бюджеты проектов, данные и\u00a0разметка, языковые модели и\u00a0право\u00a0— то, что мы видим в\u00a0работе над 54\u00a0AI-\u2060проектами с\u00a02017 года.";

export default function BlogListTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { page, pageCount } = pageContext;
  return (
    <Layout path={BLOG_BASE_PATH}>
      <PageHero
        title={page === 1 ? "Блог о компьютерном зрении и AI" : `Блог: страница ${page} из ${pageCount}`}
        lead={LEAD}
        image={data.heroImage?.childImageSharp?.gatsbyImageData}
        imageAlt="Иллюстрация: раскрытая статья с диаграммой бюджета и схемой этапов проекта поверх двух других статей"
      />
      {page === 1 ? (
        <BlogFeed articles={data.allMarkdownRemark.nodes} total={data.allMarkdownRemark.totalCount} />
      ) : (
        <ArticleList articles={data.allMarkdownRemark.nodes}>
          <BlogPagination page={page} pageCount={pageCount} />
        </ArticleList>
      )}
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<Data, Context>) {
  const { page, pageCount } = pageContext;
  return (
    <Seo
      title={page === 1 ? "Блог о компьютерном зрении и AI для бизнеса" : `Блог о компьютерном зрении и AI — страница ${page}`}
      description={
        page === 1
          ? "Статьи «Видеум Лаб» для руководителей и инженеров: как идут проекты компьютерного зрения, сколько стоят, какие нужны камеры, данные и согласия."
          : `Статьи «Видеум Лаб» о компьютерном зрении, видеоаналитике и языковых моделях для бизнеса, страница ${page} из ${pageCount}.`
      }
      path={blogListPath(page)}
      keywords={["блог о компьютерном зрении", "видеоаналитика", "AI для бизнеса", "внедрение нейросетей"]}
    >
      {page > 1 && <link rel="prev" href={blogListPath(page - 1)} />}
      {page < pageCount && <link rel="next" href={blogListPath(page + 1)} />}
    </Seo>
  );
}

export const query = graphql`
  query BlogListPage($skip: Int!, $limit: Int!) {
    # The hero's illustration, as the content pages have theirs (scripts/generate-images.ts, pages/blog).
    heroImage: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/pages/blog.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 760, aspectRatio: 1.6, placeholder: NONE, sizes: "(max-width: 1023px) 100vw, 600px")
      }
    }
    allMarkdownRemark(sort: { frontmatter: { publicationDate: DESC } }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...ArticleCard
      }
    }
  }
`;

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { PageHero } from "../components/sections/PageHero";
import { ArticleList } from "../components/blog/ArticleList";
import { BlogFeed } from "../components/blog/BlogFeed";
import { BlogPagination } from "../components/blog/BlogPagination";
import { Seo } from "../components/seo/Seo";
import { BLOG_BASE_PATH } from "../lib/routes";
import { blogListPath } from "../lib/blog";

type Data = Queries.BlogListPageQuery;
interface Context {
  page: number;
  pageCount: number;
}

/** «54 AI-проектами» stays on one line: a no-break space after the number, a word joiner after the hyphen. */
const LEAD =
  "Разборы внедрений, сроки и бюджеты проектов, данные и разметка, языковые модели и право — то, что мы видим в работе над 54\u00a0AI-\u2060проектами с\u00a02017 года.";

export default function BlogListTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { page, pageCount } = pageContext;
  return (
    <Layout path={BLOG_BASE_PATH}>
      <PageHero title={page === 1 ? "Блог о компьютерном зрении и AI" : `Блог: страница ${page} из ${pageCount}`} lead={LEAD} />
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
    allMarkdownRemark(sort: { frontmatter: { publicationDate: DESC } }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...ArticleCard
      }
    }
  }
`;

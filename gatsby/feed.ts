import { articlePath } from "../rules/blog";
import { BLOG_BASE_PATH } from "../rules/routes";
import { SITE_URL } from "./config/env";

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } };
  allMarkdownRemark: {
    nodes: { html: string; frontmatter: { slug: string; title: string; description: string; publicationDate: string; tags: string[] } }[];
  };
}

/** /rss.xml: every article, newest first, with its full text (gatsby-plugin-feed links it from each page's head). */
export const feedOptions = {
  query: `{ site { siteMetadata { siteUrl } } }`,
  feeds: [
    {
      output: "/rss.xml",
      title: "Блог «Видеум Лаб»: компьютерное зрение и AI для бизнеса",
      description: "Разборы внедрений, сроки и бюджеты проектов, данные и разметка, языковые модели и право.",
      language: "ru",
      site_url: `${SITE_URL}${BLOG_BASE_PATH}`,
      feed_url: `${SITE_URL}/rss.xml`,
      // The feed is announced in the head of the blog's pages: the list and every article.
      match: "^/blogs(/|$)",
      query: `{
        allMarkdownRemark(sort: { frontmatter: { publicationDate: DESC } }) {
          nodes {
            html
            frontmatter { slug title description tags publicationDate }
          }
        }
      }`,
      serialize: ({ query }: { query: FeedQuery }) =>
        query.allMarkdownRemark.nodes.map((node) => {
          const url = `${query.site.siteMetadata.siteUrl}${articlePath(node.frontmatter.slug)}`;
          return {
            title: node.frontmatter.title,
            description: node.frontmatter.description,
            date: node.frontmatter.publicationDate,
            url,
            guid: url,
            categories: node.frontmatter.tags,
            custom_elements: [{ "content:encoded": node.html }],
          };
        }),
    },
  ],
};

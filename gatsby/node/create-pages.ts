import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { COLLECTIONS, entryPath } from "../../rules/routes";
import { BLOG_PAGE_SIZE, articlePath, blogListPath, blogPageCount } from "../../rules/blog";
import { SOURCE_FILE_FIELDS, sourceContext, type SourceFile } from "./source-digest";

interface EntryIds {
  nodes: { slug: string; parent: SourceFile }[];
}

/**
 * One page per catalogue entry, rendered by its collection's template. The context carries the slug
 * (templates query everything else by it; not the node id, which is made from the file's absolute path
 * and would make every page's data differ with the folder the site is built in) and the digest of the entry's file as Gatsby read it, which the
 * publish compares with the file before it switches (server/publish/verify-build.ts).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const collection of COLLECTIONS) {
    const field = `all${collection.type}`;
    const result = await graphql<Record<string, EntryIds>>(`{ ${field}(sort: { order: ASC }) { nodes { slug ${SOURCE_FILE_FIELDS} } } }`);
    const entries = result.data?.[field]?.nodes;
    if (result.errors || !entries) {
      reporter.panicOnBuild(`Не удалось получить записи ${collection.dir}`, result.errors);
      return;
    }
    const component = path.resolve(`src/templates/${collection.template}.tsx`);
    for (const entry of entries) {
      actions.createPage({ path: entryPath(collection, entry.slug), component, context: { slug: entry.slug, ...sourceContext(entry.parent) } });
    }
  }

  await createBlogPages(graphql, actions.createPage, reporter);
};

interface ArticleIds {
  allMarkdownRemark: { nodes: { frontmatter: { slug: string }; parent: SourceFile }[] };
}

/**
 * The blog: a page per article, and the static list in pages of nine, newest first (/blogs,
 * /blogs/page/2, …) so crawlers and visitors without JavaScript reach every article.
 */
async function createBlogPages(
  graphql: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"],
  createPage: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]["createPage"],
  reporter: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["reporter"],
) {
  const result = await graphql<ArticleIds>(`{ allMarkdownRemark(sort: { frontmatter: { publicationDate: DESC } }) { nodes { frontmatter { slug } ${SOURCE_FILE_FIELDS} } } }`);
  const articles = result.data?.allMarkdownRemark.nodes;
  if (result.errors || !articles) {
    reporter.panicOnBuild("Не удалось получить статьи блога", result.errors);
    return;
  }
  const article = path.resolve("src/templates/article.tsx");
  for (const node of articles) createPage({ path: articlePath(node.frontmatter.slug), component: article, context: { slug: node.frontmatter.slug, ...sourceContext(node.parent) } });

  const list = path.resolve("src/templates/blog-list.tsx");
  const pageCount = blogPageCount(articles.length);
  for (let page = 1; page <= pageCount; page++) {
    createPage({
      path: blogListPath(page),
      component: list,
      context: { skip: (page - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE, page, pageCount },
    });
  }
}

import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { BLOG_INDEX_FILE, type BlogArticle, type BlogIndex } from "../../rules/blog-api";

interface IndexQuery {
  allMarkdownRemark: {
    nodes: {
      html: string;
      readingMinutes: number;
      frontmatter: {
        slug: string;
        title: string;
        description: string;
        publicationDate: string;
        tags: string[];
        viewsCount: number | null;
        coverAlt: string;
        cover: { childImageSharp: { gatsbyImageData: { width: number; height: number; images: { fallback: { src: string } } } } | null };
      };
    }[];
  };
}

/**
 * Everything the content API answers from (SPEC §7), written next to the site: each article's list
 * fields and HTML, newest first. The cover is the card's image, already made for the list pages: the
 * gatsbyImageData arguments below must stay those of the ArticleCard fragment, or sharp makes another.
 */
export async function writeBlogIndex(graphql: CreatePagesArgs["graphql"], publicDir: string): Promise<number> {
  const result = await graphql<IndexQuery>(`{
    allMarkdownRemark(sort: { frontmatter: { publicationDate: DESC } }) {
      nodes {
        html
        readingMinutes
        frontmatter {
          slug title description tags viewsCount coverAlt
          publicationDate(formatString: "YYYY-MM-DD")
          cover { childImageSharp { gatsbyImageData(width: 760, aspectRatio: 1.6, placeholder: NONE, sizes: "(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 400px") } }
        }
      }
    }
  }`);
  if (result.errors || !result.data) throw new Error(`blog index: ${JSON.stringify(result.errors)}`);
  const nodes = result.data.allMarkdownRemark.nodes;
  const articles: BlogArticle[] = nodes.map((node, i) => {
    const fm = node.frontmatter;
    const image = fm.cover.childImageSharp?.gatsbyImageData;
    return {
      // Stable within a build and ordered as Strapi's ids would be: oldest first.
      id: nodes.length - i,
      slug: fm.slug,
      title: fm.title,
      description: fm.description,
      publicationDate: fm.publicationDate,
      timeToRead: node.readingMinutes,
      viewsCount: fm.viewsCount ?? 0,
      tags: fm.tags,
      cover: { url: image?.images.fallback.src ?? "", alternativeText: fm.coverAlt, width: image?.width ?? 0, height: image?.height ?? 0 },
      content: node.html,
    };
  });
  const index: BlogIndex = { articles };
  const file = path.join(publicDir, BLOG_INDEX_FILE);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, JSON.stringify(index));
  return articles.length;
}

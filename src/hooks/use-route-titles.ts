import { graphql, useStaticQuery } from "gatsby";
import { BLOG_BASE_PATH } from "../lib/routes";

/** The page-metadata table as path → short title, for breadcrumbs (every content entry, page and article). */
export function useRouteTitles(): ReadonlyMap<string, string> {
  const data = useStaticQuery<Queries.RouteTitlesQuery>(graphql`
    query RouteTitles {
      allContentEntry {
        nodes {
          path
          title
        }
      }
      allMarkdownRemark {
        nodes {
          path
          frontmatter {
            title
          }
        }
      }
    }
  `);
  return new Map([
    ...data.allContentEntry.nodes.map((n) => [n.path, n.title] as const),
    [BLOG_BASE_PATH, "Блог"],
    ...data.allMarkdownRemark.nodes.map((n) => [n.path, n.frontmatter.title] as const),
  ]);
}

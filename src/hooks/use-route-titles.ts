import { graphql } from "gatsby";
import { BLOG_BASE_PATH } from "../../rules/routes";
import { useSiteData } from "./use-site-data";

/**
 * The page-metadata table as path → short title, for breadcrumbs (every content entry, page and article).
 * Sorted by stored fields (no resolver to run): unsorted, the nodes came in the order they were made, an
 * edited entry's node moved to the end, the result changed, and Gatsby rendered the HTML of every page with
 * breadcrumbs again — an edit of one module rendered 98 pages unless the last edit was to it too. Not by id:
 * a node's id is made from its file's absolute path, so the order (and every page's data) changed with the
 * folder the site was built in.
 */
export function useRouteTitles(): ReadonlyMap<string, string> {
  const data: Queries.RouteTitlesFragment = useSiteData();
  return new Map([
    ...data.allContentEntry.nodes.map((n) => [n.path, n.title] as const),
    [BLOG_BASE_PATH, "Блог"],
    ...data.allMarkdownRemark.nodes.map((n) => [n.path, n.frontmatter.title] as const),
  ]);
}

export const query = graphql`
  fragment RouteTitles on Query {
    allContentEntry(sort: [{ internal: { type: ASC } }, { slug: ASC }]) {
      nodes {
        path
        title
      }
    }
    allMarkdownRemark(sort: { frontmatter: { slug: ASC } }) {
      nodes {
        path
        frontmatter {
          title
        }
      }
    }
  }
`;

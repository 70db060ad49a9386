import { graphql, useStaticQuery } from "gatsby";

/** The page-metadata table as path → short title, for breadcrumbs (every content entry and page). */
export function useRouteTitles(): ReadonlyMap<string, string> {
  const data = useStaticQuery<Queries.RouteTitlesQuery>(graphql`
    query RouteTitles {
      allContentEntry {
        nodes {
          path
          title
        }
      }
    }
  `);
  return new Map(data.allContentEntry.nodes.map((n) => [n.path, n.title]));
}

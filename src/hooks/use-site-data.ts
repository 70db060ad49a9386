import { graphql, useStaticQuery } from "gatsby";

/**
 * The site-wide data of every page's frame (settings, menu, layout, cases, route titles) in one static
 * query. Each hook beside this one declares the part it reads as a fragment on `Query` and selects it
 * from here. Gatsby fetches a static query's result as a file of its own, on every first page load: as
 * five queries, that was five requests, each begun in the task that receives the page's data, which a
 * phone then spent four times longer on (issue #34). The content is the same in one file: every page's
 * code used all five.
 */
export function useSiteData(): Queries.SiteDataQuery {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      ...SiteSettings
      ...SiteNavigation
      ...SiteLayout
      ...AllProjects
      ...RouteTitles
    }
  `);
}

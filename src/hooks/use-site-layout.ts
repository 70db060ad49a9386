import { graphql, useStaticQuery } from "gatsby";

/** content/site/layout.json: the extended-bottom routes and the blocks that layout adds. */
export function useSiteLayout() {
  const data = useStaticQuery<Queries.SiteLayoutQuery>(graphql`
    query SiteLayout {
      siteLayout {
        extendedBottom {
          routes
          infoCard {
            title
            text
            linkText
            link
          }
          systems {
            title
            lead
            items {
              hideBelow
              entry {
                ...EntryCard
              }
            }
          }
          messenger {
            title
            description
            footnote
          }
        }
      }
    }
  `);
  if (!data.siteLayout) throw new Error("content/site/layout.json отсутствует");
  return data.siteLayout.extendedBottom;
}

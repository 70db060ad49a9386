import { graphql } from "gatsby";
import { useSiteData } from "./use-site-data";

/** content/site/layout.json: the extended-bottom routes and the blocks that layout adds. */
export function useSiteLayout() {
  const data: Queries.SiteLayoutFragment = useSiteData();
  if (!data.siteLayout) throw new Error("content/site/layout.json отсутствует");
  return data.siteLayout.extendedBottom;
}

export const query = graphql`
  fragment SiteLayout on Query {
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
`;

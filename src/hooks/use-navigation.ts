import { graphql } from "gatsby";
import { useSiteData } from "./use-site-data";

export interface NavLinkItem {
  name: string;
  url: string;
  newTab: boolean;
}

export interface HeaderItem extends NavLinkItem {
  id: string;
  /** Entries of the collection the item opens as a submenu (modules, services). */
  submenu: NavLinkItem[] | null;
}

export interface FooterGroup {
  name: string;
  url: string | null;
  links: NavLinkItem[];
}

/** Header menu and footer groups from content/site/navigation.json; submenus list their collection. */
export function useNavigation(): { header: HeaderItem[]; footer: FooterGroup[] } {
  const data: Queries.SiteNavigationFragment = useSiteData();
  if (!data.navigation) throw new Error("content/site/navigation.json отсутствует");
  const collections: Record<string, readonly { title: string; path: string }[]> = {
    modules: data.allModule.nodes,
    services: data.allService.nodes,
  };
  const link = (l: { name: string; url: string; newTab: boolean | null }): NavLinkItem => ({
    name: l.name,
    url: l.url,
    newTab: Boolean(l.newTab),
  });
  return {
    header: data.navigation.header.map((item) => ({
      ...link(item),
      id: item.url,
      submenu: item.submenu
        ? (collections[item.submenu] ?? []).map((e) => ({ name: e.title, url: e.path, newTab: false }))
        : null,
    })),
    footer: data.navigation.footer.map((group) => ({ name: group.name, url: group.url, links: group.links.map(link) })),
  };
}

export const query = graphql`
  fragment SiteNavigation on Query {
    navigation {
      header {
        name
        url
        newTab
        submenu
      }
      footer {
        name
        url
        links {
          name
          url
          newTab
        }
      }
    }
    allModule(sort: { order: ASC }) {
      nodes {
        title
        path
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        title
        path
      }
    }
  }
`;

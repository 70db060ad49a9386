import { normalizePath } from "../../rules/routes";

export interface Crumb {
  path: string;
  title: string;
}

export const HOME_CRUMB: Crumb = { path: "/", title: "Главная" };

/**
 * SPEC §2 breadcrumbs: none on the home page; otherwise "Главная" and one crumb per path part, titled
 * from the page-metadata table and falling back to the raw segment when a prefix has no page.
 */
export function buildBreadcrumbs(path: string, titles: ReadonlyMap<string, string>, currentTitle?: string): Crumb[] {
  const clean = normalizePath(path.split(/[?#]/)[0]);
  if (clean === "/") return [];
  const segments = clean.split("/").filter(Boolean);
  const crumbs = segments.map((segment, i) => {
    const prefix = `/${segments.slice(0, i + 1).join("/")}`;
    let title = titles.get(prefix) ?? decodeURIComponent(segment);
    if (i === segments.length - 1 && currentTitle) title = currentTitle;
    return { path: prefix, title };
  });
  return [HOME_CRUMB, ...crumbs];
}

/** schema.org BreadcrumbList for search engines. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.title,
      item: `${siteUrl.replace(/\/+$/, "")}${crumb.path === "/" ? "/" : crumb.path}`,
    })),
  };
}

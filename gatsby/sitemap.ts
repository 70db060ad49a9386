import { SEARCH_PATH } from "../rules/search/files";

/** gatsby-plugin-sitemap: every public route, never the 404 page or offline shell. */
export const sitemapOptions = {
  // Result pages of forms sent without JavaScript are not for search engines either.
  excludes: [
    "/404",
    "/404.html",
    "/dev-404-page",
    "/offline-plugin-app-shell-fallback",
    "/request-sent",
    "/request-error",
    "/subscribed",
    "/subscription-error",
    // Search results are noindex: a crawler has no query of its own to bring.
    SEARCH_PATH,
  ],
};

/** gatsby-plugin-sitemap: every public route, never the 404 page or offline shell. */
export const sitemapOptions = {
  excludes: ["/404", "/404.html", "/dev-404-page", "/offline-plugin-app-shell-fallback"],
};

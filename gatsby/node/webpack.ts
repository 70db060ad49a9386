import type { GatsbyNode } from "gatsby";

/** What gatsby-ssr.tsx is given at build time instead of reading content files itself. */
export const SSR_DEFINES = { companyName: "__SITE_COMPANY_NAME__" } as const;

/**
 * No source maps in the production bundle: they doubled what the build publishes (19 MB) and expose
 * the source to anyone; errors are debugged with `gatsby develop` or a local build.
 * `BUNDLE_SOURCE_MAPS=1 npm run build:site` keeps them, for `source-map-explorer` (what is in a chunk).
 *
 * The HTML renderer gets the company's name as a constant. Read with `fs` inside gatsby-ssr, it made
 * Gatsby mark the renderer as using an unsafe builtin, and then every build rendered every page's HTML
 * again, whatever changed (a one-entry publish rendered 99 pages). A new name changes the renderer,
 * and Gatsby renders every page then, as it should: the name is on all of them.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getNodesByType }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: process.env.BUNDLE_SOURCE_MAPS ? "source-map" : false });
  if (stage === "build-html" || stage === "develop-html") {
    const [settings] = getNodesByType("SiteSettings") as unknown as ({ companyName: string } | undefined)[];
    if (!settings) throw new Error("content/site/site.json: no site settings were sourced (the content check should have said why)");
    actions.setWebpackConfig({ plugins: [plugins.define({ [SSR_DEFINES.companyName]: JSON.stringify(settings.companyName) })] });
  }
};

import type { GatsbyNode } from "gatsby";

/**
 * No source maps in the production bundle: they doubled what the build publishes (19 MB) and expose
 * the source to anyone; errors are debugged with `gatsby develop` or a local build.
 * `BUNDLE_SOURCE_MAPS=1 npm run build:site` keeps them, for `source-map-explorer` (what is in a chunk).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: process.env.BUNDLE_SOURCE_MAPS ? "source-map" : false });
};

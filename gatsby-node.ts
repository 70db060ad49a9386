export { onPreBootstrap } from "./gatsby/node/check-content";
export { createSchemaCustomization, createResolvers } from "./gatsby/node/schema";
export { createPages } from "./gatsby/node/create-pages";
export { onPostBuild } from "./gatsby/node/post-build";
export { onCreateWebpackConfig } from "./gatsby/node/webpack";

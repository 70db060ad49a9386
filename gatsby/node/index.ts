export { onPreBootstrap } from "./bootstrap";
export { createSchemaCustomization, createResolvers } from "./schema";
export { createPages } from "./create-pages";
export { onPostBuild } from "./post-build";
export { onCreateWebpackConfig } from "./webpack";

export { onPreBootstrap } from "./bootstrap";
export { createSchemaCustomization, createResolvers } from "./schema";
export { createPages } from "./create-pages";
export { onCreatePage } from "./source-digest";
export { onPostBuild } from "./post-build";
export { onCreateWebpackConfig } from "./webpack";

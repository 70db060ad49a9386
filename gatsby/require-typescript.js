/**
 * Loads one of our TypeScript modules for Gatsby's gatsby-config.js and gatsby-node.js. Gatsby compiles
 * a gatsby-config.ts or gatsby-node.ts with Parcel before every build (2.4 s of each publish, even with
 * nothing changed); here tsx's hook is held only while our files load, so the rest of Gatsby still loads
 * as plain JavaScript, and our modules keep their real paths: webpack's persistent cache tracks them as
 * build dependencies (tsx's scoped require adds a query to each path, and webpack then could not store
 * its cache at all). Nothing in gatsby/ may require() lazily: the hook is gone by then.
 */
const { register } = require("tsx/cjs/api");

module.exports = function requireTypeScript(file) {
  const unregister = register();
  try {
    return require(file);
  } finally {
    unregister();
  }
};

/**
 * Gatsby compiles a gatsby-config.ts or gatsby-node.ts with Parcel before every build: 2.4 s of each
 * publish, even with nothing changed. These two shims load ours (gatsby/config, gatsby/node) through
 * tsx's scoped API instead: no global hook, the rest of Gatsby still loads as plain JavaScript.
 */
module.exports = require("tsx/cjs/api").require("./gatsby/config/index.ts", __filename);

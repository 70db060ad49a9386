/** See gatsby-config.js: ours is TypeScript in gatsby/node, loaded by tsx rather than compiled by Parcel. */
module.exports = require("tsx/cjs/api").require("./gatsby/node/index.ts", __filename);

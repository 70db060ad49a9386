/** Ours is TypeScript in gatsby/node, loaded by tsx rather than compiled by Parcel: gatsby/require-typescript.js says why. */
module.exports = require("./gatsby/require-typescript")(`${__dirname}/gatsby/node/index.ts`);

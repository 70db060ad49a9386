/**
 * What the preloads of the publisher's Gatsby build (scripts/publish.ts: skip-parcel, extraction-cache,
 * report-queries) share: whether this process is the build itself, and Gatsby's modules as the site
 * resolves them.
 */

/**
 * The `gatsby build` process itself. Gatsby's workers inherit the --require, and must be left alone: they
 * never compile gatsby files or extract queries, and must not load Gatsby's modules before their
 * messaging is set up.
 */
function isGatsbyBuild() {
  return !process.env.GATSBY_WORKER_ID && /gatsby[\\/]cli\.js$/.test(process.argv[1] ?? "");
}

/** `require` of a module as the site at `root` resolves it (Gatsby's own copy, not one beside this file). */
function requireFromSite(root) {
  return (request) => require(require.resolve(request, { paths: [root] }));
}

module.exports = { isGatsbyBuild, requireFromSite };

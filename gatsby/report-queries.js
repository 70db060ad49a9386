/**
 * Preloaded (`node --require`) by the publisher's Gatsby build, scripts/publish.ts. That build runs its
 * queries in Gatsby's own process (GATSBY_CPU_COUNT=1), where Gatsby does not report the step (its
 * progress bar is never started or ended there), and the publishing journal and bench:publish read each
 * stage's seconds from the log. This reports the step as Gatsby reports the others:
 * «success run page queries - 0.512s».
 */
const path = require("node:path");
const { isGatsbyBuild, requireFromSite } = require("./build-process");

/** The services of the Gatsby at `root`, with the two query steps reporting their time; returns what restores them. */
function install(root) {
  const services = requireFromSite(root)("gatsby/dist/services");
  // Gatsby's reporter, as its services load it; loading it starts its logger, so not before Gatsby has.
  const reporter = () => requireFromSite(path.dirname(require.resolve("gatsby/package.json", { paths: [root] })))("gatsby-cli/lib/reporter");
  const own = { runStaticQueries: services.runStaticQueries, runPageQueries: services.runPageQueries };
  const steps = { runStaticQueries: "run static queries", runPageQueries: "run page queries" };
  for (const [name, step] of Object.entries(steps)) {
    services[name] = async function reportedQueries(...args) {
      const started = process.hrtime.bigint();
      const result = await own[name].apply(this, args);
      reporter().success(`${step} - ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(3)}s`);
      return result;
    };
  }
  return () => Object.assign(services, own);
}

if (isGatsbyBuild()) install(process.cwd());

module.exports = { install };

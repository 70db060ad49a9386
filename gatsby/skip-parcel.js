/**
 * Preloaded (`node --require`) by the publisher's Gatsby build, scripts/publish.ts. Before every build
 * Gatsby starts Parcel to compile a gatsby-config.ts or gatsby-node.ts; ours are .js shims
 * (gatsby/require-typescript.js), so Parcel finds nothing to compile, and starting it alone took 2.4 s
 * of each publish. This does what that step leaves behind when there is nothing to compile: an empty
 * .cache/compiled, so Gatsby never picks up a stale compiled config. Where there is TypeScript for Parcel
 * after all (a gatsby-*.ts at the root, local plugins), Gatsby's own step is kept.
 */
const fs = require("node:fs");
const path = require("node:path");
const { isGatsbyBuild } = require("./build-process");

if (isGatsbyBuild()) {
  const parcel = require("gatsby/dist/utils/parcel/compile-gatsby-files");
  const gatsbyOwn = parcel.compileGatsbyFiles;
  parcel.compileGatsbyFiles = async function compileGatsbyFiles(siteRoot, ...rest) {
    const forParcel =
      fs.readdirSync(siteRoot).some((name) => /^gatsby-(node|config)\.(ts|mts|cts)$/.test(name)) || fs.existsSync(path.join(siteRoot, "plugins"));
    if (forParcel) return gatsbyOwn(siteRoot, ...rest);
    const compiled = path.join(siteRoot, parcel.COMPILED_CACHE_DIR);
    fs.rmSync(compiled, { recursive: true, force: true });
    fs.mkdirSync(compiled, { recursive: true });
  };
}

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const PRELOAD = path.join(ROOT, "gatsby/skip-parcel.js");

/**
 * Runs Gatsby's "compile gatsby files" step for `site` in a process started as the publisher starts
 * Gatsby (`node --require gatsby/skip-parcel.js …/gatsby/cli.js`); returns what .cache/compiled holds after.
 */
function compileStep(site: string, env: NodeJS.ProcessEnv = {}): string[] {
  const cli = path.join(site, "fake", "gatsby", "cli.js");
  fs.mkdirSync(path.dirname(cli), { recursive: true });
  const compile = require.resolve("gatsby/dist/utils/parcel/compile-gatsby-files", { paths: [ROOT] });
  fs.writeFileSync(cli, `require(${JSON.stringify(compile)}).compileGatsbyFiles(${JSON.stringify(site)}).then(() => console.log("done"));`);
  execFileSync(process.execPath, ["--require", PRELOAD, cli], { cwd: site, env: { ...process.env, ...env }, encoding: "utf8" });
  return fs.readdirSync(path.join(site, ".cache/compiled"));
}

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "skip-parcel-"));
  fs.writeFileSync(path.join(site, "gatsby-config.js"), "module.exports = {};\n");
  fs.mkdirSync(path.join(site, ".cache/compiled"), { recursive: true });
  // what an earlier build with gatsby-config.ts left: Gatsby would prefer it to gatsby-config.js
  fs.writeFileSync(path.join(site, ".cache/compiled/gatsby-config.js"), "module.exports = { stale: true };\n");
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

test("with .js gatsby files the step leaves an empty .cache/compiled without starting Parcel, so no stale compiled config is used", () => {
  expect(compileStep(site)).toEqual([]);
  expect(fs.existsSync(path.join(site, ".cache/.parcel-cache"))).toBe(false);
}, 30_000);

test("a site with a gatsby-node.ts still has it compiled by Gatsby's own step", () => {
  fs.writeFileSync(path.join(site, "gatsby-node.ts"), "export const onPreInit = (): void => undefined;\n");
  expect(compileStep(site)).toEqual(["gatsby-node.js"]);
}, 60_000);

test("a Gatsby worker (which inherits the --require) is left alone", () => {
  compileStep(site, { GATSBY_WORKER_ID: "1" });
  expect(fs.existsSync(path.join(site, ".cache/.parcel-cache"))).toBe(true);
}, 60_000);

test("Gatsby still runs the step through the module's exports, where the preload replaces it (checked on every Gatsby upgrade)", () => {
  const initialize = fs.readFileSync(require.resolve("gatsby/dist/services/initialize.js", { paths: [ROOT] }), "utf8");
  expect(initialize).toContain('require("../utils/parcel/compile-gatsby-files")');
  expect(initialize).toContain("(0, _compileGatsbyFiles.compileGatsbyFiles)(siteDirectory)");
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
/**
 * TypeScript only tsx compiles: Node 22.18+ and 24 strip erasable types themselves, so a plain module
 * of ours would load there with or without the hook; an enum needs a compiler.
 */
const PROBE = path.join(mkdtempSync(path.join(tmpdir(), "ts-hook-")), "probe.ts");
writeFileSync(PROBE, "enum Probe { Loaded }\nmodule.exports = Probe.Loaded;\n");

/** What a fresh Node process (as Gatsby and its workers are) sees after loading one of the root shims. */
function load(shim: string): { exports: string[]; queried: string[]; hookedAfter: boolean } {
  const script = `
    const loaded = require(${JSON.stringify(path.join(ROOT, shim))});
    const queried = Object.keys(require.cache).filter((id) => id.includes("?"));
    let hookedAfter = true;
    try { require(${JSON.stringify(PROBE)}); } catch { hookedAfter = false; }
    console.log(JSON.stringify({ exports: Object.keys(loaded.default ?? loaded), queried, hookedAfter }));
  `;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" })) as ReturnType<typeof load>;
}

test("gatsby-node.js loads our node API with every module at its real path (webpack's cache records them as build dependencies)", () => {
  const { exports, queried } = load("gatsby-node.js");
  expect(exports).toEqual(expect.arrayContaining(["createPages", "createSchemaCustomization", "onPostBuild", "onCreateWebpackConfig"]));
  expect(queried).toEqual([]);
}, 30_000);

test("gatsby-config.js loads the config, and TypeScript is not hooked for the rest of Gatsby", () => {
  const { exports, queried, hookedAfter } = load("gatsby-config.js");
  expect(exports).toEqual(expect.arrayContaining(["siteMetadata", "plugins"]));
  expect(queried).toEqual([]);
  expect(hookedAfter).toBe(false);
}, 30_000);

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin } from "./compile-hints";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
  write("entry.js", 'import("./template" /* webpackChunkName: "component---src-templates-module-tsx" */).then((m) => m.show()); window.later = () => import("./footer" /* webpackChunkName: "footer" */);');
  write("template.js", 'export function show() { document.title = "Модуль"; }');
  write("footer.js", 'export function footer() { return "подвал"; }');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(devtool: false | "source-map"): Promise<string> {
  const out = path.join(dir, `out-${devtool || "plain"}`);
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    devtool,
    output: { path: out, filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    optimization: { runtimeChunk: { name: "webpack-runtime" } },
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString("errors-only")));
      else compiler.close(() => resolve(out));
    });
  });
}

const file = (out: string, name: string) => {
  const found = fs.readdirSync(out).find((f) => f.startsWith(`${name}-`) && f.endsWith(".js"));
  if (!found) throw new Error(`no ${name} bundle in ${fs.readdirSync(out).join(", ")}`);
  return fs.readFileSync(path.join(out, found), "utf8");
};

test("the entry's and the templates' minified bundles start with V8's compile hint; a part loaded later does not", async () => {
  const out = await build(false);
  for (const name of ["app", "webpack-runtime", "component---src-templates-module-tsx"]) {
    expect(file(out, name).startsWith(COMPILE_HINT)).toBe(true);
  }
  expect(file(out, "footer")).not.toContain("allFunctionsCalledOnLoad");
  // Minified (Terser ran before the hint was added), and the hint is there once.
  expect(file(out, "app").split("\n").length).toBeLessThanOrEqual(3);
  expect(file(out, "component---src-templates-module-tsx").match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
}, 60_000);

test("with source maps the map still points at the right line: the hint is counted", async () => {
  const out = await build("source-map");
  const template = file(out, "component---src-templates-module-tsx");
  const mapFile = fs.readdirSync(out).find((f) => f.startsWith("component---src-templates-module-tsx-") && f.endsWith(".js.map"));
  const map = JSON.parse(fs.readFileSync(path.join(out, mapFile!), "utf8")) as { mappings: string };
  // The first generated line is the hint: no mappings on it (the map starts with ";").
  expect(template.startsWith(COMPILE_HINT)).toBe(true);
  expect(map.mappings.startsWith(";")).toBe(true);
}, 60_000);

/**
 * The picture of the parts (docs/engineering/architecture.md, «Части и разрешённые импорты») kept true:
 * who may import whom. Every source file's
 * imports (import, import type, export … from, require, dynamic import()) are read with TypeScript's
 * own pre-processor and checked against the rules below; a broken rule names the file and the import.
 *
 *   rules/          ← everyone      the ground floor: pure rules the browser, the build, the content model
 *                                   and the server share (routes, the blog's reading rules, form rules,
 *                                   the search engine); imports only itself and a few pure packages
 *   content-model/  ← everyone      imports only itself, rules/, zod, gray-matter, jsonc-parser and node
 *   src/ (visitor)  ↛ src/cms/, server/
 *   server/         ↛ React, styled-components, gatsby, gatsby/ (the build), src/
 *   server/editorial/  no import circle between its files or between its parts
 *   server/config.ts   reads and checks settings: imports no lead channel (server/leads/)
 *   server/releases/   serves built folders: opens no search index (rules/search/, server/search/)
 */
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const SOURCE = /\.(ts|tsx|js)$/;
const EXTENSIONS = [".ts", ".tsx", ".js", "/index.ts", "/index.tsx", "/index.js"];

/** Repository-relative paths of the source files under `dir`. */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/** What one import names: a file of this repository (its path) or a package (its name). */
type Target = { file: string } | { pkg: string };
interface Import {
  from: string;
  spec: string;
  target: Target;
}

function resolve(from: string, spec: string): Target {
  if (!spec.startsWith(".")) {
    const parts = spec.replace(/^node:/, "node:").split("/");
    return { pkg: spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0] };
  }
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const ext of ["", ...EXTENSIONS]) {
    const candidate = base + ext;
    if (fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile()) return { file: candidate };
  }
  return { file: base };
}

/** The imports written in `text`, the source of `file`. */
export function parseImports(file: string, text: string): Import[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map(({ fileName }) => ({ from: file, spec: fileName, target: resolve(file, fileName) }));
}

const importCache = new Map<string, Import[]>();
function importsOf(file: string): Import[] {
  let found = importCache.get(file);
  if (!found) {
    found = parseImports(file, fs.readFileSync(path.join(ROOT, file), "utf8"));
    importCache.set(file, found);
  }
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);
const show = (i: Import) => `${i.from}: import "${i.spec}"`;
const isBuiltin = (pkg: string) => pkg.startsWith("node:") || builtinModules.includes(pkg);

/** The visitor site: everything in src/ except the admin app. */
export function visitorViolations(files: string[]): string[] {
  return files
    .filter((f) => under(f, "src") && !under(f, "src/cms"))
    .flatMap(importsOf)
    .filter((i) => "file" in i.target && (under(i.target.file, "src/cms") || under(i.target.file, "server")))
    .map((i) => `${show(i)} — visitor code never imports the admin app (src/cms/) or the server`);
}

const SERVER_FORBIDDEN_PACKAGES = new Set(["react", "react-dom", "styled-components", "gatsby"]);

export function serverViolations(files: string[], read: (file: string) => Import[] = importsOf): string[] {
  return files
    .filter((f) => under(f, "server"))
    .flatMap(read)
    .flatMap((i) => {
      const t = i.target;
      if ("pkg" in t) return SERVER_FORBIDDEN_PACKAGES.has(t.pkg) || t.pkg.startsWith("gatsby-") ? [`${show(i)} — the server never imports React or Gatsby`] : [];
      if (under(t.file, "gatsby") || /^gatsby-[a-z]+\.tsx?$/.test(t.file)) return [`${show(i)} — the server never imports the build (gatsby/)`];
      if (under(t.file, "src")) return [`${show(i)} — the server imports nothing of the visitor site (src/); shared rules are in rules/`];
      return [];
    });
}

const MODEL_PACKAGES = new Set(["zod", "gray-matter", "jsonc-parser"]);
/** What the ground floor may use besides node: pure libraries (react-text-mask for its conformToMask only). */
const GROUND_PACKAGES = new Set([...MODEL_PACKAGES, "minisearch", "@orama/stemmers", "react-text-mask"]);

/**
 * The ground floor: rules/ imports only itself, a few pure packages and node's built-ins. Its tests may
 * use jest/ fixtures.
 */
export function groundViolations(files: string[], read: (file: string) => Import[] = importsOf): string[] {
  return files
    .filter((f) => under(f, "rules"))
    .flatMap((f) => read(f).map((i) => ({ i, test: isTest(f) })))
    .flatMap(({ i, test }) => {
      const t = i.target;
      if ("pkg" in t) return GROUND_PACKAGES.has(t.pkg) || isBuiltin(t.pkg) ? [] : [`${show(i)} — the ground floor uses only pure packages and node`];
      if (under(t.file, "rules") || (test && under(t.file, "jest"))) return [];
      return [`${show(i)} — the ground floor (rules/) imports nothing above it`];
    });
}

/**
 * The content model and the ground it stands on, followed through: each may import only the model,
 * rules/, zod, gray-matter, jsonc-parser and node's built-ins. Its tests may use jest/ fixtures.
 */
export function modelViolations(files: string[], read: (file: string) => Import[] = importsOf): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue = files.filter((f) => under(f, "content-model"));
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of read(file)) {
      const t = i.target;
      const via = under(file, "content-model") ? "" : " (a module of rules/ the content model uses)";
      if ("pkg" in t) {
        if (!MODEL_PACKAGES.has(t.pkg) && !isBuiltin(t.pkg)) problems.push(`${show(i)}${via} — the content model uses only zod, gray-matter, jsonc-parser and node`);
      } else if (under(t.file, "content-model") || under(t.file, "rules")) {
        queue.push(t.file);
      } else if (!(isTest(file) && under(t.file, "jest"))) {
        problems.push(`${show(i)}${via} — the content model imports nothing above it (only content-model/ and rules/)`);
      }
    }
  }
  return problems;
}

type ImportsOf = (file: string) => Import[];

/** The settings (server/config.ts) know the facts they check; no lead channel's code. */
export function configViolations(files: string[], read: ImportsOf = importsOf): string[] {
  return files
    .filter((f) => f === "server/config.ts")
    .flatMap(read)
    .filter((i) => "file" in i.target && under(i.target.file, "server/leads"))
    .map((i) => `${show(i)} — the settings import no lead channel: what they check is defined in config.ts`);
}

/** The releases part hands a built folder over; the search part opens its index (server/search/). */
export function releasesViolations(files: string[], read: ImportsOf = importsOf): string[] {
  return files
    .filter((f) => under(f, "server/releases") && !isTest(f))
    .flatMap(read)
    .filter((i) => "file" in i.target && (under(i.target.file, "rules/search") || under(i.target.file, "server/search")))
    .map((i) => `${show(i)} — the releases part parses no search index (server/search/ opens it)`);
}

/** Import circles among `files` (each as a path of files), and among their parts (`partOf`). */
export function circles(files: string[], partOf: (file: string) => string): string[] {
  const inside = new Set(files);
  const fileEdges = new Map(files.map((f) => [f, importsOf(f).flatMap((i) => ("file" in i.target && inside.has(i.target.file) ? [i.target.file] : []))]));
  const partEdges = new Map<string, Set<string>>();
  for (const [from, tos] of fileEdges) {
    for (const to of tos) {
      if (partOf(from) === partOf(to)) continue;
      if (!partEdges.has(partOf(from))) partEdges.set(partOf(from), new Set());
      partEdges.get(partOf(from))?.add(partOf(to));
    }
  }
  const found: string[] = [];
  const search = (edges: Map<string, Iterable<string>>, kind: string) => {
    const done = new Set<string>();
    const walk = (node: string, trail: string[]) => {
      const at = trail.indexOf(node);
      if (at >= 0) {
        found.push(`${kind} circle: ${[...trail.slice(at), node].join(" → ")}`);
        return;
      }
      if (done.has(node)) return;
      for (const next of edges.get(node) ?? []) walk(next, [...trail, node]);
      done.add(node);
    };
    for (const node of edges.keys()) walk(node, []);
  };
  search(fileEdges, "file");
  search(partEdges, "part");
  return found;
}

const all = ["src", "server", "content-model", "rules"].flatMap(sourceFiles);
const EDITORIAL = "server/editorial";
const editorialPart = (file: string) => file.slice(EDITORIAL.length + 1).split("/")[0].replace(/\.tsx?$/, "");

describe("import rules (docs/engineering/architecture.md)", () => {
  test("visitor code never imports the admin app or the server", () => {
    expect(visitorViolations(all)).toEqual([]);
  });

  test("the server never imports React, Gatsby or the build", () => {
    expect(serverViolations(all)).toEqual([]);
  });

  test("the content model imports nothing above it", () => {
    expect(modelViolations(all)).toEqual([]);
  });

  test("the ground floor (rules/) imports nothing above it", () => {
    expect(all.filter((f) => under(f, "rules")).length).toBeGreaterThan(10);
    expect(groundViolations(all)).toEqual([]);
  });

  test("the settings import no lead channel", () => {
    expect(configViolations(all)).toEqual([]);
  });

  test("the releases part opens no search index", () => {
    expect(releasesViolations(all)).toEqual([]);
  });

  test("no import circle inside server/editorial, between files or between its parts", () => {
    const editorial = all.filter((f) => under(f, EDITORIAL) && !isTest(f));
    expect(editorial.length).toBeGreaterThan(10);
    expect(circles(editorial, editorialPart)).toEqual([]);
  });

  test("no import circle inside the content model", () => {
    const model = all.filter((f) => under(f, "content-model") && !isTest(f));
    expect(circles(model, (f) => f)).toEqual([]);
  });

  // Each rule fails on a violation planted in the file it guards.
  test("planted violations are found, each named by file and import", () => {
    const planted = (file: string, text: string) => () => parseImports(file, text);
    expect(configViolations(["server/config.ts"], planted("server/config.ts", 'import { BITRIX24_LIMITS } from "./leads/notifiers/bitrix24-api";'))).toEqual([
      'server/config.ts: import "./leads/notifiers/bitrix24-api" — the settings import no lead channel: what they check is defined in config.ts',
    ]);
    expect(releasesViolations(["server/releases/active-site.ts"], planted("server/releases/active-site.ts", 'import { SiteSearch } from "../../rules/search/engine";\nimport { searchOf } from "../search/release-index";'))).toHaveLength(2);
    expect(groundViolations(["rules/routes.ts"], planted("rules/routes.ts", 'import { x } from "../src/lib/hydrate";\nimport React from "react";'))).toEqual([
      'rules/routes.ts: import "../src/lib/hydrate" — the ground floor (rules/) imports nothing above it',
      'rules/routes.ts: import "react" — the ground floor uses only pure packages and node',
    ]);
    expect(modelViolations(["content-model/check.ts"], planted("content-model/check.ts", 'import { x } from "../src/lib/hydrate";'))).toEqual([
      'content-model/check.ts: import "../src/lib/hydrate" — the content model imports nothing above it (only content-model/ and rules/)',
    ]);
    expect(serverViolations(["server/config.ts"], planted("server/config.ts", 'import { x } from "../src/lib/hydrate";'))).toHaveLength(1);
    expect(configViolations(["server/config.ts"], planted("server/config.ts", 'import { z } from "zod";\nimport { DEFAULT_SITE_URL } from "../rules/routes";'))).toEqual([]);
  });

  // The rules must see what they are meant to: each kind of import is read.
  test("reads import, import type, export from, require and import()", () => {
    const text = 'import a from "./a";\nimport type { B } from "./b";\nexport { c } from "./c";\nconst d = require("./d");\nconst e = import("./e");\n';
    expect(parseImports("server/example.ts", text).map((i) => i.spec)).toEqual(["./a", "./b", "./c", "./d", "./e"]);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Gatsby's internals and the preload have no types.
const { install } = require("./extraction-cache.js") as { install: (root: string, listFile?: string) => () => void };
type AddError = (error: unknown) => void;
const FileParser = (
  require("gatsby/dist/query/file-parser") as {
    default: { new (): { parseFiles(files: string[], addError: AddError): Promise<unknown[]> }; prototype: { parseFile(file: string, addError: AddError): Promise<unknown> } };
  }
).default;
const { store } = require("gatsby/dist/redux") as { store: { getState(): { components: Map<string, unknown> } } };

const ROOT = path.resolve(__dirname, "..");

const NO_QUERY = `import React from "react";\nexport const Badge = ({ config }: { config: string }) => <b>{config}</b>;\n`;
const WITH_QUERY = `import { graphql, useStaticQuery } from "gatsby";\nexport const useTitle = () => useStaticQuery(graphql\`query SiteTitleQuery { site { siteMetadata { title } } }\`);\n`;

let dir: string;
let listFile: string;
let babel: jest.SpyInstance;
let uninstall: () => void;

/** One build's query extraction over `files`, as Gatsby's query compiler runs it. */
async function extract(...files: string[]) {
  uninstall = install(ROOT, listFile);
  try {
    const errors: unknown[] = [];
    const documents = (await new FileParser().parseFiles(files, (error: unknown) => errors.push(error))) as Array<{ text: string }>;
    expect(errors).toEqual([]);
    return documents.map((document) => document.text.trim());
  } finally {
    uninstall();
  }
}

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const parsed = () => babel.mock.calls.map(([file]) => path.basename(file as string)).sort();

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "extraction-cache-"));
  listFile = path.join(dir, ".cache/list.json");
  babel = jest.spyOn(FileParser.prototype, "parseFile"); // Gatsby's own parse, under the wrapper
});
afterEach(() => {
  babel.mockRestore();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a file with nothing for Gatsby is parsed once; the next build finds the same queries without parsing it", async () => {
  const badge = write("badge.tsx", NO_QUERY);
  const title = write("title.ts", WITH_QUERY);
  expect(await extract(badge, title)).toEqual([expect.stringContaining("SiteTitleQuery")]);
  expect(parsed()).toEqual(["badge.tsx", "title.ts"]);

  babel.mockClear();
  expect(await extract(badge, title)).toEqual([expect.stringContaining("SiteTitleQuery")]);
  expect(parsed()).toEqual(["title.ts"]);
});

test("a file whose text changed is parsed again, and a query added to it is found", async () => {
  const badge = write("badge.tsx", NO_QUERY);
  await extract(badge);
  write("badge.tsx", WITH_QUERY);
  babel.mockClear();
  expect(await extract(badge)).toEqual([expect.stringContaining("SiteTitleQuery")]);
  expect(parsed()).toEqual(["badge.tsx"]);
});

test("a page component is always parsed (Gatsby records its Head and config exports on every build)", async () => {
  const page = write("page.tsx", NO_QUERY);
  await extract(page);
  store.getState().components.set(page, { componentPath: page, pages: new Set() });
  try {
    babel.mockClear();
    await extract(page);
    expect(parsed()).toEqual(["page.tsx"]);
  } finally {
    store.getState().components.delete(page);
  }
});

test("the list keeps only what the last build saw, and a list from another Gatsby version is not trusted", async () => {
  const badge = write("badge.tsx", NO_QUERY);
  const other = write("other.tsx", NO_QUERY.replace("Badge", "Other"));
  await extract(badge, other);
  await extract(badge);
  const list = JSON.parse(fs.readFileSync(listFile, "utf8")) as { gatsby: string; keys: string[] };
  expect(list.keys).toHaveLength(1);

  fs.writeFileSync(listFile, JSON.stringify({ ...list, gatsby: "0.0.1" }));
  babel.mockClear();
  await extract(badge);
  expect(parsed()).toEqual(["badge.tsx"]);
});

test("Gatsby's query compiler still extracts through FileParser's parseFiles, which the preload wraps (checked on every Gatsby upgrade)", () => {
  const compiler = fs.readFileSync(require.resolve("gatsby/dist/query/query-compiler.js", { paths: [ROOT] }), "utf8");
  expect(compiler).toMatch(/default: FileParser\s*\}\s*=\s*require\(`\.\/file-parser`\)/);
  expect(compiler).toContain("parser.parseFiles(files, addError)");
});

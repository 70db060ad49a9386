/** The figures a bench writes into docs/engineering/benchmarks.md (issue #52, point 2), on a copy in a temporary folder. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { figuresBlock, moscowTime, wantsDocs, writeFigures } from "./bench-figures";

const PAGE = [
  "# Замеры",
  "",
  "## `bench:login`: скорость входа",
  "",
  "Описание.",
  "<!-- bench:login:start -->",
  "_Ещё не записано: `npm run bench:login -- --docs`._",
  "<!-- bench:login:end -->",
  "",
  "Текст между разделами | с чертой\r\nи CRLF.  ",
  "",
  "## `bench:demo:models`",
  "<!-- bench:demo:models:start -->",
  "старое",
  "<!-- bench:demo:models:end -->",
  "хвост без перевода строки",
].join("\n");

const WHEN = new Date("2026-12-07T16:45:00Z");

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-figures-"));
  file = path.join(dir, "benchmarks.md");
  fs.writeFileSync(file, PAGE);
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("renders rows as a two-column table under the line of when, where and which commit", () => {
  const block = figuresBlock("login", [["медиана | p90", "13,3 мс"], ["отношение", "1,00\nпри нагрузке"]], WHEN);
  const [first, blank, ...table] = block.trimEnd().split("\n");
  expect(first).toMatch(/^Последний замер: 7\.12\.2026, 19:45 МСК, \d+ яд(ро|ра|ер), .*Node v\d+\.\d+\.\d+, коммит ([0-9a-f]{4,}|—)\.$/);
  expect(first).toContain(os.cpus()[0]?.model.trim().replace(/\s+/g, " ") ?? "");
  expect(blank).toBe("");
  expect(table).toEqual(["| что | результат |", "|---|---|", "| медиана \\| p90 | 13,3 мс |", "| отношение | 1,00 при нагрузке |"]);
});

test("a Markdown string goes in as it is", () => {
  const markdown = "| каналы | SQLite |\n|---|---|\n| нет | 1913 |";
  expect(figuresBlock("leads", markdown, WHEN).trimEnd().split("\n").slice(2).join("\n")).toBe(markdown);
});

test("Moscow time: UTC+3, day without a leading zero, month with one", () => {
  expect(moscowTime(new Date("2027-01-05T21:30:00Z"))).toBe("6.01.2027, 00:30 МСК");
});

test("rewrites its own block only: the other block and the text around stay byte for byte", () => {
  const block = figuresBlock("login", [["известная почта", "13,3 мс"]], WHEN);
  writeFigures("login", block, file);
  const after = fs.readFileSync(file, "utf8");
  const start = "<!-- bench:login:start -->\n";
  const end = "<!-- bench:login:end -->";
  expect(after).toBe(PAGE.slice(0, PAGE.indexOf(start) + start.length) + "\n" + block.trim() + "\n\n" + PAGE.slice(PAGE.indexOf(end)));
  expect(after).not.toContain("Ещё не записано");
  expect(after.slice(after.indexOf(end))).toBe(PAGE.slice(PAGE.indexOf(end)));
  expect(fs.readdirSync(dir)).toEqual(["benchmarks.md"]);
});

test("a name with a colon, the block at the end of the file", () => {
  writeFigures("demo:models", "новое", file);
  expect(fs.readFileSync(file, "utf8")).toBe(PAGE.replace("старое", "\nновое\n"));
});

test("idempotent: the same block twice gives the same file, and a new one replaces the old whole", () => {
  const block = figuresBlock("login", [["известная почта", "13,3 мс"]], WHEN);
  writeFigures("login", block, file);
  const once = fs.readFileSync(file, "utf8");
  writeFigures("login", block, file);
  expect(fs.readFileSync(file, "utf8")).toBe(once);
  writeFigures("login", figuresBlock("login", [["известная почта", "9,9 мс"]], WHEN), file);
  const twice = fs.readFileSync(file, "utf8");
  expect(twice).toContain("9,9 мс");
  expect(twice).not.toContain("13,3 мс");
  expect(twice.length).toBe(once.length - 1);
});

test("markers missing: a clear error naming the file and the markers to add, and the file untouched", () => {
  const write = () => writeFigures("search", "цифры", file);
  expect(write).toThrow(file);
  expect(write).toThrow("<!-- bench:search:start -->\n<!-- bench:search:end -->");
  fs.writeFileSync(file, PAGE.replace("<!-- bench:login:end -->", ""));
  expect(() => writeFigures("login", "цифры", file)).toThrow("<!-- bench:login:end -->");
  fs.writeFileSync(file, `${PAGE}\n<!-- bench:login:start -->\n`);
  expect(() => writeFigures("login", "цифры", file)).toThrow(/no single block for bench:login/);
  expect(fs.readFileSync(file, "utf8")).toBe(`${PAGE}\n<!-- bench:login:start -->\n`);
});

test("wantsDocs: --docs among the arguments, or BENCH_DOCS=1", () => {
  const saved = process.env.BENCH_DOCS;
  delete process.env.BENCH_DOCS;
  try {
    expect(wantsDocs(["node", "bench-login.ts", "--docs"])).toBe(true);
    expect(wantsDocs(["node", "bench-publish.ts", "--cold"])).toBe(false);
    process.env.BENCH_DOCS = "1";
    expect(wantsDocs(["node", "bench-login.ts"])).toBe(true);
  } finally {
    if (saved === undefined) delete process.env.BENCH_DOCS;
    else process.env.BENCH_DOCS = saved;
  }
});

test("every bench that writes figures has its block in docs/engineering/benchmarks.md, once", () => {
  const scripts = path.join(__dirname);
  const names = fs
    .readdirSync(scripts)
    .filter((f) => /^bench-.*\.ts$/.test(f) && !f.endsWith(".test.ts"))
    .flatMap((f) => [...fs.readFileSync(path.join(scripts, f), "utf8").matchAll(/writeFigures\(\s*"([^"]+)"/g)].map((m) => m[1]));
  expect(names.length).toBeGreaterThanOrEqual(9);
  const docs = fs.readFileSync(path.join(__dirname, "../docs/engineering/benchmarks.md"), "utf8");
  const count = (marker: string) => docs.split(marker).length - 1;
  for (const name of names) {
    expect([name, count(`<!-- bench:${name}:start -->`), count(`<!-- bench:${name}:end -->`)]).toEqual([name, 1, 1]);
  }
});

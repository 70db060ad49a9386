/**
 * Figures that stay true (issue #52, point 2): `npm run bench:<name> -- --docs` (or BENCH_DOCS=1) writes
 * the run's headline figures into docs/engineering/benchmarks.md, into the block between
 * `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` of that bench's section, which it rewrites
 * whole: the page shows the latest run, with its date, machine and commit; older figures are in git history.
 *
 *   if (wantsDocs()) writeFigures("login", figuresBlock("login", rows));
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
/** The page the benches write to. */
export const BENCHMARKS_DOC = path.join(ROOT, "docs/engineering/benchmarks.md");

/** `--docs` on the command line (after `npm run bench:x --`) or BENCH_DOCS=1. */
export function wantsDocs(argv: readonly string[] = process.argv): boolean {
  return argv.includes("--docs") || process.env.BENCH_DOCS === "1";
}

/** A number the Russian way: a decimal comma (`ru(12.345, 1)` → «12,3»). */
export const ru = (value: number, digits = 0): string => value.toFixed(digits).replace(".", ",");

/** «7.12.2026, 19:45 МСК». */
export function moscowTime(when: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Moscow",
      year: "numeric",
      month: "2-digit",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(when)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}, ${parts.hour}:${parts.minute} МСК`;
}

/** «1 ядро», «2 ядра», «8 ядер». */
function cores(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  const word = tens >= 11 && tens <= 14 ? "ядер" : ones === 1 ? "ядро" : ones >= 2 && ones <= 4 ? "ядра" : "ядер";
  return `${n} ${word}`;
}

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || "—";
  } catch {
    return "—";
  }
}

/** A bench's name as npm spells it after `bench:` («login», «demo:models»): it goes into the markers. */
function checkName(name: string): void {
  if (!/^[a-z0-9]+(?:[:-][a-z0-9]+)*$/.test(name)) throw new Error(`bench name "${name}": lower-case letters, digits, «:» and «-» only`);
}

/** A table cell: a `|` would end it and a line break would end the row. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/**
 * The block of bench `name`: «Последний замер: <when, Moscow time>, <cores, CPU, Node>, коммит <short hash>»,
 * then `rows` as a two-column table (что | результат), or `rows` as given when it is Markdown already.
 */
export function figuresBlock(name: string, rows: [string, string][] | string, when = new Date()): string {
  checkName(name);
  const cpus = os.cpus();
  const machine = [cores(cpus.length), cpus[0]?.model.trim().replace(/\s+/g, " "), `Node ${process.version}`].filter(Boolean).join(", ");
  const table =
    typeof rows === "string" ? rows.trim() : ["| что | результат |", "|---|---|", ...rows.map(([what, result]) => `| ${cell(what)} | ${cell(result)} |`)].join("\n");
  return `Последний замер: ${moscowTime(when)}, ${machine}, коммит ${commit()}.\n\n${table}\n`;
}

/**
 * Puts `block` between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` in `file` (the markers kept,
 * everything else byte for byte), through a temporary file and a rename. Markers missing, repeated or out of
 * order: an Error that says which to add where — the figures are never appended elsewhere.
 */
export function writeFigures(name: string, block: string, file = BENCHMARKS_DOC): void {
  checkName(name);
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = fs.readFileSync(file, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const once = (marker: string) => text.indexOf(marker) === text.lastIndexOf(marker);
  if (from < 0 || to < 0 || to < from || !once(start) || !once(end)) {
    throw new Error(
      `${file}: no single block for bench:${name}. Add these two lines, once, to the bench's section (after its first paragraph), then run again:\n${start}\n${end}`,
    );
  }
  // Blank lines around: a table runs on into any line that follows it, the end marker included.
  const next = `${text.slice(0, from + start.length)}\n\n${block.trim()}\n\n${text.slice(to)}`;
  if (next !== text) {
    const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
    try {
      fs.writeFileSync(tmp, next);
      fs.renameSync(tmp, file);
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  console.log(`bench:${name}: figures written to ${path.relative(process.cwd(), file) || file}`);
}

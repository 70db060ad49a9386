/**
 * `npm run deps:check` (issue #53, point 3): which dependencies are behind their latest release by a minor
 * version or more, and for the ones held back on purpose, why (docs/engineering/dependencies.md). Reads
 * `npm outdated --json` (the registry's latest against what node_modules holds); prints a table and
 * exits 0: it informs, it does not fail a build.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

/** What `npm outdated --json` says of one package. */
export interface Outdated {
  current?: string;
  wanted: string;
  latest: string;
}

export type Lag = "major" | "minor" | "patch" | "none";

/** Packages held back on purpose, and why (the policy: docs/engineering/dependencies.md). */
export const HELD: Readonly<Record<string, string>> = {
  gatsby: "Gatsby 5 — сборка сайта; новая major-версия — отдельная миграция",
  react: "React 18: Gatsby 5 работает только с React 18 (у админки свой React — issue #53)",
  "react-dom": "React 18, как react",
  "@types/react": "типы React 18, как react",
  "@types/react-dom": "типы React 18, как react",
  "decap-cms-app": "в его бандл вносятся правки (scripts/decap-patches.ts); обновление — issue #53",
  "@types/node": "типы самой старой поддерживаемой линии Node (engines в package.json)",
};

/** How far `latest` is ahead of `current` (semver x.y.z; pre-release tags ignored). */
export function lagOf(current: string, latest: string): Lag {
  const parse = (version: string) => version.replace(/^[^\d]*/, "").split(/[.+-]/).slice(0, 3).map((part) => Number(part) || 0);
  const [a, b] = [parse(current), parse(latest)];
  if (b[0] > a[0]) return "major";
  if (b[0] === a[0] && b[1] > a[1]) return "minor";
  if (b[0] === a[0] && b[1] === a[1] && b[2] > a[2]) return "patch";
  return "none";
}

export interface Behind {
  name: string;
  current: string;
  latest: string;
  lag: "major" | "minor";
  held: string | null;
}

/** The packages behind by a minor or more: the ones held on purpose last, each group by name. */
export function behind(outdated: Record<string, Outdated>): Behind[] {
  const rows: Behind[] = [];
  for (const [name, info] of Object.entries(outdated)) {
    const current = info.current ?? info.wanted;
    const lag = lagOf(current, info.latest);
    if (lag === "major" || lag === "minor") rows.push({ name, current, latest: info.latest, lag, held: HELD[name] ?? null });
  }
  return rows.sort((x, y) => Number(x.held !== null) - Number(y.held !== null) || x.name.localeCompare(y.name));
}

export function table(rows: Behind[]): string {
  if (rows.length === 0) return "Все зависимости не отстают больше чем на патч-версию.";
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd([34, 12, 12, 6][i] ?? 0)).join(" ").trimEnd();
  return [
    line(["пакет", "стоит", "последняя", "отстаёт", "почему держим"]),
    ...rows.map((r) => line([r.name, r.current, r.latest, r.lag === "major" ? "major" : "minor", r.held ?? "— обновить"])),
  ].join("\n");
}

function main() {
  const run = spawnSync("npm", ["outdated", "--json"], { cwd: path.resolve(__dirname, ".."), encoding: "utf8", maxBuffer: 1 << 26 });
  // npm outdated exits 1 when something is outdated; only unreadable output is a failure.
  let outdated: Record<string, Outdated>;
  try {
    outdated = JSON.parse(run.stdout || "{}") as Record<string, Outdated>;
  } catch {
    console.error(`npm outdated не ответил понятно (код ${run.status}):\n${run.stderr}`);
    process.exit(1);
  }
  const rows = behind(outdated);
  console.log(table(rows));
  const toUpdate = rows.filter((r) => r.held === null).length;
  console.log(`\nОтстают на минорную версию и больше: ${rows.length}; из них держим намеренно: ${rows.length - toUpdate}, обновить: ${toUpdate}.`);
}

if (require.main === module) main();

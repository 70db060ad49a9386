/**
 * Publishing after a content change (issue #8, point 7), measured: edits one module file, rebuilds
 * with Gatsby's cache kept, and reports how long it took and which pages the rebuild rewrote; then
 * puts the file and public/ back as they were.
 *
 * It also leaves the two versions of the site for the deploy test (e2e/deploy.test.ts):
 * build/deploy/v1 (the site before the edit) and build/deploy/v2 (after).
 *
 * `npm run bench:rebuild` after `npm run build`. The cold build time is read from
 * build/test-results/build-time.json when `npm test` wrote it. Writes build/test-results/rebuild.json.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { routeOfPublicFile } from "../e2e/harness";
import { filesIn } from "../gatsby/node/files";
import { figuresBlock, ru, wantsDocs, writeFigures } from "./bench-figures";

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const DEPLOY = path.join(ROOT, "build/deploy");
const RESULTS = path.join(ROOT, "build/test-results");
/** The module edited: its page, its listing, the pages that show its card. */
export const EDITED_FILE = "content/modules/faces.json";
/** The sentence appended to its description; the deploy test looks for it. */
export const EDIT_MARKER = "Обновлено при проверке публикации.";

/** Hash of every HTML page and page-data file, by path under public/. */
async function pageHashes(): Promise<Map<string, string>> {
  const files = await filesIn(PUBLIC, [".html", "page-data.json"]);
  const hash = (file: string) => crypto.createHash("sha1").update(fs.readFileSync(file)).digest("hex");
  return new Map(files.map((file) => [path.relative(PUBLIC, file), hash(file)]));
}

function build(): number {
  const started = Date.now();
  const run = spawnSync("npx", ["gatsby", "build"], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  // Gatsby reports a failed build on stdout: show its end, not the whole progress log.
  if (run.status !== 0) throw new Error(`gatsby build exited with ${run.status}:\n${run.stdout.toString().slice(-4000)}`);
  return (Date.now() - started) / 1000;
}

function changedRoutes(before: Map<string, string>, after: Map<string, string>) {
  const html = new Set<string>();
  const data = new Set<string>();
  for (const [file, hash] of after) {
    if (before.get(file) === hash) continue;
    (file.startsWith("page-data/") ? data : html).add(routeOfPublicFile(file));
  }
  const pages = [...after.keys()].filter((file) => !file.startsWith("page-data/")).length;
  return { html: [...html].sort(), data: [...data].sort(), pages };
}

/** Copies public/ to deploy/<name>. */
function snapshot(name: string) {
  const target = path.join(DEPLOY, name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(PUBLIC, target, { recursive: true });
}

/** Puts deploy/<name> back as public/. */
function restore(name: string) {
  fs.rmSync(PUBLIC, { recursive: true, force: true });
  fs.cpSync(path.join(DEPLOY, name), PUBLIC, { recursive: true });
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC, "index.html")) || !fs.existsSync(path.join(ROOT, ".cache"))) {
    throw new Error("No build with its cache: run `npm run build` first");
  }
  const coldFile = path.join(RESULTS, "build-time.json");
  const cold = fs.existsSync(coldFile) ? (JSON.parse(fs.readFileSync(coldFile, "utf8")) as { seconds: number }).seconds : null;

  const file = path.join(ROOT, EDITED_FILE);
  const original = fs.readFileSync(file, "utf8");
  const entry = JSON.parse(original) as { description: string };
  snapshot("v1");
  const before = await pageHashes();
  let edited: { seconds: number; html: string[]; data: string[]; pages: number };
  try {
    fs.writeFileSync(file, `${JSON.stringify({ ...entry, description: `${entry.description} ${EDIT_MARKER}` }, null, 2)}\n`);
    const seconds = build();
    const afterEdit = await pageHashes();
    edited = { seconds, ...changedRoutes(before, afterEdit) };
    snapshot("v2");
  } finally {
    fs.writeFileSync(file, original);
  }
  // The site as it was, for the tests that follow: the copy taken before the edit is that build, byte
  // for byte, and costs a second instead of another build. Gatsby's cache still holds the edit; the next
  // build sees the file changed back and rewrites what it touches, as after any edit.
  restore("v1");

  console.log(`Edited ${EDITED_FILE} (its description) and rebuilt with the cache kept:`);
  console.log(`  rebuild: ${edited.seconds.toFixed(1)} s${cold ? ` (cold build ${cold} s, ratio ${(edited.seconds / cold).toFixed(2)})` : ""}`);
  console.log(`  HTML rewritten for ${edited.html.length} of ${edited.pages} files: ${edited.html.join(", ")}`);
  console.log(`  page-data rewritten for: ${edited.data.join(", ")}`);
  console.log("  public/ put back as it was before the edit");
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, "rebuild.json"),
    `${JSON.stringify({ editedFile: EDITED_FILE, coldSeconds: cold, rebuild: edited }, null, 2)}\n`,
  );
  if (wantsDocs()) {
    writeFigures(
      "rebuild",
      figuresBlock("rebuild", [
        [`пересборка с кэшем после правки описания ${EDITED_FILE}`, `${ru(edited.seconds, 1)} с${cold ? ` (холодная сборка ${ru(cold, 1)} с)` : ""}`],
        ["HTML переписан", `${edited.html.length} из ${edited.pages} файлов`],
        ["page-data переписаны", edited.data.join(", ") || "—"],
      ]),
    );
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

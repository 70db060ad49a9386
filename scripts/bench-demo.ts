/**
 * How well the faces demo finds faces, measured on the labelled set (scripts/bench-demo/set: every face's
 * box known): the demo's own worker from the build (build/demo, made first if missing) and its own page
 * code, in headless Chromium, once per setting — the whole photo at once (as the demo did before it
 * searched tiles) and tiles at two smallest sizes. Prints per setting: recall and precision over all
 * faces, per photo what was found, the time per photo by photo size (decoding and scaling included),
 * the model's cold start and the bytes a visitor downloads for it (brotli, as the server sends them).
 *
 * `npm run bench:demo` (BENCH_DEMO_ANNOTATE=<folder> writes each photo with found boxes in green and
 * missed faces in red; BENCH_DEMO_SETTINGS=whole,demo runs some settings only). Writes build/bench-demo.json.
 * The comparison of candidate models (Human, face-api, MediaPipe) is `npm run bench:demo:models`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import { launchBrowser } from "../e2e/harness";
import type { EvalRun, EvalSetting } from "./bench-demo/eval-page";
import { match } from "./bench-demo/score";
import { composeSet, type Labelled } from "./bench-demo/set/set";
import { figuresBlock, ru, wantsDocs, writeFigures } from "./bench-figures";

const ROOT = path.resolve(__dirname, "..");
const DEMO = path.join(ROOT, "build/demo");
const SET = path.join(ROOT, "build/demo-set");

const ALL = { skipPlain: false, inside: 0.6 };
const SETTINGS: EvalSetting[] = [
  { id: "whole", options: { frame: true } },
  { id: "t384 ≥0.5", options: { plan: { ...ALL, smallest: 384, minScore: 0.5 } } },
  { id: "t256 ≥0.5", options: { plan: { ...ALL, minScore: 0.5 } } },
  { id: "t256 ≥0.7", options: { plan: { ...ALL } } },
  { id: "demo", options: {} },
];
/** The demo's choice (the page sends no plan: tiles.ts's defaults). */
const CHOSEN = "demo";

/** The site's policy for the demo's worker (server/plugins/helmet.ts). */
const CSP = "default-src 'self'; connect-src 'self'; worker-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; script-src 'self' 'wasm-unsafe-eval'";
const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".json": "application/json", ".wasm": "application/wasm", ".jpg": "image/jpeg" };

function serve(dir: string, photos: Labelled[]) {
  const log: string[] = [];
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const photo = photos.find((p) => pathname === `/photos/${p.name}.jpg`);
    const file = photo
      ? photo.file
      : pathname.startsWith("/demo/")
        ? path.join(DEMO, path.normalize(pathname.slice("/demo/".length)))
        : path.join(dir, path.normalize(pathname === "/" ? "/index.html" : pathname));
    const ok = fs.existsSync(file) && fs.statSync(file).isFile();
    log.push(pathname);
    res.writeHead(ok ? 200 : 404, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream", "Content-Security-Policy": CSP, "Cache-Control": "no-store" });
    res.end(ok ? fs.readFileSync(file) : "not found");
  });
  return new Promise<{ server: http.Server; origin: string; log: string[] }>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, origin: `http://localhost:${(server.address() as AddressInfo).port}`, log })),
  );
}

/** What the production server sends for a file of build/demo: its brotli copy where there is one. */
function sentBytes(pathname: string): number {
  const file = path.join(DEMO, pathname.slice("/demo/".length));
  return fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

const SIZES = [
  { label: "≤ 1 Мп", max: 1e6 },
  { label: "1–3 Мп", max: 3e6 },
  { label: "3–6 Мп", max: 6e6 },
  { label: "> 6 Мп", max: Infinity },
];
const sizeClass = (photo: Labelled) => SIZES.find((s) => photo.width * photo.height <= s.max)!.label;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.9];
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

async function annotate(folder: string, photo: Labelled, found: EvalRun["photos"][number]["found"], setting: string) {
  const sharp = (await import("sharp")).default;
  fs.mkdirSync(folder, { recursive: true });
  const stroke = Math.max(2, photo.width / 500);
  const rect = (b: { x: number; y: number; width: number; height: number }, colour: string) =>
    `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>`;
  const hitFaces = photo.faces.filter((face) => match(found, [face]).hits === 1);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}">${photo.faces.filter((f) => !hitFaces.includes(f)).map((f) => rect(f, "red")).join("")}${found.map((b) => rect(b, "lime")).join("")}</svg>`;
  const drawn = await sharp(photo.file).composite([{ input: Buffer.from(svg) }]).png().toBuffer();
  await sharp(drawn).resize({ width: Math.min(photo.width, 1600) }).png().toFile(path.join(folder, `${setting}-${photo.name}.png`));
}

async function main() {
  const photos = await composeSet(SET);
  if (!fs.existsSync(path.join(DEMO, "manifest.json")) || process.env.BENCH_DEMO_BUILD) execFileSync("npx", ["tsx", "scripts/build-demo.ts"], { cwd: ROOT, stdio: "inherit" });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-demo-"));
  fs.writeFileSync(path.join(dir, "index.html"), '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench-demo</title><script src="/page.js"></script>\n');
  await build({
    entryPoints: { page: path.join(__dirname, "bench-demo/eval-page.ts") },
    bundle: true,
    minify: true,
    format: "iife",
    target: ["chrome100"],
    outdir: dir,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  const { server, origin, log } = await serve(dir, photos);
  const browser = await launchBrowser();
  const only = process.env.BENCH_DEMO_SETTINGS?.split(",");
  const runs: (EvalRun & { bytes: number; otherHosts: string[]; errors: string[] })[] = [];
  try {
    for (const setting of SETTINGS.filter((s) => !only || only.includes(s.id))) {
      // A fresh context: empty cache, so the download is what a first visit costs.
      const context = await browser.newContext();
      const page = await context.newPage();
      const otherHosts: string[] = [];
      const errors: string[] = [];
      context.on("request", (request) => new URL(request.url()).origin !== origin && !request.url().startsWith("blob:") && otherHosts.push(request.url()));
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(origin);
      log.length = 0;
      const started = Date.now();
      const run = await page.evaluate(
        ([s, names]) => (window as unknown as { benchEval(setting: EvalSetting, photos: string[]): Promise<EvalRun> }).benchEval(s, names),
        [setting, photos.map((p) => p.name)] as const,
      );
      const bytes = [...new Set(log.filter((p) => p.startsWith("/demo/")))].reduce((sum, p) => sum + sentBytes(p), 0);
      runs.push({ ...run, bytes, otherHosts, errors });
      console.log(`${setting.id}: ${((Date.now() - started) / 1000).toFixed(0)} s on ${run.backend}`);
      await context.close();
      if (process.env.BENCH_DEMO_ANNOTATE) for (const result of run.photos) await annotate(process.env.BENCH_DEMO_ANNOTATE, photos.find((p) => p.name === result.name)!, result.found, setting.id);
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const faces = photos.reduce((n, p) => n + p.faces.length, 0);
  console.log(`\nLabelled set: ${photos.length} photos, ${faces} faces (scripts/bench-demo/set). Whole photo and camera frames: boxes from 0.5; tiles: as the setting says.`);
  console.log("setting     backend  recall           precision        cold start  download (brotli)");
  const summary = runs.map((run) => {
    const scored = run.photos.map((result) => ({ result, photo: photos.find((p) => p.name === result.name)!, ...match(result.found, photos.find((p) => p.name === result.name)!.faces) }));
    const hits = scored.reduce((n, s) => n + s.hits, 0);
    const found = scored.reduce((n, s) => n + s.result.found.length, 0);
    const recall = hits / faces;
    const precision = found ? hits / found : 1;
    console.log(
      `${run.setting.padEnd(11)} ${run.backend.padEnd(8)} ${`${pct(recall)} (${hits}/${faces})`.padEnd(16)} ${`${pct(precision)} (${hits}/${found})`.padEnd(16)} ${`${(run.loadMs / 1000).toFixed(1)} s`.padStart(10)}  ${(run.bytes / 1024).toFixed(0)} KiB`,
    );
    return { run, scored, recall, precision };
  });

  console.log("\nPer photo: found faces / true faces (+ boxes on no face), ms from file to boxes:");
  console.log(`${"photo".padEnd(18)} ${"size".padEnd(11)} ${summary.map((s) => s.run.setting.padStart(20)).join(" ")}`);
  for (const photo of photos) {
    const cells = summary.map((s) => {
      const row = s.scored.find((r) => r.photo === photo)!;
      return `${row.hits}/${photo.faces.length}${row.extra ? ` +${row.extra}` : ""} ${Math.round(row.result.totalMs)} ms`.padStart(20);
    });
    console.log(`${photo.name.padEnd(18)} ${`${photo.width}×${photo.height}`.padEnd(11)} ${cells.join(" ")}`);
  }

  console.log("\nMedian ms per photo by size (from file to boxes):");
  console.log(`${"size".padEnd(8)} ${summary.map((s) => s.run.setting.padStart(11)).join(" ")}`);
  for (const size of SIZES) {
    const cells = summary.map((s) => {
      const times = s.scored.filter((r) => sizeClass(r.photo) === size.label).map((r) => r.result.totalMs);
      return (times.length ? `${Math.round(median(times))} (${times.length})` : "–").padStart(11);
    });
    console.log(`${size.label.padEnd(8)} ${cells.join(" ")}`);
  }
  console.log("\nRecall / precision if the demo drew boxes only from a higher score:");
  console.log(`${"setting".padEnd(11)} ${THRESHOLDS.map((t) => `from ${t}`.padStart(17)).join(" ")}`);
  for (const s of summary) {
    const cells = THRESHOLDS.map((threshold) => {
      let hits = 0;
      let found = 0;
      for (const row of s.scored) {
        const kept = row.result.found.filter((box) => box.score >= threshold);
        hits += match(kept, row.photo.faces).hits;
        found += kept.length;
      }
      return `${pct(hits / faces)} / ${pct(found ? hits / found : 1)}`.padStart(17);
    });
    console.log(`${s.run.setting.padEnd(11)} ${cells.join(" ")}`);
  }
  const problems = runs.flatMap((run) => [...run.otherHosts.map((url) => `${run.setting}: other host ${url}`), ...run.errors.map((e) => `${run.setting}: ${e}`)]);
  console.log(problems.length ? `\nProblems:\n  ${problems.join("\n  ")}` : "\nNo requests to other hosts, no console errors.");
  const chosen = summary.find((s) => s.run.setting === CHOSEN);
  if (chosen) console.log(`\nThe demo uses ${CHOSEN}: recall ${pct(chosen.recall)}, precision ${pct(chosen.precision)} (goal: both ≥ 95 %).`);

  const out = path.join(ROOT, "build/bench-demo.json");
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadavg: os.loadavg(), settings: summary.map((s) => ({ setting: s.run.setting, backend: s.run.backend, recall: s.recall, precision: s.precision, loadMs: s.run.loadMs, bytes: s.run.bytes, photos: s.scored.map((r) => ({ name: r.photo.name, faces: r.photo.faces.length, hits: r.hits, extra: r.extra, ms: r.result.totalMs })) })) }, null, 2)}\n`,
  );
  console.log(`Wrote ${path.relative(ROOT, out)}`);
  if (wantsDocs()) {
    const percent = (n: number) => `${ru(n * 100, 1)} %`;
    writeFigures(
      "demo",
      figuresBlock("demo", [
        ["набор", `${photos.length} снимков, ${faces} лиц (scripts/bench-demo/set); медиана времени по размеру снимка: ${SIZES.map((s) => s.label).join(" / ")}`],
        ...summary.map((s): [string, string] => {
          const bySize = SIZES.map((size) => {
            const times = s.scored.filter((r) => sizeClass(r.photo) === size.label).map((r) => r.result.totalMs);
            return times.length ? ru(median(times) / 1000, 1) : "–";
          });
          const figures = `полнота ${percent(s.recall)}, точность ${percent(s.precision)}; ${bySize.join(" / ")} с; холодный старт ${ru(s.run.loadMs / 1000, 1)} с; скачано ${Math.round(s.run.bytes / 1024)} КБ brotli`;
          return [`${s.run.setting === CHOSEN ? "**демо**" : s.run.setting} (${s.run.backend})`, s.run.setting === CHOSEN ? `**${figures}**` : figures];
        }),
      ]),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

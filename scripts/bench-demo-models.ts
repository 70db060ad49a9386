/**
 * Chooses the in-browser face detector for the /modules/faces demo by measurement: each candidate runs
 * in a Web Worker in headless Chromium, served from our own origin under a Content-Security-Policy like
 * the site's, with its model weights and wasm copied from its npm package (nothing from a CDN).
 *
 * Per candidate and TF.js backend: what the browser downloads (raw, gzip -9, brotli 11), the cold load
 * (new worker → model ready), the first detection, the median detection time per photo (5 runs after a
 * warm-up; the photo goes to the worker as a transferred ImageBitmap), faces found vs the true count,
 * frames per second on a 640×480 frame loop, console errors and any request to another host. Each
 * candidate is also loaded once under the CSP without 'wasm-unsafe-eval' to tell whether it needs it.
 *
 * The photos are face-api's demo samples, read from node_modules at run time and served only to the
 * bench page: they are never part of the site. Prints tables and writes build/bench-demo-models.json. (`npm run bench:demo` measures the demo itself on the labelled set.)
 * `npm run bench:demo:models` (BENCH_DEMO_ONLY=human-face,face-api to run some candidates only,
 * BENCH_DEMO_ANNOTATE=<folder> to write the photos with the boxes drawn, for a look).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../e2e/harness";
import type { Plan, RunResult } from "./bench-demo/page";
import { figuresBlock, ru, wantsDocs, writeFigures } from "./bench-figures";

const ROOT = path.resolve(__dirname, "..");
const NM = path.join(ROOT, "node_modules");
const RUNS = 5;
const FPS_SECONDS = 5;
const TIMEOUT_MS = 240_000;

/** The site's policy for the demo page and its worker (server/plugins/helmet.ts) plus what a WASM backend needs. */
const CSP_BASE = "default-src 'self'; connect-src 'self'; worker-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'";
const CSP = {
  strict: `${CSP_BASE}; script-src 'self'`,
  wasm: `${CSP_BASE}; script-src 'self' 'wasm-unsafe-eval'`,
  /** Not acceptable on the site: only tells whether eval is MediaPipe's sole blocker. */
  eval: `${CSP_BASE}; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'`,
} as const;
type CspName = keyof typeof CSP;

/** Photos with the number of faces (= people) in each, counted by eye. */
const PHOTOS = [
  ...[3, 3, 3, 4, 5, 4].map((faces, i) => ({ name: `sample${i + 1}`, file: path.join(NM, `@vladmandic/face-api/demo/sample${i + 1}.jpg`), faces })),
  { name: "no-face-cover", file: path.join(ROOT, "content/blog/anpr-logistics-checkpoint/cover.jpg"), faces: 0 },
  { name: "no-face-logo", file: "/usr/share/pixmaps/debian-logo.png", faces: 0 },
];
const FPS_PHOTOS = ["sample3", "sample6"];
/** A box counts as a face (or a person) from this score on. */
const COUNT_FROM = { face: 0.5, object: 0.3 } as const;

interface Candidate {
  id: string;
  pkg: string;
  worker: "human" | "face-api" | "mediapipe";
  task: "face" | "object";
  backends: string[];
  /** Backends only loaded once (with one detection), to report whether they start here at all. */
  probeBackends?: string[];
  /** A policy that is tried only to learn what else the candidate would need. */
  diagnostic?: CspName;
}

const CANDIDATES: Candidate[] = [
  { id: "human-face", pkg: "@vladmandic/human", worker: "human", task: "face", backends: ["webgl", "wasm", "cpu"], probeBackends: ["webgpu"] },
  { id: "face-api", pkg: "@vladmandic/face-api", worker: "face-api", task: "face", backends: ["webgl", "wasm", "cpu"] },
  { id: "mediapipe", pkg: "@mediapipe/face_detection", worker: "mediapipe", task: "face", backends: ["mediapipe"], diagnostic: "eval" },
  { id: "human-object", pkg: "@vladmandic/human", worker: "human", task: "object", backends: ["webgl", "wasm", "cpu"] },
];

/** Files served under the bench origin, from the packages' own tarballs. */
const ASSETS: { from: string; to: string }[] = [
  ...["blazeface.json", "blazeface.bin", "centernet.json", "centernet.bin"].map((file) => ({ from: `@vladmandic/human/models/${file}`, to: `models/${file}` })),
  ...["tiny_face_detector_model-weights_manifest.json", "tiny_face_detector_model.bin"].map((file) => ({ from: `@vladmandic/face-api/model/${file}`, to: `models/${file}` })),
  ...["tfjs-backend-wasm.wasm", "tfjs-backend-wasm-simd.wasm", "tfjs-backend-wasm-threaded-simd.wasm"].map((file) => ({ from: `@tensorflow/tfjs-backend-wasm/dist/${file}`, to: `wasm/${file}` })),
  ...fs
    .readdirSync(path.join(NM, "@mediapipe/face_detection"))
    .filter((file) => !/^(README\.md|package\.json|index\.d\.ts)$/.test(file))
    .map((file) => ({ from: `@mediapipe/face_detection/${file}`, to: `mediapipe/${file}` })),
];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

function packageInfo(pkg: string): { version: string; license: string } {
  const json = JSON.parse(fs.readFileSync(path.join(NM, pkg, "package.json"), "utf8")) as { version: string; license: string };
  return { version: json.version, license: json.license };
}

async function prepare(dir: string): Promise<void> {
  for (const asset of ASSETS) {
    fs.mkdirSync(path.dirname(path.join(dir, asset.to)), { recursive: true });
    fs.copyFileSync(path.join(NM, asset.from), path.join(dir, asset.to));
  }
  fs.writeFileSync(path.join(dir, "index.html"), '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench-demo</title><script src="/page.js"></script>\n');
  await build({
    entryPoints: {
      "workers/human": path.join(__dirname, "bench-demo/worker-human.ts"),
      "workers/face-api": path.join(__dirname, "bench-demo/worker-face-api.ts"),
      "workers/mediapipe": path.join(__dirname, "bench-demo/worker-mediapipe.ts"),
      page: path.join(__dirname, "bench-demo/page.ts"),
    },
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: ["chrome100", "firefox100", "safari15"],
    outdir: dir,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
}

/** Sizes of a file as sent raw, gzip -9 and brotli 11 (cached by path). */
const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const data = fs.readFileSync(file);
    size = {
      raw: data.length,
      gzip: zlib.gzipSync(data, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

interface Served {
  path: string;
  status: number;
  bytes: number;
}

function startServer(dir: string) {
  const state = { csp: CSP.wasm as string, log: [] as Served[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const photo = url.pathname.startsWith("/photos/") ? PHOTOS.find((p) => `/photos/${p.name}` === url.pathname) : undefined;
    const file = photo ? photo.file : path.join(dir, path.normalize(url.pathname === "/" ? "/index.html" : url.pathname));
    const ok = (photo || file.startsWith(dir + path.sep)) && fs.existsSync(file) && fs.statSync(file).isFile();
    const body = ok ? fs.readFileSync(file) : Buffer.from("not found");
    res.writeHead(ok ? 200 : 404, {
      "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "Content-Length": body.length,
      "Content-Security-Policy": state.csp,
      "Cache-Control": "no-store",
    });
    res.end(body);
    state.log.push({ path: url.pathname, status: ok ? 200 : 404, bytes: body.length });
  });
  return new Promise<{ server: http.Server; origin: string; state: typeof state }>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, origin: `http://localhost:${(server.address() as AddressInfo).port}`, state })),
  );
}

interface Download {
  files: { path: string; kind: string; raw: number; gzip: number; brotli: number }[];
  total: { raw: number; gzip: number; brotli: number };
  byKind: Record<string, { raw: number; gzip: number; brotli: number }>;
}

function downloads(dir: string, log: Served[]): Download {
  const seen = new Set<string>();
  const files: Download["files"] = [];
  for (const entry of log) {
    if (entry.status !== 200 || seen.has(entry.path) || /^\/(photos\/|page\.js$|index\.html$|$)/.test(entry.path)) continue;
    seen.add(entry.path);
    const kind = entry.path.endsWith(".wasm") ? "wasm" : entry.path.endsWith(".js") ? "js" : "weights";
    files.push({ path: entry.path, kind, ...sizeOf(path.join(dir, entry.path)) });
  }
  const sum = (list: typeof files) => list.reduce((acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip, brotli: acc.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  const byKind = Object.fromEntries(["js", "weights", "wasm"].map((kind) => [kind, sum(files.filter((f) => f.kind === kind))]));
  return { files, total: sum(files), byKind };
}

const median = (values: number[]) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface Row {
  candidate: string;
  pkg: string;
  version: string;
  license: string;
  backend: string;
  csp: CspName;
  probe: boolean;
  /** Loaded and detected on the backend asked for (TF.js libraries fall back to another one silently). */
  ok: boolean;
  /** The backend the library ended up on, when it is not the one asked for. */
  fellBackTo?: string;
  result: RunResult;
  download: Download;
  photos: { name: string; truth: number; found: number; scores: number[]; medianMs: number; medianRoundTripMs: number }[];
  console: string[];
  otherHosts: string[];
  wallSeconds: number;
}

async function runOne(browser: Browser, origin: string, state: { csp: string; log: Served[] }, dir: string, candidate: Candidate, backend: string, csp: CspName, probe: boolean): Promise<Row> {
  const started = Date.now();
  state.csp = CSP[csp];
  state.log = [];
  // A fresh context each time: empty HTTP cache, so the cold load includes the downloads.
  const context = await browser.newContext();
  const page = await context.newPage();
  const consoleLines: string[] = [];
  const otherHosts: string[] = [];
  const host = new URL(origin).host;
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") consoleLines.push(`${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on("pageerror", (error) => consoleLines.push(`pageerror: ${error.message.slice(0, 300)}`));
  context.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.host !== host) otherHosts.push(request.url());
  });
  await page.goto(`${origin}/index.html`);
  const plan: Plan = {
    worker: `/workers/${candidate.worker}.js`,
    backend,
    task: candidate.task,
    photos: PHOTOS.map((photo) => ({ name: photo.name, url: `/photos/${photo.name}` })),
    runs: RUNS,
    probe,
    fpsSeconds: probe ? 0 : FPS_SECONDS,
    fpsPhotos: FPS_PHOTOS.map((name) => `/photos/${name}`),
    timeoutMs: TIMEOUT_MS,
  };
  const result = await page.evaluate((p) => (window as unknown as { benchRun(plan: Plan): Promise<RunResult> }).benchRun(p), plan);
  await context.close();
  const threshold = COUNT_FROM[candidate.task];
  const fellBackTo = result.backend && candidate.worker !== "mediapipe" && result.backend !== backend ? result.backend : undefined;
  for (const entry of state.log) if (entry.status !== 200) consoleLines.push(`server: ${entry.status} for ${entry.path}`);
  const { version, license } = packageInfo(candidate.pkg);
  return {
    candidate: candidate.id,
    pkg: candidate.pkg,
    version,
    license,
    backend,
    csp,
    probe,
    ok: !result.error && !fellBackTo,
    fellBackTo,
    result,
    download: downloads(dir, state.log),
    photos: result.photos.map((photo) => {
      const truth = PHOTOS.find((p) => p.name === photo.name)!.faces;
      const counted = photo.boxes.filter((box) => (candidate.task === "object" ? box.label === "person" : true));
      return {
        name: photo.name,
        truth,
        found: counted.filter((box) => box.score >= threshold).length,
        scores: counted.map((box) => Math.round(box.score * 100) / 100).sort((a, b) => b - a),
        medianMs: median(photo.workerMs),
        medianRoundTripMs: median(photo.roundTripMs),
      };
    }),
    console: consoleLines,
    otherHosts,
    wallSeconds: (Date.now() - started) / 1000,
  };
}

async function annotate(folder: string, row: Row) {
  const sharp = (await import("sharp")).default;
  fs.mkdirSync(folder, { recursive: true });
  for (const photo of row.result.photos) {
    const source = PHOTOS.find((p) => p.name === photo.name)!;
    const rects = photo.boxes
      .map((b) => `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="none" stroke="${b.score >= 0.5 ? "lime" : "orange"}" stroke-width="${Math.max(2, photo.width / 300)}"/><text x="${b.x}" y="${b.y - 4}" font-size="${Math.max(10, photo.width / 40)}" fill="yellow">${b.label ?? ""} ${b.score.toFixed(2)}</text>`)
      .join("");
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}">${rects}</svg>`);
    const drawn = await sharp(source.file).resize(photo.width, photo.height).composite([{ input: svg }]).png().toBuffer();
    await sharp(drawn)
      .resize({ width: Math.min(photo.width, 1000) })
      .png()
      .toFile(path.join(folder, `${row.candidate}-${row.backend}-${photo.name}.png`));
  }
}

const verdict = (row: Row) => (row.ok ? "ok" : row.fellBackTo ? `fell back to ${row.fellBackTo}` : `failed: ${row.result.error}`);
const kb = (bytes: number) => (bytes ? `${(bytes / 1024).toFixed(0)}` : "–");
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "–" : value >= 100 ? value.toFixed(0) : value.toFixed(1));

function printTables(rows: Row[]) {
  const main = rows.filter((row) => !row.probe);
  console.log("\nDownloads (KiB, raw / gzip -9 / brotli 11), what the worker actually requested:");
  console.log("candidate        backend   csp   | JS                 | weights            | wasm               | total");
  for (const row of main) {
    const k = row.download.byKind;
    const cell = (s: { raw: number; gzip: number; brotli: number }) => `${kb(s.raw)}/${kb(s.gzip)}/${kb(s.brotli)}`.padEnd(18);
    console.log(`${row.candidate.padEnd(16)} ${row.backend.padEnd(9)} ${row.csp.padEnd(5)} | ${cell(k.js)} | ${cell(k.weights)} | ${cell(k.wasm)} | ${cell(row.download.total)}`);
  }
  console.log(`\nTimes (ms; per photo: median of ${RUNS} in the worker after a warm-up), found/true ${"(faces ≥0.5, persons ≥0.3)"}, fps on 640×480 frames:`);
  const names = PHOTOS.map((p) => p.name.replace("sample", "s").replace("no-face-", "0"));
  console.log(`candidate        backend   csp   cold   first | ${names.map((n) => n.padStart(11)).join(" ")} | fps`);
  for (const row of main) {
    const head = `${row.candidate.padEnd(16)} ${row.backend.padEnd(9)} ${row.csp.padEnd(5)} ${ms(row.result.coldLoadMs).padStart(6)} ${ms(row.result.firstDetectMs).padStart(6)}`;
    if (!row.ok && !row.photos.length) {
      console.log(`${head} | ${verdict(row).slice(0, 160)}`);
      continue;
    }
    const cells = row.photos.map((p) => `${ms(p.medianMs)} ${p.found}/${p.truth}`.padStart(11));
    console.log(`${head} | ${cells.join(" ")} | ${row.result.fps ? row.result.fps.fps.toFixed(1) : "–"}${row.ok ? "" : ` (${verdict(row)})`}`);
  }
  console.log("\nCSP (load + one detection):");
  const keys = [...new Set(rows.map((row) => `${row.candidate} ${row.backend}`))];
  for (const key of keys) {
    const verdicts = rows
      .filter((row) => `${row.candidate} ${row.backend}` === key)
      .map((row) => `${row.csp}: ${row.ok ? "ok" : row.fellBackTo ? `fell back to ${row.fellBackTo}` : `fails (${(row.result.error ?? "").slice(0, 90)})`}`);
    console.log(`  ${key.padEnd(26)} ${verdicts.join("; ")}`);
  }
  const problems = rows.filter((row) => row.otherHosts.length || row.console.length);
  if (problems.length) {
    console.log("\nConsole errors/warnings and requests to other hosts:");
    for (const row of problems) {
      const lines = [...new Set([...row.console, ...row.otherHosts.map((url) => `other host: ${url}`)])];
      console.log(`  ${row.candidate} ${row.backend} (${row.csp}${row.probe ? ", probe" : ""}): ${lines.slice(0, 4).join(" | ")}${lines.length > 4 ? ` | … ${lines.length - 4} more` : ""}`);
    }
  } else console.log("\nNo console errors, no requests to other hosts.");
}

async function main() {
  const only = process.env.BENCH_DEMO_ONLY?.split(",");
  const candidates = CANDIDATES.filter((c) => !only || only.includes(c.id));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-demo-"));
  await prepare(dir);
  const { server, origin, state } = await startServer(dir);
  const browser = await launchBrowser();
  const load = { start: os.loadavg() };
  const rows: Row[] = [];
  try {
    for (const candidate of candidates) {
      for (const backend of candidate.backends) {
        // Without 'wasm-unsafe-eval' first: does the candidate need it at all?
        const strict = await runOne(browser, origin, state, dir, candidate, backend, "strict", true);
        rows.push(strict);
        console.log(`${candidate.id} ${backend} strict: ${verdict(strict)}`);
        const full = await runOne(browser, origin, state, dir, candidate, backend, "wasm", false);
        rows.push(full);
        console.log(`${candidate.id} ${backend} wasm: ${verdict(full)}, cold ${ms(full.result.coldLoadMs)} ms, fps ${full.result.fps?.fps.toFixed(1)} (${full.wallSeconds.toFixed(0)} s)`);
        if (!full.ok && candidate.diagnostic) {
          const diagnostic = await runOne(browser, origin, state, dir, candidate, backend, candidate.diagnostic, false);
          rows.push(diagnostic);
          console.log(`${candidate.id} ${backend} ${candidate.diagnostic}: ${verdict(diagnostic)}, cold ${ms(diagnostic.result.coldLoadMs)} ms`);
        }
        if (process.env.BENCH_DEMO_ANNOTATE) for (const row of rows.slice(-2)) if (!row.probe) await annotate(process.env.BENCH_DEMO_ANNOTATE, row);
      }
      for (const backend of candidate.probeBackends ?? []) {
        const probe = await runOne(browser, origin, state, dir, candidate, backend, "wasm", true);
        rows.push(probe);
        console.log(`${candidate.id} ${backend} wasm (probe): ${verdict(probe)}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const loadavg = { ...load, end: os.loadavg() };
  printTables(rows);
  const environment = rows.find((row) => row.result.info)?.result.info;
  console.log(`\nWorker environment: ${JSON.stringify(environment)}; load averages ${loadavg.start.map((v) => v.toFixed(2)).join(" ")} → ${loadavg.end.map((v) => v.toFixed(2)).join(" ")}`);
  fs.mkdirSync(path.join(ROOT, "build"), { recursive: true });
  const out = path.join(ROOT, "build/bench-demo-models.json");
  fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, fpsSeconds: FPS_SECONDS, countFrom: COUNT_FROM, csp: CSP, loadavg, cpus: os.cpus().length, environment, rows }, null, 2)}\n`);
  console.log(`Wrote ${path.relative(ROOT, out)}`);
  if (wantsDocs()) {
    const sec = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "–" : `${ru(value / 1000, 2)} с`);
    writeFigures(
      "demo:models",
      figuresBlock("demo:models", [
        ["условия", `по ${RUNS} обнаружений на снимок после разогрева; найдено: лица от 0,5, люди от 0,3; снимков ${PHOTOS.length}`],
        ...rows
          .filter((row) => !row.probe)
          .map((row): [string, string] => [
            `${row.candidate} ${row.backend}, CSP ${row.csp}`,
            `${verdict(row)}; скачано ${kb(row.download.total.brotli)} КБ brotli; холодный старт ${sec(row.result.coldLoadMs)}, первое обнаружение ${sec(row.result.firstDetectMs)}; ` +
              `найдено ${row.photos.map((p) => `${p.found}/${p.truth}`).join(" ") || "–"}; кадров в секунду ${row.result.fps ? ru(row.result.fps.fps, 1) : "–"}`,
          ]),
      ]),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

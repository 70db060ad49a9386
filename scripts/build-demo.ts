/**
 * Builds the recognition demo's worker (src/components/demo/worker/detector.ts, with Human and TF.js
 * inside) and copies the models and TF.js's WebAssembly from their npm packages into
 * build/demo/<hash>/, a folder named by the hash of everything in it (the server sends its files as
 * immutable for a year), and writes build/demo/manifest.json, which says where that folder is.
 * Nothing of it is in public/ or in Gatsby's build: the pages load it only when a visitor asks for a
 * detection, and a content publish never rebuilds it. `npm run build:demo` (part of `npm run build`).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { precompress } from "../gatsby/node/precompress";
import type { DemoManifest } from "../rules/demo-manifest";

const ROOT = path.resolve(__dirname, "..");
export const DEMO_DIR = path.join(ROOT, "build/demo");
/** A package's folder (neither package exports its package.json). */
const packageDir = (name: string) => path.join(ROOT, "node_modules", name);
const HUMAN = packageDir("@vladmandic/human");
const TFJS_WASM = path.join(packageDir("@tensorflow/tfjs-backend-wasm"), "dist");

/** What the worker loads, by its path in the folder, from the packages' own files. */
const FILES: Readonly<Record<string, string>> = {
  "models/blazeface.json": path.join(HUMAN, "models/blazeface.json"),
  "models/blazeface.bin": path.join(HUMAN, "models/blazeface.bin"),
  // People and vehicles (COCO) for /modules/cars: 4 MB, fetched only by that page's demo.
  "models/centernet.json": path.join(HUMAN, "models/centernet.json"),
  "models/centernet.bin": path.join(HUMAN, "models/centernet.bin"),
  // TF.js picks the SIMD build where the browser has SIMD; the threaded one needs cross-origin isolation, which the site does not have.
  "wasm/tfjs-backend-wasm.wasm": path.join(TFJS_WASM, "tfjs-backend-wasm.wasm"),
  "wasm/tfjs-backend-wasm-simd.wasm": path.join(TFJS_WASM, "tfjs-backend-wasm-simd.wasm"),
};

async function main() {
  const started = Date.now();
  const staging = path.join(DEMO_DIR, ".staging");
  fs.rmSync(DEMO_DIR, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  await build({
    entryPoints: { detector: path.join(ROOT, "src/components/demo/worker/detector.ts") },
    bundle: true,
    minify: true,
    // A classic worker: every browser that runs the demo can start one.
    format: "iife",
    target: ["chrome100", "firefox100", "safari15"],
    outdir: staging,
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "linked",
    logLevel: "warning",
  });
  for (const [to, from] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(staging, to)), { recursive: true });
    fs.copyFileSync(from, path.join(staging, to));
  }
  const files = listFiles(staging);
  const hash = crypto.createHash("sha256");
  for (const file of files) hash.update(file).update("\0").update(fs.readFileSync(path.join(staging, file)));
  const id = hash.digest("hex").slice(0, 16);
  fs.renameSync(staging, path.join(DEMO_DIR, id));
  // Models and WebAssembly shrink too (weights by ~40 %): their .br/.gz copies are sent as they are.
  await precompress(path.join(DEMO_DIR, id), path.join(ROOT, ".cache/demo-precompress-digests.json"), [".js", ".json", ".bin", ".wasm"]);
  const manifest: DemoManifest = { base: `/demo/${id}/`, worker: "detector.js" };
  fs.writeFileSync(path.join(DEMO_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  const brotliSize = (file: string) => {
    const at = path.join(DEMO_DIR, id, file);
    return fs.statSync(fs.existsSync(`${at}.br`) ? `${at}.br` : at).size;
  };
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  const shared = ["detector.js", "wasm/tfjs-backend-wasm-simd.wasm"];
  const perKind = { faces: ["models/blazeface.json", "models/blazeface.bin"], objects: ["models/centernet.json", "models/centernet.bin"] };
  const visitor = Object.entries(perKind).map(([kind, own]) => `${kind} ${kb([...shared, ...own].reduce((sum, file) => sum + brotliSize(file), 0))}`);
  console.log(`Demo: /demo/${id}/ (${files.length} files) in ${((Date.now() - started) / 1000).toFixed(1)} s; a visitor downloads (brotli): ${visitor.join(", ")}`);
}

function listFiles(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)]))
    .sort();
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

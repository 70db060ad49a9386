/**
 * The demo's worker (bundled by scripts/build-demo.ts into build/demo/<hash>/, never by Gatsby): Human
 * (@vladmandic/human) with BlazeFace for faces or CenterNet for people and vehicles, on the fastest
 * TF.js backend this browser gives a worker — WebGL through OffscreenCanvas, else WebAssembly, else
 * plain JavaScript. Models and TF.js's .wasm files come from the same folder as this script: without
 * `modelBasePath` and `wasmPath` Human would ask a CDN for them. Pictures arrive as ImageBitmaps and
 * only boxes leave.
 */
import { Human } from "@vladmandic/human";
import { humanConfig } from "./human-config";
import { MODEL_SIDE, isPlain, mergeBoxes, planTiles, type TileFound, type TilePlan } from "./tiles";
import type { DemoKind, Found, FromWorker, ToWorker } from "../protocol";

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}
const scope = self as unknown as WorkerScope;

/**
 * In order, the first that starts is used: the GPU through WebGL, unless WebGL is drawn in software
 * (SwiftShader, llvmpipe: a machine without a usable GPU), where WebAssembly on the CPU is several
 * times faster.
 */
function backends(): readonly string[] {
  return softwareWebGl() ? ["wasm", "webgl", "cpu"] : ["webgl", "wasm", "cpu"];
}

function softwareWebGl(): boolean {
  try {
    const gl = new OffscreenCanvas(1, 1).getContext("webgl2") ?? new OffscreenCanvas(1, 1).getContext("webgl");
    if (!gl) return true;
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
  } catch {
    return true;
  }
}

/** The COCO classes the vehicles-and-people demo shows, in Russian; other classes are left out. */
export const OBJECT_LABELS: Readonly<Record<string, string>> = {
  person: "человек",
  bicycle: "велосипед",
  car: "автомобиль",
  motorcycle: "мотоцикл",
  bus: "автобус",
  truck: "грузовик",
  train: "поезд",
};

type Input = Parameters<Human["detect"]>[0];

let human: Human | null = null;
let queue = Promise.resolve();

async function load(kind: DemoKind, base: string): Promise<string> {
  let last: unknown = null;
  for (const backend of backends()) {
    try {
      const candidate = new Human(humanConfig(kind, { base, backend }));
      await candidate.init();
      if (candidate.tf.getBackend() !== backend) continue;
      await candidate.load();
      // The first detection compiles the backend's kernels (WebGL shaders: seconds on a slow GPU): done
      // here, so the time shown for her photo is the photo's.
      await candidate.detect(new OffscreenCanvas(MODEL_SIDE, MODEL_SIDE) as unknown as Input);
      human = candidate;
      return backend;
    } catch (error) {
      last = error;
    }
  }
  throw last instanceof Error ? last : new Error("ни один способ вычислений не запустился");
}

/** Faces tile by tile at several scales (tiles.ts), merged into one box per face. */
async function detectFaces(model: Human, image: ImageBitmap, frame: boolean, plan: TilePlan | undefined, progress: (done: number, total: number) => void): Promise<Found[]> {
  // A camera frame: the face in front of it is large, and the next frame is due — the whole frame only.
  const tiles = frame ? [{ x: 0, y: 0, side: Math.max(image.width, image.height) }] : planTiles(image.width, image.height, plan);
  const canvas = new OffscreenCanvas(MODEL_SIDE, MODEL_SIDE);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("нет холста для фрагментов снимка");
  context.imageSmoothingQuality = "high";
  const found: TileFound[] = [];
  for (const [index, tile] of tiles.entries()) {
    // Past the photo's right or bottom edge the tile stays black (the browser clips the source rectangle).
    context.fillStyle = "#000";
    context.fillRect(0, 0, MODEL_SIDE, MODEL_SIDE);
    context.drawImage(image, tile.x, tile.y, tile.side, tile.side, 0, 0, MODEL_SIDE, MODEL_SIDE);
    if (tiles.length > 1 && plan?.skipPlain !== false && isPlain(context.getImageData(0, 0, MODEL_SIDE, MODEL_SIDE).data, MODEL_SIDE, MODEL_SIDE)) {
      progress(index + 1, tiles.length);
      continue;
    }
    const result = await model.detect(canvas as unknown as Input);
    if (result.error) throw new Error(result.error);
    const scale = tile.side / MODEL_SIDE;
    for (const face of result.face) {
      const [x, y, width, height] = face.box;
      found.push({ x: tile.x + x * scale, y: tile.y + y * scale, width: width * scale, height: height * scale, score: face.boxScore ?? face.score, label: "лицо", tile });
    }
    progress(index + 1, tiles.length);
  }
  // A camera frame keeps BlazeFace's own threshold: one face near the camera, nothing to confuse it with.
  return mergeBoxes(found, image.width, image.height, { minScore: frame ? 0 : plan?.minScore, inside: plan?.inside });
}

async function detect(image: ImageBitmap, frame: boolean, plan: TilePlan | undefined, progress: (done: number, total: number) => void): Promise<Found[]> {
  if (!human) throw new Error("модель не загружена");
  try {
    if (human.config.face.enabled) return await detectFaces(human, image, frame, plan, progress);
    const result = await human.detect(image as unknown as Input);
    if (result.error) throw new Error(result.error);
    const found: Found[] = [];
    for (const object of result.object) {
      const label = OBJECT_LABELS[object.label];
      if (!label) continue;
      const [x, y, width, height] = object.box;
      found.push({ x, y, width, height, score: object.score, label });
    }
    return found;
  } finally {
    image.close();
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

scope.onmessage = ({ data }) => {
  // One at a time, in order: a frame never overtakes the model's loading.
  queue = queue.then(async () => {
    const started = performance.now();
    if (data.type === "load") {
      try {
        const backend = await load(data.kind, data.base);
        scope.postMessage({ type: "ready", backend, ms: Math.round(performance.now() - started) });
      } catch (error) {
        scope.postMessage({ type: "error", message: message(error) });
      }
      return;
    }
    try {
      let reported = started;
      const found = await detect(data.image, data.frame === true, data.plan, (done, total) => {
        // A few times a second is enough for a progress bar; every tile would flood the page.
        const now = performance.now();
        if (now - reported < 150 || done === total) return;
        reported = now;
        scope.postMessage({ type: "progress", id: data.id, done, total });
      });
      scope.postMessage({ type: "result", id: data.id, found, ms: Math.round(performance.now() - started) });
    } catch (error) {
      scope.postMessage({ type: "error", id: data.id, message: message(error) });
    }
  });
};

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
      await candidate.detect(new OffscreenCanvas(160, 120) as unknown as Parameters<Human["detect"]>[0]);
      human = candidate;
      return backend;
    } catch (error) {
      last = error;
    }
  }
  throw last instanceof Error ? last : new Error("ни один способ вычислений не запустился");
}

async function detect(image: ImageBitmap): Promise<Found[]> {
  if (!human) throw new Error("модель не загружена");
  try {
    const result = await human.detect(image as unknown as Parameters<Human["detect"]>[0]);
    if (result.error) throw new Error(result.error);
    const found: Found[] = [];
    for (const face of result.face) {
      const [x, y, width, height] = face.box;
      found.push({ x, y, width, height, score: face.boxScore ?? face.score, label: "лицо" });
    }
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
      const found = await detect(data.image);
      scope.postMessage({ type: "result", id: data.id, found, ms: Math.round(performance.now() - started) });
    } catch (error) {
      scope.postMessage({ type: "error", id: data.id, message: message(error) });
    }
  });
};

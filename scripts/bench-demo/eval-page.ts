/**
 * bench:demo's page: the demo's own page code (detector-client.ts) starts the demo's own worker from the
 * build (build/demo), and each photo of the labelled set goes through it as on the site — scaled to
 * MAX_SIDE, handed over as an ImageBitmap — once per setting.
 */
import { startDetector, type DetectOptions } from "../../src/components/demo/detector-client";
import { MAX_SIDE } from "../../src/components/demo/sizes";
import type { Found } from "../../src/components/demo/protocol";

export interface EvalSetting {
  id: string;
  options: Pick<DetectOptions, "frame" | "plan">;
}

export interface EvalPhoto {
  name: string;
  /** Boxes in the original photo's pixels. */
  found: Found[];
  /** In the worker, and from the file to the boxes (decoding and scaling included). */
  workerMs: number;
  totalMs: number;
  /** The size the detector saw. */
  width: number;
  height: number;
}

export interface EvalRun {
  setting: string;
  backend: string;
  loadMs: number;
  photos: EvalPhoto[];
}

async function bitmapOf(blob: Blob): Promise<{ bitmap: ImageBitmap; scale: number }> {
  const full = await createImageBitmap(blob, { imageOrientation: "from-image" });
  const scale = Math.min(1, MAX_SIDE.faces / Math.max(full.width, full.height));
  if (scale === 1) return { bitmap: full, scale };
  const bitmap = await createImageBitmap(full, { resizeWidth: Math.round(full.width * scale), resizeHeight: Math.round(full.height * scale), resizeQuality: "high" });
  full.close();
  return { bitmap, scale };
}

async function run(setting: EvalSetting, photos: string[]): Promise<EvalRun> {
  const started = performance.now();
  const detector = await startDetector("faces");
  const loadMs = performance.now() - started;
  const results: EvalPhoto[] = [];
  try {
    for (const name of photos) {
      const blob = await (await fetch(`/photos/${name}.jpg`)).blob();
      const from = performance.now();
      const { bitmap, scale } = await bitmapOf(blob);
      const { width, height } = bitmap;
      const { found, ms } = await detector.detect(bitmap, setting.options);
      const totalMs = performance.now() - from;
      results.push({
        name,
        found: found.map((box) => ({ ...box, x: box.x / scale, y: box.y / scale, width: box.width / scale, height: box.height / scale })),
        workerMs: ms,
        totalMs,
        width,
        height,
      });
    }
  } finally {
    detector.dispose();
  }
  return { setting: setting.id, backend: detector.backend, loadMs, photos: results };
}

(window as unknown as { benchEval: typeof run }).benchEval = run;

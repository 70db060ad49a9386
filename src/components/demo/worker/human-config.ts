/**
 * Human's configuration for the demo: one detector (BlazeFace or CenterNet) and nothing else of Human,
 * models and .wasm files from `base` (our own origin). The demo's worker uses it as it is; bench:demo's
 * worker (scripts/bench-demo) uses it with a lower threshold, to count at thresholds of its own.
 */
import type { Config } from "@vladmandic/human";
import type { DemoKind } from "../protocol";

/** Below these the demo draws no box: a face at 0.5, a person or vehicle at 0.35. */
export const MIN_CONFIDENCE: Readonly<Record<DemoKind, number>> = { faces: 0.5, objects: 0.35 };

const off = { enabled: false };

export function humanConfig(
  kind: DemoKind,
  { base, backend, minConfidence = MIN_CONFIDENCE[kind] }: { base: string; backend: string; minConfidence?: number },
): Partial<Config> {
  return {
    backend: backend as Config["backend"],
    modelBasePath: `${base}models/`,
    wasmPath: `${base}wasm/`,
    // The browser's HTTP cache keeps the files (immutable, a year); IndexedDB copies would be a second store.
    cacheModels: false,
    debug: false,
    warmup: "none",
    // Every picture and frame is looked at anew.
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: { ...off } as Config["filter"],
    gesture: { ...off },
    face: {
      enabled: kind === "faces",
      detector: { modelPath: "blazeface.json", rotation: false, maxDetected: 50, skipFrames: 0, skipTime: 0, minConfidence, iouThreshold: 0.1, return: false },
      mesh: { ...off },
      iris: { ...off },
      emotion: { ...off },
      description: { ...off },
      attention: { ...off },
      antispoof: { ...off },
      liveness: { ...off },
    } as Config["face"],
    body: { ...off } as Config["body"],
    hand: { ...off } as Config["hand"],
    object: { enabled: kind === "objects", modelPath: "centernet.json", minConfidence, iouThreshold: 0.4, maxDetected: 50, skipFrames: 0, skipTime: 0 },
    segmentation: { ...off } as Config["segmentation"],
  };
}

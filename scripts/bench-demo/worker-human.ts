/**
 * Human (@vladmandic/human) in a worker: BlazeFace for faces, or CenterNet for objects (COCO), on the
 * TF.js backend asked for. Models from /models/, TF.js's wasm files from /wasm/ (both our own origin:
 * without these two settings Human asks a CDN for the wasm files).
 */
import { Human, type Config } from "@vladmandic/human";
import { serve, type Box } from "./protocol";

let human: Human | undefined;

const off = { enabled: false };

function config(backend: string, task: "face" | "object"): Partial<Config> {
  return {
    backend: backend as Config["backend"],
    modelBasePath: "/models/",
    wasmPath: "/wasm/",
    // Models are not put into IndexedDB: each run measures a cold load.
    cacheModels: false,
    debug: false,
    warmup: "none",
    // Every frame is processed anew (no reuse of the previous frame's boxes).
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: { ...off } as Config["filter"],
    gesture: { ...off },
    face: {
      enabled: task === "face",
      detector: { modelPath: "blazeface.json", rotation: false, maxDetected: 50, skipFrames: 0, skipTime: 0, minConfidence: 0.3, iouThreshold: 0.1, return: false },
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
    object: { enabled: task === "object", modelPath: "centernet.json", minConfidence: 0.3, iouThreshold: 0.4, maxDetected: 50, skipFrames: 0, skipTime: 0 },
    segmentation: { ...off } as Config["segmentation"],
  };
}

serve(
  async ({ backend, task = "face" }) => {
    human = new Human(config(backend, task));
    await human.init();
    await human.load();
    return { backend: human.tf.getBackend(), info: { human: human.version, tfjs: human.tf.version_core, task } };
  },
  async (bitmap) => {
    if (!human) throw new Error("not initialised");
    const result = await human.detect(bitmap as unknown as Parameters<Human["detect"]>[0]);
    if (result.error) throw new Error(result.error);
    const items: Box[] = [];
    for (const face of result.face) items.push({ x: face.box[0], y: face.box[1], w: face.box[2], h: face.box[3], score: face.boxScore ?? face.score });
    for (const object of result.object) items.push({ x: object.box[0], y: object.box[1], w: object.box[2], h: object.box[3], score: object.score, label: object.label });
    return items;
  },
);

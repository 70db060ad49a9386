/**
 * Human (@vladmandic/human) in a worker: BlazeFace for faces, or CenterNet for objects (COCO), on the
 * TF.js backend asked for. Models from /models/, TF.js's wasm files from /wasm/ (both our own origin:
 * without these two settings Human asks a CDN for the wasm files).
 */
import { Human } from "@vladmandic/human";
import { humanConfig } from "../../src/components/demo/worker/human-config";
import { serve, type Box } from "./protocol";

let human: Human | undefined;

serve(
  async ({ backend, task = "face" }) => {
    // The demo's own configuration, with every box from 0.3 up: bench-demo.ts counts at its thresholds.
    human = new Human(humanConfig(task === "face" ? "faces" : "objects", { base: "/", backend, minConfidence: 0.3 }));
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

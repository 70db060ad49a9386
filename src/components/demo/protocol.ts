import type { TilePlan } from "./worker/tiles";

/** Messages between the demo's page code (detector-client.ts) and its worker (worker/detector.ts). */

export type DemoKind = "faces" | "objects";

/** One thing found, in the pixels of the image it was found in. */
export interface Found {
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0…1 */
  score: number;
  /** What it is, in Russian («лицо», «человек», «автомобиль»). */
  label: string;
}

export type ToWorker =
  | { type: "load"; kind: DemoKind; base: string }
  /** A photo is searched thoroughly (faces: tile by tile); a camera frame at once, to keep up with the video. */
  | { type: "detect"; id: number; image: ImageBitmap; frame?: boolean; plan?: TilePlan };

export type FromWorker =
  | { type: "ready"; backend: string; ms: number }
  | { type: "result"; id: number; found: Found[]; ms: number }
  /** Faces are looked for tile by tile: how far the search of picture `id` is. */
  | { type: "progress"; id: number; done: number; total: number }
  | { type: "error"; id?: number; message: string };

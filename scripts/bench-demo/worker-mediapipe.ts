/**
 * MediaPipe Face Detection (legacy "solutions" package @mediapipe/face_detection) in a classic worker:
 * its script is loaded with importScripts (it loads its wasm loader the same way, so a module worker
 * cannot host it), and every file it wants is located in /mediapipe/ with locateFile.
 *
 * In a worker, version 0.4.1657300184 passes its data files (the .binarypb graph, the .tflite model) to
 * importScripts together with its wasm loader, which fails ("The script … failed to load"), and then
 * hands a global `Module` that nothing defines to the loader ("Module is not defined"). The worker here
 * works around both (only .js files reach importScripts; `Module` locates the wasm in /mediapipe/) to
 * see what comes after.
 */
import type { FaceDetection as FaceDetectionClass, Results } from "@mediapipe/face_detection";
import { serve } from "./protocol";

declare function importScripts(...urls: string[]): void;

let detector: FaceDetectionClass | undefined;
let pending: ((results: Results) => void) | undefined;

const scope = self as unknown as { importScripts(...urls: string[]): void };
const importScriptsAsIs = scope.importScripts.bind(self);
scope.importScripts = (...urls) => importScriptsAsIs(...urls.filter((url) => url.endsWith(".js")));
(self as unknown as { Module: object }).Module = { locateFile: (file: string) => `/mediapipe/${file}` };

serve(
  async () => {
    importScripts("/mediapipe/face_detection.js");
    const { FaceDetection } = self as unknown as { FaceDetection: typeof FaceDetectionClass };
    detector = new FaceDetection({ locateFile: (file) => `/mediapipe/${file}` });
    detector.setOptions({ model: "short", minDetectionConfidence: 0.3 });
    detector.onResults((results) => pending?.(results));
    await detector.initialize();
    return { backend: "mediapipe-wasm", info: { model: "short" } };
  },
  async (bitmap) => {
    if (!detector) throw new Error("not initialised");
    const { width, height } = bitmap;
    const results = await new Promise<Results>((resolve, reject) => {
      pending = resolve;
      detector!.send({ image: bitmap as unknown as HTMLCanvasElement }).catch(reject);
    });
    return results.detections.map((detection) => {
      const { xCenter, yCenter, width: w, height: h } = detection.boundingBox;
      const score = (detection as unknown as { score?: number[] | number }).score;
      return { x: (xCenter - w / 2) * width, y: (yCenter - h / 2) * height, w: w * width, h: h * height, score: Array.isArray(score) ? score[0] : (score ?? NaN) };
    });
  },
);

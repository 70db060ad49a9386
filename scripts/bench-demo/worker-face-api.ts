/**
 * face-api (@vladmandic/face-api) in a worker: the Tiny Face Detector on the TF.js backend asked for.
 * The model from /models/, TF.js's wasm files from /wasm/. The ImageBitmap becomes a tensor with
 * tf.browser.fromPixels, so face-api never draws; but it refuses to work at all without an
 * environment, which it only detects in a window (with `document`, HTMLImageElement…): in a worker
 * one has to be set with env.setEnv, here with OffscreenCanvas in place of the canvas.
 */
import * as faceapi from "@vladmandic/face-api";
import { serve } from "./protocol";

const INPUT_SIZE = 416;
const SCORE_THRESHOLD = 0.3;

const unsupported = () => {
  throw new Error("no DOM in a worker");
};
faceapi.env.setEnv({
  Canvas: OffscreenCanvas as unknown as typeof HTMLCanvasElement,
  CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D as unknown as typeof CanvasRenderingContext2D,
  Image: class {} as unknown as typeof HTMLImageElement,
  ImageData,
  Video: class {} as unknown as typeof HTMLVideoElement,
  createCanvasElement: () => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement,
  createImageElement: unsupported,
  createVideoElement: unsupported,
  fetch: (url, init) => fetch(url, init),
  readFile: unsupported,
});

serve(
  async ({ backend }) => {
    // face-api's typings list only the ops it uses; the bundled TF.js has the whole API.
    const tf = faceapi.tf as unknown as { setWasmPaths(prefix: string): void; setBackend(name: string): Promise<boolean>; ready(): Promise<void>; getBackend(): string; version_core: string };
    if (backend === "wasm") tf.setWasmPaths("/wasm/");
    if (!(await tf.setBackend(backend))) throw new Error(`backend ${backend} did not start`);
    await tf.ready();
    await faceapi.nets.tinyFaceDetector.loadFromUri("/models");
    return { backend: tf.getBackend(), info: { faceApi: faceapi.version, tfjs: tf.version_core, inputSize: INPUT_SIZE } };
  },
  async (bitmap) => {
    const tensor = faceapi.tf.browser.fromPixels(bitmap);
    try {
      const detections = await faceapi.detectAllFaces(tensor as unknown as faceapi.TNetInput, new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: SCORE_THRESHOLD }));
      return detections.map(({ box, score }) => ({ x: box.x, y: box.y, w: box.width, h: box.height, score }));
    } finally {
      tensor.dispose();
    }
  },
);

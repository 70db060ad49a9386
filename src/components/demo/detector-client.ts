/**
 * The page's side of the demo's detector: finds this build's worker (DEMO_MANIFEST_URL), starts it, has
 * it load its model, and sends it pictures one at a time. Nothing here or in the worker sends a picture
 * anywhere: it goes to the worker as an ImageBitmap, and only boxes come back.
 */
import { DEMO_MANIFEST_URL, type DemoManifest } from "../../../rules/demo-manifest";
import type { DemoKind, Found, FromWorker, ToWorker } from "./protocol";
import type { TilePlan } from "./worker/tiles";

export interface Detection {
  found: Found[];
  /** The detection alone, in the worker. */
  ms: number;
}

export interface DetectOptions {
  /** A camera frame: looked at whole, at once. */
  frame?: boolean;
  /** How a photo is cut into tiles (bench:demo compares settings; the page uses the default). */
  plan?: TilePlan;
  progress?: (done: number, total: number) => void;
}

export interface Detector {
  /** What the model runs on in this browser («webgl», «wasm», «cpu»). */
  backend: string;
  /** From the click to the model ready: download and start. */
  loadMs: number;
  /** The picture is handed over (transferred): do not use it afterwards. `progress` hears how far a long search is. */
  detect(image: ImageBitmap, options?: DetectOptions): Promise<Detection>;
  dispose(): void;
}

/** A model that has not started in this long will not: the visitor is told, and may try again. */
export const LOAD_TIMEOUT_MS = 90_000;

export class DemoLoadError extends Error {}

export async function startDetector(kind: DemoKind, fetchImpl: typeof fetch = fetch): Promise<Detector> {
  const started = performance.now();
  const response = await fetchImpl(DEMO_MANIFEST_URL, { cache: "no-cache", credentials: "same-origin" }).catch(() => null);
  if (!response?.ok) throw new DemoLoadError(`манифест демо: ${response ? `HTTP ${response.status}` : "нет связи"}`);
  const manifest = (await response.json()) as DemoManifest;
  const worker = new Worker(`${manifest.base}${manifest.worker}`, { name: `demo-${kind}` });
  const post = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const pending = new Map<number, { resolve: (d: Detection) => void; reject: (e: Error) => void; progress?: (done: number, total: number) => void }>();
  let nextId = 1;
  let broken: Error | null = null;
  const fail = (error: Error) => {
    broken = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const ready = new Promise<{ backend: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DemoLoadError("модель не загрузилась вовремя")), LOAD_TIMEOUT_MS);
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new DemoLoadError(event.message || "ошибка в обработчике");
      clearTimeout(timer);
      reject(error);
      fail(error);
    };
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === "ready") {
        clearTimeout(timer);
        resolve({ backend: message.backend });
      } else if (message.type === "progress") {
        pending.get(message.id)?.progress?.(message.done, message.total);
      } else if (message.type === "result") {
        pending.get(message.id)?.resolve({ found: message.found, ms: message.ms });
        pending.delete(message.id);
      } else if (message.id === undefined) {
        clearTimeout(timer);
        const error = new DemoLoadError(message.message);
        reject(error);
        fail(error);
      } else {
        pending.get(message.id)?.reject(new Error(message.message));
        pending.delete(message.id);
      }
    };
  });
  post({ type: "load", kind, base: manifest.base });
  try {
    const { backend } = await ready;
    return {
      backend,
      loadMs: Math.round(performance.now() - started),
      detect(image, { frame, plan, progress } = {}) {
        if (broken) return Promise.reject(broken);
        const id = nextId++;
        return new Promise<Detection>((resolve, reject) => {
          pending.set(id, { resolve, reject, progress });
          post({ type: "detect", id, image, frame, plan }, [image]);
        });
      },
      dispose() {
        fail(new Error("обработчик остановлен"));
        worker.terminate();
      },
    };
  } catch (error) {
    worker.terminate();
    throw error;
  }
}

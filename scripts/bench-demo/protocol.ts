/**
 * Messages between the bench page (scripts/bench-demo/page.ts) and a candidate's worker. Each worker is
 * bundled by scripts/bench-demo.ts with esbuild into a classic worker script.
 */

export interface InitRequest {
  op: "init";
  /** TF.js backend name ("webgl", "wasm", "cpu", "webgpu"); ignored by MediaPipe. */
  backend: string;
  /** What to detect with Human: faces (BlazeFace) or objects (CenterNet). */
  task?: "face" | "object";
}

export interface DetectRequest {
  op: "detect";
  bitmap: ImageBitmap;
}

export type Request = InitRequest | DetectRequest;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
  label?: string;
}

export type Reply =
  | { op: "ready"; ms: number; backend: string; info: Record<string, unknown> }
  | { op: "result"; ms: number; boxes: Box[]; width: number; height: number }
  | { op: "error"; message: string };

/** The worker's global scope, typed without the "webworker" lib (which clashes with "dom" in one program). */
export interface WorkerScope {
  postMessage(message: Reply, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  addEventListener(type: "error" | "unhandledrejection", listener: (event: ErrorEvent & PromiseRejectionEvent) => void): void;
}

export const scope = self as unknown as WorkerScope;

/** Serves init and detect requests one at a time, in order, and reports any failure as an "error" reply. */
export function serve(init: (request: InitRequest) => Promise<{ backend: string; info: Record<string, unknown> }>, detect: (bitmap: ImageBitmap) => Promise<Box[]>): void {
  let queue = Promise.resolve();
  const fail = (error: unknown) => scope.postMessage({ op: "error", message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  scope.addEventListener("error", (event) => fail(event.message ?? event.error));
  scope.addEventListener("unhandledrejection", (event) => fail(event.reason));
  scope.onmessage = ({ data }) => {
    queue = queue.then(async () => {
      const started = performance.now();
      try {
        if (data.op === "init") {
          const { backend, info } = await init(data);
          const ms = performance.now() - started;
          scope.postMessage({ op: "ready", ms, backend, info: { ...info, ...(await environment()) } });
        } else {
          const { width, height } = data.bitmap;
          const boxes = await detect(data.bitmap);
          data.bitmap.close();
          scope.postMessage({ op: "result", ms: performance.now() - started, boxes, width, height });
        }
      } catch (error) {
        fail(error);
      }
    });
  };
}

/** What the worker's browser offers: WebGPU, WebGL through OffscreenCanvas, cores. */
export async function environment(): Promise<Record<string, unknown>> {
  const info: Record<string, unknown> = { cores: navigator.hardwareConcurrency, crossOriginIsolated: (self as unknown as { crossOriginIsolated: boolean }).crossOriginIsolated };
  const gpu = (navigator as unknown as { gpu?: { requestAdapter(): Promise<{ info?: { vendor: string; architecture: string } } | null> } }).gpu;
  info.webgpu = gpu ? await gpu.requestAdapter().then((adapter) => (adapter ? (adapter.info ? `${adapter.info.vendor} ${adapter.info.architecture}` : "adapter") : "no adapter"), (error: unknown) => String(error)) : "navigator.gpu absent";
  const gl = new OffscreenCanvas(1, 1).getContext("webgl2") as WebGL2RenderingContext | null;
  const debug = gl?.getExtension("WEBGL_debug_renderer_info");
  info.webgl2 = gl ? (debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)) : "absent";
  return info;
}

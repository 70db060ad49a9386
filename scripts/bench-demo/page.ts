/**
 * The bench page's script: starts a candidate's worker, times its cold load, sends each photo as a
 * transferred ImageBitmap and times the detections, then runs a 640×480 frame loop for frames per
 * second. Called by scripts/bench-demo.ts through `window.benchRun(plan)`.
 */
import type { Box, Reply, Request } from "./protocol";

export interface Plan {
  worker: string;
  backend: string;
  task?: "face" | "object";
  photos: { name: string; url: string }[];
  /** Timed runs per photo, after one warm-up run. */
  runs: number;
  /** Only load the model and detect once on the first photo (for CSP probes). */
  probe?: boolean;
  /** Seconds of the 640×480 frame loop (0: none), and the photos drawn into its frames in turn. */
  fpsSeconds: number;
  fpsPhotos: string[];
  /** Longest wait for one reply. */
  timeoutMs: number;
}

export interface PhotoResult {
  name: string;
  width: number;
  height: number;
  /** Time in the worker from the message to the result, per timed run. */
  workerMs: number[];
  /** Time on the page from posting the bitmap to the result (includes the copy of the bitmap). */
  roundTripMs: number[];
  boxes: Box[];
}

export interface RunResult {
  /** From `new Worker()` to the model being ready: script download, parse, backend init, model download and init. */
  coldLoadMs?: number;
  /** The worker's own part of it (backend init and model load). */
  initMs?: number;
  backend?: string;
  info?: Record<string, unknown>;
  /** The first detection after load (shader compilation, kernel warm-up). */
  firstDetectMs?: number;
  photos: PhotoResult[];
  fps?: { frames: number; seconds: number; fps: number; workerMs: number[]; faces: number[] };
  error?: string;
}

class Client {
  private readonly worker: Worker;
  private waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;

  constructor(url: string, private readonly timeoutMs: number) {
    this.worker = new Worker(url);
    this.worker.onmessage = ({ data }: MessageEvent<Reply>) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      if (data.op === "error") waiting?.reject(new Error(data.message));
      else waiting?.resolve(data);
    };
    this.worker.onerror = (event) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.reject(new Error(`worker error: ${event.message || "script failed to load"}`));
    };
  }

  send(request: Request, transfer: Transferable[] = []): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${request.op} in ${this.timeoutMs} ms`)), this.timeoutMs);
      this.waiting = {
        resolve: (reply) => (clearTimeout(timer), resolve(reply)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      };
      this.worker.postMessage(request, transfer);
    });
  }

  async detect(bitmap: ImageBitmap): Promise<Extract<Reply, { op: "result" }>> {
    const reply = await this.send({ op: "detect", bitmap }, [bitmap]);
    if (reply.op !== "result") throw new Error(`unexpected reply ${reply.op}`);
    return reply;
  }

  terminate() {
    this.worker.terminate();
  }
}

async function loadBitmap(url: string): Promise<ImageBitmap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return createImageBitmap(await response.blob());
}

/** A 640×480 frame with the photo drawn into it as a camera would frame it (cover, centred). */
function frameOf(photo: ImageBitmap): OffscreenCanvas {
  const canvas = new OffscreenCanvas(640, 480);
  const context = canvas.getContext("2d")!;
  const scale = Math.max(640 / photo.width, 480 / photo.height);
  const w = photo.width * scale;
  const h = photo.height * scale;
  context.drawImage(photo, (640 - w) / 2, (480 - h) / 2, w, h);
  return canvas;
}

async function benchRun(plan: Plan): Promise<RunResult> {
  const result: RunResult = { photos: [] };
  const photos = await Promise.all(plan.photos.map(async (photo) => ({ ...photo, bitmap: await loadBitmap(photo.url) })));
  const started = performance.now();
  const client = new Client(plan.worker, plan.timeoutMs);
  try {
    const ready = await client.send({ op: "init", backend: plan.backend, task: plan.task });
    if (ready.op !== "ready") throw new Error(`unexpected reply ${ready.op}`);
    result.coldLoadMs = performance.now() - started;
    result.initMs = ready.ms;
    result.backend = ready.backend;
    result.info = ready.info;
    const firstStarted = performance.now();
    await client.detect(await createImageBitmap(photos[0].bitmap));
    result.firstDetectMs = performance.now() - firstStarted;
    if (plan.probe) return result;

    for (const photo of photos) {
      await client.detect(await createImageBitmap(photo.bitmap));
      const entry: PhotoResult = { name: photo.name, width: photo.bitmap.width, height: photo.bitmap.height, workerMs: [], roundTripMs: [], boxes: [] };
      for (let run = 0; run < plan.runs; run++) {
        const sent = performance.now();
        const reply = await client.detect(await createImageBitmap(photo.bitmap));
        entry.roundTripMs.push(performance.now() - sent);
        entry.workerMs.push(reply.ms);
        entry.boxes = reply.boxes;
      }
      result.photos.push(entry);
    }

    if (plan.fpsSeconds > 0) {
      const frames = await Promise.all(plan.fpsPhotos.map(async (url) => frameOf(await loadBitmap(url))));
      for (let i = 0; i < 3; i++) await client.detect(await createImageBitmap(frames[i % frames.length]));
      const fps = { frames: 0, seconds: 0, fps: 0, workerMs: [] as number[], faces: [] as number[] };
      const loopStarted = performance.now();
      while (performance.now() - loopStarted < plan.fpsSeconds * 1000) {
        const reply = await client.detect(await createImageBitmap(frames[fps.frames % frames.length]));
        fps.frames += 1;
        fps.workerMs.push(reply.ms);
        fps.faces.push(reply.boxes.filter((box) => box.score >= 0.5).length);
      }
      fps.seconds = (performance.now() - loopStarted) / 1000;
      fps.fps = fps.frames / fps.seconds;
      result.fps = fps;
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    client.terminate();
    for (const photo of photos) photo.bitmap.close();
  }
  return result;
}

(window as unknown as { benchRun: typeof benchRun }).benchRun = benchRun;

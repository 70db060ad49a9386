import { DemoLoadError, LOAD_TIMEOUT_MS, startDetector } from "./detector-client";
import type { FromWorker, ToWorker } from "./protocol";

/** A worker the test answers for: what the page posted, and a way to reply or fail. */
class FakeWorker {
  static last: FakeWorker;
  posted: { message: ToWorker; transfer: Transferable[] }[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(
    public url: string,
    public options: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(message: ToWorker, transfer: Transferable[] = []) {
    this.posted.push({ message, transfer });
  }
  reply(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
  terminate() {
    this.terminated = true;
  }
}

/** The server's answer for /demo/manifest.json (jsdom has no Response). */
const manifest = (status = 200) =>
  jest.fn(async () => ({ ok: status === 200, status, json: async () => ({ base: "/demo/0123456789abcdef/", worker: "detector.js" }) })) as unknown as typeof fetch;

beforeEach(() => {
  (globalThis as unknown as { Worker: unknown }).Worker = FakeWorker;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("starts this build's worker, has it load the kind's model from its own folder, and reports the backend", async () => {
  const fetchManifest = manifest();
  const started = startDetector("faces", fetchManifest);
  await settle();
  expect(fetchManifest).toHaveBeenCalledWith("/demo/manifest.json", expect.objectContaining({ cache: "no-cache" }));
  expect(FakeWorker.last.url).toBe("/demo/0123456789abcdef/detector.js");
  expect(FakeWorker.last.posted[0].message).toEqual({ type: "load", kind: "faces", base: "/demo/0123456789abcdef/" });
  FakeWorker.last.reply({ type: "ready", backend: "wasm", ms: 400 });
  const detector = await started;
  expect(detector.backend).toBe("wasm");
});

test("each picture is handed over (transferred) and its own answer comes back, whatever the order", async () => {
  const started = startDetector("faces", manifest());
  await settle();
  const worker = FakeWorker.last;
  worker.reply({ type: "ready", backend: "webgl", ms: 1 });
  const detector = await started;
  const first = { width: 10 } as unknown as ImageBitmap;
  const second = { width: 20 } as unknown as ImageBitmap;
  const a = detector.detect(first);
  const b = detector.detect(second);
  expect(worker.posted.slice(1).map((p) => p.transfer[0])).toEqual([first, second]);
  const [idA, idB] = worker.posted.slice(1).map((p) => (p.message as { id: number }).id);
  worker.reply({ type: "result", id: idB, found: [], ms: 5 });
  worker.reply({ type: "result", id: idA, found: [{ x: 1, y: 2, width: 3, height: 4, score: 0.9, label: "лицо" }], ms: 7 });
  await expect(a).resolves.toEqual({ found: [{ x: 1, y: 2, width: 3, height: 4, score: 0.9, label: "лицо" }], ms: 7 });
  await expect(b).resolves.toEqual({ found: [], ms: 5 });
});

test("no demo build (404), a worker that fails to load its model, or one that never answers: a load error, the worker stopped", async () => {
  await expect(startDetector("faces", manifest(404))).rejects.toBeInstanceOf(DemoLoadError);

  const failing = startDetector("faces", manifest());
  await settle();
  FakeWorker.last.reply({ type: "error", message: "HTTP 404 blazeface.json" });
  await expect(failing).rejects.toBeInstanceOf(DemoLoadError);
  expect(FakeWorker.last.terminated).toBe(true);

  jest.useFakeTimers();
  try {
    const silent = expect(startDetector("faces", manifest())).rejects.toThrow("модель не загрузилась вовремя");
    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(FakeWorker.last.terminated).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await silent;
    expect(FakeWorker.last.terminated).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test("a worker that dies after loading fails what was waiting and every later picture, as a load error (a new one is started)", async () => {
  const started = startDetector("faces", manifest());
  await settle();
  const worker = FakeWorker.last;
  worker.reply({ type: "ready", backend: "wasm", ms: 1 });
  const detector = await started;
  const waiting = detector.detect({} as ImageBitmap);
  worker.onerror?.({ message: "out of memory", preventDefault() {} } as ErrorEvent);
  await expect(waiting).rejects.toBeInstanceOf(DemoLoadError);
  await expect(detector.detect({} as ImageBitmap)).rejects.toBeInstanceOf(DemoLoadError);
});

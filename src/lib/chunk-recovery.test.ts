/** @jest-environment jsdom */
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  listenForChunkErrors,
  recoverFromChunkError,
} from "./chunk-recovery";

/** What webpack's runtime rejects with when a chunk's script does not load. */
function chunkLoadError(chunk = "11") {
  const error = new Error(`Loading chunk ${chunk} failed.\n(error: https://videumlab.ru/component---src-pages-about-tsx-7486f5.js)`);
  error.name = "ChunkLoadError";
  return error;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const T0 = 1_760_000_000_000;

describe("isChunkLoadError", () => {
  test.each([
    ["webpack's ChunkLoadError", chunkLoadError()],
    ["a ChunkLoadError by name only", Object.assign(new Error("timeout"), { name: "ChunkLoadError" })],
    ["its message as a string", "Loading chunk 452 failed.\n(timeout: /452-455593.js)"],
    ["a failed CSS chunk", new Error("Loading CSS chunk 73 failed.\n(/73-a0f5f5.css)")],
    ["a failed native import() in Chromium", new TypeError("Failed to fetch dynamically imported module: /chunk.js")],
    ["a failed native import() in Firefox", new TypeError("error loading dynamically imported module")],
    ["a failed native import() in Safari", new TypeError("Importing a module script failed.")],
    ["Gatsby's loader on a page load", new Error("page resources for /about not found. Not rendering React")],
    ["a static query Gatsby could not fetch", new Error('We couldn\'t load "/page-data/sq/d/2744905544.json"')],
    ["a chunk the app bundle does not know", new Error('We couldn\'t find the correct component chunk with the name "component---src-pages-new-tsx"')],
  ])("recognises %s", (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  test.each([
    ["an ordinary error", new TypeError("Cannot read properties of undefined (reading 'title')")],
    ["a failed request", new Error("Failed to fetch")],
    ["nothing", undefined],
    ["null", null],
    ["a number", 500],
  ])("ignores %s", (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe("recoverFromChunkError", () => {
  test("the first failure reloads the page and records the time", () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(recoverFromChunkError(storage, T0, reload)).toBe("reloaded");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(T0));
  });

  test("another failure within 60 s does not reload again", () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    recoverFromChunkError(storage, T0, reload);
    expect(recoverFromChunkError(storage, T0 + CHUNK_RELOAD_WINDOW_MS - 1, reload)).toBe("recently-reloaded");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(T0));
  });

  test("a failure 60 s after the last reload reloads again", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: String(T0) });
    const reload = jest.fn();
    expect(recoverFromChunkError(storage, T0 + CHUNK_RELOAD_WINDOW_MS, reload)).toBe("reloaded");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(T0 + CHUNK_RELOAD_WINDOW_MS));
  });

  test("a recorded time in the future (clock set back) counts as recent", () => {
    const reload = jest.fn();
    expect(recoverFromChunkError(memoryStorage({ [CHUNK_RELOAD_KEY]: String(T0 + 3_600_000) }), T0, reload)).toBe("recently-reloaded");
    expect(reload).not.toHaveBeenCalled();
  });

  test("a garbled record does not block recovery", () => {
    const reload = jest.fn();
    expect(recoverFromChunkError(memoryStorage({ [CHUNK_RELOAD_KEY]: "вчера" }), T0, reload)).toBe("reloaded");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("without working storage the page is never reloaded, so it can never loop", () => {
    const reload = jest.fn();
    const refusesReads = { getItem: () => { throw new Error("SecurityError"); }, setItem: jest.fn() };
    const refusesWrites = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(recoverFromChunkError(null, T0 + attempt, reload)).toBe("no-storage");
      expect(recoverFromChunkError(refusesReads, T0 + attempt, reload)).toBe("no-storage");
      expect(recoverFromChunkError(refusesWrites, T0 + attempt, reload)).toBe("no-storage");
    }
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("listenForChunkErrors", () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  function rejection(reason: unknown) {
    return Object.assign(new Event("unhandledrejection"), { reason });
  }

  function listen(storage = memoryStorage()) {
    const reload = jest.fn();
    let clock = T0;
    stop = listenForChunkErrors({ storage: () => storage, now: () => clock, reload });
    return { reload, storage, later: (ms: number) => (clock += ms) };
  }

  test("an unhandled chunk rejection reloads the page once; other rejections and errors are left alone", () => {
    const { reload, storage } = listen();
    window.dispatchEvent(rejection(new Error("Сервер недоступен")));
    window.dispatchEvent(new ErrorEvent("error", { error: new TypeError("x is undefined"), message: "x is undefined" }));
    expect(reload).not.toHaveBeenCalled();

    window.dispatchEvent(rejection(chunkLoadError()));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(T0));
  });

  test("a chunk error thrown on the page reloads it as well, and further failures of the same page wait for it", () => {
    const { reload } = listen();
    window.dispatchEvent(new ErrorEvent("error", { error: chunkLoadError(), message: "Uncaught ChunkLoadError" }));
    window.dispatchEvent(rejection(chunkLoadError("452")));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("after a reload, a failure within 60 s is logged and not reloaded; Gatsby's own unguarded reload is held back", () => {
    // Gatsby adds its listener when its navigation module loads, before onClientEntry adds ours.
    const gatsbyReload = jest.fn();
    window.addEventListener("unhandledrejection", gatsbyReload);
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: String(T0 - 10_000) });
    const { reload } = listen(storage);
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      window.dispatchEvent(rejection(chunkLoadError()));
      expect(reload).not.toHaveBeenCalled();
      expect(gatsbyReload).not.toHaveBeenCalled();
      expect(log).toHaveBeenCalledWith(expect.stringContaining("not reloaded again (recently-reloaded)"), expect.any(Error));
    } finally {
      window.removeEventListener("unhandledrejection", gatsbyReload);
      log.mockRestore();
    }
  });
});

import { runImportsInOwnTask, type WebpackRequire } from "./import-task";

/**
 * A stand-in for webpack's runtime: `e(chunk)` runs every handler and waits for their promises, as
 * webpack's does; chunks arrive when the test says; the browser's tasks run when the test says.
 */
function fakeWebpack() {
  const arrivals = new Map<number, { resolve: () => void; reject: (error: unknown) => void }>();
  const installed = new Set<number>();
  const require: WebpackRequire = {
    f: {
      // Webpack's JSONP loader: a promise until the chunk's file has run.
      j: (chunkId, promises) => {
        const id = Number(chunkId);
        if (installed.has(id)) return;
        promises.push(new Promise<void>((resolve, reject) => arrivals.set(id, { resolve, reject })));
      },
    },
  };
  const tasks: (() => void)[] = [];
  runImportsInOwnTask(require, () => new Promise<void>((resolve) => tasks.push(resolve)));
  const e = (chunkId: number) => {
    const promises: Promise<unknown>[] = [];
    for (const key of Object.keys(require.f)) require.f[key](chunkId, promises);
    return Promise.all(promises);
  };
  const arrive = (chunkId: number) => {
    installed.add(chunkId);
    arrivals.get(chunkId)?.resolve();
  };
  return { e, arrive, tasks, arrivals };
}

async function microtasks() {
  for (let i = 0; i < 30; i += 1) await Promise.resolve();
}

/** The import's module has not run yet, waits for exactly one task, and runs in it. */
async function runsInTheNextTask(webpack: ReturnType<typeof fakeWebpack>, ran: string[]) {
  expect(ran).toEqual([]);
  expect(webpack.tasks).toHaveLength(1);
  webpack.tasks.shift()!();
  await microtasks();
  expect(ran).toEqual(["template"]);
}

test("an import's module code runs in a task after the one in which its last chunk came, not in it", async () => {
  const webpack = fakeWebpack();
  const ran: string[] = [];
  // What webpack's import() does: all the group's chunks, then the module.
  void Promise.all([webpack.e(1), webpack.e(2)]).then(() => ran.push("template"));
  webpack.arrive(1);
  await microtasks();
  webpack.arrive(2);
  await microtasks();
  // The chunks are in; the module waits for a task of its own.
  await runsInTheNextTask(webpack, ran);
});

test("chunks there already (asked for by the page's starter): one task, not one per chunk", async () => {
  const webpack = fakeWebpack();
  webpack.arrive(1);
  webpack.arrive(2);
  const ran: string[] = [];
  void Promise.all([webpack.e(1), webpack.e(2)]).then(() => ran.push("template"));
  await microtasks();
  await runsInTheNextTask(webpack, ran);
});

test("a chunk that cannot be loaded fails the import with webpack's loading error", async () => {
  const webpack = fakeWebpack();
  const loadError = Object.assign(new Error("Loading chunk 3 failed."), { name: "ChunkLoadError" });
  let failed: unknown = null;
  void Promise.all([webpack.e(3), webpack.e(4)]).catch((error: unknown) => (failed = error));
  webpack.arrive(4);
  webpack.arrivals.get(3)?.reject(loadError);
  await microtasks();
  expect(failed).toBe(loadError);
  expect(webpack.tasks).toEqual([]);
});

/**
 * The module code of code loaded on demand (a page's template with the chunks it shares, a part loaded
 * when near) runs in a task of its own (issue #34). Webpack runs it as soon as the import's chunks are in,
 * in whatever task that is: for the page a visitor opened, the one in which its data arrived, which
 * then took 17–51 ms here and four times that on a phone.
 *
 * Webpack's `__webpack_require__.e(chunk)` waits for a promise from every chunk-loading handler in
 * `__webpack_require__.f`; the handler added here gives one that settles in a new task once every chunk
 * asked for in the same turn (a template's group is asked for at once) is in. A chunk that cannot be
 * loaded fails the import with webpack's own error, as before.
 *
 * (Running the modules themselves in slices, before the import asks for them, is not safe: a chunk
 * shared by several pages holds modules of other pages too, whose dependencies may not be loaded.)
 */

type ChunkId = string | number;

/** The part of webpack's runtime this uses: `__webpack_require__`'s chunk-loading handlers. */
export interface WebpackRequire {
  f: Record<string, (chunkId: ChunkId, promises: Promise<unknown>[]) => void>;
}

/** Installs the handler in webpack's runtime. */
export function runImportsInOwnTask(require: WebpackRequire, nextTask: () => Promise<void>): void {
  let batch: { loading: Promise<unknown>[]; done: Promise<void> } | null = null;
  require.f.ownTask = (_chunkId, promises) => {
    if (!batch) {
      const loading: Promise<unknown>[] = [];
      // Every chunk asked for in this turn is in the batch by the time it is waited for.
      const done = Promise.resolve()
        .then(() => {
          batch = null;
          return Promise.all(loading);
        })
        .then(() => nextTask());
      batch = { loading, done };
    }
    // What the handlers before this one (webpack's JSONP loader) wait for.
    batch.loading.push(...promises);
    promises.push(batch.done);
  };
}

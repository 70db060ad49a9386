/**
 * PUBLISH_WATCH=1: the server watches the content folder and publishes once edits settle, so an editor
 * who saves five files in a row (or a `git pull` that rewrites fifty) gets one build, not fifty.
 */
import path from "node:path";
import chokidar from "chokidar";

export interface SettleOptions {
  /** Quiet time after the last change before publishing. */
  settleMs: number;
  /** Longest wait from the first change, so a stream of edits cannot put the publish off for ever. */
  maxWaitMs: number;
}

/**
 * Half a second covers an editor's save (a rewrite, or a swap by rename) and a git merge or pull writing
 * its files; it is shorter than the publisher's gathering (GATHER_MS), so the watch seeing the admin's
 * merge joins the admin's own publish instead of making a second build after it.
 */
export const DEFAULT_SETTLE: SettleOptions = { settleMs: 500, maxWaitMs: 30_000 };

/** Collects changed files and hands them over once no change came for `settleMs` (or `maxWaitMs` passed). */
export function settle(onSettled: (files: string[]) => void, { settleMs, maxWaitMs }: SettleOptions) {
  let files = new Set<string>();
  let quiet: NodeJS.Timeout | null = null;
  let deadline: NodeJS.Timeout | null = null;
  const flush = () => {
    if (quiet) clearTimeout(quiet);
    if (deadline) clearTimeout(deadline);
    quiet = deadline = null;
    const changed = [...files].sort();
    files = new Set();
    if (changed.length > 0) onSettled(changed);
  };
  return {
    changed(file: string) {
      files.add(file);
      if (quiet) clearTimeout(quiet);
      quiet = setTimeout(flush, settleMs);
      deadline ??= setTimeout(flush, maxWaitMs);
    },
    cancel() {
      if (quiet) clearTimeout(quiet);
      if (deadline) clearTimeout(deadline);
      quiet = deadline = null;
      files = new Set();
    },
  };
}

/** Editors' and tools' scratch files, and git's own, are not content. */
export function isContentChange(relative: string): boolean {
  const parts = relative.split(path.sep);
  const name = parts[parts.length - 1];
  return !parts.includes(".git") && !name.startsWith(".#") && !/(~|\.swp|\.swx|\.tmp|\.part)$/.test(name) && name !== ".DS_Store";
}

/** "content/modules/faces.json" or "content/modules/faces.json и ещё 3 файла". */
export function describeChange(files: readonly string[]): string {
  const [first, ...rest] = files;
  if (rest.length === 0) return `изменён ${first}`;
  const n = rest.length;
  const word = n % 10 === 1 && n % 100 !== 11 ? "файл" : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? "файла" : "файлов";
  return `изменён ${first} и ещё ${n} ${word}`;
}

export interface ContentWatch {
  /** Resolves once the folder has been read and every later change will be seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches `contentDir` (recursively) and calls `onSettled` with the changed paths, relative to the
 * content folder's parent ("content/…").
 *
 * Not Node's `fs.watch(dir, { recursive: true })`: on Linux (Node 20) it watches each file by its inode,
 * so once a file has been replaced by a rename (the admin's save writes a scratch file and renames it
 * over the entry) later edits of that file in place were never reported and never published. chokidar
 * watches the folders, which a replaced file stays in.
 */
export function watchContent(contentDir: string, onSettled: (files: string[]) => void, options: SettleOptions = DEFAULT_SETTLE): ContentWatch {
  const parent = path.dirname(path.resolve(contentDir));
  const pending = settle(onSettled, options);
  const relative = (file: string) => path.relative(parent, path.resolve(file));
  const watcher = chokidar.watch(path.resolve(contentDir), {
    ignoreInitial: true,
    ignored: (file: string) => relative(file).split(path.sep).includes(".git"),
  });
  const changed = (file: string) => {
    const rel = relative(file);
    if (isContentChange(rel)) pending.changed(rel);
  };
  watcher.on("add", changed).on("change", changed).on("unlink", changed).on("unlinkDir", changed);
  const ready = new Promise<void>((resolve, reject) => {
    watcher.once("ready", () => resolve());
    watcher.once("error", reject);
  });
  return {
    ready,
    async close() {
      pending.cancel();
      await watcher.close();
    },
  };
}

/**
 * The release store (docs/operations/publishing.md, «Выпуски»): every finished build becomes an immutable
 * directory RELEASES_DIR/<id>/ with a manifest.json; the live site is the symlink RELEASES_DIR/current.
 * A release is first written under `.staging-<id>` and renamed into place only when complete, so a crash
 * leaves a staging directory that is never listed nor activated, and is deleted by the next prune.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileSignature } from "../../rules/file-signature";

export interface ReleaseManifest {
  id: string;
  /** Git commit of the content checkout the release was built from, when it is a git repository. */
  commit: string | null;
  builtAt: string;
  /** HTML files: the pages of the site, 404 included. */
  pages: number;
  bytes: number;
  files: number;
}

/** A refusal the operator can act on (unknown id, unwritable directory); nothing was changed. */
export class ReleaseError extends Error {}

/** 20261126T004512345Z-3fa9c1: the build time first, so names sort by age. */
const RELEASE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{6}$/;
export const CURRENT = "current";
export const PREVIOUS = "previous";
export const MANIFEST = "manifest.json";
/** Whether a file of a release (its path inside it) came from the build, not from the store. */
export const isReleaseFile = (relative: string): boolean => relative !== MANIFEST;
const STAGING_PREFIX = ".staging-";
const LINK_PREFIX = ".link-";
/**
 * What each build file looked like (inode, size, mtime, ctime in ns) when the current release was made
 * from it. A build file with the same signature has not been written since, so its release copy is
 * linked without reading either file: reading and comparing all ~3,000 files took a second per publish.
 */
export const SOURCE_SIGNATURES = ".source-signatures.json";

interface SourceSignatures {
  release: string;
  source: string;
  files: Record<string, string>;
}

export function isReleaseId(id: string): boolean {
  return RELEASE_ID.test(id);
}

/**
 * A new id that sorts after `newest` (the newest existing id), even when both fall in the same
 * millisecond or the clock went back: the list's order is the order releases were made.
 */
export function newReleaseId(now = new Date(), newest?: string): string {
  let at = now.getTime();
  if (newest) {
    const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z/.exec(newest);
    if (m) at = Math.max(at, Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6], +m[7]) + 1);
  }
  const stamp = new Date(at).toISOString().replace(/[-:.]/g, "");
  return `${stamp}-${crypto.randomBytes(3).toString("hex")}`;
}

function walk(dir: string, root: string, out: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, root, out);
    else if (entry.isFile()) out.push(path.relative(root, abs));
  }
}

/** Byte for byte, in 1 MB pieces (a site may carry a video or a large PDF); files of equal size only. */
function sameBytes(a: string, b: string): boolean {
  const left = Buffer.allocUnsafe(1024 * 1024);
  const right = Buffer.allocUnsafe(1024 * 1024);
  const fa = fs.openSync(a, "r");
  const fb = fs.openSync(b, "r");
  try {
    for (;;) {
      const read = fs.readSync(fa, left);
      if (fs.readSync(fb, right) !== read) return false;
      if (read === 0) return true;
      if (!left.subarray(0, read).equals(right.subarray(0, read))) return false;
    }
  } finally {
    fs.closeSync(fa);
    fs.closeSync(fb);
  }
}

function fsyncPath(target: string) {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

export interface ReleaseStore {
  readonly dir: string;
  /** Creates the directory if needed and proves it writable; the error names RELEASES_DIR. */
  checkWritable(): void;
  createRelease(fromDir: string, options?: { commit?: string | null; now?: Date }): ReleaseManifest;
  activate(id: string): ReleaseManifest;
  /** Complete releases, newest first. */
  list(): ReleaseManifest[];
  current(): ReleaseManifest | null;
  /** The id that was current before the last switch, if that release is still kept. */
  previous(): string | null;
  /** Deletes all but the newest `keep` releases (never the current one) and leftovers of crashed runs. */
  prune(keep?: number): string[];
  rollback(id: string): ReleaseManifest;
  /** Absolute directory of a release; throws on an id that is not one. */
  pathOf(id: string): string;
}

export function openReleaseStore(dir: string, { keep = 10 }: { keep?: number } = {}): ReleaseStore {
  const root = path.resolve(dir);

  function pathOf(id: string): string {
    if (!isReleaseId(id)) throw new ReleaseError(`«${id}» — не идентификатор выпуска (not a release id)`);
    return path.join(root, id);
  }

  function readManifest(id: string): ReleaseManifest | null {
    try {
      return JSON.parse(fs.readFileSync(path.join(pathOf(id), MANIFEST), "utf8")) as ReleaseManifest;
    } catch {
      return null;
    }
  }

  function readLink(name: string): string | null {
    try {
      const target = fs.readlinkSync(path.join(root, name));
      return isReleaseId(target) ? target : null;
    } catch {
      return null;
    }
  }

  /** Points `name` at a release: a symlink under a temporary name, renamed over the old one (atomic). */
  function pointAt(name: string, id: string) {
    const temp = path.join(root, `${LINK_PREFIX}${crypto.randomBytes(4).toString("hex")}`);
    fs.symlinkSync(id, temp);
    fs.renameSync(temp, path.join(root, name));
  }

  /** The signatures recorded when `release` was made from `source`; none for another release or folder. */
  function readSignatures(release: string, source: string): Record<string, string> {
    try {
      const recorded = JSON.parse(fs.readFileSync(path.join(root, SOURCE_SIGNATURES), "utf8")) as SourceSignatures;
      return recorded.release === release && recorded.source === source ? recorded.files : {};
    } catch {
      return {};
    }
  }

  /** Written after the release is complete, by rename: a crash leaves the old record, which names the old release. */
  function writeSignatures(recorded: SourceSignatures) {
    const temp = path.join(root, `${STAGING_PREFIX}signatures-${process.pid}`);
    fs.writeFileSync(temp, JSON.stringify(recorded));
    fs.renameSync(temp, path.join(root, SOURCE_SIGNATURES));
  }

  function requireRelease(id: string): ReleaseManifest {
    const manifest = isReleaseId(id) ? readManifest(id) : null;
    if (!manifest) {
      throw new ReleaseError(`Выпуска «${id}» нет в ${root} — текущий выпуск не изменён (no such release; nothing changed)`);
    }
    return manifest;
  }

  const store: ReleaseStore = {
    dir: root,

    checkWritable() {
      try {
        fs.mkdirSync(root, { recursive: true });
        const probe = path.join(root, `.write-check-${process.pid}`);
        fs.writeFileSync(probe, "");
        fs.unlinkSync(probe);
      } catch (error) {
        throw new ReleaseError(
          `RELEASES_DIR=${root}: папка выпусков недоступна для записи (${errorCode(error) ?? String(error)}). ` +
            "Укажите в RELEASES_DIR папку, куда может писать пользователь сервера (releases directory not writable).",
        );
      }
    },

    createRelease(fromDir, { commit = null, now = new Date() } = {}) {
      const source = path.resolve(fromDir);
      if (!fs.existsSync(path.join(source, "index.html"))) {
        throw new ReleaseError(`${source}: нет index.html — это не собранный сайт (no built site)`);
      }
      const id = newReleaseId(now, store.list()[0]?.id);
      const staging = path.join(root, `${STAGING_PREFIX}${id}`);
      const base = store.current();
      const baseDir = base ? pathOf(base.id) : null;
      const files: string[] = [];
      walk(source, source, files);
      const known = base ? readSignatures(base.id, source) : {};
      const signatures: Record<string, string> = {};
      let bytes = 0;
      let pages = 0;
      fs.mkdirSync(staging, { recursive: true });
      for (const file of files) {
        const from = path.join(source, file);
        const to = path.join(staging, file);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        const stat = fs.statSync(from, { bigint: true });
        const size = Number(stat.size);
        const signature = fileSignature(stat);
        signatures[file] = signature;
        bytes += size;
        if (file.endsWith(".html")) pages += 1;
        // The current release's copy, never the build folder's: Gatsby rewrites its files in place.
        const same = baseDir ? path.join(baseDir, file) : null;
        const sameStat = same ? fs.statSync(same, { throwIfNoEntry: false }) : undefined;
        const unchanged = sameStat?.isFile() && (known[file] === signature || (sameStat.size === size && sameBytes(same as string, from)));
        if (same && unchanged) {
          fs.linkSync(same, to);
        } else {
          fs.copyFileSync(from, to);
          fsyncPath(to);
        }
      }
      const manifest: ReleaseManifest = { id, commit, builtAt: now.toISOString(), pages, bytes, files: files.length };
      const manifestPath = path.join(staging, MANIFEST);
      fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
      fsyncPath(manifestPath);
      fsyncPath(staging);
      fs.renameSync(staging, path.join(root, id));
      fsyncPath(root);
      writeSignatures({ release: id, source, files: signatures });
      return manifest;
    },

    activate(id) {
      const manifest = requireRelease(id);
      const was = readLink(CURRENT);
      if (was === id) return manifest;
      if (was) pointAt(PREVIOUS, was);
      pointAt(CURRENT, id);
      fsyncPath(root);
      return manifest;
    },

    list() {
      let names: string[];
      try {
        names = fs.readdirSync(root);
      } catch (error) {
        if (errorCode(error) === "ENOENT") return [];
        throw new ReleaseError(`RELEASES_DIR=${root}: папку выпусков не прочитать (${errorCode(error) ?? String(error)}).`);
      }
      return names
        .filter(isReleaseId)
        .sort()
        .reverse()
        .map(readManifest)
        .filter((m): m is ReleaseManifest => m !== null);
    },

    current() {
      const id = readLink(CURRENT);
      return id ? readManifest(id) : null;
    },

    previous() {
      const id = readLink(PREVIOUS);
      return id && readManifest(id) ? id : null;
    },

    prune(count = keep) {
      const current = readLink(CURRENT);
      const removed: string[] = [];
      store.list().forEach((release, index) => {
        if (index < count || release.id === current) return;
        fs.rmSync(pathOf(release.id), { recursive: true, force: true });
        removed.push(release.id);
      });
      for (const name of fs.existsSync(root) ? fs.readdirSync(root) : []) {
        if (name.startsWith(STAGING_PREFIX) || name.startsWith(LINK_PREFIX)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
      }
      return removed;
    },

    rollback(id) {
      requireRelease(id);
      return store.activate(id);
    },

    pathOf,
  };
  return store;
}

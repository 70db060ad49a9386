import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import { isUtf8MimeType, mime } from "@fastify/send";

/**
 * The files of the built site kept in memory, each with the brotli and gzip copies the build wrote.
 * Streaming a file from disk costs a stat, an open and a read stream per request, more than the
 * sending itself for files of a few kilobytes; from memory a request is a header block and one write.
 * A site's folder never changes while it is served (a new build is a new release with a cache of its
 * own, see releases/active-site), so nothing is ever invalidated. A release hard-links every file that
 * did not change since the one before it, so the next release's cache takes over the copies of those
 * (same inode, size and time: the same bytes) instead of reading them again: a switch after a one-entry
 * edit reads only the pages that changed, and memory holds one copy of each file however often it switches.
 *
 * A file is read on its first request. Files over `maxFileBytes`, and files once `budgetBytes` are
 * spent, are not kept: they are streamed from disk as before. Conditional and range requests always go
 * to the disk path (see plugins/public-files), so @fastify/send alone decides 304, 412 and 206.
 */

export type Encoding = "br" | "gzip";
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];
const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** One form of a file as sent: as it is, or one of its compressed copies. */
export interface Representation {
  body: Buffer;
  encoding: Encoding | null;
  etag: string;
  lastModified: string;
}

export interface MemoryFile {
  contentType: string;
  identity: Representation;
  /** The compressed copies the build wrote for this file (none for images and fonts). */
  encoded: Partial<Record<Encoding, Representation>>;
}

export interface MemoryFilesOptions {
  /** Total bytes kept, copies included. */
  budgetBytes: number;
  /** Larger files (a video, a big PDF) are always streamed. */
  maxFileBytes: number;
}

/** Files up to this size are kept; the budget comes from the server's configuration (STATIC_MEMORY_MB). */
export const MAX_MEMORY_FILE_BYTES = 2 * 1024 * 1024;

function contentTypeOf(file: string): string {
  const type = mime.getType(file) ?? "application/octet-stream";
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** Validators written as @fastify/send writes them, so a file's ETag does not depend on which path served it. */
function validators(stat: Stats): Pick<Representation, "etag" | "lastModified"> {
  return { etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`, lastModified: stat.mtime.toUTCString() };
}

/** A compressed copy the build wrote beside the file, or null where there is none. */
async function readCopy(absolute: string, encoding: Encoding): Promise<Representation | null> {
  const file = absolute + EXTENSION[encoding];
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? { body: await fs.readFile(file), encoding, ...validators(stat) } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export interface MemoryFiles {
  /** The file (relative to the root, as PublicSite resolves it) from memory, or null: stream it from disk. */
  get(file: string): Promise<MemoryFile | null>;
  /** Bytes held now. */
  usedBytes(): number;
  /** A file already held whose identity (`identityOf`) is this one: the same bytes, wherever it is linked. */
  held(identity: string): MemoryFile | undefined;
  /** Files read from disk so far (not taken over from the previous release's cache). */
  readCount(): number;
  /**
   * Stops taking over from the previous release's cache. Called once a newer release's cache takes over
   * from this one: otherwise each cache kept the one before it alive, and the server grew by the changed
   * files at every switch (160 → 286 MB over 20 switches between two releases 104 files apart).
   */
  forgetPrevious(): void;
}

/** The same inode, size and modification time: the same bytes (a release never changes a file in place). */
export function identityOf(stat: Stats): string {
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}

const sizeOf = (file: MemoryFile) => file.identity.body.length + Object.values(file.encoded).reduce((n, copy) => n + copy.body.length, 0);

/** `previous`: the cache of the release served before this one, whose copies of unchanged files are taken over. */
export function memoryFiles(root: string, { budgetBytes, maxFileBytes }: MemoryFilesOptions, previousCache?: MemoryFiles): MemoryFiles {
  let previous = previousCache;
  const files = new Map<string, Promise<MemoryFile | null>>();
  const byIdentity = new Map<string, MemoryFile>();
  let used = 0;
  let reads = 0;

  async function load(file: string): Promise<MemoryFile | null> {
    const absolute = path.join(root, file);
    const stat = await fs.stat(absolute);
    if (!stat.isFile() || stat.size > maxFileBytes || used + stat.size > budgetBytes) return null;
    const identity = identityOf(stat);
    const taken = previous?.held(identity) ?? byIdentity.get(identity);
    if (taken && taken.contentType === contentTypeOf(file) && used + sizeOf(taken) <= budgetBytes) {
      if (!byIdentity.has(identity)) used += sizeOf(taken);
      byIdentity.set(identity, taken);
      return taken;
    }
    reads += 1;
    const representation: Representation = { body: await fs.readFile(absolute), encoding: null, ...validators(stat) };
    const encoded: MemoryFile["encoded"] = {};
    let size = representation.body.length;
    for (const encoding of ENCODINGS) {
      const copy = await readCopy(absolute, encoding);
      if (copy === null) continue;
      encoded[encoding] = copy;
      size += copy.body.length;
    }
    if (used + size > budgetBytes) return null;
    used += size;
    const kept: MemoryFile = { contentType: contentTypeOf(file), identity: representation, encoded };
    byIdentity.set(identity, kept);
    return kept;
  }

  return {
    get(file) {
      let entry = files.get(file);
      if (entry === undefined) {
        // Memory only ever speeds things up: a file it cannot read (gone since start-up, a permission) is
        // left to the disk path, which answers as it always did, and is tried again on the next request.
        entry = load(file).catch(() => {
          files.delete(file);
          return null;
        });
        files.set(file, entry);
      }
      return entry;
    },
    usedBytes: () => used,
    held: (identity) => byIdentity.get(identity),
    readCount: () => reads,
    forgetPrevious() {
      previous = undefined;
    },
  };
}

/**
 * The representation to send for an Accept-Encoding header: the client's preferred encoding among the
 * file's copies (q-values respected, `*` taken as gzip like @fastify/static), else the file as it is.
 */
export function representationFor(file: MemoryFile, acceptEncoding: string | undefined): Representation {
  const available = ENCODINGS.filter((encoding) => file.encoded[encoding] !== undefined);
  if (acceptEncoding === undefined || available.length === 0) return file.identity;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, "gzip"), available) as Encoding | null;
  return (chosen && file.encoded[chosen]) || file.identity;
}

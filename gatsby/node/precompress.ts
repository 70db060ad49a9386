import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { filesIn } from "./post-build";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files a browser asks for compressed (binary formats are compressed already). */
export const COMPRESSIBLE = [".html", ".js", ".css", ".json", ".svg", ".xml", ".txt", ".webmanifest"] as const;
/** Smaller files gain too little to pay the extra request header work. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  /** Files whose copies were newer than the file itself (unchanged since the last build) and kept. */
  reused: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of the
 * built site, so the server sends them as they are instead of compressing each request
 * (@fastify/static preCompressed). A copy that would not be smaller is not written; copies left from
 * an earlier build are kept when newer than their file (a rebuild after a content change rewrites
 * only the pages that changed, so only those are compressed again), else rewritten, and removed when
 * their file is gone.
 */
export async function precompress(publicDir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, reused: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const stale of await filesIn(publicDir, [".br", ".gz"])) {
    if (!fs.existsSync(stale.slice(0, -3))) await fs.promises.rm(stale);
  }
  const files = (await filesIn(publicDir, COMPRESSIBLE)).sort();
  // Two at a time: brotli at quality 11 is CPU-bound, and the machine has two cores.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (await copiesUpToDate(file)) {
        result.reused += 1;
        continue;
      }
      const data = await fs.promises.readFile(file);
      if (data.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzip(data, { level: 9 }),
      ]);
      for (const [copy, ext] of [[br, ".br"], [gz, ".gz"]] as const) {
        if (copy.length < data.length) await fs.promises.writeFile(file + ext, copy);
        else await fs.promises.rm(file + ext, { force: true });
      }
      result.files += 1;
      result.bytes += data.length;
      result.brotliBytes += br.length;
      result.gzipBytes += gz.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

async function copiesUpToDate(file: string): Promise<boolean> {
  try {
    const [source, br, gz] = await Promise.all([file, `${file}.br`, `${file}.gz`].map((f) => fs.promises.stat(f)));
    return br.mtimeMs >= source.mtimeMs && gz.mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { fileSignature } from "../../rules/file-signature";
import { filesIn } from "./files";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files a browser asks for compressed (binary formats are compressed already). */
export const COMPRESSIBLE = [".html", ".js", ".css", ".json", ".svg", ".xml", ".txt", ".webmanifest"] as const;
/** Smaller files gain too little to pay the extra request header work. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  /** Files whose content was the same as at the last build: their copies were kept. */
  reused: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Per file (relative to public/): the SHA-1 of the content its copies were made from, which copies
 * exist, and the file's signature then (a file not written since is not read again).
 */
type Digests = Record<string, { sha1: string; br: boolean; gz: boolean; signature?: string }>;

function readDigests(file: string): Digests {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Digests;
  } catch {
    return {};
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of the
 * built site, so the server sends them as they are instead of compressing each request
 * (@fastify/static preCompressed). A copy that would not be smaller is not written; copies of files
 * whose content is what it was at the last build are kept. By content, not time: Gatsby may write a
 * file again with the same bytes, and compressing every page again took 11 s of a 45 s publish. `digestsFile` (in Gatsby's .cache/, gone with it on a clean build) records what
 * each copy was made from. Copies of deleted files are removed.
 */
export async function precompress(publicDir: string, digestsFile: string, extensions: readonly string[] = COMPRESSIBLE): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, reused: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const stale of await filesIn(publicDir, [".br", ".gz"])) {
    if (!fs.existsSync(stale.slice(0, -3))) await fs.promises.rm(stale);
  }
  const previous = readDigests(digestsFile);
  const digests: Digests = {};
  const files = (await filesIn(publicDir, extensions)).sort();
  // Two at a time: brotli at quality 11 is CPU-bound, and the machine has two cores.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const relative = path.relative(publicDir, file);
      const stat = await fs.promises.stat(file, { bigint: true });
      if (stat.size < MIN_BYTES) {
        for (const ext of [".br", ".gz"]) await fs.promises.rm(file + ext, { force: true });
        continue;
      }
      const signature = fileSignature(stat);
      const prior = previous[relative];
      const copiesKept = prior && (!prior.br || fs.existsSync(`${file}.br`)) && (!prior.gz || fs.existsSync(`${file}.gz`));
      if (copiesKept && prior.signature === signature) {
        digests[relative] = prior;
        result.reused += 1;
        continue;
      }
      const data = await fs.promises.readFile(file);
      const sha1 = crypto.createHash("sha1").update(data).digest("hex");
      if (copiesKept && prior.sha1 === sha1) {
        digests[relative] = { ...prior, signature };
        result.reused += 1;
        continue;
      }
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzip(data, { level: 9 }),
      ]);
      for (const [copy, ext] of [[br, ".br"], [gz, ".gz"]] as const) {
        if (copy.length < data.length) await fs.promises.writeFile(file + ext, copy);
        else await fs.promises.rm(file + ext, { force: true });
      }
      digests[relative] = { sha1, br: br.length < data.length, gz: gz.length < data.length, signature };
      result.files += 1;
      result.bytes += data.length;
      result.brotliBytes += br.length;
      result.gzipBytes += gz.length;
    }
  };
  await Promise.all([worker(), worker()]);
  await fs.promises.mkdir(path.dirname(digestsFile), { recursive: true });
  await fs.promises.writeFile(digestsFile, JSON.stringify(digests));
  return result;
}

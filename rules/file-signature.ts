import type fs from "node:fs";

/**
 * What changes whenever a file is written, even with the same bytes: inode, size, and modification and
 * change times in ns. Equal signatures mean the file has not been written since, so it need not be read.
 */
export function fileSignature(stat: fs.BigIntStats): string {
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
}

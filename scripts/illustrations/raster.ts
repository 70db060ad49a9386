/** Rasterising the illustrations: one JPEG encoder for every generator script. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Largest a generated JPEG may be; the quality steps down until it fits. */
export const MAX_JPEG_BYTES = 180 * 1024;

/** Renders an SVG to `file` as a progressive mozjpeg on the site's navy, within MAX_JPEG_BYTES. */
export async function writeJpeg(svg: string, file: string, opt: { width: number; height: number; quality?: number; density?: number }) {
  let quality = opt.quality ?? 82;
  let buf: Buffer;
  for (;;) {
    // A higher density renders a small SVG at full size as vectors, instead of enlarging pixels.
    buf = await sharp(Buffer.from(svg), { density: opt.density ?? 72 })
      .resize(opt.width, opt.height, { fit: "fill" })
      .flatten({ background: "#0B1530" })
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" })
      .toBuffer();
    if (buf.length <= MAX_JPEG_BYTES || quality <= 60) break;
    quality -= 4;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buf);
  return { bytes: buf.length, quality };
}

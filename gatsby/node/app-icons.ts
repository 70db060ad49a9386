import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** Where the result for a file of these bytes is kept: named by their digest. */
const cacheEntry = (cacheDir: string, bytes: Buffer) => path.join(cacheDir, `${crypto.createHash("sha256").update(bytes).digest("hex")}.png`);

/**
 * The app icons gatsby-plugin-manifest writes (public/icons/*.png and the favicon), re-encoded as 8-bit
 * palette PNGs: about a third of the size, the same picture (icon-144x144: 24 → 8 KB). Chrome fetches
 * the manifest and one of its icons while a visitor's first page is still loading, beside the first
 * screen's bytes (issue #34). The plugin writes the icons again on every build, and re-encoding them all
 * takes sharp a second, so each result is kept in `cacheDir` under the digest of what the plugin wrote:
 * a publish re-encodes nothing.
 */
export async function shrinkAppIcons(publicDir: string, cacheDir: string): Promise<{ files: number; before: number; after: number; reused: number }> {
  const iconsDir = path.join(publicDir, "icons");
  const files = [
    ...(fs.existsSync(iconsDir) ? fs.readdirSync(iconsDir).filter((f) => f.endsWith(".png")).map((f) => path.join(iconsDir, f)) : []),
    path.join(publicDir, "favicon-32x32.png"),
  ].filter((file) => fs.existsSync(file));
  const done = { files: files.length, before: 0, after: 0, reused: 0 };
  await fs.promises.mkdir(cacheDir, { recursive: true });
  for (const file of files) {
    const written = await fs.promises.readFile(file);
    const cached = cacheEntry(cacheDir, written);
    let shrunk: Buffer;
    if (fs.existsSync(cached)) {
      shrunk = await fs.promises.readFile(cached);
      done.reused += 1;
    } else {
      const palette = await sharp(written).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
      shrunk = palette.length < written.length ? palette : written;
      await fs.promises.writeFile(cached, shrunk);
      // A re-encoded icon found again (a build in which the plugin left its icons alone) stays as it is:
      // a palette PNG encoded again comes out a few bytes different.
      await fs.promises.writeFile(cacheEntry(cacheDir, shrunk), shrunk);
    }
    done.before += written.length;
    done.after += shrunk.length;
    if (!shrunk.equals(written)) {
      // A new file in its place, not the plugin's rewritten: whatever else links to it keeps what it had.
      await fs.promises.writeFile(`${file}.shrunk`, shrunk);
      await fs.promises.rename(`${file}.shrunk`, file);
    }
  }
  return done;
}

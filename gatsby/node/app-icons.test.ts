import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { shrinkAppIcons } from "./app-icons";

/** A 144 px icon as gatsby-plugin-manifest writes one: RGBA, a radial gradient on a rounded square, full colour. */
async function pluginIcon(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><radialGradient id="g"><stop offset="0" stop-color="#2a3f9a"/><stop offset="1" stop-color="#0b1530"/></radialGradient></defs><rect width="${size}" height="${size}" rx="${size / 5}" fill="url(#g)"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 5}" fill="#3b5bfd"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

function site(files: Record<string, Buffer>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "app-icons-"));
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, "public", name)), { recursive: true });
    fs.writeFileSync(path.join(root, "public", name), bytes);
  }
  return { publicDir: path.join(root, "public"), cacheDir: path.join(root, ".cache", "app-icons") };
}

/** Mean difference per channel, 0–255, of two images of the same size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).ensureAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

test("the manifest's icons and the favicon are rewritten as palette PNGs, much smaller, the same size and picture", async () => {
  const icon = await pluginIcon(144);
  const favicon = await pluginIcon(32);
  const { publicDir, cacheDir } = site({ "icons/icon-144x144.png": icon, "favicon-32x32.png": favicon });
  const result = await shrinkAppIcons(publicDir, cacheDir);
  const shrunk = fs.readFileSync(path.join(publicDir, "icons/icon-144x144.png"));
  expect(result.files).toBe(2);
  expect(shrunk.length).toBeLessThan(icon.length * 0.6);
  expect(await sharp(shrunk).metadata()).toMatchObject({ format: "png", width: 144, height: 144 });
  // Dithering moves each channel by a few levels of 255: nothing an eye sees at icon size.
  expect(await difference(icon, shrunk)).toBeLessThan(4);
  expect(fs.readFileSync(path.join(publicDir, "favicon-32x32.png")).length).toBeLessThanOrEqual(favicon.length);
});

test("the plugin's icons written again by the next build come from the cache, byte for byte the same", async () => {
  const icon = await pluginIcon(144);
  const first = site({ "icons/icon-144x144.png": icon });
  expect((await shrinkAppIcons(first.publicDir, first.cacheDir)).reused).toBe(0);
  const once = fs.readFileSync(path.join(first.publicDir, "icons/icon-144x144.png"));
  // The next build: the plugin writes its icon again.
  fs.writeFileSync(path.join(first.publicDir, "icons/icon-144x144.png"), icon);
  const again = await shrinkAppIcons(first.publicDir, first.cacheDir);
  expect(again.reused).toBe(1);
  expect(fs.readFileSync(path.join(first.publicDir, "icons/icon-144x144.png")).equals(once)).toBe(true);
});

test("an icon the palette would not make smaller is left as the plugin wrote it", async () => {
  // Noise: every pixel its own colour, which a 256-colour palette only makes worse.
  const noise = Buffer.alloc(16 * 16 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  const icon = await sharp(noise, { raw: { width: 16, height: 16, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
  const { publicDir, cacheDir } = site({ "icons/icon-16x16.png": icon });
  const result = await shrinkAppIcons(publicDir, cacheDir);
  const kept = fs.readFileSync(path.join(publicDir, "icons/icon-16x16.png"));
  expect(kept.length).toBeLessThanOrEqual(icon.length);
  expect(result.after).toBeLessThanOrEqual(result.before);
});

test("an icon already re-encoded (the plugin left it alone this build) is kept byte for byte, not encoded again", async () => {
  const icon = await pluginIcon(144);
  const { publicDir, cacheDir } = site({ "icons/icon-144x144.png": icon });
  await shrinkAppIcons(publicDir, cacheDir);
  const once = fs.readFileSync(path.join(publicDir, "icons/icon-144x144.png"));
  const again = await shrinkAppIcons(publicDir, cacheDir);
  expect(again.reused).toBe(1);
  expect(fs.readFileSync(path.join(publicDir, "icons/icon-144x144.png")).equals(once)).toBe(true);
});

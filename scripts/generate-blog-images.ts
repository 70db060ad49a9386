/**
 * Draws each blog article's pictures from its content/blog/<slug>/diagram.json:
 *
 *   npm run images:blog              # every article
 *   npm run images:blog -- <slug>    # only these
 *
 * Writes, beside the article: diagram.png (1600×900, the diagram with its text, shown in the article)
 * and cover.jpg (1600×1000, the same data as an abstract picture: card, listing, social card).
 * Text is set in Golos Text from node_modules: the npm script points fontconfig at scripts/fonts.conf.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { Ctx } from "./illustrations/core";
import { writeJpeg } from "./illustrations/raster";
import { coverScene, diagramSvg, parseDiagram } from "./illustrations/blog";

const BLOG = path.resolve(__dirname, "../content/blog");

async function main() {
  const only = process.argv.slice(2);
  const slugs = (await readdir(BLOG, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  let count = 0;
  for (const slug of slugs.filter((s) => only.length === 0 || only.includes(s))) {
    const dir = path.join(BLOG, slug);
    const file = path.relative(process.cwd(), path.join(dir, "diagram.json"));
    const diagram = parseDiagram(JSON.parse(await readFile(path.join(dir, "diagram.json"), "utf8")), file);
    const png = await sharp(Buffer.from(diagramSvg(diagram))).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
    await writeFile(path.join(dir, "diagram.png"), png);
    const ctx = new Ctx(`blog/${slug}`, 1600, 1000);
    const cover = await writeJpeg(ctx.svg(coverScene(ctx, diagram)), path.join(dir, "cover.jpg"), { width: 1600, height: 1000 });
    console.log(`wrote content/blog/${slug}/diagram.png ${(png.length / 1024).toFixed(1)} KB, cover.jpg ${(cover.bytes / 1024).toFixed(1)} KB`);
    count++;
  }
  console.log(`${count} articles`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

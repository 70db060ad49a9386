/**
 * Generates every raster illustration of the site from procedural SVG.
 *
 *   npx tsx scripts/generate-images.ts            # everything
 *   npx tsx scripts/generate-images.ts modules    # only entries whose "<collection>/<slug>" contains a filter
 *
 * Nothing is downloaded: each picture is composed from SVG primitives in
 * scripts/illustrations/* and rasterised with sharp (librsvg). The output is
 * deterministic: every scene uses a PRNG seeded with "<collection>/<slug>".
 *
 * Writes:
 *   content/images/<collection>/<slug>.jpg   1600×1000, mozjpeg q82, progressive
 *   content/images/datasets/samples/<slug>-<n>.jpg   single annotated frames of a dataset, 1200 px wide
 *   static/og-default.jpg                    1200×630 social card
 *   src/images/logo.svg                      logo mark (viewBox 40×40)
 *   src/images/icon.png                      512×512 app icon
 */
import { mkdir, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { Ctx } from "./illustrations/core";
import { writeJpeg } from "./illustrations/raster";
import type { Scene } from "./illustrations/scene";
import { modules } from "./illustrations/modules";
import { services } from "./illustrations/services";
import { industries } from "./illustrations/industries";
import { datasets, sampleScene, sampleSize } from "./illustrations/datasets";
import { projects } from "./illustrations/projects";
import { pages } from "./illustrations/pages";
import { logoSvg, iconSvg, ogScene } from "./illustrations/brand";

const ROOT = path.resolve(__dirname, "..");
const W = 1600;
const H = 1000;

/** Slugs that must exist (kept in sync with docs/editors/content-brief.md). */
const SLUGS: Record<string, string[]> = {
  modules: ["audience", "brand", "car-defects", "car-numbers", "cars", "clothes", "congestion", "dish", "faces", "fire-detection", "helmet-detection", "people-fall", "posture", "prohibited-items", "railcar-number", "smoking", "traffic", "voice"],
  services: ["automation", "chat-bots", "computer-vision", "consulting", "data-analytics", "data-labeling", "llm-development", "technical-task-development", "web-development"],
  industries: ["agro-industry", "developers", "financial-sector", "horeca", "logistics-and-warehouses", "retail", "transport-security"],
  datasets: ["anpr-ocr-data", "antispoofing-data", "car-brands-data", "car-defects-data", "car-detection-data", "car-types-data", "clothes-types-data", "faces-data", "people-fall-data", "x-ray-data"],
  projects: ["advertising-platform", "age-detection", "ai-for-x-ray", "copter-defect-detection", "cow-body-recognition", "damage-detection", "fatigue-recognition", "fighting-detection", "grz-recognition", "ocr-documents", "ord-erir-automation", "product-detection", "weapon-detection", "workplace-injuries-detection"],
  pages: ["consent", "home", "about", "partners", "contact", "video-analytics-platform", "modules", "services", "ai-projects", "blog"],
};

const SCENES: Record<string, Record<string, Scene>> = { modules, services, industries, datasets, projects, pages };

/**
 * Which frames of each dataset's mosaic the page shows large, as its samples (the frame decides the
 * content: a live face or a spoof, a knife or a clean bag). The alt texts in content/datasets/*.json
 * describe these frames, so change both together.
 */
const DATASET_SAMPLES: Record<string, number[]> = {
  "anpr-ocr-data": [1, 0, 4],
  "antispoofing-data": [0, 4, 1],
  "car-brands-data": [0, 1, 2],
  "car-defects-data": [0, 1, 2],
  "car-detection-data": [0, 1, 2],
  "car-types-data": [0, 2, 3],
  "clothes-types-data": [0, 1, 3],
  "faces-data": [1, 4, 6],
  "people-fall-data": [1, 2, 5],
  "x-ray-data": [0, 1, 2],
};
const SAMPLE_WIDTH = 1200;

const rel = (p: string) => path.relative(ROOT, p);


async function main() {
  const filters = process.argv.slice(2);
  const wanted = (key: string) => filters.length === 0 || filters.some((f) => key.includes(f));
  const t0 = Date.now();
  let total = 0;
  let count = 0;
  const problems: string[] = [];

  for (const [collection, slugs] of Object.entries(SLUGS)) {
    const registry = SCENES[collection];
    for (const slug of slugs) {
      const key = `${collection}/${slug}`;
      if (!wanted(key)) continue;
      const scene = registry[slug];
      if (!scene) {
        problems.push(`no scene for ${key}`);
        continue;
      }
      const ctx = new Ctx(key, W, H);
      const svg = ctx.svg(scene(ctx));
      if (/<text[\s>]/.test(svg) || /<image[\s>]/.test(svg)) problems.push(`${key}: forbidden element in SVG`);
      const file = path.join(ROOT, "content/images", collection, `${slug}.jpg`);
      const { bytes, quality } = await writeJpeg(svg, file, { width: W, height: H });
      total += bytes;
      count++;
      console.log(`wrote ${rel(file)}  ${W}×${H}  ${(bytes / 1024).toFixed(1)} KB${quality !== 82 ? `  (q${quality})` : ""}`);
    }
  }

  for (const [slug, frames] of Object.entries(DATASET_SAMPLES)) {
    const { w, h } = sampleSize(slug);
    for (const [n, frame] of frames.entries()) {
      const key = `datasets/samples/${slug}-${n + 1}`;
      if (!wanted(key)) continue;
      const ctx = new Ctx(`${key}/frame-${frame}`, w, h);
      const file = path.join(ROOT, "content/images", `${key}.jpg`);
      const height = Math.round((SAMPLE_WIDTH * h) / w);
      const r = await writeJpeg(ctx.svg(sampleScene(slug, frame)(ctx)), file, { width: SAMPLE_WIDTH, height, density: (72 * SAMPLE_WIDTH) / w });
      total += r.bytes;
      count++;
      console.log(`wrote ${rel(file)}  ${SAMPLE_WIDTH}×${height}  ${(r.bytes / 1024).toFixed(1)} KB`);
    }
  }

  if (wanted("brand/")) {
    // social card
    const og = new Ctx("brand/og-default", 1200, 630);
    const ogFile = path.join(ROOT, "static/og-default.jpg");
    const r = await writeJpeg(og.svg(ogScene(og)), ogFile, { width: 1200, height: 630, quality: 86 });
    total += r.bytes;
    count++;
    console.log(`wrote ${rel(ogFile)}  1200×630  ${(r.bytes / 1024).toFixed(1)} KB`);

    // logo mark
    const logoFile = path.join(ROOT, "src/images/logo.svg");
    await mkdir(path.dirname(logoFile), { recursive: true });
    const logo = logoSvg();
    await writeFile(logoFile, logo);
    total += Buffer.byteLength(logo);
    count++;
    console.log(`wrote ${rel(logoFile)}  ${(Buffer.byteLength(logo) / 1024).toFixed(1)} KB`);

    // app icon
    const iconFile = path.join(ROOT, "src/images/icon.png");
    const icon = await sharp(Buffer.from(iconSvg()), { density: 72 }).resize(512, 512).png({ compressionLevel: 9 }).toBuffer();
    await writeFile(iconFile, icon);
    total += icon.length;
    count++;
    console.log(`wrote ${rel(iconFile)}  512×512  ${(icon.length / 1024).toFixed(1)} KB`);
  }

  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`\n${count} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${secs} s`);
  if (problems.length) {
    for (const p of problems) console.error(`error: ${p}`);
    process.exit(1);
  }
  // sanity check that every expected file now exists
  if (filters.length === 0) {
    for (const [collection, slugs] of Object.entries(SLUGS))
      for (const slug of slugs) await stat(path.join(ROOT, "content/images", collection, `${slug}.jpg`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

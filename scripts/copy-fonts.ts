/**
 * Puts the font files named in src/styles/fonts.ts into static/fonts/: each weight's first-screen file
 * cut from the full font of @expo-google-fonts/golos-text to its characters (subset-font: HarfBuzz's
 * subsetter, kerning and features of the kept glyphs included), the rest copied from @fontsource/golos-text.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_FILES, type FontFile } from "../src/styles/fonts";

const root = path.resolve(__dirname, "..");
export const FONTSOURCE_DIR = path.join(root, "node_modules/@fontsource/golos-text/files");
const expo = path.dirname(require.resolve("@expo-google-fonts/golos-text/package.json"));
const to = path.join(root, "static/fonts");

/** The file's bytes, as it is served from /fonts/. */
export async function fontFile({ points, source }: FontFile): Promise<Buffer> {
  if ("copyOf" in source) return fs.readFileSync(path.join(FONTSOURCE_DIR, source.copyOf));
  const full = fs.readFileSync(path.join(expo, source.cutFrom));
  return subsetFont(full, String.fromCodePoint(...points), { targetFormat: "woff2" });
}

async function main() {
  // Files of an earlier set (fontsource's Cyrillic subsets) go: the folder holds what the pages name.
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const font of FONT_FILES) fs.writeFileSync(path.join(to, font.file), await fontFile(font));
  const sizes = FONT_FILES.map(({ file }) => `${file} ${(fs.statSync(path.join(to, file)).size / 1024).toFixed(1)} KB`);
  console.log(`fonts: ${FONT_FILES.length} files → static/fonts/\n  ${sizes.join("\n  ")}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

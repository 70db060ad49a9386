/** Copies the font files named in src/styles/fonts.ts from @fontsource/golos-text to static/fonts/. */
import fs from "node:fs";
import path from "node:path";
import { FONT_FILES } from "../src/styles/fonts";

const root = path.resolve(__dirname, "..");
const from = path.join(root, "node_modules/@fontsource/golos-text/files");
const to = path.join(root, "static/fonts");
fs.mkdirSync(to, { recursive: true });
for (const { file } of FONT_FILES) fs.copyFileSync(path.join(from, file), path.join(to, file));
console.log(`fonts: ${FONT_FILES.length} files → static/fonts/`);

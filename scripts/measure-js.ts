/**
 * JavaScript a visitor downloads before any interaction, per page: every script the built HTML loads,
 * gzip-compressed as the server sends it. `npx tsx scripts/measure-js.ts [/route …]`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const publicDir = path.resolve(__dirname, "../public");

export function scriptsOf(route: string): string[] {
  const file = path.join(publicDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
  const html = fs.readFileSync(file, "utf8");
  return [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(publicDir, file))).length;
}

if (require.main === module) {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/modules/faces", "/ai-projects"];
  for (const route of routes) {
    const scripts = scriptsOf(route);
    const total = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
    console.log(`${route}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
  }
}

/**
 * JavaScript a visitor downloads for a page before any interaction: every script Chromium fetches
 * while loading the page from the production server (until the network is idle), counted as the
 * gzip size of the built file. `npx tsx scripts/measure-js.ts [/route …]`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT, withSite } from "../e2e/harness";

async function main() {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/modules/faces", "/ai-projects"];
  await withSite(async ({ server, browser }) => {
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      const scripts = new Set<string>();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" && url.pathname.endsWith(".js")) scripts.add(url.pathname);
      });
      await page.goto(`${server.origin}${route}`, { waitUntil: "networkidle" });
      await page.close();
      let total = 0;
      for (const script of scripts) {
        const file = path.join(ROOT, "public", script);
        if (fs.existsSync(file)) total += zlib.gzipSync(fs.readFileSync(file)).length;
      }
      if (process.env.VERBOSE) for (const s of scripts) console.log(`  ${s} ${zlib.gzipSync(fs.readFileSync(path.join(ROOT, "public", s))).length}`);
      console.log(`${route}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip (${total} bytes)`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

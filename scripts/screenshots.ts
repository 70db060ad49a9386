/**
 * Full-page screenshots of chosen routes at 1440 and 375 px, from the production server on the
 * production build: `npx tsx scripts/screenshots.ts [/route …]`. Files go to e2e/artifacts/screens/.
 */
import fs from "node:fs";
import path from "node:path";
import { launchBrowser, startProductionServer, ROOT } from "../e2e/harness";

const DEFAULT_ROUTES = ["/", "/modules", "/modules/faces", "/services/computer-vision", "/ai-projects/grz-recognition", "/404-check"];
const WIDTHS = [1440, 375];

async function main() {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_ROUTES;
  const out = path.join(ROOT, "e2e/artifacts/screens");
  fs.mkdirSync(out, { recursive: true });
  const server = await startProductionServer();
  const browser = await launchBrowser();
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const route of routes) {
        await page.goto(`${server.origin}${route}`, { waitUntil: "networkidle" });
        const file = path.join(out, `${route.replace(/\//g, "_") || "_"}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

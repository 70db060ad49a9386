/**
 * JavaScript a visitor downloads for a page before any interaction: every script Chromium fetches
 * while loading the page from the production server (until the network is idle), counted as the
 * gzip size of the built file — the same measurement as the budgets (e2e/page-weight.ts).
 * `npx tsx scripts/measure-js.ts [/route …]`; VERBOSE=1 lists the scripts.
 */
import { withSite } from "../e2e/harness";
import { measurePage } from "../e2e/page-weight";

async function main() {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/modules/faces", "/ai-projects"];
  await withSite(async ({ server, browser }) => {
    for (const route of routes) {
      const { scripts, javascriptGzip } = await measurePage(browser, server.origin, route);
      if (process.env.VERBOSE) for (const s of scripts) console.log(`  ${s.path} ${s.gzip}`);
      console.log(`${route}: ${scripts.length} scripts, ${(javascriptGzip / 1024).toFixed(1)} KB gzip (${javascriptGzip} bytes)`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

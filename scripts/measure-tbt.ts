/**
 * Main-thread blocking of a page load, measured directly: Chromium with its CPU slowed down four times
 * (as Lighthouse's mobile profile assumes), long tasks recorded from the first byte until the page has
 * been quiet for 3 s. Prints, per route, the median over RUNS loads of the total blocking time after the
 * first contentful paint and of the longest task. Steadier than Lighthouse's simulated TBT on this
 * machine, so it is the one to compare two builds with. `npx tsx scripts/measure-tbt.ts [/route …]`;
 * `SITE_PUBLIC=../other/public` measures another build's site folder.
 */
import { slowDownCpu, withSite } from "../e2e/harness";

const RUNS = Number(process.env.RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/modules/faces", "/blogs"];
  await withSite(async ({ server, browser }) => {
    for (const route of routes) {
      const tbt: number[] = [];
      const longest: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __tasks: { start: number; duration: number }[] };
          w.__tasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.__tasks.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: "longtask", buffered: true });
        });
        await slowDownCpu(page, 4);
        await page.goto(`${server.origin}${route}`, { waitUntil: "load" });
        await page.waitForTimeout(3000);
        const { tasks, fcp } = await page.evaluate(() => ({
          tasks: (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks,
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        }));
        tbt.push(tasks.filter((t) => t.start >= fcp).reduce((n, t) => n + Math.max(0, t.duration - 50), 0));
        longest.push(Math.max(0, ...tasks.map((t) => t.duration)));
        await context.close();
      }
      console.log(`${route}: TBT ${Math.round(median(tbt))} ms (runs ${tbt.map(Math.round).join(", ")}), longest task ${Math.round(median(longest))} ms`);
    }
  }, process.env.SITE_PUBLIC);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

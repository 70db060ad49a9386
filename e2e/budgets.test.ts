import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser, ROOT, setupSite, slowDownCpu } from "./harness";
import { measurePage, type PageWeight } from "./page-weight";

const site = setupSite();

interface Limits {
  javascriptGzipKB: number;
  cssGzipKB: number;
  heaviestImageKB: number;
  pageWeightKB: number;
  requests: number;
  dataRequests: number;
  loadLayoutShift: number;
}
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, "budgets.json"), "utf8")) as {
  pages: string[];
  limits: Limits;
  overrides: Record<string, Partial<Limits>>;
};

const KB = 1024;
const measured: PageWeight[] = [];

beforeAll(async () => {
  for (const route of budgets.pages) measured.push(await measurePage(site.browser, site.server.origin, route));
  fs.mkdirSync(path.join(ROOT, "build/test-results"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "build/test-results/page-weight.json"), `${JSON.stringify(measured, null, 2)}\n`);
}, 300_000);

/** Every page over a limit, named with its figure. */
function over(metric: keyof Limits, value: (w: PageWeight) => number, unit: number): string[] {
  return measured
    .map((w) => ({ w, limit: budgets.overrides[w.route]?.[metric] ?? budgets.limits[metric], actual: value(w) / unit }))
    .filter(({ limit, actual }) => actual > limit)
    .map(({ w, limit, actual }) => `${w.route}: ${metric} ${actual.toFixed(1)} > ${limit}`);
}

test("JavaScript and CSS per page stay within budgets.json (gzip)", () => {
  expect([...over("javascriptGzipKB", (w) => w.javascriptGzip, KB), ...over("cssGzipKB", (w) => w.cssGzip, KB)]).toEqual([]);
});

test("the heaviest image, the page's weight and its requests stay within budgets.json", () => {
  expect([
    ...over("heaviestImageKB", (w) => w.heaviestImage.bytes, KB),
    ...over("pageWeightKB", (w) => w.transferred, KB),
    ...over("requests", (w) => w.requests, 1),
  ]).toEqual([]);
});

test("a page's data comes in at most dataRequests files: its own, the app's and the site-wide static query (src/hooks/use-site-data)", () => {
  expect(over("dataRequests", (w) => w.dataFiles.length, 1)).toEqual([]);
});

test("every image reserves its box before it loads: width and height on the <img> (article pictures: their wrapper)", () => {
  expect(measured.filter((w) => w.unsizedImages.length > 0).map((w) => `${w.route}: ${w.unsizedImages.join(", ")}`)).toEqual([]);
});

test("no image is transferred wider than the smallest file of its set that fills its box at 375 px", () => {
  expect(measured.filter((w) => w.oversizedImages.length > 0).map((w) => `${w.route}: ${w.oversizedImages.join("; ")}`)).toEqual([]);
});

test("when the largest paint is a picture, it is asked for first: eager, with fetchpriority high", () => {
  const pictures = measured.filter((w) => w.lcpImage);
  // At 375 px most pages paint their heading first; the blog list (a cover) and a few heroes do not.
  expect(pictures.length).toBeGreaterThan(0);
  expect(
    pictures.filter((w) => w.lcpImage?.fetchpriority !== "high" || w.lcpImage.loading === "lazy").map((w) => `${w.route}: ${JSON.stringify(w.lcpImage)}`),
  ).toEqual([]);
});

test("with no analytics configured, no page asks any other host for anything", () => {
  expect(measured.filter((w) => w.thirdParty.length > 0).map((w) => `${w.route}: ${w.thirdParty.join(", ")}`)).toEqual([]);
});

/** The layout shift of one load of `route`, CPU four times slower, and the elements that moved. */
async function loadShift(browser: Browser, route: string, width: number): Promise<{ total: number; nodes: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as Window & { __shifts?: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (!entry.hadRecentInput) w.__shifts?.push({ value: entry.value, nodes: entry.sources.map((s) => s.node?.nodeName ?? "?") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await slowDownCpu(page, 4);
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "load" });
  // Until the page has settled: the web font in, nothing more loading (the code of the parts drawn
  // when near, the pictures), then an idle moment, when the page learns its blocks' heights
  // (src/lib/scroll-restoration), and the frames after it.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), { timeout: 5000 });
      }),
  );
  const shifts = await page.evaluate(() => (window as Window & { __shifts?: { value: number; nodes: string[] }[] }).__shifts ?? []);
  await context.close();
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), nodes: shifts.flatMap((s) => s.nodes) };
}

test.each([375, 1350])("at %i px, loading each page with a 4x slower CPU shifts its layout by at most loadLayoutShift", async (width) => {
  // At desktop width the scrollbar is shown: it takes width from the page as the page grows.
  const browser = await launchBrowser({ scrollbars: width > 1024 });
  const shifted: string[] = [];
  try {
    for (const route of budgets.pages) {
      const limit = budgets.overrides[route]?.loadLayoutShift ?? budgets.limits.loadLayoutShift;
      let load = await loadShift(browser, route, width);
      if (load.total > limit) {
        // On a loaded machine Chromium may paint a page before its HTML is parsed to the end, and the
        // rest then moves in: once in a while, not every time. A page that shifts on its own does so on
        // every load, so the verdict is the median of three.
        const loads = [load, await loadShift(browser, route, width), await loadShift(browser, route, width)].sort((a, b) => a.total - b.total);
        load = loads[1];
      }
      if (load.total > limit) shifted.push(`${route}: ${load.total.toFixed(4)} > ${limit} (${load.nodes.join(", ")})`);
    }
  } finally {
    await browser.close();
  }
  expect(shifted).toEqual([]);
}, 240_000);

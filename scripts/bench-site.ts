/**
 * `npm run bench:site`: Lighthouse 12 with Debian's Chromium (the closed-network flags of DESIGN.md)
 * against the production server on 127.0.0.1, mobile and desktop, the median of 3 runs for each page
 * of issue #8's list. Prints one table and writes build/bench-site.json. Needs a build.
 *
 * Settings for trial runs: BENCH_RUNS (3), BENCH_PAGES (comma-separated routes), BENCH_FORMS ("mobile,desktop"),
 * BENCH_LHR_DIR (a folder to keep every run's full Lighthouse report in, for its long tasks and traces).
 */
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, ROOT, startProductionServer } from "../e2e/harness";

const PAGES = (process.env.BENCH_PAGES ?? "/,/modules/faces,/services/computer-vision,/services/data-labeling/faces-data,/ai-projects,/ai-projects/grz-recognition,/blogs,/blogs/cv-project-cost,/contact").split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORMS = (process.env.BENCH_FORMS ?? "mobile,desktop").split(",") as ("mobile" | "desktop")[];

interface Row {
  page: string;
  form: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  transferredKB: number;
  javascriptKB: number;
  /** What Lighthouse took as the largest paint (its selector), to know what LCP waits for. */
  lcpElement: string;
}

interface LhResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; items?: { node?: { selector?: string } }[] }[] } }
  >;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { default: lighthouse } = (await import("lighthouse")) as unknown as { default: (url: string, flags: object, config?: object) => Promise<{ lhr: LhResult }> };
  const { default: desktopConfig } = (await import("lighthouse/core/config/desktop-config.js")) as unknown as { default: object };
  const chromeLauncher = (await import("chrome-launcher")) as unknown as { launch: (o: object) => Promise<{ port: number; kill: () => Promise<void> }> };
  const server = await startProductionServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows: Row[] = [];
  try {
    for (const form of FORMS) {
      for (const page of PAGES) {
        const runs: Row[] = [];
        for (let i = 0; i < RUNS; i++) {
          const { lhr } = await lighthouse(
            `${server.origin}${page}`,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
            form === "desktop" ? desktopConfig : undefined,
          );
          if (process.env.BENCH_LHR_DIR) {
            fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
            const name = `${form}${page.replace(/\//g, "_")}-${i + 1}.json`;
            fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
          const requests = lhr.audits["network-requests"]?.details?.items ?? [];
          runs.push({
            page,
            form,
            performance: score("performance"),
            accessibility: score("accessibility"),
            bestPractices: score("best-practices"),
            seo: score("seo"),
            fcpMs: Math.round(audit("first-contentful-paint")),
            lcpMs: Math.round(audit("largest-contentful-paint")),
            tbtMs: Math.round(audit("total-blocking-time")),
            cls: Number(audit("cumulative-layout-shift").toFixed(3)),
            requests: requests.length,
            transferredKB: Math.round(audit("total-byte-weight") / 1024),
            javascriptKB: Math.round(requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024),
            lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector ?? "",
          });
        }
        // The median run by performance score, as Lighthouse's own guidance suggests.
        const mid = median(runs.map((r) => r.performance));
        const row = runs.find((r) => r.performance === mid) ?? runs[0];
        rows.push(row);
        console.log(`${form} ${page}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, LCP element ${row.lcpElement}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.log(`\nLighthouse 12, median of ${RUNS} runs\n`);
  console.log("| page | form | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | requests | KB transferred | JS KB |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.page} | ${r.form} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.requests} | ${r.transferredKB} | ${r.javascriptKB} |`);
  }
  fs.mkdirSync(path.join(ROOT, "build"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "build/bench-site.json"), `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

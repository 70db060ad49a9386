import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { ROOT } from "./harness";

/** What a page costs a visitor on a phone before any interaction (load until the network is idle). */
export interface PageWeight {
  route: string;
  /** Scripts fetched, counted as the gzip size of the built files (as the budget is written). */
  javascriptGzip: number;
  /** Each of those scripts with its gzip size. */
  scripts: { path: string; gzip: number }[];
  /** The page's CSS (inline <style> elements: styled-components and fonts), gzip. */
  cssGzip: number;
  /** Bytes on the wire of the largest image, and its address. */
  heaviestImage: { bytes: number; url: string };
  /** Bytes on the wire of everything fetched. */
  transferred: number;
  requests: number;
  /** Requests to any origin other than the site's own. */
  thirdParty: string[];
  /** The page's data files fetched by Gatsby (/page-data/…: the page's, the app's, static queries'). */
  dataFiles: string[];
  /** Images that reserve no box before they load: no width/height (article pictures: no sizing wrapper). */
  unsizedImages: string[];
  /** Loaded images whose file is wider than the smallest file of their srcset that covers their box. */
  oversizedImages: string[];
  /** The page's largest contentful paint, when it is a picture: how it was asked for. */
  lcpImage: { url: string; fetchpriority: string | null; loading: string | null } | null;
}

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data).length;

export async function measurePage(browser: Browser, origin: string, route: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const scripts = new Set<string>();
  const finished: Promise<{ url: string; type: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) =>
    finished.push(request.sizes().then((s) => ({ url: request.url(), type: request.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize }))),
  );
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.origin === origin) scripts.add(url.pathname);
  });
  const response = await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
  // From the HTML as served: after hydration styled-components keeps its rules in the CSSOM only.
  const html = (await response?.text()) ?? "";
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
  const inPage = await page.evaluate(async () => {
    const lcp = await new Promise<Element | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
        resolve(entries.at(-1)?.element ?? null);
      }).observe({ type: "largest-contentful-paint", buffered: true });
      setTimeout(() => resolve(null), 2000);
    });
    const images = Array.from(document.images).filter((img) => !img.src.startsWith("data:"));
    return {
      unsized: images
        .filter((img) => !(img.getAttribute("width") && img.getAttribute("height")))
        .filter((img) => !img.closest(".gatsby-resp-image-wrapper"))
        .map((img) => img.currentSrc || img.src),
      oversized: images
        .filter((img) => img.complete && img.naturalWidth > 0 && img.srcset)
        .flatMap((img) => {
          const needed = img.getBoundingClientRect().width * window.devicePixelRatio;
          // The candidates of the format the browser picked (a <source> for WebP, else the <img>). No
          // helper functions in here: tsx (scripts/measure-js.ts) would wrap them in a missing __name.
          const format = img.currentSrc.split(".").pop();
          const picked = [...(img.parentElement?.querySelectorAll("source") ?? [])].find((s) => s.srcset.includes(`.${format} `));
          const widths = (picked?.srcset ?? img.srcset)
            .split(",")
            .map((c) => Number(/(\d+)w\s*$/.exec(c.trim())?.[1]))
            .filter((w) => w > 0)
            .sort((a, b) => a - b);
          const enough = widths.find((w) => w >= needed) ?? widths.at(-1) ?? img.naturalWidth;
          return img.naturalWidth > enough ? [`${new URL(img.currentSrc).pathname} ${img.naturalWidth}w for a ${Math.round(needed)} px box`] : [];
        }),
      lcp:
        lcp instanceof HTMLImageElement
          ? { url: new URL(lcp.currentSrc).pathname, fetchpriority: lcp.getAttribute("fetchpriority"), loading: lcp.getAttribute("loading") }
          : null,
    };
  });
  const responses = await Promise.all(finished);
  await context.close();
  const images = responses.filter((r) => r.type === "image").sort((a, b) => b.bytes - a.bytes);
  const scriptSizes = [...scripts]
    .filter((script) => fs.existsSync(path.join(ROOT, "public", script)))
    .map((script) => ({ path: script, gzip: gzipSize(fs.readFileSync(path.join(ROOT, "public", script))) }));
  return {
    route,
    javascriptGzip: scriptSizes.reduce((n, s) => n + s.gzip, 0),
    scripts: scriptSizes,
    cssGzip: gzipSize(styles),
    heaviestImage: images[0] ? { bytes: images[0].bytes, url: new URL(images[0].url).pathname } : { bytes: 0, url: "" },
    transferred: responses.reduce((n, r) => n + r.bytes, 0),
    requests: responses.length,
    thirdParty: responses.map((r) => r.url).filter((u) => !u.startsWith(origin) && !u.startsWith("data:")),
    dataFiles: responses.map((r) => r.url).filter((u) => u.startsWith(`${origin}/page-data/`)).map((u) => new URL(u).pathname),
    unsizedImages: inPage.unsized,
    oversizedImages: inPage.oversized,
    lcpImage: inPage.lcp,
  };
}

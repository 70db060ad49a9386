/**
 * Issue #8, point 5: what search engines read agrees with itself. The sitemap lists exactly the pages
 * that may be indexed, each under the address its own canonical link gives; robots.txt blocks none of
 * them; Open Graph names the same address and a card that is served.
 */
import fs from "node:fs";
import path from "node:path";
import type { RunningServer } from "../server/test/spawn-server";
import { ROOT, SITE_URL, startProductionServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startProductionServer();
}, 60_000);
afterAll(() => server?.stop());

const get = async (pathname: string) => {
  const res = await fetch(`http://127.0.0.1:${server.port}${pathname}`);
  return { status: res.status, body: await res.text() };
};

/** The attributes of every `<tag …>` in the HTML, as objects. */
function tags(html: string, tag: "link" | "meta"): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2].replace(/&amp;/g, "&")])),
  );
}

interface Head {
  canonical?: string;
  ogUrl?: string;
  ogImage?: string;
  noindex: boolean;
}

function headOf(html: string): Head {
  const links = tags(html, "link");
  const metas = tags(html, "meta");
  return {
    canonical: links.find((l) => l.rel === "canonical")?.href,
    ogUrl: metas.find((m) => m.property === "og:url")?.content,
    ogImage: metas.find((m) => m.property === "og:image")?.content,
    noindex: metas.some((m) => m.name === "robots" && /noindex/.test(m.content ?? "")),
  };
}

/** Every page the build wrote, as a route (`public/about/index.html` → `/about`). */
function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !["static", "page-data", "_gatsby", "fonts", "data"].includes(entry.name)) walk(full);
      else if (entry.name === "index.html") {
        const route = `/${path.relative(path.join(ROOT, "public"), dir)}`.replace(/\/$/, "");
        routes.push(route || "/");
      }
    }
  };
  walk(path.join(ROOT, "public"));
  return routes.sort();
}

async function sitemapUrls(): Promise<string[]> {
  const index = await get("/sitemap-index.xml");
  const urls: string[] = [];
  for (const part of [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)) {
    urls.push(...[...(await get(part)).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  }
  return urls;
}

test("the sitemap lists exactly the indexable pages, each under its own canonical address, none blocked by robots.txt", async () => {
  const listed = await sitemapUrls();
  expect(listed.length).toBeGreaterThan(90);
  const disallowed = [...(await get("/robots.txt")).body.matchAll(/^Disallow:\s*(\S+)/gm)].map((m) => m[1]);

  const problems: string[] = [];
  const indexable: string[] = [];
  for (const route of builtRoutes()) {
    if (route.startsWith("/offline-plugin-app-shell-fallback")) continue;
    const page = await get(route);
    const head = headOf(page.body);
    const url = `${SITE_URL}${route === "/" ? "" : route}`;
    if (head.noindex) {
      if (listed.includes(url) || listed.includes(`${SITE_URL}${route}`)) problems.push(`${route}: noindex, yet in the sitemap`);
      continue;
    }
    indexable.push(route);
    if (page.status !== 200) problems.push(`${route}: status ${page.status}`);
    const canonical = head.canonical ?? "";
    if (!listed.includes(canonical)) problems.push(`${route}: canonical ${canonical} is not in the sitemap`);
    if (new URL(canonical, SITE_URL).pathname !== route) problems.push(`${route}: canonical points elsewhere (${canonical})`);
    if (head.ogUrl !== canonical) problems.push(`${route}: og:url ${head.ogUrl} ≠ canonical ${canonical}`);
    if (!head.ogImage?.startsWith(`${SITE_URL}/`)) problems.push(`${route}: og:image ${head.ogImage} is not on ${SITE_URL}`);
    if (disallowed.some((prefix) => route.startsWith(prefix))) problems.push(`${route}: blocked by robots.txt`);
  }
  // Nothing in the sitemap that is not a page of the build.
  const pages = new Set(indexable.map((route) => new URL(route, SITE_URL).href));
  for (const url of listed) if (!pages.has(new URL(url).href)) problems.push(`${url}: in the sitemap, but no indexable page`);
  expect(problems).toEqual([]);
  expect(indexable).toEqual(expect.arrayContaining(["/", "/modules/faces", "/blogs", "/blogs/cv-project-cost", "/blogs/page/2"]));
});

test("every Open Graph card named by a page is served by the site", async () => {
  const cards = new Set<string>();
  for (const route of builtRoutes()) {
    const image = headOf((await get(route)).body).ogImage;
    if (image?.startsWith(`${SITE_URL}/`)) cards.add(image.slice(SITE_URL.length));
  }
  const missing: string[] = [];
  for (const card of cards) {
    const res = await fetch(`http://127.0.0.1:${server.port}${card}`, { method: "HEAD" });
    if (res.status !== 200 || !/^image\//.test(res.headers.get("content-type") ?? "")) missing.push(`${card}: ${res.status}`);
  }
  // Pages of one listing (/blogs/page/N) share the listing's card; every entry has its own.
  expect(cards.size).toBeGreaterThan(60);
  expect(missing).toEqual([]);
});

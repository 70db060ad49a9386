/**
 * Issue #8, point 5: what search engines read agrees with itself. The sitemap lists exactly the pages
 * that may be indexed, each under the address its own canonical link gives; robots.txt blocks none of
 * them; Open Graph names the same address and a card that is served.
 */
import path from "node:path";
import { filesIn } from "../gatsby/node/files";
import type { RunningServer } from "../server/test/spawn-server";
import { ROOT, SITE_URL, routeOfPublicFile, sitemapUrls, startProductionServer } from "./harness";

let server: RunningServer;
/** Every page the build wrote, fetched once from the production server: its status and head. */
const built: { route: string; status: number; head: Head }[] = [];

beforeAll(async () => {
  server = await startProductionServer();
  const publicDir = path.join(ROOT, "public");
  const routes = (await filesIn(publicDir, ["index.html"])).map((file) => routeOfPublicFile(path.relative(publicDir, file))).sort();
  for (const route of routes) {
    const page = await get(route);
    built.push({ route, status: page.status, head: headOf(page.body) });
  }
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

test("the sitemap lists exactly the indexable pages, each under its own canonical address, none blocked by robots.txt", async () => {
  const listed = await sitemapUrls(`http://127.0.0.1:${server.port}`);
  expect(listed.length).toBeGreaterThan(90);
  const disallowed = [...(await get("/robots.txt")).body.matchAll(/^Disallow:\s*(\S+)/gm)].map((m) => m[1]);

  const problems: string[] = [];
  const indexable: string[] = [];
  for (const { route, status, head } of built) {
    if (route.startsWith("/offline-plugin-app-shell-fallback")) continue;
    const url = `${SITE_URL}${route === "/" ? "" : route}`;
    if (head.noindex) {
      if (listed.includes(url) || listed.includes(`${SITE_URL}${route}`)) problems.push(`${route}: noindex, yet in the sitemap`);
      continue;
    }
    indexable.push(route);
    if (status !== 200) problems.push(`${route}: status ${status}`);
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
  for (const { head } of built) {
    const image = head.ogImage;
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

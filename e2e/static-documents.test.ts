import type { RunningServer } from "../server/test/spawn-server";
import { contentRoutes, sitemapUrls, startProductionServer, SITE_URL } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startProductionServer();
}, 60_000);
afterAll(() => server?.stop());

const base = () => `http://127.0.0.1:${server.port}`;
const fetchText = async (path: string) => {
  const res = await fetch(`${base()}${path}`);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
};

test("robots.txt allows the site and points at the sitemap", async () => {
  const robots = await fetchText("/robots.txt");
  expect(robots.status).toBe(200);
  expect(robots.body).toContain("Allow: /");
  expect(robots.body).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
});

test("the sitemap lists every public route and not the 404 page", async () => {
  // The index and each part must answer 200, or this throws.
  const locs = await sitemapUrls(base());
  expect(locs).toEqual(expect.arrayContaining(contentRoutes().map((r) => `${SITE_URL}${r}`)));
  expect(locs.filter((l) => /404|offline-plugin/.test(l))).toEqual([]);
});

test("the privacy policy is a PDF", async () => {
  const res = await fetch(`${base()}/privacy.pdf`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(20_000);
});

test("the web manifest names the company in Russian and lists icons", async () => {
  const res = await fetch(`${base()}/manifest.webmanifest`);
  expect(res.status).toBe(200);
  const manifest = (await res.json()) as { lang: string; short_name: string; icons: { src: string }[] };
  expect(manifest.lang).toBe("ru");
  expect(manifest.short_name).toBe("Видеум");
  expect(manifest.icons.length).toBeGreaterThan(3);
  const icon = await fetch(new URL(manifest.icons[0].src, `${base()}/manifest.webmanifest`));
  expect(icon.status).toBe(200);
});

test("the service worker is served at /sw.js and revalidated on every visit", async () => {
  const res = await fetch(`${base()}/sw.js`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(await res.text()).toContain("offlineShellEnabled = false");
});

test("fonts are the site's own: one first-screen file per weight and the rest of Latin from /fonts/, served, with a local metric-matched fallback", async () => {
  const html = (await fetchText("/")).body;
  const faces = [...html.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]);
  const webFaces = faces.filter((face) => face.includes('"Golos Text";'));
  expect(webFaces.length).toBe(6);
  for (const face of webFaces) {
    expect(face).toMatch(/src:\s*url\(\/fonts\/golos-text-(latin-\d00-normal|\d00)\.woff2\) format\("woff2"\)/);
    expect(face).toMatch(/unicode-range:/);
    expect(face).toMatch(/font-display:\s*swap/);
  }
  // The fallback shaped to Golos Text's metrics comes from the visitor's own fonts, never a download.
  const fallbacks = faces.filter((face) => face.includes('"Golos Text Fallback"'));
  // Per weight: one face for the letters and one per width of the glyphs fitted one by one (src/styles/fonts.ts).
  for (const weight of [400, 600, 700]) expect(fallbacks.filter((face) => face.includes(`font-weight: ${weight};`)).length).toBeGreaterThanOrEqual(2);
  for (const face of fallbacks) {
    expect(face).not.toMatch(/url\(/);
    expect(face).toMatch(/src:\s*local\("Arial/);
  }

  for (const face of webFaces) {
    const href = /url\(([^)]+)\)/.exec(face)?.[1] ?? "";
    const res = await fetch(`${base()}${href}`);
    expect(`${href} ${res.status} ${res.headers.get("content-type")}`).toBe(`${href} 200 font/woff2`);
  }
});

import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { COLLECTIONS } from "../rules/routes";
import { ROOT, SITE_URL, contentRoutes, setupSite } from "./harness";
import { checkJsonLd } from "./json-ld";
import { seen, shown } from "./on-screen";

const site = setupSite();

const routes = contentRoutes();

test("the content defines every route of SPEC §2 outside the blog", () => {
  expect(routes).toEqual(
    expect.arrayContaining(["/", "/about", "/ai-projects", "/contact", "/modules", "/partners", "/services", "/video-analytics-platform"]),
  );
  const under = (prefix: string) => routes.filter((r) => r.startsWith(prefix) && r.split("/").length === prefix.split("/").length);
  expect(under("/modules/")).toHaveLength(18);
  expect(under("/services/")).toHaveLength(9);
  expect(under("/services/computer-vision/")).toHaveLength(7);
  expect(under("/services/data-labeling/")).toHaveLength(10);
  expect(under("/ai-projects/")).toHaveLength(14);
});

interface PageFacts {
  route: string;
  status: number;
  h1: string[];
  title: string;
  description: string | null;
  canonical: string | null;
  ogImage: string | null;
  lang: string | null;
  overflowX: number;
  /** Words of the page's own copy: its <article>, without the cards of other entries inside it. */
  ownWords: number;
  /** Images a screen reader would announce without a text alternative. */
  imagesWithoutAlt: string[];
  /** The page's JSON-LD blocks as written. */
  jsonLd: string[];
  errors: string[];
}

/** SPEC-level copy rule of the content issue: a catalogue page carries at least this many words of its own. */
const MIN_OWN_WORDS = 350;

/** Each route is opened at phone width (375 px), where horizontal overflow shows first. */
async function visit(route: string): Promise<PageFacts> {
  const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`${site.server.origin}${route}`, { waitUntil: "load" });
  const html = (await response?.text()) ?? "";
  // Give hydration a moment to complain, if it is going to.
  await page.waitForLoadState("networkidle");
  const facts = await page.evaluate(() => ({
    h1: Array.from(document.querySelectorAll("h1")).map((h) => h.textContent ?? ""),
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
    lang: document.documentElement.getAttribute("lang"),
    overflowX: document.documentElement.scrollWidth - window.innerWidth,
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => s.textContent ?? ""),
    ownWords: (() => {
      const own = document.querySelector("main > article")?.cloneNode(true) as HTMLElement | undefined;
      if (!own) return 0;
      own.querySelectorAll("article, script, style, noscript, svg").forEach((node) => node.remove());
      return (own.textContent ?? "").match(/[A-Za-zА-Яа-яЁё0-9]+(?:[-‑][A-Za-zА-Яа-яЁё0-9]+)*/g)?.length ?? 0;
    })(),
    // An empty alt is right only for decoration: hidden from assistive technology, or an icon inside a
    // link or button that has its own text.
    imagesWithoutAlt: Array.from(document.images)
      .filter((img) => {
        if ((img.getAttribute("alt") ?? "").trim() !== "") return false;
        if (img.closest('[aria-hidden="true"]') || img.getAttribute("role") === "presentation") return false;
        const control = img.closest("a, button");
        return img.getAttribute("alt") === null || !control || (control.textContent ?? "").trim() === "";
      })
      .map((img) => img.currentSrc || img.src),
  }));
  await page.close();
  if (html.includes("\u0000")) errors.push("NUL byte in the HTML");
  return { route, status: response?.status() ?? 0, errors, ...facts };
}

describe("every route in headless Chromium", () => {
  const visited: PageFacts[] = [];

  beforeAll(async () => {
    // Three tabs at a time: enough to keep both cores busy without starving the site.server.
    const queue = [...routes];
    const worker = async () => {
      for (let route = queue.shift(); route; route = queue.shift()) visited.push(await visit(route));
    };
    await Promise.all([worker(), worker(), worker()]);
  }, 300_000);

  test("answers 200 with one h1, lang=ru and no console errors", () => {
    const problems = visited
      .filter((p) => p.status !== 200 || p.h1.length !== 1 || p.lang !== "ru" || p.errors.length > 0)
      .map((p) => `${p.route}: status ${p.status}, h1 ×${p.h1.length}, lang ${p.lang}, errors ${JSON.stringify(p.errors)}`);
    expect(problems).toEqual([]);
  });

  test("never scrolls sideways at 375 px", () => {
    expect(visited.filter((p) => p.overflowX > 0).map((p) => `${p.route}: ${p.overflowX}px too wide`)).toEqual([]);
  });

  test("has a title with the product suffix, a description and an absolute canonical URL of its own", () => {
    for (const p of visited) {
      expect(p.title).toMatch(/ \| AI лаборатория Видеум$/);
      expect(p.description?.length ?? 0).toBeGreaterThan(50);
      expect(p.canonical).toBe(`${SITE_URL}${p.route}`);
      expect(p.ogImage).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
    }
  });

  test("every image has a text alternative, unless it is decoration", () => {
    expect(visited.filter((p) => p.imagesWithoutAlt.length > 0).map((p) => `${p.route}: ${p.imagesWithoutAlt.join(", ")}`)).toEqual([]);
  });

  test(`every catalogue page carries at least ${MIN_OWN_WORDS} words of its own copy`, () => {
    const collectionOf = (route: string) =>
      COLLECTIONS.find((c) => route.startsWith(`${c.basePath}/`) && route.split("/").length === c.basePath.split("/").length + 1);
    const thin = visited.filter((p) => collectionOf(p.route) && p.ownWords < MIN_OWN_WORDS);
    expect(thin.map((p) => `${p.route}: ${p.ownWords} words`)).toEqual([]);
    // The figures per collection (min / median) for the closing note and the content guide.
    const byCollection: Record<string, number[]> = {};
    for (const p of visited) {
      const collection = collectionOf(p.route)?.dir ?? "pages";
      (byCollection[collection] ??= []).push(p.ownWords);
    }
    const summary = Object.entries(byCollection).map(([collection, words]) => {
      const sorted = [...words].sort((a, b) => a - b);
      return { collection, pages: sorted.length, min: sorted[0], median: sorted[Math.floor(sorted.length / 2)] };
    });
    fs.mkdirSync(path.join(ROOT, "build/test-results"), { recursive: true });
    fs.writeFileSync(path.join(ROOT, "build/test-results/own-words.json"), `${JSON.stringify(summary, null, 2)}\n`);
  });

  test("every page has its own 1200×630 social card, and the file is served", async () => {
    const cards = new Map<string, string>();
    for (const p of visited) {
      const url = p.ogImage ?? "";
      expect(url.startsWith(SITE_URL)).toBe(true);
      const response = await fetch(`${site.server.origin}${url.slice(SITE_URL.length)}`);
      expect(`${p.route}: ${response.status}`).toBe(`${p.route}: 200`);
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(`${p.route}: ${width}×${height}`).toBe(`${p.route}: 1200×630`);
      const other = cards.get(url);
      expect(other ? `${p.route} shares its card with ${other}` : "").toBe("");
      cards.set(url, p.route);
    }
  });

  test("structured data is valid JSON-LD with the fields each type needs, and the type the page is", () => {
    const expected = (route: string): string[] => {
      if (route === "/") return ["Organization", "WebSite", "FAQPage"];
      const collection = COLLECTIONS.find((c) => route.startsWith(`${c.basePath}/`) && route.split("/").length === c.basePath.split("/").length + 1);
      const own = !collection ? [] : collection.dir === "projects" ? ["Article"] : ["modules", "datasets"].includes(collection.dir) ? ["Product"] : ["Service"];
      return ["BreadcrumbList", ...own, ...(route === "/video-analytics-platform" ? ["Product"] : [])];
    };
    const problems = visited.flatMap((p) => {
      const { types, problems: found } = checkJsonLd(p.jsonLd);
      const missing = expected(p.route).filter((t) => !types.includes(t));
      return [...found, ...missing.map((t) => `no ${t}`)].map((problem) => `${p.route}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  test("titles and descriptions are unique across the site", () => {
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(visited.map((p) => p.title))).toEqual([]);
    expect(dupes(visited.map((p) => p.description ?? ""))).toEqual([]);
  });
});

test("the upper-case case address reaches the case, whose canonical URL is lower case", async () => {
  const page = await site.browser.newPage();
  const response = await page.goto(`${site.server.origin}/ai-projects/ORD-ERIR-automation`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/ai-projects/ord-erir-automation");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBe(`${SITE_URL}/ai-projects/ord-erir-automation`);
  const chain = response?.request().redirectedFrom();
  expect(await chain?.response().then((r) => r?.status())).toBe(301);
  await page.close();
});

test("the home page describes the company as a schema.org Organization", async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.server.origin}/`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d["@type"] === "Organization");
  expect(organization).toMatchObject({
    name: "Видеум Лаб",
    email: "hello@videumlab.ru",
    telephone: "+7 495 120-17-54",
    foundingDate: "2017",
    url: SITE_URL,
  });
  await page.close();
});

test("an unknown address shows the not-found screen with status 404, working like any page", async () => {
  const page = await site.browser.newPage();
  const blocked: string[] = [];
  page.on("console", (msg) => {
    if (msg.text().includes("Content Security Policy")) blocked.push(msg.text());
  });
  const response = await page.goto(`${site.server.origin}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Страница не найдена");
  await page.getByText("Похоже, страница, которую вы искали, больше не существует.").waitFor({ state: "visible" });
  await page.getByRole("link", { name: "Вернуться на главную" }).click();
  await page.waitForURL(`${site.server.origin}/`);
  expect(blocked).toEqual([]);
  await page.close();
}, 30_000);

test.each([375, 1440])(
  "at %i px an unknown address has one breadcrumb from the first paint, no BreadcrumbList, and hydrates without an error",
  async (width) => {
    const html = await (await fetch(`${site.server.origin}/nonexistent-xyz`)).text();
    const crumbsHtml = /<nav aria-label="Хлебные крошки".*?<\/nav>/s.exec(html)?.[0] ?? "";
    expect(crumbsHtml).toContain("Страница не найдена");
    expect(crumbsHtml).not.toContain("404");
    expect(html).not.toContain("BreadcrumbList");

    const page = await site.browser.newPage({ viewport: { width, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(`${site.server.origin}/nonexistent-xyz`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
    await expect(crumbs.innerText()).resolves.toMatch(/^Главная\s*\/?\s*Страница не найдена$/);
    await expect(seen(crumbs.getByRole("link", { name: "Главная" }))).resolves.toEqual(shown());
    // Hydrated (React holds the breadcrumb's link), and React reported nothing on the way.
    await page.waitForFunction(() => {
      const link = document.querySelector("nav[aria-label='Хлебные крошки'] a");
      return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps"));
    });
    expect(errors).toEqual([]);
    await page.close();
  },
);

test("a module page gives search engines its FAQ as schema.org FAQPage, question for question", async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.server.origin}/modules/faces`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((b) => JSON.parse(b) as { "@type": string; mainEntity?: { name: string }[] }).find((d) => d["@type"] === "FAQPage");
  const questions = await page.locator("details summary").allTextContents();
  expect(questions.length).toBeGreaterThanOrEqual(4);
  expect(faq?.mainEntity?.map((q) => q.name)).toEqual(questions);
  await page.close();
});

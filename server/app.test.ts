import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { setupTestApp } from "./test/test-app";
import { PRECOMPRESSED_MARKER } from "./test/fixture-site";

const t = setupTestApp({ GATSBY_FORM_ENDPOINT: "https://forms.example.org/api/form" });

describe("pages and files", () => {
  test("a route without trailing slash is answered from its index.html", async () => {
    const res = await t.app.inject({ url: "/about" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<h1>О нас</h1>");
  });

  test("the home page is served at /", async () => {
    const res = await t.app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Главная</h1>");
  });

  test("HEAD answers like GET without a body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/about" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });
});

describe("caching rules", () => {
  test.each([
    ["/about", "public, max-age=0, must-revalidate"],
    ["/page-data/about/page-data.json", "public, max-age=0, must-revalidate"],
    ["/sw.js", "public, max-age=0, must-revalidate"],
    ["/robots.txt", "public, max-age=0, must-revalidate"],
    ["/static/3f2a1b0c/photo.webp", "public, max-age=31536000, immutable"],
    ["/app-2f1c8e0d9b7a6c5d4e3f.js", "public, max-age=31536000, immutable"],
    ["/styles.0123456789abcdef0123.css", "public, max-age=31536000, immutable"],
  ])("%s → %s", async (url, expected) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(expected);
  });

  test("revalidation with the ETag answers 304", async () => {
    const first = await t.app.inject({ url: "/about" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({ url: "/about", headers: { "if-none-match": etag } });
    expect(second.statusCode).toBe(304);
  });
});

describe("compression", () => {
  test("the build's brotli copy is sent as it is when the browser accepts brotli", async () => {
    const res = await t.app.inject({ url: "/about", headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(PRECOMPRESSED_MARKER);
  });

  test("the gzip copy for a browser without brotli; the page itself for a client that accepts neither", async () => {
    const gz = await t.app.inject({ url: "/about", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain(PRECOMPRESSED_MARKER);
    const plain = await t.app.inject({ url: "/about", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<h1>О нас</h1>");
    expect(plain.body).not.toContain(PRECOMPRESSED_MARKER);
  });

  test("a file the build left uncompressed is compressed on the fly", async () => {
    const res = await t.app.inject({ url: "/app-2f1c8e0d9b7a6c5d4e3f.js", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe("console.log('app');".repeat(200));
  });

  test("gzip for clients without brotli", async () => {
    const res = await t.app.inject({ url: "/app-2f1c8e0d9b7a6c5d4e3f.js", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(Number(res.headers["content-length"] ?? res.rawPayload.length)).toBeLessThan(4000);
  });
});

describe("files from memory", () => {
  /** The same site served with nothing kept in memory: every file streamed from disk by @fastify/static. */
  async function diskOnly() {
    return buildApp({ config: loadConfig({ PUBLIC_DIR: t.root, LEADS_DB: ":memory:", STATIC_MEMORY_MB: "0" }) });
  }
  const SAME = ["content-type", "content-encoding", "etag", "last-modified", "cache-control", "vary", "accept-ranges"];

  test.each([
    ["/about", "br, gzip"],
    ["/about", "gzip"],
    ["/about", undefined],
    ["/page-data/about/page-data.json", undefined],
    ["/static/3f2a1b0c/photo.webp", "br, gzip"],
    ["/no-such-page", "br, gzip"],
  ])("%s (Accept-Encoding: %s) is answered exactly as from disk: status, body and headers", async (url, acceptEncoding) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    const disk = await diskOnly();
    try {
      // Twice: the first request reads the file into memory, the second is answered from it.
      await t.app.inject({ url, headers });
      const [fromMemory, fromDisk] = await Promise.all([t.app.inject({ url, headers }), disk.inject({ url, headers })]);
      expect(fromMemory.statusCode).toBe(fromDisk.statusCode);
      expect(fromMemory.rawPayload.equals(fromDisk.rawPayload)).toBe(true);
      const pick = (res: typeof fromMemory) => Object.fromEntries(SAME.map((name) => [name, res.headers[name]]));
      expect(pick(fromMemory)).toEqual(pick(fromDisk));
      // From memory the length is always known (from disk, a copy compressed on the fly is chunked).
      expect(fromMemory.headers["content-length"]).toBe(String(fromMemory.rawPayload.length));
    } finally {
      await disk.close();
    }
  });

  test("conditional requests get @fastify/send's answers: 304 for a current copy, 412 for a failed precondition, 200 when the client asks for no cache", async () => {
    const first = await t.app.inject({ url: "/about", headers: { "accept-encoding": "br" } });
    const etag = String(first.headers.etag);
    const answer = (headers: Record<string, string>) =>
      t.app.inject({ url: "/about", headers: { "accept-encoding": "br", ...headers } }).then((res) => res.statusCode);
    await expect(answer({ "if-none-match": etag })).resolves.toBe(304);
    await expect(answer({ "if-match": '"another-version"' })).resolves.toBe(412);
    await expect(answer({ "if-none-match": etag, "cache-control": "no-cache" })).resolves.toBe(200);
  });

  test("a client that refuses brotli (q=0) gets the gzip copy", async () => {
    const res = await t.app.inject({ url: "/about", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain(PRECOMPRESSED_MARKER);
  });

  test("each copy has its own ETag, so a cache never answers a gzip client with brotli", async () => {
    const br = await t.app.inject({ url: "/about", headers: { "accept-encoding": "br" } });
    const gz = await t.app.inject({ url: "/about", headers: { "accept-encoding": "gzip" } });
    const plain = await t.app.inject({ url: "/about" });
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const stale = await t.app.inject({ url: "/about", headers: { "accept-encoding": "gzip", "if-none-match": String(br.headers.etag) } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers["content-encoding"]).toBe("gzip");
  });

  test("revalidation by date answers 304 while the file is unchanged, 200 for an older copy", async () => {
    const first = await t.app.inject({ url: "/about" });
    const modified = String(first.headers["last-modified"]);
    const same = await t.app.inject({ url: "/about", headers: { "if-modified-since": modified } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");
    const older = new Date(Date.parse(modified) - 60_000).toUTCString();
    const changed = await t.app.inject({ url: "/about", headers: { "if-modified-since": older } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("<h1>О нас</h1>");
  });

  test("a range request gets exactly the bytes asked for (206)", async () => {
    await t.app.inject({ url: "/app-2f1c8e0d9b7a6c5d4e3f.js" });
    const res = await t.app.inject({ url: "/app-2f1c8e0d9b7a6c5d4e3f.js", headers: { range: "bytes=0-10" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 0-10/${"console.log('app');".length * 200}`);
    expect(res.body).toBe("console.log");
  });

  test("a file removed since start-up (public/ replaced under a running server) gets the 404 page, not an error", async () => {
    fs.renameSync(path.join(t.root, "robots.txt"), path.join(t.root, "robots.txt.away"));
    try {
      const res = await t.app.inject({ url: "/robots.txt" });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("Страница не найдена");
    } finally {
      fs.renameSync(path.join(t.root, "robots.txt.away"), path.join(t.root, "robots.txt"));
    }
  });

  test("HEAD gives the length of the copy that GET would send, and no body", async () => {
    const headers = { "accept-encoding": "br" };
    const get = await t.app.inject({ url: "/about", headers });
    const head = await t.app.inject({ method: "HEAD", url: "/about", headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(get.rawPayload.length));
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body).toBe("");
  });
});

describe("not found", () => {
  test("an unknown page gets the 404 page with status 404", async () => {
    const res = await t.app.inject({ url: "/no-such-page", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("Страница не найдена");
  });

  test("an unknown API path gets a JSON 404", async () => {
    const res = await t.app.inject({ url: "/api/nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not Found", message: "Нет ресурса GET /api/nothing", statusCode: 404 });
  });

  test("a path trying to leave public/ is not served", async () => {
    const res = await t.app.inject({ url: "/..%2f..%2fetc%2fpasswd" });
    expect(res.statusCode).toBe(404);
  });
});

describe("redirects", () => {
  test("the upper-case case address goes to its lower-case page with 301", async () => {
    const res = await t.app.inject({ url: "/ai-projects/ORD-ERIR-automation" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/ai-projects/ord-erir-automation");
  });

  test("any case variant of a known route is redirected, keeping the query", async () => {
    const res = await t.app.inject({ url: "/About?utm_source=vk" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/about?utm_source=vk");
  });

  test("a trailing slash is dropped", async () => {
    const res = await t.app.inject({ url: "/about/" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/about");
  });
});

describe("security headers", () => {
  test("HSTS, nosniff, referrer policy and frame-ancestors on every response", async () => {
    const res = await t.app.inject({ url: "/about" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("a script bundle comes without the headers only a page acts on; nosniff and the resource policy stay, and the service worker keeps its policy", async () => {
    const page = await t.app.inject({ url: "/about", headers: { "accept-encoding": "br" } });
    const bundle = await t.app.inject({ url: "/app-2f1c8e0d9b7a6c5d4e3f.js", headers: { "accept-encoding": "br" } });
    expect(bundle.statusCode).toBe(200);
    for (const name of ["content-security-policy", "x-frame-options", "strict-transport-security", "referrer-policy", "cross-origin-opener-policy"]) {
      expect([name, page.headers[name]]).toEqual([name, expect.any(String)]);
      expect([name, bundle.headers[name]]).toEqual([name, undefined]);
    }
    expect(bundle.headers["x-content-type-options"]).toBe("nosniff");
    expect(bundle.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(bundle.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The service worker's script is its global scope's document: its policy applies there.
    const worker = await t.app.inject({ url: "/sw.js" });
    expect(worker.headers["content-security-policy"]).toContain("default-src 'self'");
    // What is left of a bundle's headers is less than half of what it was.
    const size = (headers: Record<string, unknown>) => Object.entries(headers).reduce((n, [name, value]) => n + name.length + String(value).length + 4, 0);
    expect(size(bundle.headers)).toBeLessThan(size(page.headers) / 2);
  });

  test("the CSP allows exactly this page's inline script by hash, and never unsafe-eval", async () => {
    const res = await t.app.inject({ url: "/about" });
    const csp = res.headers["content-security-policy"] as string;
    const hash = crypto.createHash("sha256").update('window.pagePath="/about";').digest("base64");
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-eval");
  });

  test("no analytics host is let in when the site was built without counters", async () => {
    const res = await t.app.inject({ url: "/about" });
    expect(res.headers["content-security-policy"]).not.toMatch(/yandex|mail\.ru/);
  });

  test("with counter ids configured, their hosts may serve scripts, images and requests", async () => {
    const app = await buildApp({
      config: loadConfig({ PUBLIC_DIR: t.root, LEADS_DB: ":memory:", GATSBY_YANDEX_METRIKA_ID: "98765432", GATSBY_TOPMAILRU_ID: "3456789" }),
    });
    try {
      const csp = (await app.inject({ url: "/about" })).headers["content-security-policy"] as string;
      const directive = (name: string) => csp.split(";").find((d) => d.trim().startsWith(`${name} `)) ?? "";
      for (const name of ["script-src", "img-src", "connect-src"]) {
        expect(directive(name)).toContain("https://mc.yandex.ru");
        expect(directive(name)).toContain("https://top-fwz1.mail.ru");
      }
      expect(directive("default-src").trim()).toBe("default-src 'self'");
    } finally {
      await app.close();
    }
  });

  test("another page's CSP carries its own hash, not this one's", async () => {
    const about = await t.app.inject({ url: "/about" });
    const home = await t.app.inject({ url: "/" });
    expect(home.headers["content-security-policy"]).not.toBe(about.headers["content-security-policy"]);
  });

  test("the 404 page's inline scripts are allowed when it answers an unknown address", async () => {
    const res = await t.app.inject({ url: "/no-such-page" });
    const hash = crypto.createHash("sha256").update('window.pagePath="/404.html";').digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
  });

  test("the form endpoint's host may be posted to from the pages", async () => {
    const res = await t.app.inject({ url: "/" });
    expect(res.headers["content-security-policy"]).toContain("connect-src 'self' https://forms.example.org");
  });
});

describe("/healthz", () => {
  test("answers ok and is never cached", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

test("the app refuses to start on a folder with no built site", async () => {
  await expect(
    buildApp({ config: loadConfig({ PUBLIC_DIR: "/nonexistent", LEADS_DB: ":memory:" }) }),
  ).rejects.toThrow(/index\.html is missing/);
});

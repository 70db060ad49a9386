import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { waitFor } from "../test/wait-for";
import { openActiveSite } from "./active-site";
import { openReleaseStore, type ReleaseStore } from "./store";

/** A tiny build: one page with an inline script, a hashed bundle it loads, its page-data, a blog index. */
function build(dir: string, name: "A" | "B", hash: string) {
  const files: Record<string, string> = {
    "index.html": page(name, hash),
    "404.html": page(`404 ${name}`, hash),
    [`app-${hash}.js`]: `console.log("${name}")`,
    [`page-data/only-${name}/page-data.json`]: `{"release":"${name}"}`,
    "data/blog-index.json": JSON.stringify({ articles: [{ slug: `post-${name}`, title: name }] }),
    "page-data/app-data.json": JSON.stringify({ webpackCompilationHash: hash, siteVersion: `${hash.slice(0, 10)}0123456789` }),
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
}
const page = (name: string, hash: string) =>
  `<!DOCTYPE html><html><head><title>${name}</title><script>${inline(name)}</script></head><body><h1>Release ${name}</h1><script src="/app-${hash}.js"></script></body></html>`;
const inline = (name: string) => `window.release=${JSON.stringify(name)};`;
const cspHash = (script: string) => `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`;

const HASH_A = "aaaaaaaaaaaaaaaaaaaa";
const HASH_B = "bbbbbbbbbbbbbbbbbbbb";

let tmp: string;
let store: ReleaseStore;
let a: string;
let b: string;
let app: FastifyInstance;

beforeEach(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "active-site-"));
  store = openReleaseStore(path.join(tmp, "releases"));
  store.checkWritable();
  build(path.join(tmp, "build-a"), "A", HASH_A);
  build(path.join(tmp, "build-b"), "B", HASH_B);
  a = store.createRelease(path.join(tmp, "build-a"), { now: new Date(Date.UTC(2026, 10, 26, 0, 1)) }).id;
  b = store.createRelease(path.join(tmp, "build-b"), { now: new Date(Date.UTC(2026, 10, 26, 0, 2)) }).id;
  store.activate(a);
  build(path.join(tmp, "public"), "A", "cccccccccccccccccccc");
  fs.writeFileSync(path.join(tmp, "public/index.html"), "<title>public</title><h1>PUBLIC_DIR</h1>");
  app = await buildApp({ config: loadConfig({ PUBLIC_DIR: path.join(tmp, "public"), RELEASES_DIR: store.dir, LEADS_DB: ":memory:" }) });
});
afterEach(async () => {
  await app.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test("the current release is served, not PUBLIC_DIR, with the CSP of its page", async () => {
  const res = await app.inject({ url: "/" });
  expect(res.body).toContain("Release A");
  expect(res.headers["content-security-policy"]).toContain(cspHash(inline("A")));
});

test("every answer states the served site's version (Server-Timing), which a switch changes with it", async () => {
  for (const url of ["/", "/page-data/app-data.json", `/app-${HASH_A}.js`, "/no-such-page"]) {
    expect((await app.inject({ url })).headers["server-timing"]).toBe(`site;desc="${HASH_A.slice(0, 10)}0123456789"`);
  }
  store.activate(b);
  await app.activeSite.refresh();
  expect((await app.inject({ url: "/contact" })).headers["server-timing"]).toBe(`site;desc="${HASH_B.slice(0, 10)}0123456789"`);
});

test("after B is activated the next request gets B without a restart, page and CSP together", async () => {
  store.activate(b);
  expect(await app.activeSite.refresh()).toBe(true);
  const res = await app.inject({ url: "/" });
  expect(res.body).toContain("Release B");
  const csp = res.headers["content-security-policy"] as string;
  expect(csp).toContain(cspHash(inline("B")));
  expect(csp).not.toContain(cspHash(inline("A")));
  const blog = await app.inject({ url: "/data/blogs/post-B" });
  expect(blog.statusCode).toBe(200);
  expect((await app.inject({ url: "/data/blogs/post-A" })).statusCode).toBe(404);
});

test("a request that arrived before the switch finishes on its release, CSP included", async () => {
  let arrived!: () => void;
  const pinnedNow = new Promise<void>((resolve) => (arrived = resolve));
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  app.addHook("preHandler", async (request) => {
    if (request.headers["x-hold"]) {
      arrived();
      await gate;
    }
  });
  const slow = app.inject({ url: "/", headers: { "x-hold": "1" } });
  await pinnedNow;
  store.activate(b);
  await app.activeSite.refresh();
  expect((await app.inject({ url: "/" })).body).toContain("Release B");
  letGo();
  const res = await slow;
  expect(res.body).toContain("Release A");
  expect(res.headers["content-security-policy"]).toContain(cspHash(inline("A")));
});

test("the previous release's hashed bundle is still served after the switch; its page-data is not", async () => {
  store.activate(b);
  await app.activeSite.refresh();
  const old = await app.inject({ url: `/app-${HASH_A}.js` });
  expect(old.statusCode).toBe(200);
  expect(old.body).toBe('console.log("A")');
  expect(old.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await app.inject({ url: `/app-${HASH_B}.js` })).body).toBe('console.log("B")');
  expect((await app.inject({ url: "/page-data/only-A/page-data.json" })).statusCode).toBe(404);
  expect((await app.inject({ url: `/..%2F${a}/app-${HASH_A}.js` })).statusCode).toBe(404);
});

test("files streamed from disk (conditional requests, nothing in memory) come from the pinned release too", async () => {
  await app.close();
  app = await buildApp({ config: loadConfig({ PUBLIC_DIR: path.join(tmp, "public"), RELEASES_DIR: store.dir, LEADS_DB: ":memory:", STATIC_MEMORY_MB: "0" }) });
  store.activate(b);
  await app.activeSite.refresh();
  const page = await app.inject({ url: "/", headers: { "if-none-match": '"stale"' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain("Release B");
  expect((await app.inject({ url: `/app-${HASH_B}.js` })).body).toBe('console.log("B")');
});

test("after a restart on B, A's hashed bundle is still found among the kept releases", async () => {
  store.activate(b);
  await app.close();
  app = await buildApp({ config: loadConfig({ PUBLIC_DIR: path.join(tmp, "public"), RELEASES_DIR: store.dir, LEADS_DB: ":memory:" }) });
  expect((await app.inject({ url: "/" })).body).toContain("Release B");
  expect((await app.inject({ url: `/app-${HASH_A}.js` })).body).toBe('console.log("A")');
  expect((await app.inject({ url: "/app-dddddddddddddddddddd.js" })).statusCode).toBe(404);
});

test("rolling back switches back the same way", async () => {
  store.activate(b);
  await app.activeSite.refresh();
  store.rollback(a);
  expect(await app.activeSite.refresh()).toBe(true);
  expect((await app.inject({ url: "/" })).body).toContain("Release A");
});

test("without a current release PUBLIC_DIR is served as before", async () => {
  await app.close();
  app = await buildApp({ config: loadConfig({ PUBLIC_DIR: path.join(tmp, "public"), RELEASES_DIR: path.join(tmp, "none"), LEADS_DB: ":memory:" }) });
  expect((await app.inject({ url: "/" })).body).toContain("PUBLIC_DIR");
  expect(await app.activeSite.refresh()).toBe(false);
});

describe("following the pointer", () => {
  const logs: { level: string; msg: string; data: unknown }[] = [];
  const log = Object.fromEntries(
    ["info", "warn", "error", "debug", "trace", "fatal"].map((level) => [level, (data: unknown, msg: string) => logs.push({ level, msg, data })]),
  ) as unknown as FastifyBaseLogger;
  const memory = { budgetBytes: 1024 * 1024, maxFileBytes: 1024 * 1024 };

  /** One turn of the event loop: lets file reads started by a timer complete. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    logs.length = 0;
  });

  test("without file events (a network file system) the 2 s poll notices the new release; the switch is logged", async () => {
    jest.spyOn(fs, "watch").mockImplementation(() => {
      throw Object.assign(new Error("watch unsupported"), { code: "ENOSYS" });
    });
    const active = await openActiveSite({ publicDir: path.join(tmp, "public"), releasesDir: store.dir, memory, log });
    // Only the poll's interval is faked; waitFor below waits in real time for the release's files to be read.
    jest.useFakeTimers({ doNotFake: ["Date", "hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout"] });
    active.watch(2000);
    store.activate(b);
    jest.advanceTimersByTime(1999);
    await settle();
    expect(active.current().releaseId).toBe(a);
    jest.advanceTimersByTime(1);
    await waitFor("the switch to B", () => active.current().releaseId === b, 10_000);
    active.close();
    expect(active.current().releaseId).toBe(b);
    expect(logs).toContainEqual(expect.objectContaining({ level: "info", msg: "switched to release", data: expect.objectContaining({ from: a, to: b }) }));
  });

  test("a file event on current switches without waiting for the poll", async () => {
    const active = await openActiveSite({ publicDir: path.join(tmp, "public"), releasesDir: store.dir, memory, log });
    active.watch(60 * 60_000);
    store.activate(b);
    await waitFor("the switch to B", () => active.current().releaseId === b, 10_000);
    active.close();
  });

  test("a release that cannot be loaded is not switched to: the previous one keeps serving", async () => {
    const active = await openActiveSite({ publicDir: path.join(tmp, "public"), releasesDir: store.dir, memory, log });
    fs.rmSync(path.join(store.pathOf(b), "index.html"));
    store.activate(b);
    expect(await active.refresh()).toBe(false);
    expect(active.current().releaseId).toBe(a);
    expect(logs).toContainEqual(expect.objectContaining({ level: "error", data: expect.objectContaining({ release: b }) }));
  });
});

test("a switch to a release that changed one page reads that page alone; the rest is taken over from the site served until now", async () => {
  // The next build: A with only its 404 page changed. The store hard-links every file that did not change.
  const next = path.join(tmp, "build-a-edited");
  fs.cpSync(path.join(tmp, "build-a"), next, { recursive: true });
  fs.writeFileSync(path.join(next, "404.html"), page("404 A, правка", HASH_A));
  const before = app.activeSite.current();
  const home = await before.memory.get("index.html");
  const edited = store.createRelease(next, { now: new Date(Date.UTC(2026, 10, 26, 0, 3)) }).id;
  store.activate(edited);
  expect(await app.activeSite.refresh()).toBe(true);
  const after = app.activeSite.current();
  expect(after.releaseId).toBe(edited);
  expect(after.site.pagesRead).toBe(1);
  expect(after.memory.readCount()).toBe(1);
  // The same bytes in memory, not a second copy of them.
  expect(await after.memory.get("index.html")).toBe(home);
  expect((await app.inject({ url: "/no-such-page" })).body).toContain("404 A, правка");
  expect((await app.inject({ url: "/" })).body).toContain("Release A");
});

test("a site keeps only the cache of the one served just before it, not every earlier one", async () => {
  const first = app.activeSite.current();
  await first.memory.get(`app-${HASH_A}.js`); // a bundle a visitor fetched from release A
  const next = path.join(tmp, "build-a-edited");
  fs.cpSync(path.join(tmp, "build-a"), next, { recursive: true });
  fs.writeFileSync(path.join(next, "404.html"), page("404 A, правка", HASH_A));
  store.activate(store.createRelease(next, { now: new Date(Date.UTC(2026, 10, 26, 0, 3)) }).id);
  await app.activeSite.refresh();
  const second = app.activeSite.current();
  store.activate(a);
  await app.activeSite.refresh();
  // Two switches on, the second site no longer reaches into the first one's cache (nor keeps it alive):
  // the bundle, which it never served itself, is read from disk.
  const reads = second.memory.readCount();
  await second.memory.get(`app-${HASH_A}.js`);
  expect(second.memory.readCount()).toBe(reads + 1);
  // The site now served still takes over from the second one.
  const third = app.activeSite.current();
  expect(await third.memory.get("index.html")).toBe(await second.memory.get("index.html"));
});

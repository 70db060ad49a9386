/**
 * `npm run bench:publish` (issue #19): publishing measured on this machine with the production server,
 * PUBLISH_WATCH=1 and the real content and Gatsby build.
 *
 *  1. HTML latency at idle: BENCH_CONNECTIONS (4) connections load pages for BENCH_SECONDS (10 s).
 *  2. Warm publish: the h1 of /modules/faces is edited in its content file; the time from the save to the
 *     live page showing it, with nothing else running.
 *  3. The file put back: a second warm publish, while the same connections keep loading pages: its time,
 *     their HTML p99 against idle, and failed requests (the switch happens under that load).
 *  4. Through the editors' admin (issue #20): an editor signs in, saves the module as a draft and
 *     publishes it («Сохранить», then «Опубликовать сейчас»), by the same API calls Decap makes; the time
 *     from the save to the live page showing it.
 *  5. With --cold, a publish with Gatsby's cache deleted first (a first build on a new server).
 *  6. Server memory (RSS) across 5 switches between two releases.
 *
 * The server works on a git copy of content/ (CONTENT_DIR) in a temporary folder, as a site whose
 * content is a repository of its own does: the project's files are never edited. Needs a build (npm run
 * build). Prints a table and writes build/bench-publish.json. public/ and .cache/ end as a build of that
 * copy with the last edit in it: run `npm run build:site` before the end-to-end tests.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addEditor, releasesOfBuild, ROOT } from "../e2e/harness";
import { commitContentCopy } from "../server/test/cms-repo";
import { freePort } from "../server/test/free-port";
import { spawnServer, type RunningServer } from "../server/test/spawn-server";

const EDITED_REL = "modules/faces.json";
const EDITOR = { email: "bench@videumlab.ru", name: "Бенчмарк", password: crypto.randomBytes(12).toString("hex") };
const PAGE = "/modules/faces";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const ROUTES = ["/", "/about", "/modules", PAGE, "/blogs", "/contact"];
const TOKEN = crypto.randomBytes(24).toString("hex");
const cold = process.argv.includes("--cold");

interface Load {
  p50: number;
  p99: number;
  requests: number;
  failed: number;
}

/** Pages loaded by `connections` visitors until stopped: HTML latency percentiles and failures. */
function load(origin: string) {
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const visitor = async (n: number) => {
    for (let i = n; running; i++) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}${ROUTES[i % ROUTES.length]}`);
        await response.arrayBuffer();
        if (response.status !== 200) failed++;
      } catch {
        failed++;
      }
      times.push(performance.now() - started);
    }
  };
  const all = Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => visitor(n)));
  return async (): Promise<Load> => {
    running = false;
    await all;
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
    return { p50: at(0.5), p99: at(0.99), requests: times.length, failed };
  };
}

async function heading(origin: string): Promise<string> {
  const inner = /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await fetch(`${origin}${PAGE}`)).text())?.[1] ?? "";
  return inner.replace(/<[^>]+>/g, "").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ").trim();
}

/** Seconds from `edit` (writing the file, or the admin's save) to the live page's h1 reading `expected`. */
async function publishEdit(origin: string, edit: () => unknown, expected: string, underLoad: boolean): Promise<{ seconds: number; during: Load | null }> {
  const stop = underLoad ? load(origin) : null;
  const started = Date.now();
  await edit();
  for (;;) {
    if ((await heading(origin)) === expected) break;
    if (Date.now() - started > 900_000) throw new Error("the edit was not live after 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (Date.now() - started) / 1000;
  return { seconds: Math.round(seconds * 10) / 10, during: stop ? await stop() : null };
}

/** Signs the editor in as the login page does, and returns a caller of the CMS API with the session. */
async function cmsClient(origin: string) {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
  });
  if (!login.ok) throw new Error(`admin login: HTTP ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return async (action: string, params: Record<string, unknown>) => {
    const response = await fetch(`${origin}/api/cms`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie, "x-csrf-token": csrfToken },
      body: JSON.stringify({ branch: "main", action, params: { branch: "main", ...params } }),
    });
    if (!response.ok) throw new Error(`${action}: HTTP ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function main() {
  if (!fs.existsSync(path.join(ROOT, "public/index.html")) || !fs.existsSync(path.join(ROOT, "build/server/server/server.js"))) {
    throw new Error("no build: run npm run build first");
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-publish-"));
  const repo = path.join(tmp, "content-repo");
  const contentDir = path.join(repo, "content");
  commitContentCopy(repo, { name: EDITOR.name, email: EDITOR.email });
  const editedFile = path.join(contentDir, EDITED_REL);
  const original = fs.readFileSync(editedFile, "utf8");
  const title = (JSON.parse(original) as { hero: { title: string } }).hero.title;
  const edited = `${title} — новая редакция`;
  const byAdmin = `${title} — правка из админки`;
  const store = releasesOfBuild(path.join(tmp, "releases"));
  let server: RunningServer | undefined;
  try {
    server = await spawnServer([path.join(ROOT, "build/server/server/server.js")], {
      PUBLIC_DIR: path.join(ROOT, "public"),
      LEADS_DB: path.join(tmp, "leads.sqlite"),
      RELEASES_DIR: store.dir,
      PUBLISH_WATCH: "1",
      PUBLISH_TOKEN: TOKEN,
      CONTENT_DIR: contentDir,
      PORT: String(await freePort()),
    }, { cwd: ROOT });
    const origin = server.origin;
    addEditor(path.join(tmp, "leads.sqlite"), EDITOR);
    await heading(origin);

    const idleStop = load(origin);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const idle = await idleStop();

    const write = (text: string) => () => fs.writeFileSync(editedFile, text);
    const warm = await publishEdit(origin, write(original.replace(`"title": "${title}"`, `"title": "${edited}"`)), edited, false);
    const back = await publishEdit(origin, write(original), title, true);

    // The admin's «Сохранить» (a draft on its branch) and «Опубликовать сейчас», as Decap calls them.
    const cms = await cmsClient(origin);
    const slug = path.basename(EDITED_REL, ".json");
    const admin = await publishEdit(
      origin,
      async () => {
        await cms("persistEntry", {
          dataFiles: [{ path: `content/${EDITED_REL}`, slug, raw: original.replace(`"title": "${title}"`, `"title": "${byAdmin}"`) }],
          assets: [],
          options: { collectionName: "modules", useWorkflow: true, status: "pending_publish" },
        });
        await cms("publishUnpublishedEntry", { collection: "modules", slug });
      },
      byAdmin,
      false,
    );

    let coldRun: { seconds: number; during: Load | null } | null = null;
    if (cold) {
      // A first build on a new server: no Gatsby cache.
      fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
      coldRun = await publishEdit(origin, write(original.replace(`"title": "${title}"`, `"title": "${edited}"`)), edited, false);
    }

    // Memory across switches between the two newest releases.
    const [newest, older] = store.list();
    const rss: number[] = [Math.round(rssMb(server.child.pid!))];
    for (let i = 0; i < 5; i++) {
      store.activate(i % 2 === 0 ? older.id : newest.id);
      // The server follows within 2 s; then it has loaded the release and dropped the other's cache.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      rss.push(Math.round(rssMb(server.child.pid!)));
    }
    const releaseMb = Math.round(store.list()[0].bytes / 1024 / 1024);

    const rows = [
      ["HTML at idle", `p50 ${idle.p50} ms, p99 ${idle.p99} ms`, `${idle.requests} requests, ${idle.failed} failed`],
      ["warm publish (edit → live page)", `${warm.seconds} s`, "goal ≤ 40 s"],
      [`warm publish under ${CONNECTIONS} connections`, `${back.seconds} s`, "the file put back"],
      ["  HTML while it built", `p50 ${back.during!.p50} ms, p99 ${back.during!.p99} ms (×${(back.during!.p99 / idle.p99).toFixed(1)} idle)`, `${back.during!.requests} requests, ${back.during!.failed} failed`],
      ["admin: «Сохранить» → live page", `${admin.seconds} s`, "draft, then «Опубликовать сейчас»"],
      ...(coldRun ? [["cold publish (no .cache)", `${coldRun.seconds} s`, "a first build"]] : []),
      ["server RSS across 5 switches", `${rss.join(" → ")} MB`, `one release: ${releaseMb} MB on disk`],
    ];
    for (const [what, figure, note] of rows) console.log(`${what.padEnd(34)} ${figure.padEnd(52)} ${note}`);
    const results = { idle, warm, back, admin, cold: coldRun, rssMb: rss, releaseMb, connections: CONNECTIONS };
    fs.mkdirSync(path.join(ROOT, "build"), { recursive: true });
    fs.writeFileSync(path.join(ROOT, "build/bench-publish.json"), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * `npm run bench:publish` (issue #19): publishing measured on this machine with the production server,
 * PUBLISH_WATCH=1 and the real content and Gatsby build.
 *
 *  0. The first publish of the content copy (a new folder: it rewrites every page-data file), timed apart.
 *  1. HTML latency at idle: BENCH_CONNECTIONS (4) connections load pages for BENCH_SECONDS (10 s).
 *  2. Warm publish: the h1 of /modules/faces is edited in its content file; the time from the save to the
 *     live page showing it, with nothing else running.
 *  3. The file put back: a second warm publish, while the same connections keep loading pages: its time,
 *     their HTML p99 against idle, and failed requests (the switch happens under that load).
 *  4. Through the editors' admin (issue #20): an editor signs in, saves the module as a draft and
 *     publishes it («Сохранить», then «Опубликовать сейчас»), by the same API calls Decap makes; the time
 *     from the save to the live page showing it.
 *  5. Server memory (RSS) across 20 switches between two releases.
 *  6. With --cold (issue #51), the first publish after a deploy, as a Capistrano-style deploy makes it: the
 *     committed project unpacked into a new release folder, its dependencies installed, `npm run build`
 *     there (what `npm start` runs), the production server started from it, then an editor's first edit;
 *     the deploy's stages and the edit's seconds to the live page, beside the warm figure. The warm
 *     server is stopped first, so the two do not share the machine's cores.
 *
 * For each warm publish it prints where the seconds went (issue #35): from the edit to the publish's
 * start (the watch's settling, or the admin's calls, and the process starting), the content check,
 * Gatsby's stages (its process starting, bootstrap, queries, webpack, HTML, post-build), the release
 * (hard links and copies), the server loading and switching to it, and the rest until the live page
 * showed the edit; and how many files the release wrote rather than linked (HTML pages among them).
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
import { readJournal } from "../server/publish/journal";
import { openReleaseStore, type ReleaseStore } from "../server/releases/store";
import { coldDeploy } from "./bench-publish/cold-deploy";
import { figuresBlock, ru, wantsDocs, writeFigures } from "./bench-figures";

const EDITED_REL = "modules/faces.json";
const EDITOR = { email: "bench@videumlab.ru", name: "Бенчмарк", password: crypto.randomBytes(12).toString("hex") };
const PAGE = "/modules/faces";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const ROUTES = ["/", "/about", "/modules", PAGE, "/blogs", "/contact"];
const TOKEN = crypto.randomBytes(24).toString("hex");
const cold = process.argv.includes("--cold");
/** Switches between two releases while the server's memory is watched. */
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 20);

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

/** Where the seconds of one publish went, from the edit to the live page. */
interface Stages {
  /** Edit → the publish process started (the watch's settling or the admin's calls, then npm and tsx). */
  untilStart: number;
  check: number;
  /** Before Gatsby's own clock starts: npm and the gatsby command loading. */
  gatsbyStart: number;
  bootstrap: number;
  queries: number;
  webpack: number;
  html: number;
  postBuild: number;
  /** Gatsby's other steps (types, slices, workers' start…): its total less the stages above. */
  gatsbyOther: number;
  /** The release: hard links to unchanged files, copies of changed ones. */
  release: number;
  /** Release made → the server has loaded it and switched (its log's loadMs inside). */
  switch: number;
  loadMs: number;
  /** Switched → the bench's poll saw the edit on the live page. */
  untilSeen: number;
  /** Files the release wrote rather than linked to the one before it, and the HTML pages among them. */
  filesWritten: number;
  pagesWritten: number;
  /** Pages whose HTML Gatsby rendered again (the rest it kept from its cache). */
  pagesRendered: number | null;
}

/** The server's log line for its switch to `release`: when, and how long loading it took. */
function switchLine(server: RunningServer, release: string): { at: number; loadMs: number } | null {
  for (const line of server.output().split("\n")) {
    if (!line.includes('"switched to release"') || !line.includes(release)) continue;
    const entry = JSON.parse(line) as { time: number; loadMs?: number };
    return { at: entry.time, loadMs: entry.loadMs ?? 0 };
  }
  return null;
}

/** Files of the newest release that are not hard links into the release before it. */
function written(store: ReleaseStore): { files: number; pages: number } {
  const [newest, before] = store.list();
  let files = 0;
  let pages = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(store.pathOf(newest.id), dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name !== "manifest.json") {
        const mine = fs.statSync(path.join(store.pathOf(newest.id), rel)).ino;
        const theirs = before ? fs.statSync(path.join(store.pathOf(before.id), rel), { throwIfNoEntry: false })?.ino : undefined;
        if (mine !== theirs) {
          files += 1;
          if (rel.endsWith(".html")) pages += 1;
        }
      }
    }
  };
  walk("");
  return { files, pages };
}

function stagesOf(store: ReleaseStore, server: RunningServer, editAt: number, seenAt: number): Stages | null {
  const { lastSuccess } = readJournal(store.dir);
  const t = lastSuccess?.timings;
  if (!lastSuccess || !t) return null;
  const doneAt = Date.parse(lastSuccess.at);
  const switched = switchLine(server, lastSuccess.releaseId);
  const g = t.gatsby;
  const round = (value: number) => Math.round(value * 10) / 10;
  const { files, pages } = written(store);
  return {
    untilStart: round((Date.parse(lastSuccess.startedAt) - editAt) / 1000),
    check: round(t.check),
    gatsbyStart: round(g ? t.build - g.total : t.build),
    bootstrap: round(g?.bootstrap ?? 0),
    queries: round(g?.queries ?? 0),
    webpack: round(g?.webpack ?? 0),
    html: round(g?.html ?? 0),
    postBuild: round(g?.postBuild ?? 0),
    gatsbyOther: round(g ? g.total - g.bootstrap - g.queries - g.webpack - g.html - g.postBuild : 0),
    release: round(t.release),
    switch: switched ? round((switched.at - doneAt) / 1000) : 0,
    loadMs: switched?.loadMs ?? 0,
    untilSeen: switched ? round((seenAt - switched.at) / 1000) : 0,
    filesWritten: files,
    pagesWritten: pages,
    pagesRendered: g?.pagesRendered ?? null,
  };
}

/** Seconds from `edit` (writing the file, or the admin's save) to the live page's h1 reading `expected`. */
async function publishEdit(
  origin: string,
  edit: () => unknown,
  expected: string,
  underLoad: boolean,
  where: { store: ReleaseStore; server: RunningServer },
): Promise<{ seconds: number; during: Load | null; stages: Stages | null }> {
  const stop = underLoad ? load(origin) : null;
  const started = Date.now();
  await edit();
  for (;;) {
    if ((await heading(origin)) === expected) break;
    if (Date.now() - started > 900_000) throw new Error("the edit was not live after 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seenAt = Date.now();
  const seconds = (seenAt - started) / 1000;
  return { seconds: Math.round(seconds * 10) / 10, during: stop ? await stop() : null, stages: stagesOf(where.store, where.server, started, seenAt) };
}

function printStages(name: string, stages: Stages | null) {
  if (!stages) return console.log(`${name}: no stage timings in the journal`);
  const s = stages;
  const rows: [string, number][] = [
    ["edit → publish started (settling, npm, tsx)", s.untilStart],
    ["content check", s.check],
    ["Gatsby process start (npm, gatsby CLI)", s.gatsbyStart],
    ["Gatsby bootstrap", s.bootstrap],
    ["queries", s.queries],
    ["webpack", s.webpack],
    ["HTML", s.html],
    ["post-build (plugins' too: offline, sitemap, feed)", s.postBuild],
    ["Gatsby's other steps", s.gatsbyOther],
    ["release (links, copies)", s.release],
    [`server load and switch (load ${s.loadMs} ms)`, s.switch],
    ["until the page was seen live", s.untilSeen],
  ];
  console.log(`  ${name}: where the seconds went`);
  for (const [what, seconds] of rows) console.log(`    ${what.padEnd(48)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`    files the release wrote (not linked): ${s.filesWritten}, HTML pages among them: ${s.pagesWritten}; pages Gatsby rendered: ${s.pagesRendered ?? "?"}`);
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
  const primed = `${title} — первая публикация копии`;
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
    const write = (text: string) => () => fs.writeFileSync(editedFile, text);
    const where = { store, server };

    // The copy's folder is not the one public/ was built from, and Gatsby's node ids come from absolute
    // paths: the first publish rewrites every page-data file. That is the first publish after moving a
    // site, not an editor's edit on a running one (npm start builds from CONTENT_DIR itself), so it is
    // timed apart, and the warm publishes start from its result.
    const first = await publishEdit(origin, write(original.replace(`"title": "${title}"`, `"title": "${primed}"`)), primed, false, where);

    const idleStop = load(origin);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const idle = await idleStop();

    const warm = await publishEdit(origin, write(original.replace(`"title": "${title}"`, `"title": "${edited}"`)), edited, false, where);
    const back = await publishEdit(origin, write(original), title, true, where);

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
      where,
    );

    // Memory across switches between the two newest releases.
    const [newest, older] = store.list();
    const rss: number[] = [Math.round(rssMb(server.child.pid!))];
    for (let i = 0; i < SWITCHES; i++) {
      store.activate(i % 2 === 0 ? older.id : newest.id);
      // The server follows within 2 s; then it has loaded the release and dropped the other's cache.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      rss.push(Math.round(rssMb(server.child.pid!)));
    }
    const releaseMb = Math.round(store.list()[0].bytes / 1024 / 1024);

    const rows = [
      ["HTML at idle", `p50 ${idle.p50} ms, p99 ${idle.p99} ms`, `${idle.requests} requests, ${idle.failed} failed`],
      ["first publish of the copy", `${first.seconds} s`, `a site moved to a new folder: ${first.stages?.filesWritten ?? "?"} files written`],
      ["warm publish (edit → live page)", `${warm.seconds} s`, "goal ≤ 20 s"],
      [`warm publish under ${CONNECTIONS} connections`, `${back.seconds} s`, "the file put back"],
      ["  HTML while it built", `p50 ${back.during!.p50} ms, p99 ${back.during!.p99} ms (×${(back.during!.p99 / idle.p99).toFixed(1)} idle)`, `${back.during!.requests} requests, ${back.during!.failed} failed`],
      ["admin: «Сохранить» → live page", `${admin.seconds} s`, "draft, then «Опубликовать сейчас»; goal ≤ 20 s"],
      [`server RSS across ${SWITCHES} switches`, `${rss[0]} → ${Math.max(...rss)} (max) → ${rss[rss.length - 1]} MB`, `one release: ${releaseMb} MB on disk`],
    ];
    for (const [what, figure, note] of rows) console.log(`${what.padEnd(34)} ${figure.padEnd(52)} ${note}`);
    printStages("warm publish", warm.stages);
    printStages("warm publish under load", back.stages);
    printStages("admin «Сохранить» → live", admin.stages);
    console.log(`  RSS after each switch: ${rss.join(" ")} MB`);
    await server.stop();
    server = undefined;

    let coldRun: (Awaited<ReturnType<typeof publishEdit>> & { deploy: Awaited<ReturnType<typeof coldDeploy>>["deploy"] }) | null = null;
    if (cold) {
      const deployed = await coldDeploy(tmp, EDITOR);
      try {
        const coldStore = openReleaseStore(deployed.releasesDir);
        const coldEdited = `${title} — первая правка после выкладки`;
        const coldFile = path.join(deployed.contentDir, EDITED_REL);
        const run = await publishEdit(deployed.server.origin, () => fs.writeFileSync(coldFile, original.replace(`"title": "${title}"`, `"title": "${coldEdited}"`)), coldEdited, false, {
          store: coldStore,
          server: deployed.server,
        });
        coldRun = { ...run, deploy: deployed.deploy };
      } finally {
        await deployed.server.stop();
      }
      console.log(`${"cold: deploy (npm run build in a new folder)".padEnd(48)} ${deployed.deploy.total.toFixed(1).padStart(6)} s`);
      for (const [what, seconds] of Object.entries(deployed.deploy.steps)) console.log(`    ${what.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s`);
      console.log(`${"cold: first edit after the deploy → live page".padEnd(48)} ${coldRun.seconds.toFixed(1).padStart(6)} s   goal ≤ 60 s; warm ${warm.seconds} s`);
      printStages("first publish after a deploy", coldRun.stages);
    }
    const results = { idle, first, warm, back, admin, cold: coldRun, rssMb: rss, releaseMb, connections: CONNECTIONS };
    fs.mkdirSync(path.join(ROOT, "build"), { recursive: true });
    fs.writeFileSync(path.join(ROOT, "build/bench-publish.json"), `${JSON.stringify(results, null, 2)}\n`);
    if (wantsDocs()) {
      const during = back.during!;
      writeFigures(
        "publish",
        figuresBlock("publish", [
          ["правка файла → живая страница, с кэшем (цель ≤ 20 с)", `**${ru(warm.seconds, 1)} с**`],
          [`то же под ${CONNECTIONS} непрерывными соединениями (цель ≤ 20 с)`, `**${ru(back.seconds, 1)} с**`],
          ["админка: «Сохранить» → живая страница (цель ≤ 20 с)", `**${ru(admin.seconds, 1)} с**`],
          ["HTML во время сборки против простоя (цель ≤ ×3)", `p99 ${ru(during.p99, 1)} против ${ru(idle.p99, 1)} мс (**×${ru(during.p99 / idle.p99, 1)}**); p50 ${ru(during.p50, 1)} против ${ru(idle.p50, 1)} мс`],
          ["неудачных запросов за публикацию под нагрузкой", `${during.failed} из ${during.requests}`],
          ["файлов, записанных выпуском (не ссылкой)", warm.stages ? `${warm.stages.filesWritten}, из них HTML — ${warm.stages.pagesWritten}` : "?"],
          ["HTML, отрисованный Gatsby заново", `${warm.stages?.pagesRendered ?? "?"} стр.`],
          ["первая публикация копии в новой папке", `${ru(first.seconds, 1)} с, ${first.stages?.filesWritten ?? "?"} файлов`],
          [`память сервера за ${SWITCHES} переключений`, `${rss[0]} → ${rss[rss.length - 1]} МБ (наибольшая ${Math.max(...rss)})`],
          ...(coldRun
            ? ([
                ["`--cold`: деплой, `npm run build` в новой папке", `${ru(coldRun.deploy.total, 1)} с`],
                ["`--cold`: первая правка после деплоя → живая страница (цель ≤ 60 с)", `**${ru(coldRun.seconds, 1)} с**`],
              ] as [string, string][])
            : []),
        ]),
      );
    }
  } finally {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * A killed publish never costs an edit (issue #48). An editor's change is being published when the
 * build's whole process group is killed (SIGKILL: the OOM killer, a power cut) — at each stage in turn,
 * the moment chosen by the build's own output — and the next `npm run publish` must put that change live.
 * When the content is back to the original, the release must be the same site as a clean build of it
 * (build/deploy/v1, from `npm run build` before the end-to-end tests: scripts/test.sh). Last, the server
 * itself is killed while its watch's publish builds, and on restart it publishes the change by itself.
 *
 * Runs in the publishing project (after the other end-to-end tests): its builds rewrite public/.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openReleaseStore, type ReleaseStore } from "../../server/releases/store";
import { readJournal } from "../../server/publish/journal";
import { ROOT, startProductionServer, type SiteServer } from "../harness";
import { siteDifferences } from "./same-site";

const EDITED = path.join(ROOT, "content/modules/faces.json");
const original = fs.readFileSync(EDITED, "utf8");
const ORIGINAL_TITLE = (JSON.parse(original) as { hero: { title: string } }).hero.title;
const CLEAN_BUILD = path.join(ROOT, "build/deploy/v1");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-crash-"));
const releasesDir = path.join(work, "releases");
let store: ReleaseStore;

/** The kill moments: a line the publish or Gatsby prints as the stage is under way. */
const STAGES = [
  { stage: "проверка контента", event: "Проверка контента…" },
  { stage: "бутстрап Gatsby (узлы записаны)", event: "success source and transform nodes" },
  { stage: "сборка JavaScript (webpack)", event: "success write out requires" },
  { stage: "запросы страниц", event: "success run static queries" },
  { stage: "HTML страниц", event: "success run page queries" },
  { stage: "после сборки (onPostBuild)", event: "info Blog index:" },
  { stage: "проверка собранных страниц", event: "Проверка собранных страниц по контенту…" },
  { stage: "выпуск и переключение", event: "Выпуск и переключение…" },
] as const;

function setTitle(title: string) {
  fs.writeFileSync(EDITED, title === ORIGINAL_TITLE ? original : original.replace(`"title": "${ORIGINAL_TITLE}"`, `"title": "${title}"`));
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  killed: boolean;
}

/**
 * `npm run publish` in its own process group; with `killAt`, the whole group is killed with SIGKILL as
 * soon as that line appears in its output.
 */
function publishRun(killAt?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "publish"], {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, RELEASES_DIR: releasesDir },
    });
    let output = "";
    let killed = false;
    const take = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (killAt && !killed && output.includes(killAt)) {
        killed = true;
        process.kill(-(child.pid as number), "SIGKILL");
      }
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, output, killed }));
  });
}

const liveDir = () => store.pathOf(store.current()!.id);

/** The module's title as the live release has it: in its page-data and in its page's h1. */
function liveTitles(dir = liveDir()) {
  const data = JSON.parse(fs.readFileSync(path.join(dir, "page-data/modules/faces/page-data.json"), "utf8")) as {
    result: { data: { module: { hero: { title: string } } } };
  };
  const html = fs.readFileSync(path.join(dir, "modules/faces/index.html"), "utf8");
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  const plain = (text: string | undefined) => text?.replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ").trim();
  return { data: plain(data.result.data.module.hero.title), h1: plain(h1?.replace(/<[^>]+>/g, "")) };
}

beforeAll(() => {
  if (!fs.existsSync(path.join(CLEAN_BUILD, "index.html"))) {
    throw new Error("No clean build to compare with in build/deploy/v1: run `npm run build && npm run bench:rebuild` first (scripts/test.sh does)");
  }
  store = openReleaseStore(releasesDir);
  store.checkWritable();
});

afterAll(() => {
  fs.writeFileSync(EDITED, original);
  fs.rmSync(work, { recursive: true, force: true });
});

test("a publish killed at any stage: the next one puts the edit live, and with the content back it is the same site as a clean build", async () => {
  // The starting point: whatever the tests before left, published with the original content.
  setTitle(ORIGINAL_TITLE);
  const first = await publishRun();
  expect(first.code).toBe(0);
  const report: string[] = [];

  for (const [i, { stage, event }] of STAGES.entries()) {
    const title = i % 2 === 0 ? `${ORIGINAL_TITLE}, правка ${i + 1}` : ORIGINAL_TITLE;
    setTitle(title);
    const live = store.current()!.id;
    const killed = await publishRun(event);
    expect({ stage, killed: killed.killed, signal: killed.signal }).toEqual({ stage, killed: true, signal: "SIGKILL" });
    // Killed before the switch: the live site is the one before.
    expect(store.current()!.id).toBe(live);

    const started = Date.now();
    const next = await publishRun();
    expect({ stage, code: next.code, tail: next.code === 0 ? "" : next.output.slice(-3000) }).toEqual({ stage, code: 0, tail: "" });
    expect(next.output).toMatch(/Опубликовано: выпуск \S+/);
    expect(store.current()!.id).not.toBe(live);
    expect({ stage, ...liveTitles() }).toEqual({ stage, data: title, h1: title });
    const recovered = /Прошлая сборка не завершилась[^\n]*/.exec(next.output)?.[0] ?? "сборка на кэше прошлой";
    report.push(`${stage}: убита по «${event}»; следующая публикация за ${Math.round((Date.now() - started) / 1000)} с (${recovered})`);
    if (title === ORIGINAL_TITLE) expect({ stage, differences: siteDifferences(liveDir(), CLEAN_BUILD) }).toEqual({ stage, differences: [] });
  }
  console.log(report.join("\n"));
  expect(readJournal(releasesDir).lastSuccess?.releaseId).toBe(store.current()!.id);
}, 900_000);

test("the server killed while its watch's publish builds: on restart it publishes the edit by itself", async () => {
  setTitle(ORIGINAL_TITLE);
  expect((await publishRun()).code).toBe(0);
  const before = store.current()!.id;
  const token = crypto.randomBytes(24).toString("hex");
  const env = { RELEASES_DIR: releasesDir, PUBLISH_WATCH: "1", PUBLISH_TOKEN: token };
  let server: SiteServer | undefined = await startProductionServer({ env });
  try {
    const title = `${ORIGINAL_TITLE}, правка при падении сервера`;
    const datastore = path.join(ROOT, ".cache/data/datastore/data.mdb");
    const storeWrittenBefore = fs.statSync(datastore).mtimeMs;
    setTitle(title);
    // The moment: the build has written the edit into Gatsby's node store (the state a killed build left
    // inconsistent before issue #48).
    const deadline = Date.now() + 120_000;
    for (;;) {
      const running = readJournal(releasesDir).running;
      if (running?.stage === "build" && fs.statSync(datastore).mtimeMs > storeWrittenBefore) break;
      if (Date.now() > deadline) throw new Error(`the watch's publish did not reach the build: ${JSON.stringify(readJournal(releasesDir))}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // As systemd stops a service: the server and everything it started, at once.
    const publishPid = readJournal(releasesDir).running!.pid;
    const group = Number(fs.readFileSync(`/proc/${publishPid}/stat`, "utf8").split(") ")[1].split(" ")[2]);
    server.child.kill("SIGKILL");
    process.kill(-group, "SIGKILL");
    await new Promise((resolve) => server!.child.once("close", resolve));
    server = undefined;
    expect(store.current()!.id).toBe(before);

    server = await startProductionServer({ env });
    const status = async () => {
      const response = await fetch(`${server!.origin}/api/publish/status`, { headers: { authorization: `Bearer ${token}` } });
      return (await response.json()) as { current: { id: string } | null; running: unknown; lastSuccess: { reason: string } | null };
    };
    const until = Date.now() + 300_000;
    let now = await status();
    while (!(now.current?.id !== before && !now.running)) {
      if (Date.now() > until) throw new Error(`not published after the restart: ${JSON.stringify(now)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      now = await status();
    }
    expect(now.lastSuccess?.reason).toMatch(/повтор прерванной публикации/);
    expect(liveTitles()).toEqual({ data: title, h1: title });
  } finally {
    await server?.stop();
  }
  // Put the original back live, so the tests after this one start from it.
  setTitle(ORIGINAL_TITLE);
  expect((await publishRun()).code).toBe(0);
}, 600_000);

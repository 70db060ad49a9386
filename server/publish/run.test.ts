import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { gatsbyStep } from "./build-log";
import { currentJournal, readJournal, writeJournal } from "./journal";
import { publish, PublishError, runBuild, type PublishSteps } from "./run";
import { openReleaseStore, type ReleaseStore } from "../releases/store";

let tmp: string;
let buildDir: string;
let store: ReleaseStore;
let live: string;

function writeSite(title: string) {
  fs.mkdirSync(buildDir, { recursive: true });
  fs.writeFileSync(path.join(buildDir, "index.html"), `<title>${title}</title>`);
}

const steps = (overrides: Partial<PublishSteps> = {}): PublishSteps => ({
  checkContent: () => [],
  build: async () => writeSite("Новый заголовок"),
  verify: () => [],
  buildClean: async () => writeSite("Собрано без кэша"),
  buildIsWhole: () => undefined,
  released: () => undefined,
  contentCommit: () => "0123456789abcdef0123456789abcdef01234567",
  ...overrides,
});
const run = (s: PublishSteps) => publish({ store, buildDir, keep: 2, steps: s, out: () => undefined, reason: "тест" });

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "publish-"));
  buildDir = path.join(tmp, "public");
  store = openReleaseStore(path.join(tmp, "releases"));
  store.checkWritable();
  writeSite("Старый заголовок");
  live = store.createRelease(buildDir).id;
  store.activate(live);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const liveTitle = () => fs.readFileSync(path.join(store.pathOf(store.current()!.id), "index.html"), "utf8");

test("a successful publish makes the build the live release, with the content's commit", async () => {
  const { release, previous } = await run(steps());
  expect(store.current()?.id).toBe(release.id);
  expect(release.commit).toBe("0123456789abcdef0123456789abcdef01234567");
  expect(previous).toBe(live);
  expect(liveTitle()).toContain("Новый заголовок");
  expect(fs.existsSync(path.join(store.dir, "publish.lock"))).toBe(false);
  expect(readJournal(store.dir)).toMatchObject({ running: null, lastSuccess: { releaseId: release.id, reason: "тест" } });
});

test("while it runs, the journal names the stage; a run whose process is gone reads as interrupted there", async () => {
  let seen: ReturnType<typeof readJournal> | undefined;
  await run(steps({ build: async () => { seen = readJournal(store.dir); writeSite("Новый"); } }));
  expect(seen?.running).toMatchObject({ pid: process.pid, stage: "build", reason: "тест" });

  const dead = spawnSync(process.execPath, ["-e", ""]).pid;
  writeJournal(store.dir, { ...readJournal(store.dir), running: { pid: dead, startedAt: new Date().toISOString(), stage: "build", reason: "вебхук" } });
  const now = currentJournal(store.dir);
  expect(now.running).toBeNull();
  expect(now.lastFailure).toMatchObject({ stage: "build", reason: "вебхук", message: expect.stringMatching(/прервана на этапе «сборка сайта»/) });
});

test("a content error stops before the build: no release, the live site unchanged, file and field named", async () => {
  const build = jest.fn(async () => undefined);
  const problem = { file: "content/modules/ord.json", field: "title", message: "обязательное поле отсутствует" };
  await expect(run(steps({ checkContent: () => [problem], build }))).rejects.toThrow("content/modules/ord.json: поле «title»: обязательное поле отсутствует");
  expect(build).not.toHaveBeenCalled();
  expect(store.list().map((r) => r.id)).toEqual([live]);
  expect(store.current()?.id).toBe(live);
  // The journal keeps the refusal for the status API and /admin, file and field apart.
  const { running, lastFailure } = readJournal(store.dir);
  expect(running).toBeNull();
  expect(lastFailure).toMatchObject({ stage: "check", problems: [problem], message: expect.stringMatching(/ошибки в контенте \(1\)/) });
});

test("a failed build: no release, the live site unchanged, the log's tail in the error", async () => {
  const failing = () => runBuild([process.execPath, "-e", 'for (let i = 1; i <= 100; i++) console.log("строка " + i); console.error("ERROR #85901 GraphQL"); process.exit(1)'], { cwd: tmp });
  const error = await run(steps({ build: failing })).then(
    () => new Error("published"),
    (e: unknown) => e as Error,
  );
  expect(error).toBeInstanceOf(PublishError);
  expect(error.message).toMatch(/Сборка завершилась с кодом 1; сайт не изменён/);
  expect(error.message).toContain("ERROR #85901 GraphQL");
  expect(error.message).toContain("строка 100");
  expect(error.message).not.toContain("строка 50\n");
  const { lastFailure } = readJournal(store.dir);
  expect(lastFailure?.stage).toBe("build");
  expect(lastFailure?.logTail).toMatch(/строка 100\nERROR #85901 GraphQL$/);
  expect(store.list().map((r) => r.id)).toEqual([live]);
  expect(store.current()?.id).toBe(live);
  expect(fs.existsSync(path.join(store.dir, "publish.lock"))).toBe(false);
});

test("a failed Gatsby build is reported by Gatsby's own summary first, with no terminal colour codes", async () => {
  const script = [
    'console.log("\\u001b[32msuccess\\u001b[39m Building production JavaScript and CSS bundles - 30.285s");',
    'console.log("\\u001b[31m ERROR #95313 \\u001b[39m \\u001b[31m HTML.COMPILATION\\u001b[39m\\n");',
    'console.log("Building static HTML failed for path \\"/modules/car-numbers\\"\\n");',
    'console.log("See our docs page for more info on this error: https://gatsby.dev/debug-html\\n");',
    'console.log("  WebpackError: The result of this StaticQuery could not be fetched.\\n");',
    'for (let i = 0; i < 30; i++) console.log("    at node_modules/node-fetch/lib/index.js:1491:11");',
    "process.exit(1);",
  ].join("");
  await expect(run(steps({ build: () => runBuild([process.execPath, "-e", script], { cwd: tmp }) }))).rejects.toThrow(PublishError);
  const { lastFailure } = readJournal(store.dir);
  expect(lastFailure?.message).toBe(
    'Сборка не удалась — Gatsby #95313 (HTML.COMPILATION): Building static HTML failed for path "/modules/car-numbers": ' +
      "The result of this StaticQuery could not be fetched. (сборка завершилась с кодом 1; сайт не изменён).",
  );
  expect(lastFailure?.logTail).not.toMatch(/\u001b/);
  expect(lastFailure?.logTail).toContain("ERROR #95313");
  expect(store.current()?.id).toBe(live);
});

test("while Gatsby builds, the journal says which of its steps the build is in, from the build's own output", async () => {
  // A build that prints Gatsby's lines one by one and, between them, waits for the test to read the journal.
  const script = [
    'const lines = ["success load plugins - 1.3s", "info bootstrap finished - 7.5s", "success Building production JavaScript and CSS bundles - 5.0s", "success Building HTML renderer - 1.2s", "success run page queries - 1.0s - 2/2", "success Building static HTML for pages - 1.6s - 2/2"];',
    'let i = 0; process.stdin.on("data", () => { if (i < lines.length) console.log(lines[i++]); else process.exit(0); });',
  ].join("");
  const seen: (string | undefined)[] = [];
  await run(
    steps({
      build: (step) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "inherit"] });
          let out = "";
          child.stdout.on("data", (chunk: Buffer) => {
            out += chunk.toString();
            step?.(gatsbyStep(out));
            seen.push(readJournal(store.dir).running?.buildStep);
            child.stdin.write("next\n");
          });
          child.on("exit", (code) => (code === 0 ? (writeSite("Новый"), resolve()) : reject(new Error(String(code)))));
          child.stdin.write("next\n");
        }),
    }),
  );
  expect(seen).toEqual(["bootstrap", "bundles", "renderer", "queries", "pages", "finishing"]);
  // Done: no step is left behind in the journal.
  expect(readJournal(store.dir).running).toBeNull();
});

test("runBuild tells each new step of a real child's output once, in order", async () => {
  const script = 'for (const l of ["info bootstrap finished - 7.5s", "success Building production JavaScript and CSS bundles - 5.0s", "success Building production JavaScript and CSS bundles - 5.0s"]) console.log(l);';
  const steps: string[] = [];
  await runBuild([process.execPath, "-e", script], { cwd: tmp, onStep: (step) => steps.push(step) });
  // The pipe may deliver the lines in one chunk or several: the steps come in Gatsby's order, none twice.
  expect(["bundles,renderer", "renderer"]).toContain(steps.join(","));
});

test("runBuild reads a step line that came in two pieces, and never moves back to an earlier step", async () => {
  // Three writes a tenth of a second apart reach the parent as three chunks.
  const script = [
    'const w = (t) => process.stdout.write(t);',
    'w("success Building HT");',
    'setTimeout(() => w("ML renderer - 1.0s\\n"), 100);',
    'setTimeout(() => w("info bootstrap finished - 7.5s\\n"), 200);',
  ].join(" ");
  const steps: string[] = [];
  await runBuild([process.execPath, "-e", script], { cwd: tmp, onStep: (step) => steps.push(step) });
  expect(steps).toEqual(["bootstrap", "queries"]);
});

test("a successful publish records how long each stage took, Gatsby's own stages too, and keeps the last five", async () => {
  const log = [
    "info bootstrap finished - 8.5s",
    "success Building production JavaScript and CSS bundles - 3.25s",
    "success Building static HTML for pages - 1.5s - 3/3 2.00/s",
    "success onPostBuild - 0.75s",
    "info Done building in 15.1 sec",
  ].join("\n");
  for (let i = 0; i < 6; i++) {
    await run(steps({ build: async () => { writeSite(`Выпуск ${i}`); return log; } }));
  }
  const { lastSuccess, recent } = readJournal(store.dir);
  expect(lastSuccess?.timings).toMatchObject({
    check: expect.any(Number),
    build: expect.any(Number),
    release: expect.any(Number),
    gatsby: { bootstrap: 8.5, webpack: 3.25, html: 1.5, postBuild: 0.75, queries: 0, total: 15.1 },
  });
  const t = lastSuccess!.timings!;
  expect(t.total).toBeGreaterThanOrEqual(t.check + t.build + t.release - 0.02);
  expect(recent).toHaveLength(5);
  expect(recent?.[0]).toEqual(t);
});

test("a build killed by a signal is reported as such", async () => {
  const killed = () => runBuild([process.execPath, "-e", 'process.kill(process.pid, "SIGKILL")'], { cwd: tmp });
  await expect(run(steps({ build: killed }))).rejects.toThrow(/прервана сигналом SIGKILL/);
  expect(store.current()?.id).toBe(live);
});

test("a second publish while one runs is refused with a clear message", async () => {
  let finish!: () => void;
  const first = run(steps({ build: () => new Promise<void>((resolve) => (finish = () => { writeSite("Первый"); resolve(); })) }));
  await expect(run(steps())).rejects.toThrow(/Публикация уже идёт/);
  finish();
  await first;
  expect(liveTitle()).toContain("Первый");
});

test("old releases beyond RELEASES_KEEP are pruned after the switch", async () => {
  await run(steps());
  const { release, pruned } = await run(steps());
  expect(pruned).toEqual([live]);
  expect(store.list()).toHaveLength(2);
  expect(store.current()?.id).toBe(release.id);
});

test("an unwritable releases directory is refused before anything is checked or built", async () => {
  const checkContent = jest.fn(() => []);
  // A path under a file cannot be created by anyone, root included (the tests may run as root).
  fs.writeFileSync(path.join(tmp, "not-a-folder"), "");
  const blocked = openReleaseStore(path.join(tmp, "not-a-folder", "releases"));
  await expect(publish({ store: blocked, buildDir, keep: 2, steps: steps({ checkContent }), out: () => undefined })).rejects.toThrow(/RELEASES_DIR=.*\(ENOTDIR\)/);
  expect(checkContent).not.toHaveBeenCalled();
});

describe("the publish checks its build against the content before the switch (issue #48)", () => {
  const stale = "content/modules/faces.json → /modules/faces: страница собрана из прежней версии файла";

  test("a page built from an older version of its entry: built again without the cache, then published; the build is trusted and kept only then", async () => {
    const order: string[] = [];
    let clean = false;
    const lines: string[] = [];
    const { release } = await publish({
      store,
      buildDir,
      keep: 2,
      reason: "тест",
      out: (line) => lines.push(line),
      steps: steps({
        build: async () => {
          order.push("build");
          writeSite("Старая страница");
        },
        verify: () => {
          order.push("verify");
          return clean ? [] : [stale];
        },
        buildClean: async () => {
          order.push("buildClean");
          clean = true;
          writeSite("Собрано без кэша");
        },
        buildIsWhole: () => order.push("whole"),
        released: (id) => order.push(`released ${id}`),
      }),
    });
    expect(order).toEqual(["build", "verify", "buildClean", "verify", "whole", `released ${release.id}`]);
    expect(liveTitle()).toContain("Собрано без кэша");
    expect(lines.join("\n")).toContain(`Страницы не совпадают с контентом (1):\n${stale}\nСборка заново, без кэша`);
  });

  test("still stale after the clean build: refused in Russian, nothing switched, the build not marked whole, never a success in the journal", async () => {
    const whole = jest.fn();
    const error = await run(steps({ verify: () => [stale], buildIsWhole: whole })).then(
      () => new Error("published"),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(PublishError);
    expect(error.message).toMatch(/^Публикация отменена: собранные страницы не совпадают с контентом даже после сборки без кэша \(1\), сайт не изменён\.\n/);
    expect(error.message).toContain(stale);
    expect(whole).not.toHaveBeenCalled();
    expect(store.current()?.id).toBe(live);
    expect(store.list().map((r) => r.id)).toEqual([live]);
    const journal = readJournal(store.dir);
    expect(journal.lastSuccess).toBeNull();
    expect(journal.lastFailure).toMatchObject({ stage: "verify", message: expect.stringMatching(/^Публикация отменена: собранные страницы не совпадают/) });
  });

  test("while the built pages are checked, the journal says so", async () => {
    let seen: ReturnType<typeof readJournal> | undefined;
    await run(steps({ verify: () => ((seen = readJournal(store.dir)), []) }));
    expect(seen?.running).toMatchObject({ stage: "verify" });
  });
});

test("the disk full while the release is written: nothing switched, the build kept as whole; the next publish, space freed, puts the edit live", async () => {
  const copy = fs.copyFileSync;
  const full = jest.spyOn(fs, "copyFileSync").mockImplementation(() => {
    throw Object.assign(new Error("ENOSPC: no space left on device, copyfile"), { code: "ENOSPC" });
  });
  const error = await run(steps()).then(
    () => new Error("published"),
    (e: unknown) => e as Error,
  );
  full.mockRestore();
  expect(fs.copyFileSync).toBe(copy);
  expect(error.message).toMatch(/ENOSPC/);
  expect(store.current()?.id).toBe(live);
  expect(liveTitle()).toContain("Старый заголовок");
  expect(readJournal(store.dir).lastFailure).toMatchObject({ stage: "release" });

  const { release } = await run(steps());
  expect(store.current()?.id).toBe(release.id);
  expect(liveTitle()).toContain("Новый заголовок");
  // The half-written release of the failed run is gone.
  expect(fs.readdirSync(store.dir).filter((name) => name.startsWith(".staging-"))).toEqual([]);
});

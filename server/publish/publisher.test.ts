import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquirePublishLock, alive } from "../releases/lock";
import { openReleaseStore, type ReleaseStore } from "../releases/store";
import { waitFor } from "../test/wait-for";
import { readJournal } from "./journal";
import { BUILD_GROUP_NICE, GATHER_MS, KILL_GRACE_MS, Publisher, QUEUE_FILE } from "./publisher";
import { describeChange, watchContent } from "./watch";

const FAKE = path.join(__dirname, "../test/fake-publish-command.ts");
const TSX = require.resolve("tsx/cli");

let tmp: string;
let store: ReleaseStore;
let content: string;
let runs: string;
const publishers: Publisher[] = [];
const logged: string[] = [];

function publisher(buildMs = 0, timeoutMs?: number, gatherMs = 300) {
  process.env.FAKE_BUILD_MS = String(buildMs);
  const created = new Publisher({
    timeoutMs,
    command: [process.execPath, TSX, FAKE],
    cwd: tmp,
    releasesDir: store.dir,
    busyRetryMs: 200,
    gatherMs,
    log: { info: (_o, message) => logged.push(message), error: (_o, message) => logged.push(message) },
  });
  publishers.push(created);
  return created;
}

const liveTitle = () => {
  const current = store.current();
  return current ? fs.readFileSync(path.join(store.pathOf(current.id), "index.html"), "utf8").replace(/<\/?title>/g, "") : null;
};
/** The reason of each run, in the order they began. */
const runReasons = () =>
  fs.readFileSync(runs, "utf8").split("\n").filter((line) => line.startsWith("start: ")).map((line) => line.slice("start: ".length));
const edit = (title: string) => fs.writeFileSync(content, title);

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "publisher-"));
  store = openReleaseStore(path.join(tmp, "releases"));
  store.checkWritable();
  content = path.join(tmp, "content.txt");
  runs = path.join(tmp, "runs.log");
  fs.writeFileSync(runs, "");
  delete process.env.FAKE_DEAF_TO_SIGTERM;
  delete process.env.FAKE_PRINTED;
  delete process.env.FAKE_SCHEDULING_GROUP;
  Object.assign(process.env, { FAKE_CONTENT: content, FAKE_BUILD_DIR: path.join(tmp, "public"), FAKE_RUNS: runs, RELEASES_DIR: store.dir });
  edit("Первый заголовок");
});

afterEach(async () => {
  jest.useRealTimers();
  await Promise.all(publishers.splice(0).map((p) => p.close()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

test("a trigger publishes: the build becomes the live release and the journal says why", async () => {
  const p = publisher();
  expect(p.trigger("правка в content/modules/faces.json")).toBe("started");
  await p.idle();
  expect(liveTitle()).toBe("Первый заголовок");
  expect(p.status()).toMatchObject({ running: null, queued: [], lastSuccess: { reason: "правка в content/modules/faces.json", releaseId: store.current()?.id } });
  expect(fs.existsSync(path.join(store.dir, QUEUE_FILE))).toBe(false);
}, 30_000);

test("the build runs in a scheduling group below the server's, so visitors' pages come first during a publish", async () => {
  const own = fs.readFileSync("/proc/self/autogroup", "utf8").trim();
  const file = path.join(tmp, "group.txt");
  process.env.FAKE_SCHEDULING_GROUP = file;
  try {
    const p = publisher(300);
    p.trigger("правка");
    await p.idle();
  } finally {
    delete process.env.FAKE_SCHEDULING_GROUP;
  }
  const group = fs.readFileSync(file, "utf8");
  expect(group).toMatch(new RegExp(`nice ${BUILD_GROUP_NICE}$`));
  expect(BUILD_GROUP_NICE).toBeGreaterThan(0);
  expect(group.replace(/ nice.*/, "")).not.toBe(own.replace(/ nice.*/, ""));
}, 30_000);

test("two triggers at the same moment make one build, with both reasons and the later change", async () => {
  const p = publisher();
  expect(p.trigger("пуш из GitHub, коммит 1a2b3c4")).toBe("started");
  edit("Заголовок из пуша");
  expect(p.trigger("изменён content/modules/faces.json")).toBe("queued");
  await p.idle();
  expect(runReasons()).toEqual(["пуш из GitHub, коммит 1a2b3c4; изменён content/modules/faces.json"]);
  expect(liveTitle()).toBe("Заголовок из пуша");
}, 30_000);

test("the admin's publish and the watch seeing its merge make one build, with the default timings", async () => {
  // The build outlasts the watch's settling: a watch trigger arriving after the run began would be queued,
  // and idle() would wait for that second run.
  const p = publisher(3000, undefined, GATHER_MS);
  const watched = path.join(tmp, "watched");
  fs.mkdirSync(watched);
  const watch = watchContent(watched, (files) => p.triggerSettled(describeChange(files)));
  await watch.ready;
  try {
    p.trigger("публикация из админки");
    fs.writeFileSync(path.join(watched, "faces.json"), "{}"); // the merge lands in the checkout at once
    await p.idle();
    expect(runReasons()).toEqual(["публикация из админки; изменён watched/faces.json"]);
  } finally {
    await watch.close();
  }
}, 30_000);

test("the watch's trigger, already settled, starts the build at once; the others wait for what comes with them", async () => {
  fakePublisherTimers();
  const p = publisher(0, undefined, GATHER_MS);
  const before = logged.length;
  const started = () => logged.slice(before).filter((message) => message === "publish started").length;
  p.triggerSettled("изменён content/modules/faces.json");
  await jest.advanceTimersByTimeAsync(0);
  expect(started()).toBe(1);
  await p.idle();

  p.trigger("публикация из админки");
  await jest.advanceTimersByTimeAsync(GATHER_MS - 1);
  expect(started()).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(started()).toBe(2);
  await p.idle();
  expect(runReasons()).toEqual(["изменён content/modules/faces.json", "публикация из админки"]);
}, 30_000);

test("triggers during a build are coalesced into one follow-up build that takes the latest content", async () => {
  const p = publisher(1500);
  p.trigger("первая правка");
  await waitFor("the build to start", () => readJournal(store.dir).running?.stage === "build");
  edit("Второй заголовок");
  expect(p.trigger("вторая правка")).toBe("queued");
  edit("Третий заголовок");
  expect(p.trigger("третья правка")).toBe("queued");
  expect(p.trigger("третья правка")).toBe("queued");
  expect(p.status()).toMatchObject({ running: { stage: "build", reason: "первая правка" }, queued: ["вторая правка", "третья правка"] });
  await p.idle();
  expect(runReasons()).toEqual(["первая правка", "вторая правка; третья правка"]);
  expect(liveTitle()).toBe("Третий заголовок");
}, 30_000);

test("refused content leaves the live site as it was and names file and field; the next trigger recovers", async () => {
  const p = publisher();
  p.trigger("начало");
  await p.idle();
  const live = store.current()?.id;
  edit("BROKEN");
  p.trigger("сломанная правка");
  await p.idle();
  expect(store.current()?.id).toBe(live);
  expect(liveTitle()).toBe("Первый заголовок");
  expect(p.status().lastFailure).toMatchObject({
    stage: "check",
    reason: "сломанная правка",
    problems: [{ file: "content/modules/faces.json", field: "title", message: "обязательное поле отсутствует" }],
  });
  edit("Исправленный заголовок");
  p.trigger("исправление");
  await p.idle();
  expect(liveTitle()).toBe("Исправленный заголовок");
  expect(p.status().lastSuccess?.reason).toBe("исправление");
}, 30_000);

test("a build killed mid-way (SIGKILL) changes nothing live, is reported at its stage with its log, and the next trigger recovers", async () => {
  const p = publisher();
  p.trigger("начало");
  await p.idle();
  const live = store.current()?.id;
  edit("Не доживёт");
  process.env.FAKE_BUILD_MS = "20000";
  const printed = path.join(tmp, "printed.txt");
  process.env.FAKE_PRINTED = printed;
  p.trigger("долгая сборка");
  await waitFor("the build to start and print", () => readJournal(store.dir).running?.stage === "build" && fs.existsSync(printed));
  delete process.env.FAKE_PRINTED;
  process.kill(readJournal(store.dir).running!.pid, "SIGKILL");
  await p.idle();
  expect(store.current()?.id).toBe(live);
  expect(store.list().map((r) => r.id)).toEqual([live]);
  const failure = p.status().lastFailure;
  expect(failure?.message).toMatch(/прервана на этапе «сборка сайта»/);
  expect(failure?.logTail).toContain("building «Не доживёт»");
  // The dead run's lock is taken over by the next one.
  process.env.FAKE_BUILD_MS = "0";
  edit("После сбоя");
  p.trigger("повтор");
  await p.idle();
  expect(liveTitle()).toBe("После сбоя");
}, 30_000);

test("while `npm run publish` holds the lock, a trigger waits for it instead of being lost", async () => {
  const unlock = acquirePublishLock(store.dir);
  const p = publisher();
  const before = logged.length;
  p.trigger("правка во время ручной публикации");
  // Refused, not merely started: a run that had started but not yet asked for the lock would take it once
  // the lock is released below, and publish in one attempt.
  await waitFor("the refused attempt", () => logged.slice(before).includes("another publish holds the lock; retrying shortly"));
  expect(runReasons()).toHaveLength(1);
  expect(store.current()).toBeNull();
  unlock();
  await p.idle();
  expect(liveTitle()).toBe("Первый заголовок");
  expect(runReasons().length).toBeGreaterThanOrEqual(2);
  expect(p.status().lastFailure).toBeNull();
}, 30_000);

test("a server stopped during a build stops the build, and the next server process runs what was pending", async () => {
  const first = publisher(20_000);
  first.trigger("правка перед перезапуском");
  await waitFor("the build to start", () => readJournal(store.dir).running?.stage === "build");
  const pid = readJournal(store.dir).running!.pid;
  await first.close();
  expect(() => process.kill(pid, 0)).toThrow();
  expect(store.current()).toBeNull();

  const second = publisher(0);
  second.resume();
  await second.idle();
  expect(liveTitle()).toBe("Первый заголовок");
  expect(runReasons()[1]).toMatch(/^правка перед перезапуском/);
  expect(fs.existsSync(path.join(store.dir, QUEUE_FILE))).toBe(false);
}, 30_000);

/** Fakes the publisher's timers only; the fake publish command runs in its own process, in real time. */
const fakePublisherTimers = () => jest.useFakeTimers({ doNotFake: ["Date", "hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate"] });
const sigtermIgnored = () => fs.readFileSync(runs, "utf8").includes("SIGTERM ignored");
const gone = (pid: number) => !alive(pid);

test("a publish that outlasts PUBLISH_TIMEOUT_MINUTES (a hung build deaf to SIGTERM) is killed, recorded with its log, and the next edit publishes", async () => {
  fs.mkdirSync(path.join(tmp, "public"));
  fs.writeFileSync(path.join(tmp, "public", "index.html"), "<title>Живой сайт</title>");
  const live = store.createRelease(path.join(tmp, "public")).id;
  store.activate(live);
  fakePublisherTimers();
  const p = publisher(3_600_000, 30 * 60_000);
  process.env.FAKE_DEAF_TO_SIGTERM = "1";
  edit("Зависшая правка");
  p.trigger("правка, сборка которой зависнет");
  await jest.advanceTimersByTimeAsync(300); // the gathering of triggers
  await waitFor("the build to start", () => readJournal(store.dir).running?.stage === "build");
  const pid = readJournal(store.dir).running!.pid;

  await jest.advanceTimersByTimeAsync(30 * 60_000 - 1);
  expect(logged).not.toContain("publish took too long; stopping it");
  await jest.advanceTimersByTimeAsync(1);
  expect(logged).toContain("publish took too long; stopping it");
  await waitFor("SIGTERM to reach the build", sigtermIgnored);
  expect(gone(pid)).toBe(false); // it ignores SIGTERM…
  await jest.advanceTimersByTimeAsync(KILL_GRACE_MS);
  await p.idle(); // …and SIGKILL ends it (the kernel finishes a killed process a moment after its pipes close)
  await waitFor("the killed build to be gone", () => gone(pid), 5000);

  expect(store.current()?.id).toBe(live);
  expect(store.list().map((r) => r.id)).toEqual([live]);
  const failure = p.status().lastFailure;
  expect(failure).toMatchObject({ stage: "build", reason: "правка, сборка которой зависнет" });
  expect(failure?.message).toBe("Публикация не уложилась в 30\u00a0мин и остановлена на этапе «сборка сайта»; сайт не изменён.");
  expect(failure?.logTail).toContain("building «Зависшая правка»");

  delete process.env.FAKE_DEAF_TO_SIGTERM;
  delete process.env.FAKE_PRINTED;
  delete process.env.FAKE_SCHEDULING_GROUP;
  process.env.FAKE_BUILD_MS = "0";
  edit("Следующая правка");
  p.trigger("следующая правка");
  await jest.advanceTimersByTimeAsync(300);
  await p.idle();
  expect(liveTitle()).toBe("Следующая правка");
  // A run that finished in time leaves no limit behind to stop a later one.
  await jest.advanceTimersByTimeAsync(30 * 60_000);
  expect(logged.filter((m) => m === "publish took too long; stopping it")).toHaveLength(1);
}, 30_000);

test("a server stopped during a build that ignores SIGTERM kills it after the grace period", async () => {
  const p = publisher(3_600_000);
  process.env.FAKE_DEAF_TO_SIGTERM = "1";
  p.trigger("правка перед остановкой");
  await waitFor("the build to start", () => readJournal(store.dir).running?.stage === "build");
  const pid = readJournal(store.dir).running!.pid;
  fakePublisherTimers();
  let closed = false;
  const closing = p.close().then(() => (closed = true));
  await waitFor("SIGTERM to reach the build", sigtermIgnored);
  await jest.advanceTimersByTimeAsync(KILL_GRACE_MS - 1);
  expect(closed).toBe(false);
  expect(gone(pid)).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await closing;
  await waitFor("the killed build to be gone", () => gone(pid), 5000);
  expect(store.current()).toBeNull();
}, 30_000);

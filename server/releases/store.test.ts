import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquirePublishLock, removeStaleLock } from "./lock";
import { CURRENT, isReleaseId, openReleaseStore, ReleaseError, type ReleaseStore } from "./store";

let tmp: string;
let build: string;
let store: ReleaseStore;

function writeBuild(files: Record<string, string>) {
  fs.rmSync(build, { recursive: true, force: true });
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
    fs.writeFileSync(path.join(build, file), body);
  }
}

const SITE = {
  "index.html": "<title>A</title>",
  "about/index.html": "<title>О нас</title>",
  "app-0123456789abcdef0123.js": "console.log(1)",
  "page-data/index/page-data.json": "{}",
};

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "releases-"));
  build = path.join(tmp, "public");
  store = openReleaseStore(path.join(tmp, "releases"), { keep: 3 });
  store.checkWritable();
  writeBuild(SITE);
});
afterEach(() => {
  fs.chmodSync(tmp, 0o755);
  fs.rmSync(tmp, { recursive: true, force: true });
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 0, minute));

test("a release is a complete copy with a manifest, listed but not live until activated", () => {
  const release = store.createRelease(build, { commit: "abc123", now: at(1) });
  expect(isReleaseId(release.id)).toBe(true);
  expect(release).toMatchObject({ commit: "abc123", builtAt: at(1).toISOString(), pages: 2, files: 4 });
  expect(release.bytes).toBe(Object.values(SITE).reduce((n, body) => n + Buffer.byteLength(body), 0));
  expect(fs.readFileSync(path.join(store.pathOf(release.id), "about/index.html"), "utf8")).toBe("<title>О нас</title>");
  expect(store.list().map((r) => r.id)).toEqual([release.id]);
  expect(store.current()).toBeNull();
  expect(store.activate(release.id).id).toBe(release.id);
  expect(store.current()).toEqual(release);
});

test("ids sort by build time", () => {
  const older = store.createRelease(build, { now: at(1) });
  const newer = store.createRelease(build, { now: at(2) });
  expect(store.list().map((r) => r.id)).toEqual([newer.id, older.id]);
});

test("releases made in the same millisecond, or after the clock went back, still list newest first", () => {
  const made = [at(5), at(5), at(5), at(1)].map((now) => store.createRelease(build, { now }).id);
  expect(store.list().map((r) => r.id)).toEqual([...made].reverse());
  expect(made.every(isReleaseId)).toBe(true);
});

test("files unchanged since the current release are hard links to it; changed ones are fresh copies", () => {
  const a = store.createRelease(build, { now: at(1) });
  store.activate(a.id);
  writeBuild({ ...SITE, "index.html": "<title>B</title>" });
  const b = store.createRelease(build, { now: at(2) });
  const inode = (id: string, file: string) => fs.statSync(path.join(store.pathOf(id), file)).ino;
  expect(inode(b.id, "app-0123456789abcdef0123.js")).toBe(inode(a.id, "app-0123456789abcdef0123.js"));
  expect(inode(b.id, "index.html")).not.toBe(inode(a.id, "index.html"));
  // never a link into the build folder, which the next build rewrites in place
  expect(inode(b.id, "about/index.html")).not.toBe(fs.statSync(path.join(build, "about/index.html")).ino);
  fs.writeFileSync(path.join(build, "about/index.html"), "rewritten");
  expect(fs.readFileSync(path.join(store.pathOf(b.id), "about/index.html"), "utf8")).toBe("<title>О нас</title>");
});

test("a file of the same size but other bytes is copied, not linked", () => {
  const a = store.createRelease(build, { now: at(1) });
  store.activate(a.id);
  writeBuild({ ...SITE, "app-0123456789abcdef0123.js": "console.log(2)" });
  const b = store.createRelease(build, { now: at(2) });
  expect(fs.readFileSync(path.join(store.pathOf(b.id), "app-0123456789abcdef0123.js"), "utf8")).toBe("console.log(2)");
  expect(fs.readFileSync(path.join(store.pathOf(a.id), "app-0123456789abcdef0123.js"), "utf8")).toBe("console.log(1)");
});

test("a file over the comparison's 1 MB piece is compared whole: equal → linked, last byte changed → copied", () => {
  const big = Buffer.alloc(3 * 1024 * 1024 + 7, 1);
  writeBuild({ ...SITE });
  fs.writeFileSync(path.join(build, "video.mp4"), big);
  const a = store.createRelease(build, { now: at(1) });
  store.activate(a.id);
  fs.writeFileSync(path.join(build, "video.mp4"), big); // rewritten with the same bytes: compared, not trusted
  const b = store.createRelease(build, { now: at(2) });
  const inode = (id: string) => fs.statSync(path.join(store.pathOf(id), "video.mp4")).ino;
  expect(inode(b.id)).toBe(inode(a.id));
  big[big.length - 1] = 2;
  fs.writeFileSync(path.join(build, "video.mp4"), big);
  const c = store.createRelease(build, { now: at(3) });
  expect(inode(c.id)).not.toBe(inode(a.id));
});

test("build files not written since the current release was made are linked without reading either copy", () => {
  const a = store.createRelease(build, { now: at(1) });
  store.activate(a.id);
  fs.writeFileSync(path.join(build, "index.html"), "<title>B</title>");
  const opened: string[] = [];
  const realOpen = fs.openSync;
  const open = jest.spyOn(fs, "openSync").mockImplementation(((file: fs.PathLike, ...rest: [fs.OpenMode]) => {
    opened.push(String(file));
    return realOpen(file, ...rest);
  }) as typeof fs.openSync);
  const b = (() => {
    try {
      return store.createRelease(build, { now: at(2) });
    } finally {
      open.mockRestore();
    }
  })();
  const inode = (id: string, file: string) => fs.statSync(path.join(store.pathOf(id), file)).ino;
  expect(inode(b.id, "about/index.html")).toBe(inode(a.id, "about/index.html"));
  expect(fs.readFileSync(path.join(store.pathOf(b.id), "index.html"), "utf8")).toBe("<title>B</title>");
  expect(opened.filter((file) => /about|app-|page-data/.test(file))).toEqual([]);
});

test("after a rollback the record of a newer release is not trusted: the build's bytes are compared with the live ones", () => {
  writeBuild({ ...SITE, "app-0123456789abcdef0123.js": "console.log(1)" });
  const a = store.createRelease(build, { now: at(1) });
  store.activate(a.id);
  writeBuild({ ...SITE, "app-0123456789abcdef0123.js": "console.log(2)" });
  const b = store.createRelease(build, { now: at(2) });
  store.activate(b.id);
  store.rollback(a.id);
  // the build folder is still b's, its files untouched since b was made
  const c = store.createRelease(build, { now: at(3) });
  expect(fs.readFileSync(path.join(store.pathOf(c.id), "app-0123456789abcdef0123.js"), "utf8")).toBe("console.log(2)");
});

test("a half-written staging directory is never listed nor activated, and prune removes it", () => {
  const staging = path.join(store.dir, ".staging-20261126T000100000Z-abcdef");
  fs.mkdirSync(staging);
  fs.writeFileSync(path.join(staging, "index.html"), "half");
  expect(store.list()).toEqual([]);
  expect(() => store.activate(".staging-20261126T000100000Z-abcdef")).toThrow(ReleaseError);
  expect(() => store.activate("20261126T000100000Z-abcdef")).toThrow(ReleaseError);
  expect(fs.existsSync(path.join(store.dir, CURRENT))).toBe(false);
  store.prune();
  expect(fs.existsSync(staging)).toBe(false);
});

test("a release directory without its manifest (crash before the rename completed) is not listed", () => {
  fs.mkdirSync(path.join(store.dir, "20261126T000100000Z-abcdef"));
  expect(store.list()).toEqual([]);
  expect(() => store.rollback("20261126T000100000Z-abcdef")).toThrow(/нет/);
});

test("activation records the previous release; rollback goes back to it", () => {
  const a = store.createRelease(build, { now: at(1) });
  const b = store.createRelease(build, { now: at(2) });
  store.activate(a.id);
  store.activate(b.id);
  expect(store.current()?.id).toBe(b.id);
  expect(store.previous()).toBe(a.id);
  expect(store.rollback(a.id).id).toBe(a.id);
  expect(store.current()?.id).toBe(a.id);
  expect(store.previous()).toBe(b.id);
  expect(fs.readlinkSync(path.join(store.dir, CURRENT))).toBe(a.id);
});

test("rollback to an unknown id is refused with a clear message and nothing changes", () => {
  const a = store.createRelease(build, { now: at(1) });
  store.activate(a.id);
  const before = fs.readdirSync(store.dir).sort();
  expect(() => store.rollback("20991231T000000000Z-000000")).toThrow("Выпуска «20991231T000000000Z-000000» нет");
  expect(() => store.rollback("no-such")).toThrow(ReleaseError);
  expect(store.current()?.id).toBe(a.id);
  expect(fs.readdirSync(store.dir).sort()).toEqual(before);
});

test.each(["../etc", "..", "/tmp", "20261126T000100000Z-abcdef/../..", "current"])("an id that could leave the store is refused: %s", (id) => {
  expect(() => store.pathOf(id)).toThrow(ReleaseError);
  expect(() => store.rollback(id)).toThrow(ReleaseError);
});

test("prune keeps the newest N and always the current release", () => {
  const ids = [1, 2, 3, 4, 5].map((m) => store.createRelease(build, { now: at(m) }).id);
  store.activate(ids[0]);
  const removed = store.prune(2);
  expect(removed.sort()).toEqual([ids[1], ids[2]].sort());
  expect(store.list().map((r) => r.id)).toEqual([ids[4], ids[3], ids[0]]);
  expect(store.prune()).toEqual([]); // the default from RELEASES_KEEP (3 here)
});

test("an unwritable releases directory is refused up front, naming RELEASES_DIR", () => {
  // A path under a file cannot be created by anyone, root included (the tests may run as root).
  fs.writeFileSync(path.join(tmp, "not-a-folder"), "");
  const blocked = openReleaseStore(path.join(tmp, "not-a-folder", "releases"));
  expect(() => blocked.checkWritable()).toThrow(/^RELEASES_DIR=.*not-a-folder\/releases: папка выпусков недоступна для записи \(ENOTDIR\)/);
  expect(() => blocked.list()).toThrow(/^RELEASES_DIR=.*: папку выпусков не прочитать \(ENOTDIR\)/);
});

test("a build folder without index.html is not a release", () => {
  fs.rmSync(path.join(build, "index.html"));
  expect(() => store.createRelease(build)).toThrow(/нет index.html/);
  expect(store.list()).toEqual([]);
});

describe("publish lock", () => {
  test("a second publisher is refused while the first holds the lock, and may go after", () => {
    const release = acquirePublishLock(store.dir);
    expect(() => acquirePublishLock(store.dir)).toThrow(/Публикация уже идёт/);
    release();
    acquirePublishLock(store.dir)();
  });

  test("a lock left by a process that is gone is taken over", () => {
    fs.writeFileSync(path.join(store.dir, "publish.lock"), JSON.stringify({ pid: 2 ** 22 + 1, host: os.hostname(), since: "x" }));
    acquirePublishLock(store.dir)();
  });

  test("two publishes started together after a crash: the dead one's lock is taken over once, and the second is refused as busy", () => {
    const file = path.join(store.dir, "publish.lock");
    const dead = { pid: 2 ** 22 + 1, host: os.hostname(), since: "2026-12-07T03:00:00.000Z" };
    fs.writeFileSync(file, JSON.stringify(dead));
    // Both read the dead owner; the first takes the lock over…
    const first = acquirePublishLock(store.dir);
    const taken = fs.readFileSync(file, "utf8");
    expect(JSON.parse(taken)).toMatchObject({ pid: process.pid });
    // …and the second, removing what it judged stale a moment before, must not remove the first's lock.
    removeStaleLock(file, dead, new Date());
    expect(fs.readFileSync(file, "utf8")).toBe(taken);
    expect(() => acquirePublishLock(store.dir)).toThrow(/^Публикация уже идёт \(процесс \d+/);
    first();
    expect(fs.existsSync(file)).toBe(false);
  });

  test("while another process is taking a dead lock over, a third is refused; a takeover mark left by a process killed in that instant is cleared after 10 s", () => {
    const file = path.join(store.dir, "publish.lock");
    fs.writeFileSync(file, JSON.stringify({ pid: 2 ** 22 + 1, host: os.hostname(), since: "x" }));
    fs.writeFileSync(`${file}.takeover`, "4194305");
    expect(() => acquirePublishLock(store.dir)).toThrow(/^Публикация уже начинается другим процессом/);
    expect(() => acquirePublishLock(store.dir, new Date(Date.now() + 5_000))).toThrow(/уже начинается/);
    acquirePublishLock(store.dir, new Date(Date.now() + 11_000))();
    expect(fs.existsSync(`${file}.takeover`)).toBe(false);
  });

  test("another host's lock (a shared folder) is refused naming the host, unless the instances' lock is held", () => {
    const lock = JSON.stringify({ pid: 2 ** 22 + 1, host: "web-2", since: "2026-11-26T00:05:00.000Z" });
    fs.writeFileSync(path.join(store.dir, "publish.lock"), lock);
    expect(() => acquirePublishLock(store.dir, new Date(), false)).toThrow(/^Публикация уже идёт на web-2 \(процесс 4194305, с 2026-11-26T00:05:00.000Z\)/);
    expect(fs.readFileSync(path.join(store.dir, "publish.lock"), "utf8")).toBe(lock);
    // Holding PostgreSQL's lock, no other instance can be building: that lock is a dead one's.
    acquirePublishLock(store.dir, new Date(), true)();
  });
});

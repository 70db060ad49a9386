import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { waitFor } from "../test/wait-for";
import { describeChange, isContentChange, settle, watchContent } from "./watch";

describe("edits settle into one publish", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("a run of edits is published once, 3 s after the last, with every file named", () => {
    const published = jest.fn();
    const pending = settle(published, { settleMs: 3000, maxWaitMs: 30_000 });
    pending.changed("content/modules/faces.json");
    jest.advanceTimersByTime(2000);
    pending.changed("content/blog/a.md");
    pending.changed("content/modules/faces.json");
    jest.advanceTimersByTime(2999);
    expect(published).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(published).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledWith(["content/blog/a.md", "content/modules/faces.json"]);
    jest.advanceTimersByTime(60_000);
    expect(published).toHaveBeenCalledTimes(1);
  });

  test("edits that never pause are still published after at most 30 s", () => {
    const published = jest.fn();
    const pending = settle(published, { settleMs: 3000, maxWaitMs: 30_000 });
    for (let second = 0; second < 31; second++) {
      pending.changed(`content/blog/${second}.md`);
      jest.advanceTimersByTime(1000);
    }
    expect(published).toHaveBeenCalledTimes(1);
    expect(published.mock.calls[0][0]).toHaveLength(30);
  });

  test("a stopped watch publishes nothing of what was pending", () => {
    const published = jest.fn();
    const pending = settle(published, { settleMs: 3000, maxWaitMs: 30_000 });
    pending.changed("content/modules/faces.json");
    pending.cancel();
    jest.advanceTimersByTime(60_000);
    expect(published).not.toHaveBeenCalled();
  });
});

test("git's files and editors' scratch files are not content changes", () => {
  expect(isContentChange("modules/faces.json")).toBe(true);
  expect(isContentChange("blog/2024/new-article/index.md")).toBe(true);
  for (const scratch of [".git/index", ".git/objects/ab/cdef", "modules/.faces.json.swp", "modules/faces.json~", "blog/.#a.md", "images/photo.jpg.part"]) {
    expect(isContentChange(scratch)).toBe(false);
  }
});

test("the reason names the first file and counts the rest in Russian", () => {
  expect(describeChange(["content/modules/faces.json"])).toBe("изменён content/modules/faces.json");
  expect(describeChange(["a", "b"])).toBe("изменён a и ещё 1 файл");
  expect(describeChange(["a", "b", "c", "d"])).toBe("изменён a и ещё 3 файла");
  expect(describeChange(["a", ...Array.from({ length: 11 }, (_, i) => String(i))])).toBe("изменён a и ещё 11 файлов");
});

test("a real edit in a nested content folder is seen; a change inside .git is not", async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "watch-")), "content");
  fs.mkdirSync(path.join(dir, "modules"), { recursive: true });
  fs.mkdirSync(path.join(dir, ".git"));
  const published: string[][] = [];
  const watch = watchContent(dir, (files) => published.push(files), { settleMs: 100, maxWaitMs: 1000 });
  try {
    await watch.ready;
    fs.writeFileSync(path.join(dir, ".git", "index"), "x");
    fs.writeFileSync(path.join(dir, "modules", "faces.json"), "{}");
    await waitFor("the edit to be published", () => published.length > 0);
    expect(published).toEqual([["content/modules/faces.json"]]);
  } finally {
    await watch.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

test("a file the admin replaced by a rename is still watched: a later edit in place is published", async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "watch-")), "content");
  const entry = path.join(dir, "modules", "faces.json");
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(entry, '{"title":"1"}');
  const published: string[][] = [];
  const watch = watchContent(dir, (files) => published.push(files), { settleMs: 100, maxWaitMs: 1000 });
  try {
    await watch.ready;
    // The admin's save: a scratch file renamed over the entry.
    const scratch = path.join(dir, "modules", ".faces.json.cms-1-abc");
    fs.writeFileSync(scratch, '{"title":"2"}');
    fs.renameSync(scratch, entry);
    await waitFor("the admin's save to be published", () => published.length > 0);
    // Then an operator (or a tool) edits the same file in place.
    fs.writeFileSync(entry, '{"title":"3"}');
    await waitFor("the later edit to be published", () => published.length > 1);
    expect(published[1]).toEqual(["content/modules/faces.json"]);
  } finally {
    await watch.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publishKind } from "./publish-kind";

let root: string;
let contentDir: string;
const git = (...args: string[]) => execFileSync("git", ["-C", contentDir, "-c", "user.name=Т", "-c", "user.email=t@videumlab.ru", ...args], { encoding: "utf8" }).trim();
const write = (rel: string, text = "{}\n") => {
  fs.mkdirSync(path.dirname(path.join(contentDir, rel)), { recursive: true });
  fs.writeFileSync(path.join(contentDir, rel), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "publish-kind-"));
  contentDir = path.join(root, "content");
  fs.mkdirSync(path.join(root, ".cache"), { recursive: true });
  fs.writeFileSync(path.join(root, ".cache", "sync-requires.js"), `require("${root}/src/pages/404.tsx")`);
  write("modules/faces.json");
  write("modules/cars.json");
  write("site/navigation.json");
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "начало");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const kind = () => publishKind({ root, contentDir, liveCommit: git("rev-parse", "HEAD~1") });

test("one entry changed, with its picture: a one-entry edit", () => {
  write("modules/faces.json", '{"title":"Лица"}\n');
  write("images/modules/faces.jpg", "jpeg");
  git("add", "-A");
  git("commit", "-qm", "правка");
  expect(kind()).toBe("entry");
});

test("two entries: several edits; the site's settings: a change of every page", () => {
  write("modules/faces.json", '{"title":"Лица"}\n');
  write("modules/cars.json", '{"title":"Машины"}\n');
  git("commit", "-qam", "две правки");
  expect(kind()).toBe("many");
  write("site/navigation.json", '{"header":[]}\n');
  git("commit", "-qam", "меню");
  expect(publishKind({ root, contentDir, liveCommit: git("rev-parse", "HEAD~1") })).toBe("site");
});

test("no cache in this folder, or one made in another (a deploy into a new folder): a build from nothing", () => {
  write("modules/faces.json", '{"title":"Лица"}\n');
  git("commit", "-qam", "правка");
  fs.writeFileSync(path.join(root, ".cache", "sync-requires.js"), 'require("/srv/releases/20261201/src/pages/404.tsx")');
  expect(kind()).toBe("cold");
  fs.rmSync(path.join(root, ".cache"), { recursive: true });
  expect(kind()).toBe("cold");
});

test("what changed cannot be told (no live release, no git): several edits", () => {
  expect(publishKind({ root, contentDir, liveCommit: null })).toBe("many");
  expect(publishKind({ root, contentDir: path.join(root, "nowhere"), liveCommit: "abc" })).toBe("many");
});

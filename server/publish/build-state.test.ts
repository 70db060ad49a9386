import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { interruptedBuild, markBuildStarted, markBuildWhole, prepareBuild, saveBuildState, savedBuildRelease } from "./build-state";

let root: string;
let releaseDir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-state-"));
  releaseDir = path.join(root, "releases", "r1");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const read = (rel: string) => (fs.existsSync(path.join(root, rel)) ? fs.readFileSync(path.join(root, rel), "utf8") : null);
const releases = (id: string) => (id === "r1" && fs.existsSync(releaseDir) ? releaseDir : null);
const isReleaseFile = (rel: string) => rel !== "manifest.json";

/** A finished build of «старый заголовок», published as release r1, its state kept. */
function publishedBuild() {
  write(".cache/data/datastore/data.mdb", "узлы: старый заголовок");
  write(".cache/redux/redux.rest.state", "страницы: старый заголовок");
  write(".cache/webpack/index.pack", "модули webpack");
  write("public/index.html", "<h1>старый заголовок</h1>");
  write("public/page-data/index/page-data.json", '{"title":"старый заголовок"}');
  fs.cpSync(path.join(root, "public"), releaseDir, { recursive: true });
  fs.writeFileSync(path.join(releaseDir, "manifest.json"), "{}");
  saveBuildState(root, "r1");
}

/** What a build killed half-way leaves: the node store ahead of the saved state, public/ half-written. */
function killedBuild() {
  markBuildStarted(root);
  write(".cache/data/datastore/data.mdb", "узлы: новый заголовок");
  write(".cache/webpack/index.pack", "модули webpack, новые");
  write("public/page-data/index/page-data.json", '{"title":"нов');
  write("public/page-data/orphan/page-data.json", "{}");
}

test("a finished build leaves no mark; one started and not finished does, until it is marked whole", () => {
  expect(interruptedBuild(root)).toBeNull();
  markBuildStarted(root, new Date("2026-12-07T04:00:00Z"));
  expect(interruptedBuild(root)).toEqual({ pid: process.pid, startedAt: "2026-12-07T04:00:00.000Z" });
  markBuildWhole(root);
  expect(interruptedBuild(root)).toBeNull();
});

test("after a killed build, the next one starts from the last whole state: the saved cache and its release as public/, webpack's cache kept", () => {
  publishedBuild();
  killedBuild();
  expect(prepareBuild(root, releases, isReleaseFile)).toEqual({ kind: "restored", release: "r1" });
  expect(read(".cache/data/datastore/data.mdb")).toBe("узлы: старый заголовок");
  expect(read(".cache/redux/redux.rest.state")).toBe("страницы: старый заголовок");
  expect(read(".cache/webpack/index.pack")).toBe("модули webpack, новые");
  expect(read("public/page-data/index/page-data.json")).toBe('{"title":"старый заголовок"}');
  expect(read("public/page-data/orphan/page-data.json")).toBeNull();
  expect(read("public/manifest.json")).toBeNull();
  // This build is marked as started in its turn.
  expect(interruptedBuild(root)).toMatchObject({ pid: process.pid });
});

test("killed again during that recovery, the next build recovers the same way", () => {
  publishedBuild();
  killedBuild();
  prepareBuild(root, releases, isReleaseFile);
  killedBuild();
  expect(prepareBuild(root, releases, isReleaseFile)).toEqual({ kind: "restored", release: "r1" });
  expect(read(".cache/data/datastore/data.mdb")).toBe("узлы: старый заголовок");
});

test("without a whole state to return to (its release pruned, or none kept), the cache and public/ go: the build starts from nothing but webpack's cache", () => {
  publishedBuild();
  killedBuild();
  fs.rmSync(releaseDir, { recursive: true });
  expect(prepareBuild(root, releases, isReleaseFile)).toEqual({ kind: "cleared" });
  expect(fs.readdirSync(path.join(root, ".cache"))).toEqual(["webpack"]);
  expect(fs.existsSync(path.join(root, "public"))).toBe(false);
});

test("a build that finished needs no recovery: .cache/ and public/ are left as they are", () => {
  publishedBuild();
  markBuildStarted(root);
  write("public/index.html", "<h1>новый заголовок</h1>");
  markBuildWhole(root);
  expect(prepareBuild(root, releases, isReleaseFile)).toEqual({ kind: "none" });
  expect(read("public/index.html")).toBe("<h1>новый заголовок</h1>");
});

test("the saved state is replaced whole or not at all, and names its release", () => {
  publishedBuild();
  expect(savedBuildRelease(root)).toBe("r1");
  write(".cache/redux/redux.rest.state", "страницы: r2");
  saveBuildState(root, "r2");
  expect(savedBuildRelease(root)).toBe("r2");
  expect(fs.readFileSync(path.join(root, "build/gatsby-state/cache/redux/redux.rest.state"), "utf8")).toBe("страницы: r2");
  expect(fs.existsSync(path.join(root, "build/gatsby-state/cache/webpack"))).toBe(false);
  expect(fs.readdirSync(path.join(root, "build/gatsby-state")).sort()).toEqual(["cache"]);
});

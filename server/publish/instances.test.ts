/**
 * Several server instances on one releases directory and one PostgreSQL (issue #19, point 6): exactly
 * one of them builds at a time, and every instance serves the new release within 5 s of its switch.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createTestDatabase } from "../test/postgres";
import { makeFixtureSite } from "../test/fixture-site";
import { spawnServer, type RunningServer } from "../test/spawn-server";
import { waitFor } from "../test/wait-for";
import { postgresBuildLock } from "./build-lock";
import { Publisher } from "./publisher";

const FAKE = path.join(__dirname, "../test/fake-publish-command.ts");
const TSX = require.resolve("tsx/cli");
// The servers run in another folder, from which the bare name "tsx" does not resolve.
const TSX_LOADER = pathToFileURL(path.join(path.dirname(require.resolve("tsx/package.json")), "dist/loader.mjs")).href;
const quiet = { info: () => undefined, error: () => undefined };

let tmp: string;
let database: { url: string; drop(): Promise<void> };
let runs: string;
let content: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "instances-"));
  runs = path.join(tmp, "runs.log");
  content = path.join(tmp, "content", "title.txt");
  fs.mkdirSync(path.dirname(content));
  fs.writeFileSync(content, "Первый выпуск");
  fs.writeFileSync(runs, "");
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The runs as the fake command logged them: "start: …" and "end: …" lines. */
const log = () => fs.readFileSync(runs, "utf8").trim().split("\n").filter(Boolean);

test("two instances triggered at the same moment: one builds, the other waits its turn instead of starting a second build", async () => {
  Object.assign(process.env, { FAKE_CONTENT: content, FAKE_RUNS: runs, FAKE_BUILD_MS: "1500", RELEASES_DIR: path.join(tmp, "releases") });
  const instances = ["a", "b"].map(
    (name) =>
      new Publisher({
        command: [process.execPath, TSX, FAKE],
        cwd: tmp,
        releasesDir: path.join(tmp, "releases"),
        busyRetryMs: 300,
        log: quiet,
        buildLock: postgresBuildLock(database.url, quiet),
      }),
  );
  process.env.FAKE_BUILD_DIR = path.join(tmp, "public");
  try {
    instances[0].trigger("правка на первом экземпляре");
    instances[1].trigger("правка на втором экземпляре");
    await Promise.all(instances.map((p) => p.idle()));
    // Two whole runs, one after the other; no run even began while the other was building.
    const lines = log();
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => line.split(":")[0])).toEqual(["start", "end", "start", "end"]);
    expect(new Set(lines.map((line) => line.replace(/^\w+: /, "")))).toEqual(new Set(["правка на первом экземпляре", "правка на втором экземпляре"]));
  } finally {
    await Promise.all(instances.map((p) => p.close()));
  }
}, 30_000);

test("two server processes on shared releases and PostgreSQL: an edit is built once at a time, and both serve it within 5 s", async () => {
  const site = makeFixtureSite();
  // The project folder of both instances: content/ and an `npm run publish` that is the fake command.
  fs.writeFileSync(path.join(tmp, "package.json"), JSON.stringify({ private: true, scripts: { publish: `"${process.execPath}" "${TSX}" "${FAKE}"` } }));
  const env = {
    PUBLIC_DIR: site,
    RELEASES_DIR: path.join(tmp, "releases"),
    DATABASE_URL: database.url,
    PUBLISH_WATCH: "1",
    FAKE_CONTENT: content,
    FAKE_RUNS: runs,
    FAKE_SITE: site,
    FAKE_BUILD_MS: "1000",
  };
  const servers: RunningServer[] = [];
  try {
    for (const name of ["a", "b"]) {
      servers.push(
        await spawnServer(["--import", TSX_LOADER, path.join(__dirname, "../server.ts")], { ...env, FAKE_BUILD_DIR: path.join(tmp, `public-${name}`) }, { cwd: tmp }),
      );
    }
    const title = async (server: RunningServer) => (await (await fetch(`${server.origin}/`)).text()).match(/<title>([^<]*)<\/title>/)?.[1];
    await expect(title(servers[0])).resolves.toBe("Главная");

    fs.writeFileSync(content, "Новый заголовок");
    // Both instances see the edit (2 s to settle), the lock lets one build at a time.
    await waitFor("a release to be built", () => log().some((line) => line.startsWith("end:")), 20_000);
    const built = Date.now();
    await waitFor("both instances to serve it", async () => (await Promise.all(servers.map(title))).every((t) => t === "Новый заголовок"), 5000, 100);
    expect(Date.now() - built).toBeLessThan(5000);
    await waitFor("the other instance's turn to end", () => log().filter((line) => line.startsWith("end:")).length === 2, 20_000);
    expect(log().map((line) => line.split(":")[0])).toEqual(["start", "end", "start", "end"]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(site, { recursive: true, force: true });
  }
}, 60_000);

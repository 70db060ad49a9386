/**
 * `bench:publish --cold`'s deploy (issue #51): what a Capistrano-style deploy does on a server before the
 * first editor's edit. The committed project (git archive of HEAD, as a release tarball holds it) is
 * unpacked into a new folder; its dependencies are the project's node_modules copied there (the tree
 * `npm ci` installs from the same lockfile, without the registry: installing is not what is measured);
 * `npm run build` runs there, step by step (what `npm start` runs after installing); and the production
 * server starts from that folder, watching a content repository of its own, with no release yet.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { addEditor, ROOT } from "../../e2e/harness";
import { commitContentCopy } from "../../server/test/cms-repo";
import { freePort } from "../../server/test/free-port";
import { spawnServer, type RunningServer } from "../../server/test/spawn-server";

/** `npm run build`'s steps, in its order (package.json). */
const BUILD_STEPS = ["build:assets", "build:site", "build:admin", "build:demo", "build:server"] as const;

export interface ColdDeploy {
  server: RunningServer;
  contentDir: string;
  releasesDir: string;
  deploy: { total: number; steps: Record<string, number> };
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

export async function coldDeploy(tmp: string, editor: { email: string; name: string; password: string }): Promise<ColdDeploy> {
  const folder = path.join(tmp, "deploy", "releases", new Date().toISOString().replace(/\D/g, "").slice(0, 14));
  fs.mkdirSync(folder, { recursive: true });
  const repo = path.join(tmp, "deploy", "content-repo");
  const contentDir = commitContentCopy(repo, { name: editor.name, email: editor.email });
  const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.NODE_ENV; // npm start runs without one; a bench started by a test runner would pass "test"
  const steps: Record<string, number> = {};

  let started = performance.now();
  const archive = execFileSync("git", ["-C", ROOT, "archive", "--format=tar", "HEAD"], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", folder], { input: archive });
  steps["unpack (git archive HEAD)"] = seconds(started);
  started = performance.now();
  execFileSync("cp", ["-a", path.join(ROOT, "node_modules"), path.join(folder, "node_modules")]);
  steps["dependencies (a copy of node_modules)"] = seconds(started);

  const buildStarted = performance.now();
  for (const step of BUILD_STEPS) {
    started = performance.now();
    const run = spawnSync("npm", ["run", "--silent", step], { cwd: folder, env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", maxBuffer: 1 << 28 });
    if (run.status !== 0) throw new Error(`npm run ${step} failed in ${folder}:\n${run.stdout}\n${run.stderr}`);
    steps[`npm run ${step}`] = seconds(started);
  }
  const total = seconds(buildStarted);

  const releasesDir = path.join(tmp, "deploy", "shared", "releases");
  const leadsDb = path.join(tmp, "deploy", "shared", "leads.sqlite");
  fs.mkdirSync(releasesDir, { recursive: true });
  const server = await spawnServer(
    [path.join(folder, "build/server/server/server.js")],
    {
      PUBLIC_DIR: path.join(folder, "public"),
      LEADS_DB: leadsDb,
      RELEASES_DIR: releasesDir,
      PUBLISH_WATCH: "1",
      CONTENT_DIR: contentDir,
      PORT: String(await freePort()),
    },
    { cwd: folder },
  );
  addEditor(leadsDb, editor);
  return { server, contentDir, releasesDir, deploy: { total, steps } };
}

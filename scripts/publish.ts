/**
 * npm run publish: checks content/, builds the site (nice -n 10, so the server keeps answering), checks
 * that every entry's page was built from the entry as it is, makes a release of public/ with the content's
 * git commit, switches the live site to it and prunes old releases. A build killed half-way is recovered
 * from by the next one (server/publish/build-state.ts).
 * Exits 1 with a readable reason on failure (the live site is then unchanged), 75 when another publish
 * holds the lock. docs/operations/publishing.md.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { checkContent } from "../content-model/check";
import { contentDirOf } from "../gatsby/config/env";
import { loadConfig } from "../server/config";
import { clearForeignCache } from "../server/publish/gatsby-cache";
import { publish, runBuild } from "../server/publish/run";
import { isReleaseFile, openReleaseStore } from "../server/releases/store";
import { clearBuildState, markBuildWhole, prepareBuild, saveBuildState } from "../server/publish/build-state";
import { describeStalePage, stalePages } from "../server/publish/verify-build";
import { PublishBusyError } from "../server/releases/lock";
import { publishKind } from "../server/publish/publish-kind";
import { PUBLISH_BUSY_EXIT_CODE } from "../server/publish/publisher";
import type { BuildStep } from "../content-model/contract/publish-status";

const root = path.resolve(__dirname, "..");
const contentDir = contentDirOf(root);

function contentCommit(): string | null {
  try {
    return execFileSync("git", ["-C", contentDir, "rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}

/** `npm run build:site`'s command, without npm in front of it (see `build` below). */
function gatsbyBuild(onStep?: (step: BuildStep) => void): Promise<string> {
  // Without Parcel's idle start (gatsby/skip-parcel.js), without parsing again the source files that hold
  // no query (gatsby/extraction-cache.js), and with the query step's time in the log (gatsby/report-queries.js).
  const preload = ["skip-parcel.js", "extraction-cache.js", "report-queries.js"].flatMap((file) => ["--require", path.join(root, "gatsby", file)]);
  return runBuild(["nice", "-n", "10", process.execPath, ...preload, require.resolve("gatsby/cli.js"), "build"], {
    cwd: root,
    // A publish is a production build whatever the caller's NODE_ENV (jest's "test" reached Gatsby,
    // which then built React's development code and rendered every page again).
    // One process for queries (GATSBY_CPU_COUNT=1): on a warm publish the worker Gatsby otherwise starts,
    // fills with its data and restarts before rendering HTML cost more than the queries it ran (12.0 → 9.6 s).
    env: { GATSBY_TELEMETRY_DISABLED: "1", SKIP_GRAPHQL_TYPEGEN: "1", NODE_ENV: "production", GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? "1" },
    onOutput: (chunk) => process.stdout.write(chunk),
    onStep,
  });
}

async function main() {
  const { values } = parseArgs({ options: { reason: { type: "string" } } });
  const config = loadConfig();
  const store = openReleaseStore(config.RELEASES_DIR, { keep: config.RELEASES_KEEP });
  const started = Date.now();
  const buildDir = path.join(root, "public"); // where gatsby build writes, whatever PUBLIC_DIR says
  const { release, previous, pruned } = await publish({
    store,
    buildDir,
    keep: config.RELEASES_KEEP,
    reason: values.reason ?? "npm run publish",
    out: (line) => console.log(line),
    steps: {
      checkContent: () => checkContent(contentDir, path.join(root, "static")),
      build: (step) => {
        // A build here that did not finish left a cache that cannot be trusted (issue #48).
        const recovery = prepareBuild(root, (id) => (store.list().some((r) => r.id === id) ? store.pathOf(id) : null), isReleaseFile);
        if (recovery.kind === "restored") console.log(`Прошлая сборка не завершилась: кэш и сайт возвращены к состоянию выпуска ${recovery.release}.`);
        if (recovery.kind === "cleared") console.log("Прошлая сборка не завершилась, целого состояния нет: сборка начнётся с нуля.");
        const movedFrom = clearForeignCache(root);
        if (movedFrom) console.log(`Кэш Gatsby сделан в другой папке (${movedFrom}): удалён вместе с public/, сборка начнётся с нуля.`);
        return gatsbyBuild(step);
      },
      verify: () => stalePages(contentDir, buildDir).map(describeStalePage),
      buildClean: (step) => {
        clearBuildState(root);
        return gatsbyBuild(step);
      },
      buildIsWhole: () => markBuildWhole(root),
      released: (id) => {
        // The site is switched already: a copy that fails (a full disk) costs only the warm recovery.
        try {
          saveBuildState(root, id);
        } catch (error) {
          console.warn(`Состояние сборки не сохранено (${error instanceof Error ? error.message : String(error)}): после прерванной сборки следующая начнётся с нуля.`);
        }
      },
      contentCommit,
      kind: () => publishKind({ root, contentDir, liveCommit: store.current()?.commit ?? null }),
    },
  });
  console.log(
    `Опубликовано: выпуск ${release.id} (страниц: ${release.pages}, коммит ${release.commit?.slice(0, 12) ?? "—"}) ` +
      `за ${Math.round((Date.now() - started) / 1000)} с. Предыдущий: ${previous ?? "нет"}.`,
  );
  if (pruned.length > 0) console.log(`Удалены старые выпуски: ${pruned.join(", ")}`);
  console.log("Сервер переключится на новый выпуск сам, в течение 2\u00a0с, без перезапуска.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof PublishBusyError ? PUBLISH_BUSY_EXIT_CODE : 1);
});

/**
 * npm run publish: checks content/, builds the site (nice -n 10, so the server keeps answering), makes a
 * release of public/ with the content's git commit, switches the live site to it and prunes old releases.
 * Exits 1 with a readable reason on failure (the live site is then unchanged), 75 when another publish
 * holds the lock. README, «Публикация контента».
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { checkContent } from "../content-model/check";
import { contentDirOf } from "../gatsby/config/env";
import { loadConfig } from "../server/config";
import { clearForeignCache } from "../server/publish/gatsby-cache";
import { publish, runBuild } from "../server/publish/run";
import { openReleaseStore } from "../server/releases/store";
import { PublishBusyError } from "../server/releases/lock";
import { PUBLISH_BUSY_EXIT_CODE } from "../server/publish/publisher";

const root = path.resolve(__dirname, "..");
const contentDir = contentDirOf(root);

function contentCommit(): string | null {
  try {
    return execFileSync("git", ["-C", contentDir, "rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}

async function main() {
  const { values } = parseArgs({ options: { reason: { type: "string" } } });
  const config = loadConfig();
  const store = openReleaseStore(config.RELEASES_DIR, { keep: config.RELEASES_KEEP });
  const started = Date.now();
  const { release, previous, pruned } = await publish({
    store,
    buildDir: path.join(root, "public"), // where gatsby build writes, whatever PUBLIC_DIR says
    keep: config.RELEASES_KEEP,
    reason: values.reason ?? "npm run publish",
    out: (line) => console.log(line),
    steps: {
      checkContent: () => checkContent(contentDir, path.join(root, "static")),
      // `npm run build:site`'s command, without npm in front of it, without Parcel's idle start
      // (gatsby/skip-parcel.js), without parsing again the source files that hold no query
      // (gatsby/extraction-cache.js), and with the query step's time in the log (gatsby/report-queries.js).
      build: () => {
        const movedFrom = clearForeignCache(root);
        if (movedFrom) console.log(`Кэш Gatsby сделан в другой папке (${movedFrom}): удалён вместе с public/, сборка начнётся с нуля.`);
        const preload = ["skip-parcel.js", "extraction-cache.js", "report-queries.js"].flatMap((file) => ["--require", path.join(root, "gatsby", file)]);
        return runBuild(["nice", "-n", "10", process.execPath, ...preload, require.resolve("gatsby/cli.js"), "build"], {
          cwd: root,
          // A publish is a production build whatever the caller's NODE_ENV (jest's "test" reached Gatsby,
          // which then built React's development code and rendered every page again).
          // One process for queries (GATSBY_CPU_COUNT=1): on a warm publish the worker Gatsby otherwise starts,
          // fills with its data and restarts before rendering HTML cost more than the queries it ran (12.0 → 9.6 s).
          env: { GATSBY_TELEMETRY_DISABLED: "1", SKIP_GRAPHQL_TYPEGEN: "1", NODE_ENV: "production", GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? "1" },
          onOutput: (chunk) => process.stdout.write(chunk),
        });
      },
      contentCommit,
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

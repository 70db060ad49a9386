/**
 * npm run build:site: `gatsby build` with the same guard as a publish (server/publish/build-state.ts): a
 * build here that was killed half-way left a cache that cannot be trusted, so this one starts from
 * nothing; the mark of an unfinished build is cleared only when Gatsby has finished and every entry's page
 * was found built from the entry as it is (server/publish/verify-build.ts).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { contentDirOf } from "../gatsby/config/env";
import { clearBuildState, interruptedBuild, markBuildStarted, markBuildWhole } from "../server/publish/build-state";
import { describeStalePage, stalePages } from "../server/publish/verify-build";

const root = path.resolve(__dirname, "..");

function gatsbyBuild(): void {
  const run = spawnSync(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (interruptedBuild(root)) {
  console.log("Прошлая сборка не завершилась: кэш Gatsby удалён, сборка начнётся с нуля.");
  clearBuildState(root);
}
markBuildStarted(root);
gatsbyBuild();
let stale = stalePages(contentDirOf(root), path.join(root, "public"));
if (stale.length > 0) {
  console.log(`Страницы не совпадают с контентом (${stale.length}):\n${stale.map(describeStalePage).join("\n")}\nСборка заново, без кэша…`);
  clearBuildState(root);
  gatsbyBuild();
  stale = stalePages(contentDirOf(root), path.join(root, "public"));
  if (stale.length > 0) {
    console.error(`Сборка не совпадает с контентом даже без кэша:\n${stale.map(describeStalePage).join("\n")}`);
    process.exit(1);
  }
}
markBuildWhole(root);

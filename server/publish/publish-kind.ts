/**
 * What a publish is, told before it starts, so its estimate comes from publishes like it
 * (content-model/contract/publish-status.ts, PUBLISH_KINDS):
 *  - "cold": Gatsby has no cache made in this folder (the first publish after a deploy into a new
 *    folder, or after the cache was cleared): the build starts from nothing;
 *  - "site": the site's own settings changed (content/site/: company data, menus, the common bottom),
 *    which every page shows;
 *  - "entry": one entry (with its pictures) changed since the live release;
 *  - "many": more than one, or what changed cannot be told (no git, no live release).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { PublishKind } from "../../content-model/contract/publish-status";
import { foreignCacheFolder } from "./gatsby-cache";

const PICTURE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** The content files changed between the live release's commit and the checkout's, from the content folder; null when unknown. */
function changedFiles(contentDir: string, liveCommit: string | null): string[] | null {
  if (!liveCommit) return null;
  try {
    const out = execFileSync("git", ["-C", contentDir, "diff", "--name-only", "--relative", liveCommit, "HEAD", "--", "."], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return out.split("\n").filter(Boolean);
  } catch {
    return null;
  }
}

export function publishKind({ root, contentDir, liveCommit }: { root: string; contentDir: string; liveCommit: string | null }): PublishKind {
  if (!fs.existsSync(path.join(root, ".cache")) || foreignCacheFolder(root) !== null) return "cold";
  const changed = changedFiles(contentDir, liveCommit);
  if (changed === null) return "many";
  if (changed.some((file) => file.startsWith("site/"))) return "site";
  // An entry's pictures go with it; an article's folder is one entry.
  const entries = new Set(changed.filter((file) => !PICTURE.test(file)).map((file) => (file.endsWith("/index.md") ? path.dirname(file) : file)));
  return entries.size <= 1 ? "entry" : "many";
}

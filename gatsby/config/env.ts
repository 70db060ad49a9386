import path from "node:path";
import { DEFAULT_SITE_URL } from "../../rules/routes";

/** Build-time settings read from the environment once (see docs/operations/configuration.md). */
export const SITE_URL = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");

/**
 * The content folder the site is built from: CONTENT_DIR (a checkout of a content repository of its
 * own, for example), relative to the project folder, or the project's content/. The server reads the
 * same setting (server/config.ts), so the CMS saves where the build reads.
 */
export function contentDirOf(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.CONTENT_DIR || "content");
}

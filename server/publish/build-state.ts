/**
 * Gatsby's cache (.cache/) and the site it built (public/) are only trustworthy together, and only after
 * a build that finished. A build killed half-way (the OOM killer, a restart during a deploy, a power cut)
 * leaves Gatsby's node store holding the new content while its saved state and public/ still describe
 * the old: the next build then believes the changed entry is unchanged and leaves its page as it was
 * (issue #48). So:
 * - a build marks the state as incomplete before it starts and clears the mark only when it has
 *   finished and been checked (./verify-build.ts);
 * - after each successful publish, the cache is copied aside with the id of the release made from that
 *   build — the release itself is the matching copy of public/;
 * - a build that finds the mark puts back that last whole state (the copied cache, the release's files as
 *   public/) and builds on it, as warm as usual; without one it starts from nothing (but webpack's cache).
 * Webpack's own cache (.cache/webpack) is never copied: it checks every entry against the sources itself.
 */
import fs from "node:fs";
import path from "node:path";

/** Beside the build's other outputs; `npm run clean` removes it with them. */
export const STATE_DIR = path.join("build", "gatsby-state");
const MARK = "build-incomplete.json";
const SAVED_CACHE = "cache";
const SAVED_META = "cache.json";
const KEEP_IN_PLACE = new Set(["webpack"]);

interface SavedMeta {
  release: string;
  savedAt: string;
}

const stateDir = (root: string) => path.join(root, STATE_DIR);

/** Whether a build started here and did not finish (its mark is still there). */
export function interruptedBuild(root: string): { pid: number; startedAt: string } | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(stateDir(root), MARK), "utf8")) as { pid: number; startedAt: string };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    return { pid: 0, startedAt: "?" }; // written half by a process killed at that instant: as incomplete
  }
}

/** Written before Gatsby touches .cache/ or public/. */
export function markBuildStarted(root: string, now = new Date()): void {
  const dir = stateDir(root);
  fs.mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `${MARK}.${process.pid}`);
  fs.writeFileSync(temporary, JSON.stringify({ pid: process.pid, startedAt: now.toISOString() }));
  fs.renameSync(temporary, path.join(dir, MARK));
}

/** The build finished and was checked: its .cache/ and public/ may be built on. */
export function markBuildWhole(root: string): void {
  fs.rmSync(path.join(stateDir(root), MARK), { force: true });
}

/**
 * Removes Gatsby's cache and the site built from it: the next build starts from nothing but webpack's own
 * cache, which checks every entry against the sources (Gatsby keeps it too when it resets its cache).
 */
export function clearBuildState(root: string): void {
  const cache = path.join(root, ".cache");
  for (const name of fs.existsSync(cache) ? fs.readdirSync(cache) : []) {
    if (!KEEP_IN_PLACE.has(name)) fs.rmSync(path.join(cache, name), { recursive: true, force: true });
  }
  fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
}

/**
 * Copies .cache/ (without webpack's) aside as the state of the release `releaseId`, replacing the copy
 * of an earlier release only once the new one is complete.
 */
export function saveBuildState(root: string, releaseId: string, now = new Date()): void {
  const dir = stateDir(root);
  const temporary = path.join(dir, `${SAVED_CACHE}.${process.pid}.tmp`);
  fs.rmSync(temporary, { recursive: true, force: true });
  fs.mkdirSync(temporary, { recursive: true });
  const cache = path.join(root, ".cache");
  for (const name of fs.readdirSync(cache)) {
    if (!KEEP_IN_PLACE.has(name)) fs.cpSync(path.join(cache, name), path.join(temporary, name), { recursive: true });
  }
  const meta: SavedMeta = { release: releaseId, savedAt: now.toISOString() };
  fs.writeFileSync(path.join(temporary, SAVED_META), JSON.stringify(meta));
  const saved = path.join(dir, SAVED_CACHE);
  const old = path.join(dir, `${SAVED_CACHE}.${process.pid}.old`);
  if (fs.existsSync(saved)) fs.renameSync(saved, old);
  fs.renameSync(temporary, saved);
  fs.rmSync(old, { recursive: true, force: true });
}

/** The release whose build state is saved, or null. */
export function savedBuildRelease(root: string): string | null {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(stateDir(root), SAVED_CACHE, SAVED_META), "utf8")) as SavedMeta;
    return typeof meta.release === "string" ? meta.release : null;
  } catch {
    return null;
  }
}

/**
 * Puts back the saved state: the saved cache as .cache/ (webpack's kept) and the files of `releaseDir`,
 * the release made from that build, as public/. `releaseFiles` leaves out what the release store added.
 */
export function restoreBuildState(root: string, releaseDir: string, isReleaseFile: (relative: string) => boolean): void {
  const cache = path.join(root, ".cache");
  fs.mkdirSync(cache, { recursive: true });
  for (const name of fs.readdirSync(cache)) {
    if (!KEEP_IN_PLACE.has(name)) fs.rmSync(path.join(cache, name), { recursive: true, force: true });
  }
  const saved = path.join(stateDir(root), SAVED_CACHE);
  for (const name of fs.readdirSync(saved)) {
    if (name !== SAVED_META) fs.cpSync(path.join(saved, name), path.join(cache, name), { recursive: true });
  }
  const site = path.join(root, "public");
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(releaseDir, site, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(releaseDir, source);
      return relative === "" || isReleaseFile(relative);
    },
  });
}

export type Recovery = { kind: "none" } | { kind: "restored"; release: string } | { kind: "cleared" };

/**
 * Before a build: when the last one here did not finish, puts back the last whole state (the saved cache
 * and its release, if that release is still kept) or, without one, clears the cache to build from
 * nothing. Then marks this build as started.
 */
export function prepareBuild(root: string, releaseDirOf: (id: string) => string | null, isReleaseFile: (relative: string) => boolean): Recovery {
  let recovery: Recovery = { kind: "none" };
  if (interruptedBuild(root)) {
    const release = savedBuildRelease(root);
    const releaseDir = release ? releaseDirOf(release) : null;
    if (release && releaseDir) {
      restoreBuildState(root, releaseDir, isReleaseFile);
      recovery = { kind: "restored", release };
    } else {
      clearBuildState(root);
      recovery = { kind: "cleared" };
    }
  }
  markBuildStarted(root);
  return recovery;
}

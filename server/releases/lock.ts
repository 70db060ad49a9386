import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ReleaseError } from "./store";

export const LOCK_FILE = "publish.lock";

/** Another live process holds the lock: try again when it has finished. */
export class PublishBusyError extends ReleaseError {}

/** Whether a process with this id runs (EPERM: it does, under another user). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A build killed together with its parent (a stopped publish's process group) stays a zombie until
  // PID 1 reaps it: it still has its id but no longer runs. /proc/<pid>/stat: "pid (comm) state …".
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat[stat.lastIndexOf(")") + 2] !== "Z";
  } catch {
    return true;
  }
}

/** Set by the server's publisher for its `npm run publish`: it holds the instances' PostgreSQL lock. */
export const CLUSTER_LOCK_HELD = "PUBLISH_CLUSTER_LOCK_HELD";

/**
 * One publish at a time on this releases directory: an exclusive lock file holding the owner's host and
 * pid. A lock left by a process of this host that no longer exists (killed mid-build) is taken over; a
 * live owner refuses. A lock of another host (a shared directory) cannot be checked from here: it is
 * taken over only by a publish holding the instances' PostgreSQL lock (no other instance can be
 * building then), and otherwise refuses, naming the host. Returns the release function.
 */
export function acquirePublishLock(releasesDir: string, now = new Date(), clusterLockHeld = process.env[CLUSTER_LOCK_HELD] === "1"): () => void {
  const file = path.join(releasesDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, host: os.hostname(), since: now.toISOString() }), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let owner: { pid?: number; host?: string; since?: string } = {};
    try {
      owner = JSON.parse(fs.readFileSync(file, "utf8")) as typeof owner;
    } catch {
      // half-written by a process killed at that instant: treated as stale below
    }
    const elsewhere = owner.host !== undefined && owner.host !== os.hostname();
    if (elsewhere && !clusterLockHeld) {
      throw new PublishBusyError(
        `Публикация уже идёт на ${owner.host} (процесс ${owner.pid ?? "?"}, с ${owner.since ?? "?"}): дождитесь её окончания. ` +
          `Если тот процесс точно не работает, удалите ${file}.`,
      );
    }
    if (!elsewhere && typeof owner.pid === "number" && alive(owner.pid)) {
      throw new PublishBusyError(
        `Публикация уже идёт (процесс ${owner.pid}, с ${owner.since ?? "?"}): дождитесь её окончания (${file}).`,
      );
    }
    removeStaleLock(file, owner, now);
  }
  throw new ReleaseError(`Не удалось взять блокировку публикации ${file}`);
}

/** A takeover mark older than this was left by a process killed in the instant it held it. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Removes the lock judged stale — but only if it is still the one judged. Two publishes started together
 * after a crash both find the dead owner's lock; without this, the second would remove the lock the first
 * had just taken, and both would build. The one that takes the takeover mark (exclusive create) removes
 * the stale lock; the other finds the mark, or the new lock, and is refused as busy.
 */
export function removeStaleLock(file: string, judged: { pid?: number; since?: string }, now: Date, markCleared = false): void {
  const takeover = `${file}.takeover`;
  try {
    fs.writeFileSync(takeover, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = now.getTime() - (fs.statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? now.getTime());
    if (age > TAKEOVER_STALE_MS && !markCleared) {
      fs.rmSync(takeover, { force: true });
      return removeStaleLock(file, judged, now, true);
    }
    throw new PublishBusyError(`Публикация уже начинается другим процессом: дождитесь её окончания (${file}).`);
  }
  try {
    let current: { pid?: number; since?: string } | null = null;
    try {
      current = JSON.parse(fs.readFileSync(file, "utf8")) as typeof current;
    } catch {
      current = fs.existsSync(file) ? {} : null;
    }
    if (current && current.pid === judged.pid && current.since === judged.since) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

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
    fs.rmSync(file, { force: true });
  }
  throw new ReleaseError(`Не удалось взять блокировку публикации ${file}`);
}

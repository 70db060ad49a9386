import fs from "node:fs";
import path from "node:path";
import { ReleaseError } from "./store";

export const LOCK_FILE = "publish.lock";

/** Another live process holds the lock: try again when it has finished. */
export class PublishBusyError extends ReleaseError {}

/** Whether a process with this id exists (EPERM: it does, under another user). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One publish at a time on this releases directory: an exclusive lock file holding the owner's pid. A
 * lock left by a process that no longer exists (killed mid-build) is taken over; a live owner refuses.
 * Returns the release function.
 */
export function acquirePublishLock(releasesDir: string, now = new Date()): () => void {
  const file = path.join(releasesDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, since: now.toISOString() }), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let owner: { pid?: number; since?: string } = {};
    try {
      owner = JSON.parse(fs.readFileSync(file, "utf8")) as typeof owner;
    } catch {
      // half-written by a process killed at that instant: treated as stale below
    }
    if (typeof owner.pid === "number" && alive(owner.pid)) {
      throw new PublishBusyError(
        `Публикация уже идёт (процесс ${owner.pid}, с ${owner.since ?? "?"}): дождитесь её окончания (${file}).`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new ReleaseError(`Не удалось взять блокировку публикации ${file}`);
}

/**
 * The server's publisher (issue #19, point 2): one publish at a time, run as a child process (the
 * command `npm run publish`, which builds under `nice`), so the server keeps answering visitors while
 * Gatsby works. Triggers that arrive during a run are coalesced into one follow-up run; they are also
 * written to RELEASES_DIR/publish-queue.json, so a trigger taken just before a restart is run after it.
 * A failed or killed run leaves the live site as it was (the run's own steps see to that); the next
 * trigger starts afresh, taking over the lock of a run that died.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { alive, CLUSTER_LOCK_HELD } from "../releases/lock";
import { singleInstanceLock, type BuildLock } from "./build-lock";
import { STAGE_NAMES } from "../../content-model/contract/publish-status";
import { currentJournal, interrupted, readJournal, writeJournal, type PublishJournal } from "./journal";

export const QUEUE_FILE = "publish-queue.json";

/** At most this many reasons are kept for one coalesced run; the rest are counted. */
const MAX_REASONS = 20;
const TAIL_LINES = 40;
/** `npm run publish` exits with this (EX_TEMPFAIL) when another publish holds the lock. */
export const PUBLISH_BUSY_EXIT_CODE = 75;
const BUSY_RETRY_MS = 5000;
export const GATHER_MS = 1000;
/**
 * The run's session gets this nice value as a scheduling group. It is a session of its own (spawned
 * detached), and Linux's autogroup scheduler divides the CPU between sessions before it looks at nice
 * values inside them: the build's `nice -n 10` alone left the server an equal share, and HTML p99 rose
 * ×5.8 during a publish. Without autogroup (another kernel, or it is disabled) the run's own nice applies.
 * Measured by bench:publish under 4 connections on 2 cores: nice 10 — 30.9 s, p99 ×1.9 idle; nice 5 —
 * 28.1 s, p99 ×2.1. With the lighter build of 28.11 (one process, cached query extraction): nice 5 —
 * 20.1 s, p99 ×1.7; nice 2 — 18.7 s, p99 ×2.5 (the goals: ≤ 20 s, p99 ≤ ×3).
 */
export const BUILD_GROUP_NICE = 2;

/** Lowers the scheduling group of a session leader's session; false where there is no autogroup. */
export function lowerSessionPriority(pid: number, nice = BUILD_GROUP_NICE): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    return true;
  } catch {
    return false;
  }
}

/** A run asked to stop (timeout, server shutdown) that is still there after this long is killed. */
export const KILL_GRACE_MS = 10_000;

export interface PublisherLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PublisherOptions {
  /** The publish command; its arguments get `--reason <why>`. */
  command: readonly string[];
  /** Added to the server's environment for it. */
  env?: NodeJS.ProcessEnv;
  cwd: string;
  releasesDir: string;
  log: PublisherLog;
  /** How long to wait before trying again when another publish holds the lock. */
  busyRetryMs?: number;
  /**
   * How long the first trigger waits for others arriving with it (a webhook's pull and the watch seeing
   * the same files), so that they make one build, not two.
   */
  gatherMs?: number;
  /** Across instances (PostgreSQL); one instance needs none. */
  buildLock?: BuildLock;
  /**
   * A run still going after this long (a hung build) is stopped and recorded as failed, so the next
   * trigger can publish. Without it a run may take as long as it likes.
   */
  timeoutMs?: number;
}

export interface PublisherStatus extends PublishJournal {
  /** Triggers waiting for the run in progress to finish: one follow-up run will take them all. */
  queued: string[];
}

export class Publisher {
  private child: ChildProcess | null = null;
  private queued: string[] = [];
  private closed = false;
  /** From the first trigger until nothing is left to build: taking the lock, building, waiting to retry. */
  private busy = false;
  private idleWaiters: Array<() => void> = [];
  private retry: NodeJS.Timeout | null = null;
  private readonly buildLock: BuildLock;

  constructor(private readonly options: PublisherOptions) {
    this.buildLock = options.buildLock ?? singleInstanceLock;
  }

  /** Runs the triggers a previous server process had taken but not built (restart, crash). */
  resume(): void {
    const left = this.readQueue();
    const { running } = readJournal(this.options.releasesDir);
    if (running && currentJournal(this.options.releasesDir).running === null) left.push(`повтор прерванной публикации (${running.reason})`);
    if (left.length > 0) this.trigger(...left);
  }

  /** Asks for a publish. Returns "started" or "queued" (a run is in progress; it will be followed by one more). */
  trigger(...reasons: string[]): "started" | "queued" {
    return this.take(reasons, this.options.gatherMs ?? GATHER_MS);
  }

  /**
   * A trigger from the content watch, which has already waited for the edits to settle: it starts at
   * once. Gathering is for the others (the admin's publish, a webhook's pull), whose files the watch sees
   * a moment after them; a watch trigger has nothing coming behind it, and waiting cost each edit 1 s.
   */
  triggerSettled(...reasons: string[]): "started" | "queued" {
    return this.take(reasons, 0);
  }

  private take(reasons: readonly string[], gatherMs: number): "started" | "queued" {
    if (this.closed) return "queued";
    for (const reason of reasons) if (!this.queued.includes(reason)) this.queued.push(reason);
    if (this.queued.length > MAX_REASONS) this.queued.splice(0, this.queued.length - MAX_REASONS + 1, "…и другие изменения");
    this.writeQueue();
    if (this.busy) return "queued";
    this.busy = true;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.next();
    }, gatherMs);
    return "started";
  }

  status(): PublisherStatus {
    return { ...currentJournal(this.options.releasesDir), queued: [...this.queued] };
  }

  /** Resolves when no run is in progress and none is waiting (tests, shutdown). */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Stops the run in progress (the whole process group: npm, tsx, Gatsby and its workers) and takes no
   * more triggers. What was queued stays in the queue file for the next server process.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    if (this.child) await stopGroup(this.child);
    await this.buildLock.close();
    this.settle();
  }

  /** Takes the queued triggers into one run when this instance may build; otherwise tries again shortly. */
  private async next() {
    if (this.closed || this.queued.length === 0) return this.settle();
    if (!(await this.buildLock.acquire())) {
      this.options.log.info({ queued: this.queued }, "another instance is building; retrying shortly");
      return this.retryLater();
    }
    if (this.closed) {
      await this.buildLock.release();
      return this.settle();
    }
    this.start();
  }

  private retryLater() {
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.next();
    }, this.options.busyRetryMs ?? BUSY_RETRY_MS);
  }

  /** Nothing left to build: the queue file goes, and whoever waits for idleness is told. */
  private settle() {
    this.busy = false;
    if (!this.closed) this.writeQueue();
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private start() {
    const reasons = this.queued.splice(0);
    const reason = reasons.join("; ");
    const startedAt = new Date();
    const { command, cwd, log } = this.options;
    log.info({ reason }, "publish started");
    // Its own process group, so close() can stop the build's whole tree.
    const child = spawn(command[0], [...command.slice(1), "--reason", reason], {
      cwd,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...this.options.env, [CLUSTER_LOCK_HELD]: this.options.buildLock ? "1" : "0" },
    });
    this.child = child;
    if (child.pid) lowerSessionPriority(child.pid);
    let tail = "";
    const keep = (chunk: Buffer | string) => {
      tail = (tail + chunk.toString()).split("\n").slice(-TAIL_LINES - 1).join("\n");
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", (error) => keep(`\n${error.message}`));
    const { timeoutMs } = this.options;
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          log.error({ reason, timeoutMs }, "publish took too long; stopping it");
          void stopGroup(child);
        }, timeoutMs)
      : null;
    child.on("close", (code, signal) => {
      if (timer) clearTimeout(timer);
      this.child = null;
      if (timedOut) {
        log.error({ reason, tail }, "publish stopped after its time limit; the live site is unchanged");
        this.recordFailure(startedAt, reason, tail.trimEnd(), `не уложилась в ${duration(timeoutMs ?? 0)} и остановлена`);
      } else if (code === 0) {
        log.info({ reason }, "publish finished");
      } else if (code === PUBLISH_BUSY_EXIT_CODE) {
        // Someone runs `npm run publish` by hand: ours waits for it instead of being lost.
        log.info({ reason }, "another publish holds the lock; retrying shortly");
        this.queued.unshift(...reasons.filter((r) => !this.queued.includes(r)));
      } else {
        log.error({ reason, code, signal, tail }, "publish failed; the live site is unchanged");
        this.recordFailure(startedAt, reason, tail.trimEnd());
      }
      void this.buildLock.release().then(() => (code === PUBLISH_BUSY_EXIT_CODE && !this.closed ? this.retryLater() : this.next()));
    });
  }

  /**
   * A run that did not write its own failure into the journal: killed mid-way (its `running` entry is
   * left behind), or refused before it began (say, an unwritable RELEASES_DIR). Its log says why.
   */
  private recordFailure(startedAt: Date, reason: string, logTail: string, stopped?: string) {
    const { releasesDir } = this.options;
    try {
      const journal = readJournal(releasesDir);
      // A run this publisher stopped is over even if its process is not yet reaped.
      if (journal.running && (stopped || !alive(journal.running.pid))) {
        const failure = interrupted(journal.running, new Date(), logTail);
        if (stopped) failure.message = `Публикация ${stopped} на этапе «${STAGE_NAMES[failure.stage]}»; сайт не изменён.`;
        writeJournal(releasesDir, { ...journal, running: null, lastFailure: failure });
      } else if (!journal.running && !(journal.lastFailure && Date.parse(journal.lastFailure.at) >= startedAt.getTime())) {
        const lines = logTail.split("\n").filter((line) => line.trim() !== "");
        const at = new Date().toISOString();
        const message = stopped ? `Публикация ${stopped}; сайт не изменён.` : (lines.at(-1) ?? "Публикация не запустилась; сайт не изменён.");
        writeJournal(releasesDir, {
          ...journal,
          lastFailure: { at, startedAt: startedAt.toISOString(), stage: "check", reason, message, problems: [], logTail },
        });
      }
    } catch (error) {
      this.options.log.error({ err: error }, "could not record the failed publish");
    }
  }

  private readQueue(): string[] {
    try {
      const reasons: unknown = JSON.parse(fs.readFileSync(path.join(this.options.releasesDir, QUEUE_FILE), "utf8"));
      return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === "string") : [];
    } catch {
      return [];
    }
  }

  /** The triggers not yet taken by a run, plus the run in progress's, so a restart loses none of them. */
  private writeQueue() {
    const file = path.join(this.options.releasesDir, QUEUE_FILE);
    try {
      fs.mkdirSync(this.options.releasesDir, { recursive: true });
      const pending = [...this.queued];
      if (pending.length === 0 && !this.child) return fs.rmSync(file, { force: true });
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(pending));
      fs.renameSync(`${file}.tmp`, file);
    } catch (error) {
      this.options.log.error({ err: error }, "could not keep the publish queue");
    }
  }
}

/**
 * Stops a run's whole process group (npm, tsx, Gatsby and its workers): SIGTERM, then SIGKILL for
 * whatever is left after KILL_GRACE_MS, as a hung build may ignore the first. Resolves when it is gone.
 */
function stopGroup(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const kill = setTimeout(() => signal("SIGKILL"), KILL_GRACE_MS);
  return exited.finally(() => clearTimeout(kill));
}

/** 30 мин, 90 с: the limit as an editor reads it in the publishing bar. */
function duration(ms: number): string {
  return ms % 60_000 === 0 ? `${ms / 60_000}\u00a0мин` : `${Math.round(ms / 1000)}\u00a0с`;
}

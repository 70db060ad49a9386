/**
 * One publish: content check → site build → release → switch → prune, under the publish lock. The steps
 * that need Gatsby are passed in (scripts/publish.ts wires the real ones; tests fake them), so the
 * server never imports gatsby/: the content problems it reports are the content model's
 * (content-model/problems.ts). A failure at any step leaves the current release exactly as it was.
 */
import { spawn } from "node:child_process";
import { acquirePublishLock } from "../releases/lock";
import type { ReleaseManifest, ReleaseStore } from "../releases/store";
import { contentProblemSchema, formatProblem, type ContentProblem } from "../../content-model/problems";
import { BUILD_STEPS, type BuildStep, type PublishKind, type PublishStage } from "../../content-model/contract/publish-status";
import { updateJournal, type PublishTimings } from "./journal";
import { gatsbyFailureSummary, gatsbyStages, gatsbyStep, stripAnsi } from "./build-log";

/** A refused publish: what failed, in words an editor or operator can act on. */
export class PublishError extends Error {
  constructor(
    message: string,
    readonly details: { problems?: ContentProblem[]; logTail?: string } = {},
  ) {
    super(message);
  }
}

export interface PublishSteps {
  /** Problems of the content, each naming file and field; empty when it is fine. */
  checkContent(): ContentProblem[];
  /**
   * Builds the site into the build folder and resolves with its log; rejects with the tail of it.
   * `step` is told each of Gatsby's steps as the build reaches it (./build-log.ts, gatsbyStep).
   */
  build(step?: (step: BuildStep) => void): Promise<string | void>;
  /**
   * The pages of the build that were not rendered from the content as it is now (./verify-build.ts),
   * each as an editor reads it; empty when every page matches its entry.
   */
  verify(): string[];
  /** Builds again from nothing, without any cache: what a page that does not match its entry calls for. */
  buildClean(step?: (step: BuildStep) => void): Promise<string | void>;
  /** The build is finished and checked: its cache may be built on (./build-state.ts). */
  buildIsWhole(): void;
  /** The release was made from that build and switched to: its state is kept for a build that gets killed. */
  released(releaseId: string): void;
  /** Git commit of the content checkout, or null when it is not a git repository. */
  contentCommit(): string | null;
  /** What this publish is, for its estimate (./publish-kind.ts); asked once, before the check. */
  kind?(): PublishKind;
}

export interface PublishOptions {
  store: ReleaseStore;
  /** Where the build writes the site (public/). */
  buildDir: string;
  keep: number;
  steps: PublishSteps;
  /** Progress for the operator. */
  out: (line: string) => void;
  /** Why it runs ("npm run publish", "webhook: push …"), kept in the journal. */
  reason?: string;
  now?: () => Date;
}

export interface PublishResult {
  release: ReleaseManifest;
  previous: string | null;
  pruned: string[];
}

/**
 * Runs the steps under the lock and records each stage, the success or the failure in the journal
 * (./journal), so whoever asks for the status learns what this run is doing or why it failed.
 */
export async function publish({ store, buildDir, keep, steps, out, reason = "npm run publish", now = () => new Date() }: PublishOptions): Promise<PublishResult> {
  store.checkWritable();
  const unlock = acquirePublishLock(store.dir);
  const startedAt = now().toISOString();
  let stage: PublishStage = "check";
  const seconds: Partial<Record<PublishStage, number>> = {};
  const clock = { started: performance.now(), stage: performance.now() };
  const kind = steps.kind?.();
  const enter = (next: PublishStage) => {
    const at = performance.now();
    if (next !== stage) seconds[stage] = (seconds[stage] ?? 0) + (at - clock.stage) / 1000;
    clock.stage = at;
    stage = next;
    updateJournal(store.dir, (journal) => ({ ...journal, running: { pid: process.pid, startedAt, stage, reason, ...(kind ? { kind } : {}) } }));
  };
  const step = (buildStep: BuildStep) =>
    updateJournal(store.dir, (journal) => (journal.running ? { ...journal, running: { ...journal.running, buildStep } } : journal));
  try {
    enter("check");
    out("Проверка контента…");
    const problems = steps.checkContent();
    if (problems.length > 0) {
      throw new PublishError(
        `Публикация отменена: ошибки в контенте (${problems.length}), сайт не изменён.\n${problems.map(formatProblem).join("\n")}`,
        { problems },
      );
    }
    enter("build");
    out("Сборка сайта (может занять несколько минут)…");
    let log = await steps.build(step);
    enter("verify");
    out("Проверка собранных страниц по контенту…");
    let stale = steps.verify();
    if (stale.length > 0) {
      out(`Страницы не совпадают с контентом (${stale.length}):\n${stale.join("\n")}\nСборка заново, без кэша…`);
      enter("build");
      log = await steps.buildClean(step);
      enter("verify");
      stale = steps.verify();
      if (stale.length > 0) {
        throw new PublishError(
          `Публикация отменена: собранные страницы не совпадают с контентом даже после сборки без кэша (${stale.length}), сайт не изменён.\n${stale.join("\n")}`,
          { logTail: stale.join("\n") },
        );
      }
    }
    steps.buildIsWhole();
    enter("release");
    out("Выпуск и переключение…");
    const previous = store.current()?.id ?? null;
    const release = store.createRelease(buildDir, { commit: steps.contentCommit() });
    store.activate(release.id);
    steps.released(release.id);
    const pruned = store.prune(keep);
    const finished = performance.now();
    const round = (value: number) => Math.round(value * 100) / 100;
    const timings: PublishTimings = {
      check: round(seconds.check ?? 0),
      build: round(seconds.build ?? 0),
      verify: round(seconds.verify ?? 0),
      release: round((finished - clock.stage) / 1000),
      total: round((finished - clock.started) / 1000),
      gatsby: typeof log === "string" ? gatsbyStages(log) : null,
      ...(kind ? { kind } : {}),
    };
    updateJournal(store.dir, (journal) => ({
      ...journal,
      running: null,
      lastSuccess: { at: now().toISOString(), startedAt, releaseId: release.id, commit: release.commit, reason, timings },
      recent: [timings, ...(journal.recent ?? [])].slice(0, RECENT_KEPT),
    }));
    return { release, previous, pruned };
  } catch (error) {
    const details = error instanceof PublishError ? error.details : {};
    updateJournal(store.dir, (journal) => ({
      ...journal,
      running: null,
      lastFailure: {
        at: now().toISOString(),
        startedAt,
        stage,
        reason,
        message: (error instanceof Error ? error.message : String(error)).split("\n")[0],
        // As the content model names them: the journal's schema is the problems' own (content-model/problems.ts).
        problems: contentProblemSchema.array().parse(details.problems ?? []),
        logTail: details.logTail ?? "",
      },
    }));
    throw error;
  } finally {
    unlock();
  }
}

/** Successful publishes whose timings are kept: what the estimate of the next one is made from. */
export const RECENT_KEPT = 5;

/** Lines of the build's output kept for the error message. */
const TAIL_LINES = 40;
/** The whole log is kept for its stage timings; a warm build writes a few kilobytes. */
const LOG_LIMIT = 4 * 1024 * 1024;
/** An unfinished line carried to the next chunk: Gatsby's step lines are short, a progress bar's redraws are not. */
const LINE_LIMIT = 4096;

/**
 * Runs the build command as a child process and resolves with its log (colour codes removed) when it
 * exits 0. Its output is passed on as it comes. A failed build rejects with Gatsby's own summary of the
 * failure first (./build-log) and the last lines of the log.
 */
export function runBuild(
  command: readonly string[],
  { cwd, env = {}, onOutput, onStep }: { cwd: string; env?: NodeJS.ProcessEnv; onOutput?: (chunk: string) => void; onStep?: (step: BuildStep) => void },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", ...env } });
    let log = "";
    let step: BuildStep | null = null;
    // Steps only move forward: each chunk is read with the unfinished line before it, not the whole log again.
    let unfinishedLine = "";
    const keep = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      onOutput?.(text);
      log = (log + text).slice(-LOG_LIMIT);
      if (!onStep) return;
      const fresh = unfinishedLine + text;
      unfinishedLine = fresh.slice(fresh.lastIndexOf("\n") + 1).slice(-LINE_LIMIT);
      const now = gatsbyStep(fresh);
      if (step === null || BUILD_STEPS.indexOf(now) > BUILD_STEPS.indexOf(step)) onStep((step = now));
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => reject(new PublishError(`Сборка не запустилась (${command.join(" ")}): ${error.message}; сайт не изменён.`)));
    child.on("close", (code, signal) => {
      const text = stripAnsi(log);
      if (code === 0) return resolve(text);
      const how = signal ? `прервана сигналом ${signal}` : `завершилась с кодом ${code}`;
      const summary = gatsbyFailureSummary(text);
      const tail = text.trimEnd().split("\n").slice(-TAIL_LINES).join("\n");
      const message = summary ? `Сборка не удалась — ${summary} (сборка ${how}; сайт не изменён).` : `Сборка ${how}; сайт не изменён.`;
      reject(new PublishError(`${message}\nКонец журнала сборки:\n${tail}`, { logTail: tail }));
    });
  });
}

/**
 * What the last publishes did, kept beside the releases (RELEASES_DIR/publish-status.json) so that the
 * server's status API, `npm run site -- status` and /admin read the same account whoever ran the publish:
 * the server's publisher, `npm run publish` by hand, or a run killed half-way. Written by the publish run
 * that holds the lock, atomically (temporary file + rename), so a reader never sees half of it.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BUILD_STEPS, PUBLISH_KINDS, PUBLISH_STAGES, STAGE_NAMES } from "../../content-model/contract/publish-status";
import { alive } from "../releases/lock";
import { contentProblemSchema } from "../../content-model/problems";

export const JOURNAL_FILE = "publish-status.json";

const gatsbyStagesSchema = z.object({
  bootstrap: z.number(),
  queries: z.number(),
  webpack: z.number(),
  html: z.number(),
  postBuild: z.number(),
  total: z.number(),
  // Journals written before it was recorded have none.
  pagesRendered: z.number().int().nonnegative().optional(),
});

/** How long a successful publish took, by stage, in seconds (Gatsby's own stages inside the build). */
const timingsSchema = z.object({
  check: z.number(),
  build: z.number(),
  // Journals written before the check of the built pages (issue #48) have none.
  verify: z.number().optional(),
  release: z.number(),
  total: z.number(),
  gatsby: gatsbyStagesSchema.nullable(),
  // Journals written before publishes were told apart by kind have none.
  kind: z.enum(PUBLISH_KINDS).optional(),
});
export type PublishTimings = z.infer<typeof timingsSchema>;

const journalSchema = z.object({
  running: z
    .object({
      pid: z.number().int(),
      startedAt: z.string(),
      stage: z.enum(PUBLISH_STAGES),
      reason: z.string(),
      kind: z.enum(PUBLISH_KINDS).optional(),
      /** Gatsby's step while the stage is the build, as its output told. */
      buildStep: z.enum(BUILD_STEPS).optional(),
    })
    .nullable(),
  lastSuccess: z
    .object({ at: z.string(), startedAt: z.string(), releaseId: z.string(), commit: z.string().nullable(), reason: z.string(), timings: timingsSchema.optional() })
    .nullable(),
  /** The timings of the last successful publishes, newest first: the estimate of a running one. */
  recent: z.array(timingsSchema).optional(),
  lastFailure: z
    .object({
      at: z.string(),
      startedAt: z.string(),
      stage: z.enum(PUBLISH_STAGES),
      reason: z.string(),
      message: z.string(),
      /** Content problems, file and field each, when the check refused the content. */
      problems: z.array(contentProblemSchema),
      /** The end of the build's log, when the build failed. */
      logTail: z.string(),
    })
    .nullable(),
});

export type PublishJournal = z.infer<typeof journalSchema>;
export type PublishFailure = NonNullable<PublishJournal["lastFailure"]>;

const EMPTY: PublishJournal = { running: null, lastSuccess: null, lastFailure: null };

/** The journal as written; an absent or unreadable file is an empty one (nothing published yet). */
export function readJournal(releasesDir: string): PublishJournal {
  try {
    const parsed = journalSchema.safeParse(JSON.parse(fs.readFileSync(path.join(releasesDir, JOURNAL_FILE), "utf8")));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * The journal as it stands now: a run whose process is gone (killed, machine restarted) is no longer
 * running but a failure, at the stage it had reached.
 */
export function currentJournal(releasesDir: string, now = new Date()): PublishJournal {
  const journal = readJournal(releasesDir);
  const { running } = journal;
  if (!running || alive(running.pid)) return journal;
  return { ...journal, running: null, lastFailure: interrupted(running, now) };
}

export function interrupted(running: NonNullable<PublishJournal["running"]>, now = new Date(), logTail = ""): PublishFailure {
  return {
    at: now.toISOString(),
    startedAt: running.startedAt,
    stage: running.stage,
    reason: running.reason,
    message: `Публикация прервана на этапе «${STAGE_NAMES[running.stage]}» (процесс ${running.pid} завершился); сайт не изменён.`,
    problems: [],
    logTail,
  };
}

export function writeJournal(releasesDir: string, journal: PublishJournal): void {
  const file = path.join(releasesDir, JOURNAL_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(journal, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function updateJournal(releasesDir: string, change: (journal: PublishJournal) => PublishJournal): PublishJournal {
  const next = change(readJournal(releasesDir));
  writeJournal(releasesDir, next);
  return next;
}

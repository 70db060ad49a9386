/**
 * What GET /api/publish/status answers (server/publish/status-route.ts) and what /admin shows from it
 * (the publishing bar, src/cms/publishing-bar.tsx; the journal page, server/editorial/pages): one shape
 * for the server and the admin app. The server's journal (server/publish/journal.ts) keeps its runs in
 * these stages.
 */
import type { ContentProblem } from "../problems";

export const PUBLISH_STAGES = ["check", "build", "verify", "release"] as const;
export type PublishStage = (typeof PUBLISH_STAGES)[number];

/** The stages as an editor reads them. */
export const STAGE_NAMES: Record<PublishStage, string> = {
  check: "проверка контента",
  build: "сборка сайта",
  verify: "проверка собранных страниц",
  release: "выпуск и переключение",
};

/**
 * Where Gatsby is inside the stage «сборка сайта», in its order (server/publish/build-log.ts reads it
 * from the build's output): what the bar names once a publish takes longer than usual.
 */
export const BUILD_STEPS = ["bootstrap", "bundles", "renderer", "queries", "pages", "finishing"] as const;
export type BuildStep = (typeof BUILD_STEPS)[number];

export const BUILD_STEP_NAMES: Record<BuildStep, string> = {
  bootstrap: "чтение контента и настроек",
  bundles: "сборка скриптов и стилей",
  renderer: "подготовка отрисовки страниц",
  queries: "выборка данных для страниц",
  pages: "отрисовка страниц",
  finishing: "поисковый индекс и сжатие файлов",
};

/**
 * What a publish is, for its estimate: publishes of one kind take alike, of different kinds do not (a
 * one-entry edit rebuilds a few pages, a change of the site's settings every page, the first publish
 * after a deploy builds from nothing).
 */
export const PUBLISH_KINDS = ["entry", "many", "site", "cold"] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];

/** «как обычно для правки одной записи»: the kinds as an editor reads them. */
export const KIND_NAMES: Record<PublishKind, string> = {
  entry: "правка одной записи",
  many: "несколько правок сразу",
  site: "правка, которая меняет все страницы",
  cold: "первая публикация после обновления сайта на сервере: сборка с нуля",
};

export interface PublishStatusView {
  /** The live release. */
  current: { id: string; builtAt: string; commit: string | null; pages: number } | null;
  /** The release a rollback would return to. */
  previous: string | null;
  running: {
    pid: number;
    startedAt: string;
    stage: PublishStage;
    reason: string;
    stageName: string;
    /** Gatsby's step, while the stage is the build and its output has told (null otherwise). */
    buildStep: BuildStep | null;
    buildStepName: string | null;
    /** Seconds since it started, by the server's clock when it answered. */
    elapsedSeconds: number;
    /** What it is, when known (journals of older runs have none). */
    kind: PublishKind | null;
    kindName: string | null;
    /** How long a publish of this kind takes here: the median of the last ones; null before the first. */
    expectedSeconds: number | null;
  } | null;
  /** Reasons of the publishes waiting for the running one. */
  queued: string[];
  lastSuccess: { at: string; startedAt: string; releaseId: string; commit: string | null; reason: string } | null;
  lastFailure: {
    at: string;
    startedAt: string;
    stage: PublishStage;
    reason: string;
    message: string;
    /** Content problems, file and field each, when the check refused the content. */
    problems: ContentProblem[];
    /** The end of the build's log, when the build failed. */
    logTail: string;
    stageName: string;
  } | null;
}

/**
 * GET /api/publish/status (issue #19, point 4): what is live, what is building and why the last publish
 * failed, for the operator's monitoring and for /admin. Only with `Authorization: Bearer <PUBLISH_TOKEN>`
 * or an editor's session: the failure's log may name paths and content not yet published.
 */
import type { FastifyPluginAsync } from "fastify";
import { BUILD_STEP_NAMES, KIND_NAMES, STAGE_NAMES, type PublishKind, type PublishStatusView } from "../../content-model/contract/publish-status";
import type { ReleaseStore } from "../releases/store";
import type { Publisher } from "./publisher";
import { safeEqual } from "../lib/safe-equal";

/**
 * How long a publish of `kind` takes here: the median of the last ones of that kind, in whole seconds.
 * Without any of that kind, the other warm ones stand for an edit; nothing stands for a publish from
 * nothing (a first after a deploy takes minutes where an edit takes seconds): null then, no estimate.
 */
export function expectedSeconds(recent: readonly { total: number; kind?: PublishKind }[] | undefined, kind?: PublishKind | null): number | null {
  const all = recent ?? [];
  const same = kind ? all.filter((timings) => timings.kind === kind) : all;
  const chosen = same.length > 0 || !kind ? same : kind === "cold" ? [] : all.filter((timings) => timings.kind !== "cold");
  const totals = chosen.map((timings) => timings.total).sort((a, b) => a - b);
  if (totals.length === 0) return null;
  const middle = totals.length / 2;
  return Math.round(totals.length % 2 ? totals[Math.floor(middle)] : (totals[middle - 1] + totals[middle]) / 2);
}

export function publishStatus(publisher: Publisher, store: ReleaseStore, now = new Date()): PublishStatusView {
  const { running, queued, lastSuccess, lastFailure, recent } = publisher.status();
  const current = store.current();
  return {
    current: current && { id: current.id, builtAt: current.builtAt, commit: current.commit, pages: current.pages },
    previous: store.previous(),
    running: running && {
      ...running,
      stageName: STAGE_NAMES[running.stage],
      // A step of the build is told only while the stage is the build (a second clean build starts over).
      buildStep: running.stage === "build" ? (running.buildStep ?? null) : null,
      buildStepName: running.stage === "build" && running.buildStep ? BUILD_STEP_NAMES[running.buildStep] : null,
      elapsedSeconds: Math.max(0, Math.round((now.getTime() - Date.parse(running.startedAt)) / 1000)),
      kind: running.kind ?? null,
      kindName: running.kind ? KIND_NAMES[running.kind] : null,
      expectedSeconds: expectedSeconds(recent, running.kind),
    },
    queued,
    lastSuccess,
    lastFailure: lastFailure && { ...lastFailure, stageName: STAGE_NAMES[lastFailure.stage] },
  };
}

export const publishStatusRoute: FastifyPluginAsync<{ token?: string; status: () => PublishStatusView }> = async (app, { token, status }) => {
  app.get("/api/publish/status", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const byToken = token !== undefined && presented !== undefined && safeEqual(presented, token);
    // An editor in /admin sees whether the change is live; the session is checked only without a token.
    const byEditor = !byToken && app.hasDecorator("editorSessions") && (await app.editorSessions.resolve(request, reply)) !== null;
    if (!byToken && !byEditor) {
      if (token !== undefined) reply.header("www-authenticate", 'Bearer realm="publish"');
      return reply.code(401).send({ error: "Unauthorized", message: "Нужен вход в редактор или ключ публикации (Authorization: Bearer <PUBLISH_TOKEN>)", statusCode: 401 });
    }
    return status();
  });
};

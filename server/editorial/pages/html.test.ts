import { publishingPage } from "./html";
import type { PublishStatusView } from "../../../content-model/contract/publish-status";

test("the publishing page names the running build's step in words", () => {
  const status: PublishStatusView = {
    current: null,
    previous: null,
    running: {
      pid: 1,
      startedAt: "2026-12-07T10:00:00.000Z",
      stage: "build",
      reason: "cms: Модуль «Распознавание лиц»: изменён",
      stageName: "сборка сайта",
      buildStep: "bundles",
      buildStepName: "сборка скриптов и стилей",
      elapsedSeconds: 40,
      kind: "cold",
      kindName: "первая публикация после обновления сайта на сервере: сборка с нуля",
      expectedSeconds: null,
    },
    queued: [],
    lastSuccess: null,
    lastFailure: null,
  };
  const text = publishingPage({ name: "Анна", email: "anna@videumlab.ru", csrfToken: "t" }, status).replace(/<[^>]+>/g, "").replace(/\u00a0/g, " ");
  expect(text).toContain("Идёт публикация: этап «сборка сайта» (сейчас — сборка скриптов и стилей), начата в ");
  const before = publishingPage({ name: "Анна", email: "anna@videumlab.ru", csrfToken: "t" }, { ...status, running: { ...status.running!, buildStep: null, buildStepName: null } });
  expect(before).toContain("Идёт публикация: этап «сборка сайта», начата в ");
});

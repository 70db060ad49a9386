import { describe as says } from "./publishing-bar";
import type { PublishStatusView } from "../../content-model/contract/publish-status";

const idle: PublishStatusView = {
  current: { id: "2026-11-26T09-30-00-000Z", builtAt: "2026-11-26T09:30:00.000Z", commit: "abc1234", pages: 99 },
  previous: null,
  running: null,
  queued: [],
  lastSuccess: null,
  lastFailure: null,
};

const failure = {
  at: "2026-11-26T10:00:00.000Z",
  startedAt: "2026-11-26T09:59:00.000Z",
  stage: "check" as const,
  stageName: "проверка контента",
  reason: "cms: Модуль «Распознавание лиц»: изменён (anna@videumlab.ru)",
  message: "Публикация отменена: ошибки в контенте (1), сайт не изменён.",
  problems: [{ file: "content/modules/faces.json", field: "hero.title", line: 21, message: "обязательное поле отсутствует" }],
  logTail: "",
};

test("before anything is published from the editor: the release that is live, in Moscow time", () => {
  expect(says(idle)).toEqual({ kind: "live", text: "На сайте выпуск от 26 ноября в 12:30" });
});

test("a build running or waiting: «публикуется», with the stage", () => {
  const running = { stage: "build" as const, stageName: "Сборка сайта", startedAt: "2026-11-26T10:00:00.000Z", reason: "cms", pid: 1 };
  expect(says({ ...idle, running } as PublishStatusView)).toEqual({ kind: "building", text: "Публикуется: сборка сайта…" });
  expect(says({ ...idle, queued: ["cms: …"] })).toEqual({ kind: "building", text: "Изменения ждут публикации…" });
});

test("the last publish refused: the editor is told the site kept its old version, and why, file, line and field named", () => {
  expect(says({ ...idle, lastFailure: failure })).toEqual({
    kind: "failed",
    text: "Последнее изменение не опубликовано, на сайте прежняя версия",
    details: ["content/modules/faces.json, строка 21 — поле «hero.title»: обязательное поле отсутствует"],
  });
});

test("a failure without named problems (the build broke) shows its message", () => {
  const broke = { ...failure, stage: "build" as const, stageName: "сборка сайта", problems: [], message: "Сборка сайта не удалась (код 1)." };
  expect(says({ ...idle, lastFailure: broke })).toMatchObject({ kind: "failed", details: ["Сборка сайта не удалась (код 1)."] });
});

test("a success after the failure: live again", () => {
  const lastSuccess = { at: "2026-11-26T10:05:00.000Z", startedAt: "2026-11-26T10:04:20.000Z", releaseId: "r2", commit: null, reason: "cms: …" };
  expect(says({ ...idle, lastFailure: failure, lastSuccess })).toEqual({ kind: "live", text: "Опубликовано 26 ноября в 13:05" });
});

import { describe as says, livePathOf, remaining } from "./publishing-bar";
import type { PublishStatusView } from "../../content-model/contract/publish-status";
import { cmsConfig } from "./config";

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

test("a build running or waiting: «публикуется», with the stage and what is left by the last publishes", () => {
  const running = { stage: "build" as const, stageName: "Сборка сайта", startedAt: "2026-11-26T10:00:00.000Z", reason: "cms", pid: 1, elapsedSeconds: 4, expectedSeconds: 16, kind: null, kindName: null, buildStep: null, buildStepName: null };
  expect(says({ ...idle, running })).toEqual({ kind: "building", text: "Публикуется: сборка сайта… ещё ≈\u00a012\u00a0с" });
  // Three seconds after the server answered the bar counts on.
  expect(says({ ...idle, running }, 3)).toEqual({ kind: "building", text: "Публикуется: сборка сайта… ещё ≈\u00a09\u00a0с" });
  expect(says({ ...idle, running: { ...running, expectedSeconds: null } })).toEqual({ kind: "building", text: "Публикуется: сборка сайта…" });
  expect(says({ ...idle, queued: ["cms: …"] })).toEqual({ kind: "building", text: "Изменения ждут публикации…" });
});

test("the last publish refused: the editor is told the site kept its old version, and why: the entry and the field by their labels first, the file and line after", () => {
  expect(says({ ...idle, lastFailure: failure }, 0, cmsConfig({ contentPrefix: "content", branch: "main" }))).toEqual({
    kind: "failed",
    text: "Последнее изменение не опубликовано, на сайте прежняя версия",
    details: ["Модуль «faces» → Первый экран → Заголовок первого экрана: обязательное поле отсутствует (content/modules/faces.json, строка 21)"],
  });
});

test("a broken file is one reason, said in Russian with its line and position; the links it breaks are listed under it", () => {
  const broken = {
    ...failure,
    problems: [
      {
        file: "content/modules/voice.json",
        field: "",
        line: 3,
        column: 22,
        message: "файл не читается: не хватает запятой",
        consequences: [{ file: "content/projects/call-center.json", field: "relatedModules.0", line: 40 }],
      },
    ],
  };
  const [detail] = (says({ ...idle, lastFailure: broken }) as { details: string[] }).details;
  expect(detail).toBe(
    "Модуль «voice»: файл не читается: не хватает запятой (content/modules/voice.json, строка 3, позиция 22). Пока это не исправлено, не работают ссылки на эту запись: content/projects/call-center.json:40 (поле «relatedModules.0»)",
  );
});

test("the estimate says which publishes it comes from; the first after a deploy, with none like it yet, has none", () => {
  const running = { stage: "build" as const, stageName: "Сборка сайта", startedAt: "2026-11-26T10:00:00.000Z", reason: "cms", pid: 1, elapsedSeconds: 4, buildStep: null, buildStepName: null };
  expect(says({ ...idle, running: { ...running, expectedSeconds: 16, kind: "entry", kindName: "правка одной записи" } })).toEqual({ kind: "building", text: "Публикуется: сборка сайта… ещё ≈\u00a012\u00a0с (правка одной записи)" });
  expect(says({ ...idle, running: { ...running, expectedSeconds: null, kind: "cold", kindName: "первая публикация после обновления сайта на сервере: сборка с нуля" } })).toEqual({
    kind: "building",
    text: "Публикуется: сборка сайта… (первая публикация после обновления сайта на сервере: сборка с нуля)",
  });
});

test("a failure without named problems (the build broke) shows its message", () => {
  const broke = { ...failure, stage: "build" as const, stageName: "сборка сайта", problems: [], message: "Сборка сайта не удалась (код 1)." };
  expect(says({ ...idle, lastFailure: broke })).toMatchObject({ kind: "failed", details: ["Сборка сайта не удалась (код 1)."] });
});

test("a success after the failure: live again", () => {
  const lastSuccess = { at: "2026-11-26T10:05:00.000Z", startedAt: "2026-11-26T10:04:20.000Z", releaseId: "r2", commit: null, reason: "cms: …" };
  expect(says({ ...idle, lastFailure: failure, lastSuccess })).toEqual({ kind: "live", text: "Опубликовано 26 ноября в 13:05", at: lastSuccess.at });
});

test("what is left: seconds, minutes, nearly done, longer than usual", () => {
  expect(remaining(300, 60)).toBe(" ещё ≈\u00a04\u00a0мин");
  expect(remaining(20, 19)).toBe(" почти готово");
  expect(remaining(20, 45)).toBe(" дольше обычного");
});

test("past its estimate, or with none, the bar says where the build is, in words; within it, only what is left", () => {
  const running = {
    stage: "build" as const,
    stageName: "Сборка сайта",
    startedAt: "2026-11-26T10:00:00.000Z",
    reason: "cms",
    pid: 1,
    kind: "entry" as const,
    kindName: "правка одной записи",
    buildStep: "pages" as const,
    buildStepName: "отрисовка страниц",
  };
  expect(says({ ...idle, running: { ...running, elapsedSeconds: 8, expectedSeconds: 16 } })).toEqual({
    kind: "building",
    text: "Публикуется: сборка сайта… ещё ≈\u00a08\u00a0с (правка одной записи)",
  });
  expect(says({ ...idle, running: { ...running, elapsedSeconds: 40, expectedSeconds: 16 } })).toEqual({
    kind: "building",
    text: "Публикуется: сборка сайта, сейчас — отрисовка страниц… дольше обычного (правка одной записи)",
  });
  expect(says({ ...idle, running: { ...running, elapsedSeconds: 40, expectedSeconds: null, kind: null, kindName: null, buildStep: "bundles", buildStepName: "сборка скриптов и стилей" } })).toEqual({
    kind: "building",
    text: "Публикуется: сборка сайта, сейчас — сборка скриптов и стилей…",
  });
});

/** A saved entry as Decap hands it to the listeners (an Immutable map). */
const entry = (collection: string, slug: string, data: Record<string, string>) => ({
  get: (key: "collection" | "slug") => (key === "collection" ? collection : slug),
  getIn: ([, key]: ["data", "slug" | "path"]) => data[key],
});

test("the live page of what the editor saved: a module, an article, a page", () => {
  expect(livePathOf(entry("modules", "smoking", { slug: "smoking" }))).toBe("/modules/smoking");
  expect(livePathOf(entry("industries", "retail", { slug: "retail" }))).toBe("/services/computer-vision/retail");
  expect(livePathOf(entry("blog", "cv-project-cost/index", {}))).toBe("/blogs/cv-project-cost");
  expect(livePathOf(entry("pages", "about", { path: "/about" }))).toBe("/about");
  expect(livePathOf(entry("site", "navigation", {}))).toBeNull();
});

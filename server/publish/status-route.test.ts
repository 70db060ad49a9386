import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { makeFixtureSite } from "../test/fixture-site";
import { openReleaseStore } from "../releases/store";
import { hashPassword } from "../editorial/accounts/passwords";
import { writeJournal } from "./journal";
import { expectedSeconds, publishStatus } from "./status-route";
import type { Publisher } from "./publisher";
import type { PublishStatusView } from "../../content-model/contract/publish-status";

const TOKEN = "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e";
let tmp: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "publish-status-"));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function appWith(env: Record<string, string>) {
  const site = makeFixtureSite();
  const app = await buildApp({ config: loadConfig({ PUBLIC_DIR: site, LEADS_DB: ":memory:", RELEASES_DIR: path.join(tmp, "releases"), ...env }), root: tmp });
  return { app, close: async () => { await app.close(); fs.rmSync(site, { recursive: true, force: true }); } };
}

test("without a token or an editor's session the status is refused, even when no token is configured", async () => {
  const { app, close } = await appWith({});
  const response = await app.inject({ url: "/api/publish/status", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toMatch(/^Нужен вход в редактор или ключ публикации/);
  await close();
});

test("an editor signed in to /admin reads the status with the session alone", async () => {
  const { app, close } = await appWith({});
  await app.editors.addEditor({ email: "anna@videumlab.ru", name: "Анна Петрова", passwordHash: await hashPassword("длинный-пароль-анны") }, new Date());
  const login = await app.inject({ method: "POST", url: "/api/admin/login", payload: { email: "anna@videumlab.ru", password: "длинный-пароль-анны" } });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((c) => c.name === "videum_admin");
  const response = await app.inject({ url: "/api/publish/status", cookies: { videum_admin: cookie!.value } });
  expect(response.statusCode).toBe(200);
  expect(response.json<PublishStatusView>()).toMatchObject({ current: null, running: null, queued: [] });
  await close();
});

test("a missing or wrong token is answered 401 in Russian, and reveals nothing", async () => {
  const { app, close } = await appWith({ PUBLISH_TOKEN: TOKEN });
  for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
    const response = await app.inject({ url: "/api/publish/status", headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Unauthorized", message: expect.stringMatching(/^Нужен вход в редактор или ключ публикации/), statusCode: 401 });
    expect(response.headers["cache-control"]).toBe("no-store");
  }
  await close();
});

test("with the token: the live release, and the last failure with its stage, file and field", async () => {
  const store = openReleaseStore(path.join(tmp, "releases"));
  store.checkWritable();
  const built = path.join(tmp, "public");
  fs.mkdirSync(built);
  fs.writeFileSync(path.join(built, "index.html"), "<title>Главная</title>");
  const release = store.createRelease(built, { commit: "a".repeat(40) });
  store.activate(release.id);
  writeJournal(store.dir, {
    running: null,
    lastSuccess: { at: "2026-11-26T01:00:00.000Z", startedAt: "2026-11-26T00:59:00.000Z", releaseId: release.id, commit: "a".repeat(40), reason: "изменён content/modules/faces.json" },
    lastFailure: {
      at: "2026-11-26T02:00:00.000Z",
      startedAt: "2026-11-26T02:00:00.000Z",
      stage: "check",
      reason: "изменён content/modules/ord.json",
      message: "Публикация отменена: ошибки в контенте (1), сайт не изменён.",
      problems: [{ file: "content/modules/ord.json", field: "title", message: "обязательное поле отсутствует" }],
      logTail: "",
    },
  });
  const { app, close } = await appWith({ PUBLISH_TOKEN: TOKEN });
  const response = await app.inject({ url: "/api/publish/status", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  const status = response.json<PublishStatusView>();
  expect(status.current).toEqual({ id: release.id, builtAt: release.builtAt, commit: "a".repeat(40), pages: 1 });
  expect(status.running).toBeNull();
  expect(status.queued).toEqual([]);
  expect(status.lastFailure).toMatchObject({ stage: "check", stageName: "проверка контента", problems: [{ file: "content/modules/ord.json", field: "title" }] });
  await close();
});

test("a server told to publish by itself refuses to start when RELEASES_DIR cannot be written, naming it", async () => {
  // A path under a file cannot be created by anyone, root included (the tests may run as root).
  fs.writeFileSync(path.join(tmp, "not-a-folder"), "");
  const site = makeFixtureSite();
  try {
    for (const env of [{ PUBLISH_WATCH: "1" }, { PUBLISH_WEBHOOK_SECRET: TOKEN }]) {
      const config = loadConfig({ PUBLIC_DIR: site, LEADS_DB: ":memory:", RELEASES_DIR: path.join(tmp, "not-a-folder", "releases"), ...env });
      await expect(buildApp({ config, root: tmp })).rejects.toThrow(/^RELEASES_DIR=.*not-a-folder\/releases: папк.* \(ENOTDIR\)/);
    }
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test("the publishing page in /admin says what is live and why the last publish failed, file and field named", async () => {
  fs.mkdirSync(path.join(tmp, "releases"));
  writeJournal(path.join(tmp, "releases"), {
    running: null,
    lastSuccess: null,
    lastFailure: {
      at: "2026-11-26T02:00:00.000Z",
      startedAt: "2026-11-26T02:00:00.000Z",
      stage: "check",
      reason: "изменён content/modules/faces.json",
      message: "Публикация отменена: ошибки в контенте (1), сайт не изменён.",
      problems: [{ file: "content/modules/faces.json", field: "hero.title", line: 21, message: "обязательное поле отсутствует" }],
      logTail: "",
    },
  });
  const { app, close } = await appWith({});
  await app.editors.addEditor({ email: "anna@videumlab.ru", name: "Анна Петрова", passwordHash: await hashPassword("длинный-пароль-анны") }, new Date());
  const login = await app.inject({ method: "POST", url: "/api/admin/login", payload: { email: "anna@videumlab.ru", password: "длинный-пароль-анны" } });
  const cookie = login.cookies.find((c) => c.name === "videum_admin")!.value;
  const page = await app.inject({ url: "/admin/publishing", cookies: { videum_admin: cookie } });
  expect(page.statusCode).toBe(200);
  const text = page.body.replace(/<[^>]+>/g, "").replace(/\u00a0/g, " ");
  expect(text).toContain("Выпусков ещё нет: сайт отдаётся из последней сборки.");
  expect(text).toContain("Последняя публикация не прошла (26.11.2026, 05:00 МСК, этап «проверка контента»). На сайте осталась прежняя версия.");
  expect(text).toContain("content/modules/faces.json, строка 21 — поле «hero.title»: обязательное поле отсутствует");
  expect(page.body).not.toContain('http-equiv="refresh"');
  await close();
});

test("a running publish's expected length is the median of the last ones; none before the first", () => {
  expect(expectedSeconds(undefined)).toBeNull();
  expect(expectedSeconds([])).toBeNull();
  const timings = (total: number) => ({ check: 0.5, build: total - 1, release: 0.5, total, gatsby: null });
  expect(expectedSeconds([timings(14.2), timings(40), timings(15.9)])).toBe(16);
  expect(expectedSeconds([timings(14), timings(16)])).toBe(15);
});

test("the estimate comes from publishes of the same kind; an edit without any like it takes the warm ones, a build from nothing none", () => {
  const timings = (total: number, kind?: "entry" | "many" | "site" | "cold") => ({ check: 0.5, build: total - 1, release: 0.5, total, gatsby: null, ...(kind ? { kind } : {}) });
  const recent = [timings(12, "entry"), timings(240, "cold"), timings(14, "entry"), timings(60, "site"), timings(13, "entry")];
  expect(expectedSeconds(recent, "entry")).toBe(13);
  expect(expectedSeconds(recent, "site")).toBe(60);
  expect(expectedSeconds(recent, "cold")).toBe(240);
  // None of "many" yet: the warm ones, not the four minutes of a cold build.
  expect(expectedSeconds(recent, "many")).toBe(14);
  expect(expectedSeconds([timings(12, "entry")], "cold")).toBeNull();
});

test("a running build says which of Gatsby's steps it is in, in words; a later stage does not carry the build's step", () => {
  const store = openReleaseStore(path.join(tmp, "releases"));
  const running = { pid: 1, startedAt: "2026-12-07T10:00:00.000Z", stage: "build" as const, reason: "cms", kind: "entry" as const, buildStep: "pages" as const };
  const publisherWith = (run: typeof running | (Omit<typeof running, "stage"> & { stage: "verify" })) =>
    ({ status: () => ({ running: run, queued: [], lastSuccess: null, lastFailure: null, recent: [] }) }) as unknown as Publisher;
  const now = new Date("2026-12-07T10:00:40.000Z");
  expect(publishStatus(publisherWith(running), store, now).running).toMatchObject({
    stageName: "сборка сайта",
    buildStep: "pages",
    buildStepName: "отрисовка страниц",
    elapsedSeconds: 40,
    kindName: "правка одной записи",
  });
  expect(publishStatus(publisherWith({ ...running, stage: "verify" }), store, now).running).toMatchObject({ stageName: "проверка собранных страниц", buildStep: null, buildStepName: null });
});

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runSiteCommand, UsageError } from "./site";
import { openReleaseStore, type ReleaseStore } from "../releases/store";
import { writeJournal } from "../publish/journal";
import { git } from "../test/git-repos";

let tmp: string;
let store: ReleaseStore;
let lines: string[];
let contentDir = "/srv/content";
const site = (argv: string[]) => runSiteCommand(argv, { store, keep: 10, publicDir: "/srv/public", contentDir }, (text) => lines.push(text));

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "site-cli-"));
  store = openReleaseStore(path.join(tmp, "releases"));
  store.checkWritable();
  fs.mkdirSync(path.join(tmp, "public"));
  fs.writeFileSync(path.join(tmp, "public/index.html"), "<title>x</title>");
  lines = [];
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const release = (minute: number, commit: string | null = null) =>
  store.createRelease(path.join(tmp, "public"), { commit, now: new Date(Date.UTC(2026, 10, 26, 0, minute)) }).id;

test("releases: newest first, the live one marked, with build time in Moscow, pages and commit", () => {
  const a = release(1, "1a2b3c4d5e6f7a8b9c0d");
  const b = release(2);
  store.activate(a);
  site(["releases"]);
  expect(lines).toEqual([
    `  ${b}  собран 26.11.2026, 03:02 МСК, страниц: 1, 0,0\u00a0МБ, коммит —`,
    `* ${a}  собран 26.11.2026, 03:01 МСК, страниц: 1, 0,0\u00a0МБ, коммит 1a2b3c4d5e6f`,
  ]);
});

test("releases and status before the first publish say where the site comes from", () => {
  site(["releases"]);
  site(["status"]);
  expect(lines[0]).toBe("Выпусков нет: сайт отдаётся из PUBLIC_DIR (/srv/public). Первый выпуск — npm run publish.");
  expect(lines[1]).toBe("Текущего выпуска нет: сайт отдаётся из PUBLIC_DIR (/srv/public)");
});

test("status: the live release, the previous one with the command to go back, a publish in progress", () => {
  const a = release(1);
  const b = release(2);
  store.activate(a);
  store.activate(b);
  fs.writeFileSync(path.join(store.dir, "publish.lock"), JSON.stringify({ pid: process.pid, since: "2026-11-26T00:05:00.000Z" }));
  site(["status"]);
  expect(lines[0]).toMatch(new RegExp(`^Текущий выпуск: ${b} `));
  expect(lines).toContain(`Предыдущий: ${a} (откат: npm run site -- rollback ${a})`);
  expect(lines).toContain(`Хранится выпусков: 2 (RELEASES_KEEP=10) в ${store.dir}`);
  expect(lines).toContain(`Идёт публикация: процесс ${process.pid}, начата 2026-11-26T00:05:00.000Z`);
});

test("status tells the last publish, and a later failure with its stage, file and field and the end of the build log", () => {
  const a = release(1);
  store.activate(a);
  writeJournal(store.dir, {
    running: null,
    lastSuccess: { at: "2026-11-26T00:10:00.000Z", startedAt: "2026-11-26T00:09:00.000Z", releaseId: a, commit: null, reason: "изменён content/modules/faces.json" },
    lastFailure: {
      at: "2026-11-26T00:20:00.000Z",
      startedAt: "2026-11-26T00:19:00.000Z",
      stage: "build",
      reason: "push github 1a2b3c4",
      message: "Сборка завершилась с кодом 1; сайт не изменён.",
      problems: [{ file: "content/blog/a/index.md", field: "date", message: "ожидается дата ГГГГ-ММ-ДД" }],
      logTail: "success onPreBootstrap\nERROR #85901 GraphQL",
    },
  });
  site(["status"]);
  expect(lines.slice(-7)).toEqual([
    `Последняя публикация: 26.11.2026, 03:10 МСК, выпуск ${a} (причина: изменён content/modules/faces.json)`,
    "Последняя неудача: 26.11.2026, 03:20 МСК, этап «сборка сайта» (причина: push github 1a2b3c4)",
    "  Сборка завершилась с кодом 1; сайт не изменён.",
    "  content/blog/a/index.md: поле «date»: ожидается дата ГГГГ-ММ-ДД",
    "  Конец журнала сборки:",
    "    success onPreBootstrap",
    "    ERROR #85901 GraphQL",
  ]);
});

test("rollback makes a kept release live and says what was live before", () => {
  const a = release(1);
  const b = release(2);
  store.activate(b);
  site(["rollback", a]);
  expect(store.current()?.id).toBe(a);
  expect(lines[0]).toMatch(new RegExp(`^Текущий выпуск: ${a} .*\\(был ${b}\\)$`));
});

test("rollback during a publish warns that the publish will switch the site again when it ends", () => {
  const a = release(1);
  store.activate(release(2));
  fs.writeFileSync(path.join(store.dir, "publish.lock"), JSON.stringify({ pid: process.pid, since: "2026-11-26T00:05:00.000Z" }));
  site(["rollback", a]);
  expect(store.current()?.id).toBe(a);
  expect(lines.at(-1)).toBe(`Внимание: идёт публикация (процесс ${process.pid}) — когда она закончится, сайт переключится на её выпуск.`);
});

test("status tells a lock left by a crashed publish from a running one", () => {
  fs.writeFileSync(path.join(store.dir, "publish.lock"), '{"pid":');
  site(["status"]);
  fs.writeFileSync(path.join(store.dir, "publish.lock"), JSON.stringify({ pid: 2 ** 22 + 1, since: "x" }));
  site(["status"]);
  expect(lines.filter((line) => line.startsWith("Публикация не идёт"))).toEqual([
    "Публикация не идёт; осталась блокировка прерванной публикации (процесс ?) — следующая её снимет.",
    `Публикация не идёт; осталась блокировка прерванной публикации (процесс ${2 ** 22 + 1}) — следующая её снимет.`,
  ]);
});

test("rollback to an id that is not kept is refused and nothing changes", () => {
  const a = release(1);
  store.activate(a);
  expect(() => site(["rollback", "20201231T000000000Z-000000"])).toThrow("Выпуска «20201231T000000000Z-000000» нет");
  expect(store.current()?.id).toBe(a);
  expect(lines).toEqual([]);
});

test("wrong usage is a usage error", () => {
  expect(() => site([])).toThrow(UsageError);
  expect(() => site(["rollback"])).toThrow(UsageError);
  expect(() => site(["deploy"])).toThrow(UsageError);
});

describe("history", () => {
  /** A project whose content/ is a folder of its repository: the operator's first commit, then an editor's. */
  function project() {
    const root = path.join(tmp, "project");
    fs.mkdirSync(path.join(root, "content/modules"), { recursive: true });
    fs.writeFileSync(path.join(root, "README.md"), "код\n");
    fs.writeFileSync(path.join(root, "content/modules/faces.json"), "{}\n");
    git(root, "init", "-q");
    git(root, "add", "-A");
    const as = (name: string, email: string, date: string) => ({
      env: { ...process.env, GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_AUTHOR_DATE: date, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email },
    });
    execFileSync("git", ["-C", root, "commit", "-q", "-m", "Содержимое сайта"], as("Оператор", "ops@videumlab.ru", "2026-11-25T09:00:00Z"));
    fs.writeFileSync(path.join(root, "content/modules/faces.json"), '{"title":"Лица"}\n');
    fs.writeFileSync(path.join(root, "README.md"), "код, изменён\n");
    git(root, "add", "-A");
    execFileSync("git", ["-C", root, "commit", "-q", "-m", "Модуль «Распознавание лиц»: изменён"], as("Анна Петрова", "anna@videumlab.ru", "2026-11-26T10:05:00Z"));
    contentDir = path.join(root, "content");
    return root;
  }

  test("who changed what and when: newest first, in Moscow time, with the content files each change touched", () => {
    project();
    site(["history"]);
    expect(lines).toEqual([
      "26.11.2026, 13:05 МСК  Анна Петрова <anna@videumlab.ru>  Модуль «Распознавание лиц»: изменён",
      "    M modules/faces.json",
      "25.11.2026, 12:00 МСК  Оператор <ops@videumlab.ru>  Содержимое сайта",
      "    A modules/faces.json",
    ]);
  });

  test("-n limits the list; editors' drafts not yet published are listed after it", () => {
    const root = project();
    git(root, "branch", "cms/modules/faces");
    site(["history", "-n", "1"]);
    expect(lines).toEqual([
      "26.11.2026, 13:05 МСК  Анна Петрова <anna@videumlab.ru>  Модуль «Распознавание лиц»: изменён",
      "    M modules/faces.json",
      "Черновики редакторов (не опубликованы):",
      "  modules/faces  изменён 26.11.2026, 13:05 МСК, Анна Петрова",
    ]);
  });

  test("a wrong -n is a usage error; a content folder outside git says there is no history", () => {
    expect(() => site(["history", "-n", "0"])).toThrow(UsageError);
    contentDir = path.join(tmp, "public");
    expect(() => site(["history"])).toThrow(/не git-репозиторий: истории правок нет/);
  });
});

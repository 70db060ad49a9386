import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSqliteEditorStore } from "../editorial/accounts/sqlite-store";
import { verifyPassword } from "../editorial/accounts/passwords";
import type { EditorStore } from "../editorial/accounts/types";
import { CommandError, UsageError, runEditorsCommand, type EditorsCommandContext } from "./editors";

const PASSWORD = "длинный-пароль-2026";
let store: EditorStore;
let output: string[];
let answers: string[];
let stdin: string;

const context = (): EditorsCommandContext => ({
  store,
  askPassword: async () => answers.shift() ?? "",
  readStdin: async () => stdin,
  now: () => new Date("2026-11-26T07:30:00.000Z"),
});
const run = (...args: string[]) => runEditorsCommand(args, context(), (text) => output.push(text));

beforeEach(() => {
  store = createSqliteEditorStore(":memory:");
  output = [];
  answers = [];
  stdin = "";
});
afterEach(() => store.close());

async function addAnna() {
  answers = [PASSWORD, PASSWORD];
  await run("add", "Anna@VideumLab.ru", "--name", "Анна Петрова");
  output = [];
}

describe("add", () => {
  test("asks the password twice and stores an argon2id hash of it", async () => {
    answers = [PASSWORD, PASSWORD];
    await run("add", "Anna@VideumLab.ru", "--name", "Анна Петрова");
    expect(output).toEqual(["Редактор добавлен: Анна Петрова <anna@videumlab.ru>. Вход — /admin/login"]);
    const anna = await store.findByEmail("anna@videumlab.ru");
    expect(anna?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(anna?.passwordHash ?? "", PASSWORD)).resolves.toBe(true);
  });

  test("--password-stdin reads one line from stdin", async () => {
    stdin = `${PASSWORD}\n`;
    await run("add", "ivan@videumlab.ru", "--name", "Иван Сидоров", "--password-stdin");
    const ivan = await store.findByEmail("ivan@videumlab.ru");
    await expect(verifyPassword(ivan?.passwordHash ?? "", PASSWORD)).resolves.toBe(true);
  });

  test("refuses two different answers, a short password and the e-mail as password", async () => {
    answers = [PASSWORD, `${PASSWORD}!`];
    await expect(run("add", "anna@videumlab.ru", "--name", "Анна")).rejects.toThrow(new CommandError("Пароли не совпадают — ничего не изменено"));
    answers = ["короткий", "короткий"];
    await expect(run("add", "anna@videumlab.ru", "--name", "Анна")).rejects.toThrow("Пароль должен быть не короче 12\u00a0символов");
    stdin = "Anna@VideumLab.ru\n";
    await expect(run("add", "anna@videumlab.ru", "--name", "Анна", "--password-stdin")).rejects.toThrow(
      "Пароль не должен совпадать с электронной почтой",
    );
    await expect(store.list()).resolves.toEqual([]);
  });

  test("refuses an e-mail that is taken, in any letter case", async () => {
    await addAnna();
    answers = [PASSWORD, PASSWORD];
    await expect(run("add", "ANNA@videumlab.ru", "--name", "Анна")).rejects.toBeInstanceOf(CommandError);
  });

  test("wrong usage: no e-mail, not an e-mail, no name, unknown option", async () => {
    await expect(run("add")).rejects.toBeInstanceOf(UsageError);
    await expect(run("add", "anna", "--name", "Анна")).rejects.toBeInstanceOf(UsageError);
    await expect(run("add", "anna@videumlab.ru")).rejects.toBeInstanceOf(UsageError);
    await expect(run("add", "anna@videumlab.ru", "--name", "Анна", "--admin")).rejects.toMatchObject({ code: "ERR_PARSE_ARGS_UNKNOWN_OPTION" });
    await expect(run("launch")).rejects.toBeInstanceOf(UsageError);
  });
});

describe("list", () => {
  test("e-mail, name, created and last login, in Moscow time", async () => {
    await addAnna();
    const anna = await store.findByEmail("anna@videumlab.ru");
    await store.createSession({
      id: "s",
      editorId: anna?.id ?? "",
      csrfToken: "c",
      createdAt: "2026-11-26T09:05:00.000Z",
      expiresAt: "2026-11-26T21:05:00.000Z",
      lastSeenAt: "2026-11-26T09:05:00.000Z",
    });
    stdin = `${PASSWORD}\n`;
    await run("add", "ivan@videumlab.ru", "--name", "Иван Сидоров", "--password-stdin");
    output = [];
    await run("list");
    expect(output).toEqual([
      "anna@videumlab.ru  Анна Петрова  создан 26.11.2026, 10:30\u00a0МСК  последний вход: 26.11.2026, 12:05\u00a0МСК",
      "ivan@videumlab.ru  Иван Сидоров  создан 26.11.2026, 10:30\u00a0МСК  последний вход: не входил(а)",
    ]);
  });

  test("says how to add the first editor", async () => {
    await run("list");
    expect(output).toEqual(['Редакторов нет. Добавить: npm run editors -- add <email> --name "Имя Фамилия"']);
  });
});

describe("passwd", () => {
  test("sets a new password and ends the editor's sessions", async () => {
    await addAnna();
    const anna = await store.findByEmail("anna@videumlab.ru");
    const at = { csrfToken: "c", createdAt: "2026-11-26T07:30:00.000Z", expiresAt: "2099-01-01T00:00:00.000Z", lastSeenAt: "2026-11-26T07:30:00.000Z" };
    await store.createSession({ id: "s1", editorId: anna?.id ?? "", ...at });
    await store.createSession({ id: "s2", editorId: anna?.id ?? "", ...at });
    answers = ["новый-пароль-на-зиму", "новый-пароль-на-зиму"];
    await run("passwd", "anna@videumlab.ru");
    expect(output).toEqual(["Пароль изменён: anna@videumlab.ru. Завершено сеансов: 2"]);
    const updated = await store.findByEmail("anna@videumlab.ru");
    await expect(verifyPassword(updated?.passwordHash ?? "", "новый-пароль-на-зиму")).resolves.toBe(true);
    await expect(verifyPassword(updated?.passwordHash ?? "", PASSWORD)).resolves.toBe(false);
    await expect(store.findSession("s1", new Date())).resolves.toBeUndefined();
  });

  test("an unknown editor is a failure; a bad new password changes nothing", async () => {
    await expect(run("passwd", "ivan@videumlab.ru")).rejects.toThrow(new CommandError("Редактора ivan@videumlab.ru нет (список: npm run editors -- list)"));
    await addAnna();
    const before = (await store.findByEmail("anna@videumlab.ru"))?.passwordHash;
    answers = ["короткий", "короткий"];
    await expect(run("passwd", "anna@videumlab.ru")).rejects.toBeInstanceOf(CommandError);
    expect((await store.findByEmail("anna@videumlab.ru"))?.passwordHash).toBe(before);
  });
});

describe("remove", () => {
  test("removes the editor and ends their sessions", async () => {
    await addAnna();
    const anna = await store.findByEmail("anna@videumlab.ru");
    await store.createSession({
      id: "s1",
      editorId: anna?.id ?? "",
      csrfToken: "c",
      createdAt: "2026-11-26T07:30:00.000Z",
      expiresAt: "2099-01-01T00:00:00.000Z",
      lastSeenAt: "2026-11-26T07:30:00.000Z",
    });
    await run("remove", "ANNA@videumlab.ru");
    expect(output).toEqual(["Редактор удалён: anna@videumlab.ru. Завершено сеансов: 1"]);
    await expect(store.list()).resolves.toEqual([]);
    await expect(store.findSession("s1", new Date())).resolves.toBeUndefined();
  });

  test("an unknown editor is a failure", async () => {
    await expect(run("remove", "ivan@videumlab.ru")).rejects.toBeInstanceOf(CommandError);
  });
});

describe("unthrottle", () => {
  const failAll = () =>
    Promise.all(
      [
        { email: "anna@videumlab.ru", address: "203.0.113.7" },
        { email: "anna@videumlab.ru", address: "" },
        { email: "", address: "203.0.113.7" },
        { email: "ivan@videumlab.ru", address: "2001:db8:1:2::/64" },
        { email: "", address: "2001:db8:1:2::/64" },
      ].map((key) => store.recordLoginFailure(key, new Date("2026-11-26T07:30:00.000Z"), new Date(0))),
    );
  const counts = async () =>
    (
      await Promise.all(
        [
          ["anna@videumlab.ru", "203.0.113.7"],
          ["anna@videumlab.ru", ""],
          ["", "203.0.113.7"],
          ["ivan@videumlab.ru", "2001:db8:1:2::/64"],
          ["", "2001:db8:1:2::/64"],
        ].map(([email, address]) => store.loginFailures({ email, address })),
      )
    ).map(Boolean);

  test("by e-mail: every count of that e-mail, from every address; by address: every count of the address (IPv6 by its /64)", async () => {
    await failAll();
    await run("unthrottle", "Anna@VideumLab.ru");
    expect(output).toEqual(["Сброшены неудачные попытки входа почты anna@videumlab.ru со всех адресов: счётчиков 2. Ждать больше не нужно"]);
    await expect(counts()).resolves.toEqual([false, false, true, true, true]);
    output = [];
    await run("unthrottle", "2001:db8:1:2:aaaa::7");
    expect(output).toEqual(["Сброшены неудачные попытки входа адреса 2001:db8:1:2::/64 на любые почты: счётчиков 2. Ждать больше не нужно"]);
    await expect(counts()).resolves.toEqual([false, false, true, false, false]);
    output = [];
    await run("unthrottle", "203.0.113.7");
    await expect(counts()).resolves.toEqual([false, false, false, false, false]);
    await run("unthrottle", "203.0.113.7");
    expect(output[1]).toBe("Неудачных попыток входа адреса 203.0.113.7 на любые почты не записано: ждать и так не нужно");
  });

  test("wrong usage: nothing, or neither an e-mail nor an address", async () => {
    await expect(run("unthrottle")).rejects.toBeInstanceOf(UsageError);
    await expect(run("unthrottle", "anna")).rejects.toBeInstanceOf(UsageError);
  });
});

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _unused, ...env } = process.env;
  return env;
}

describe("npm run editors (the process)", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "editors-cli-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const cli = (args: string[], input?: string) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [require.resolve("tsx/cli"), path.join(__dirname, "editors.ts"), ...args],
        { env: { ...withoutDatabaseUrl(), LEADS_DB: path.join(dir, "leads.sqlite") } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin?.end(input ?? "");
    });

  test("adds with --password-stdin and lists; exit 2 on wrong usage, 1 on failure", async () => {
    const added = await cli(["add", "anna@videumlab.ru", "--name", "Анна Петрова", "--password-stdin"], `${PASSWORD}\n`);
    expect(added).toMatchObject({ code: 0, stdout: "Редактор добавлен: Анна Петрова <anna@videumlab.ru>. Вход — /admin/login\n" });
    expect((await cli(["list"])).stdout).toContain("anna@videumlab.ru  Анна Петрова");
    expect((await cli(["frobnicate"])).code).toBe(2);
    const missing = await cli(["remove", "ivan@videumlab.ru"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Редактора ivan@videumlab.ru нет");
    // No terminal to ask on: told to use --password-stdin.
    const noTty = await cli(["passwd", "anna@videumlab.ru"]);
    expect(noTty.code).toBe(1);
    expect(noTty.stderr).toContain("--password-stdin");
  }, 60_000);
});

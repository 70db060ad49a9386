/**
 * Operators' commands over the editors' accounts (docs/operations/editors.md):
 *   npm run editors -- add <email> --name "Имя Фамилия" [--password-stdin]
 *   npm run editors -- list
 *   npm run editors -- passwd <email> [--password-stdin]
 *   npm run editors -- remove <email>
 *   npm run editors -- unthrottle <email | address>
 * The password is asked twice on the terminal without echo, or read from stdin with --password-stdin.
 * Reads DATABASE_URL / LEADS_DB like the server. Exits 2 on wrong usage, 1 on failure.
 */
import net from "node:net";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openEditorStore } from "../editorial/accounts/open-store";
import { hashPassword, passwordProblem } from "../editorial/accounts/passwords";
import { throttleSource } from "../editorial/accounts/throttle";
import { EditorExistsError, type EditorStore } from "../editorial/accounts/types";
import { exitCodeOf, UsageError } from "./usage";

export { UsageError };
/** A refusal the operator can act on (exit 1, message only). */
export class CommandError extends Error {}

const USAGE =
  'использование: editors add <email> --name "Имя Фамилия" | list | passwd <email> | remove <email> | unthrottle <email | адрес> [--password-stdin] — см. docs/operations/editors.md';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EditorsCommandContext {
  store: EditorStore;
  /** Asks on the terminal without echo. */
  askPassword(prompt: string): Promise<string>;
  /** Everything piped into stdin (--password-stdin). */
  readStdin(): Promise<string>;
  now?: () => Date;
}

const moscow = (iso: string) => new Date(iso).toLocaleString("ru-RU", { timeZone: "Europe/Moscow", dateStyle: "short", timeStyle: "short" });

async function newPassword(email: string, fromStdin: boolean, ctx: EditorsCommandContext): Promise<string> {
  let password: string;
  if (fromStdin) {
    // One line, as `printf '%s\n' "$PASSWORD" |` or a password manager's CLI gives it.
    password = (await ctx.readStdin()).replace(/\r?\n$/, "");
  } else {
    password = await ctx.askPassword("Пароль: ");
    if ((await ctx.askPassword("Повторите пароль: ")) !== password) throw new CommandError("Пароли не совпадают — ничего не изменено");
  }
  const problem = passwordProblem(password, email);
  if (problem) throw new CommandError(`${problem} — ничего не изменено`);
  return hashPassword(password);
}

function emailArgument(command: string, email: string | undefined): string {
  if (!email) throw new UsageError(`${command}: укажите электронную почту — npm run editors -- ${command} <email>`);
  if (!EMAIL.test(email.trim())) throw new UsageError(`${command}: «${email}» — не адрес электронной почты`);
  return email.trim().toLowerCase();
}

export async function runEditorsCommand(argv: string[], ctx: EditorsCommandContext, out: (text: string) => void): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: "string" }, "password-stdin": { type: "boolean" } },
  });
  const [command, rawEmail, extra] = positionals;
  const { store } = ctx;
  const now = ctx.now ?? (() => new Date());
  if (extra !== undefined) throw new UsageError(`лишний аргумент «${extra}»; ${USAGE}`);
  const fromStdin = values["password-stdin"] === true;

  switch (command) {
    case "add": {
      const email = emailArgument("add", rawEmail);
      const name = values.name?.trim();
      if (!name) throw new UsageError('add: укажите имя — --name "Имя Фамилия"');
      if (await store.findByEmail(email)) throw new CommandError(`Редактор ${email} уже есть; сменить пароль — npm run editors -- passwd ${email}`);
      const passwordHash = await newPassword(email, fromStdin, ctx);
      try {
        await store.addEditor({ email, name, passwordHash }, now());
      } catch (error) {
        if (error instanceof EditorExistsError) throw new CommandError(error.message);
        throw error;
      }
      out(`Редактор добавлен: ${name} <${email}>. Вход — /admin/login`);
      return;
    }
    case "list": {
      if (rawEmail !== undefined) throw new UsageError(`list: лишний аргумент «${rawEmail}»`);
      const editors = await store.list();
      if (editors.length === 0) {
        out('Редакторов нет. Добавить: npm run editors -- add <email> --name "Имя Фамилия"');
        return;
      }
      for (const editor of editors) {
        const login = editor.lastLoginAt ? `${moscow(editor.lastLoginAt)}\u00a0МСК` : "не входил(а)";
        out(`${editor.email}  ${editor.name}  создан ${moscow(editor.createdAt)}\u00a0МСК  последний вход: ${login}`);
      }
      return;
    }
    case "passwd": {
      const email = emailArgument("passwd", rawEmail);
      const editor = await store.findByEmail(email);
      if (!editor) throw new CommandError(`Редактора ${email} нет (список: npm run editors -- list)`);
      const updated = await store.setPassword(email, await newPassword(email, fromStdin, ctx), now());
      if (!updated) throw new CommandError(`Редактора ${email} нет (список: npm run editors -- list)`);
      // Whoever knew the old password may be signed in: every session ends, the editor logs in anew.
      const ended = await store.deleteSessionsOf(editor.id);
      out(`Пароль изменён: ${email}. Завершено сеансов: ${ended}`);
      return;
    }
    case "remove": {
      const email = emailArgument("remove", rawEmail);
      const { removed, sessions } = await store.removeEditor(email);
      if (!removed) throw new CommandError(`Редактора ${email} нет (список: npm run editors -- list)`);
      out(`Редактор удалён: ${email}. Завершено сеансов: ${sessions}`);
      return;
    }
    case "unthrottle": {
      // Sign-in waits fall on addresses (accounts/throttle.ts): an editor kept waiting after her own
      // mistakes, or an office behind one address, is let in at once.
      const target = rawEmail?.trim() ?? "";
      if (!target) throw new UsageError("unthrottle: укажите почту или IP-адрес — npm run editors -- unthrottle <email | адрес>");
      const match = net.isIP(target) ? { address: throttleSource(target) } : { email: emailArgument("unthrottle", target) };
      const cleared = await store.clearLoginFailures(match);
      const whose = "email" in match ? `почты ${match.email} со всех адресов` : `адреса ${match.address} на любые почты`;
      out(cleared > 0 ? `Сброшены неудачные попытки входа ${whose}: счётчиков ${cleared}. Ждать больше не нужно` : `Неудачных попыток входа ${whose} не записано: ждать и так не нужно`);
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}

/** Reads a line from the terminal with echo off; Ctrl-C aborts. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return Promise.reject(new CommandError("Нет терминала, чтобы спросить пароль: передайте его через --password-stdin"));
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || char === "\u0004") return finish(new CommandError("Прервано — ничего не изменено"));
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else typed += char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on("data", onData);
  });
}

async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

async function main() {
  const store = await openEditorStore(loadConfig());
  try {
    await runEditorsCommand(process.argv.slice(2), { store, askPassword: askHidden, readStdin: readAll }, (text) => process.stdout.write(`${text}\n`));
  } finally {
    await store.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(exitCodeOf(error));
  });
}

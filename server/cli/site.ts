/**
 * Operators' commands over the site's releases (docs/operations/publishing.md):
 *   npm run site -- releases        kept releases, newest first; * marks the live one
 *   npm run site -- status          the live release, the previous one, a publish in progress and its
 *                                   stage, the last publish, and a later failure with file, field and log
 *   npm run site -- rollback <id>   makes a kept release live (the server follows within 2 s)
 *   npm run site -- history [-n N]  who changed the content and when (the content repository's log, the
 *                                   CMS's commits among them), and the editors' drafts not yet published
 *   npm run site -- search-misses [-n N]   what visitors searched for and did not find, most frequent first
 * Reads RELEASES_DIR / RELEASES_KEEP / CONTENT_DIR like the server. Exits 2 on wrong usage, 1 on failure.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { formatProblem } from "../../content-model/problems";
import { STAGE_NAMES } from "../../content-model/contract/publish-status";
import { currentJournal, type PublishJournal } from "../publish/journal";
import { alive, LOCK_FILE } from "../releases/lock";
import { openReleaseStore, type ReleaseManifest, type ReleaseStore } from "../releases/store";
import { exitCodeOf, UsageError } from "./usage";
import { openLeadStore } from "../leads/open-store";
import type { LeadStore } from "../leads/types";

export { UsageError };

const USAGE = "использование: site releases|status|rollback <id>|history [-n N]|search-misses [-n N] — см. docs/operations/publishing.md";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")}\u00a0МБ`;

/** "20261126T004512345Z-3fa9c1  собран 26.11.2026 03:45 МСК, страниц: 120, 48,2 МБ, коммит 1a2b3c4d5e6f" */
function describe(release: ReleaseManifest): string {
  const built = new Date(release.builtAt).toLocaleString("ru-RU", { timeZone: "Europe/Moscow", dateStyle: "short", timeStyle: "short" });
  return `${release.id}  собран ${built} МСК, страниц: ${release.pages}, ${megabytes(release.bytes)}, коммит ${release.commit?.slice(0, 12) ?? "—"}`;
}

/**
 * The publish holding the lock, or null. A lock whose process is gone (or cut short by a crash) is
 * reported as stale: the next publish takes it over.
 */
function publishInProgress(store: ReleaseStore): { pid: string; since: string; stale: boolean } | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(store.dir, LOCK_FILE), "utf8");
  } catch {
    return null;
  }
  try {
    const owner = JSON.parse(text) as { pid?: number; host?: string; since?: string };
    // Another host's process cannot be checked from here (a shared folder): it counts as running.
    const elsewhere = owner.host !== undefined && owner.host !== os.hostname();
    const stale = !elsewhere && (typeof owner.pid !== "number" || !alive(owner.pid));
    return { pid: elsewhere ? `${owner.pid ?? "?"} на ${owner.host}` : String(owner.pid ?? "?"), since: owner.since ?? "?", stale };
  } catch {
    return { pid: "?", since: "?", stale: true };
  }
}

const moscow = (iso: string) => new Date(iso).toLocaleString("ru-RU", { timeZone: "Europe/Moscow", dateStyle: "short", timeStyle: "short" });

/** The journal's account: the stage of a run in progress, the last success, and a later failure in full. */
function describeJournal({ running, lastSuccess, lastFailure }: PublishJournal, out: (text: string) => void) {
  if (running) out(`Этап: ${STAGE_NAMES[running.stage]} (причина: ${running.reason})`);
  if (lastSuccess) out(`Последняя публикация: ${moscow(lastSuccess.at)} МСК, выпуск ${lastSuccess.releaseId} (причина: ${lastSuccess.reason})`);
  if (!lastFailure || (lastSuccess && lastSuccess.at > lastFailure.at)) return;
  out(`Последняя неудача: ${moscow(lastFailure.at)} МСК, этап «${STAGE_NAMES[lastFailure.stage]}» (причина: ${lastFailure.reason || "—"})`);
  out(`  ${lastFailure.message}`);
  for (const problem of lastFailure.problems) out(`  ${formatProblem(problem)}`);
  if (lastFailure.logTail) {
    out("  Конец журнала сборки:");
    for (const line of lastFailure.logTail.split("\n").slice(-15)) out(`    ${line}`);
  }
}

export interface SiteCommandContext {
  store: ReleaseStore;
  keep: number;
  publicDir: string;
  /** The content folder (CONTENT_DIR), a git checkout or a folder of one. */
  contentDir: string;
}

const git = (contentDir: string, args: string[]) =>
  execFileSync("git", ["-C", contentDir, ...args], { encoding: "utf8", env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "pipe", "pipe"] });

/** The content's history, newest first: when, who, what the commit says, and the files it changed. */
function describeHistory(contentDir: string, limit: number, out: (text: string) => void) {
  let log: string;
  try {
    // Only this folder's history when it is a folder of a bigger repository ("."), in the content's own words.
    log = git(contentDir, ["log", `-n${limit}`, "--format=%x1e%aI%x1f%an%x1f%ae%x1f%s", "--name-status", "--relative", "--", "."]);
  } catch (error) {
    throw new Error(`Папка содержимого ${contentDir} — не git-репозиторий: истории правок нет (${(error as Error).message.split("\n")[0]})`);
  }
  const commits = log.split("\x1e").filter((chunk) => chunk.trim() !== "");
  if (commits.length === 0) out("Правок содержимого ещё не было.");
  for (const commit of commits) {
    const [head, ...files] = commit.split("\n").filter(Boolean);
    const [date, name, email, subject] = head.split("\x1f");
    out(`${moscow(date)} МСК  ${name} <${email}>  ${subject}`);
    for (const file of files) out(`    ${file.replace("\t", " ")}`);
  }
  const drafts = git(contentDir, ["for-each-ref", "refs/heads/cms/", "--format=%(refname:short)%1f%(authordate:iso-strict)%1f%(authorname)"])
    .split("\n")
    .filter(Boolean);
  if (drafts.length === 0) return;
  out("Черновики редакторов (не опубликованы):");
  for (const draft of drafts) {
    const [branch, date, name] = draft.split("\x1f");
    out(`  ${branch.replace(/^cms\//, "")}  изменён ${moscow(date)} МСК, ${name}`);
  }
}

/** `search-misses`: the site searches that found nothing, most frequent first (the lead store keeps them). */
export async function listSearchMisses(argv: string[], leads: Pick<LeadStore, "searchMisses">, out: (text: string) => void): Promise<void> {
  const { values } = parseArgs({ args: argv, allowPositionals: true, options: { n: { type: "string", short: "n" } } });
  const limit = values.n === undefined ? 50 : Number(values.n);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("search-misses: -n — сколько запросов показать, целое число больше нуля");
  const misses = await leads.searchMisses(limit);
  if (misses.length === 0) {
    out("Запросов без результатов пока нет.");
    return;
  }
  out("Искали и не нашли (раз, последний раз МСК, запрос):");
  const width = String(misses[0].misses).length;
  for (const miss of misses) out(`${String(miss.misses).padStart(width)}  ${moscow(miss.lastAt)}  ${miss.query}`);
}

export function runSiteCommand(argv: string[], { store, keep, publicDir, contentDir }: SiteCommandContext, out: (text: string) => void): void {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { n: { type: "string", short: "n" } } });
  const [command, id] = positionals;
  switch (command) {
    case "releases": {
      const current = store.current()?.id;
      const releases = store.list();
      if (releases.length === 0) out(`Выпусков нет: сайт отдаётся из PUBLIC_DIR (${publicDir}). Первый выпуск — npm run publish.`);
      for (const release of releases) out(`${release.id === current ? "*" : " "} ${describe(release)}`);
      return;
    }
    case "status": {
      const current = store.current();
      out(current ? `Текущий выпуск: ${describe(current)}` : `Текущего выпуска нет: сайт отдаётся из PUBLIC_DIR (${publicDir})`);
      const previous = store.previous();
      if (previous) out(`Предыдущий: ${previous} (откат: npm run site -- rollback ${previous})`);
      out(`Хранится выпусков: ${store.list().length} (RELEASES_KEEP=${keep}) в ${store.dir}`);
      const running = publishInProgress(store);
      if (!running) out("Публикация не идёт.");
      else if (running.stale) out(`Публикация не идёт; осталась блокировка прерванной публикации (процесс ${running.pid}) — следующая её снимет.`);
      else out(`Идёт публикация: процесс ${running.pid}, начата ${running.since}`);
      describeJournal(currentJournal(store.dir), out);
      return;
    }
    case "rollback": {
      if (!id) throw new UsageError("rollback: укажите выпуск — npm run site -- rollback <id> (список: npm run site -- releases)");
      const was = store.current()?.id ?? null;
      const release = store.rollback(id);
      out(`Текущий выпуск: ${describe(release)}${was && was !== release.id ? ` (был ${was})` : ""}`);
      out("Сервер переключится сам, в течение 2\u00a0с, без перезапуска.");
      const running = publishInProgress(store);
      if (running && !running.stale) out(`Внимание: идёт публикация (процесс ${running.pid}) — когда она закончится, сайт переключится на её выпуск.`);
      return;
    }
    case "history": {
      const limit = values.n === undefined ? 20 : Number(values.n);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError("history: -n — сколько правок показать, целое число больше нуля");
      describeHistory(contentDir, limit, out);
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}

async function searchMissesMain(argv: string[]) {
  const leads = await openLeadStore(loadConfig());
  try {
    await listSearchMisses(argv, leads, (text) => process.stdout.write(`${text}\n`));
  } finally {
    await leads.close();
  }
}

if (require.main === module && process.argv[2] === "search-misses") {
  searchMissesMain(process.argv.slice(3)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(exitCodeOf(error));
  });
} else if (require.main === module) {
  try {
    const config = loadConfig();
    runSiteCommand(
      process.argv.slice(2),
      {
        store: openReleaseStore(config.RELEASES_DIR, { keep: config.RELEASES_KEEP }),
        keep: config.RELEASES_KEEP,
        publicDir: config.PUBLIC_DIR,
        contentDir: path.resolve(config.CONTENT_DIR),
      },
      (text) => process.stdout.write(`${text}\n`),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(exitCodeOf(error));
  }
}

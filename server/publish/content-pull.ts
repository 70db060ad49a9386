/**
 * Brings the content checkout up to its remote branch, the way `git pull --ff-only` does, and refuses
 * anything else: a checkout that diverged or has changes in the way is left exactly as it was, for a
 * person to sort out. git runs without a shell and without prompts.
 */
import { execFile } from "node:child_process";

/** A refusal an editor or operator can act on. */
export class ContentPullError extends Error {}

export interface FastForwardResult {
  before: string;
  after: string;
  changed: boolean;
}

/** git exited with an error: its exit code (null when it was killed or not found) and what it printed. */
class GitFailure extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string,
    message: string,
  ) {
    super(message);
  }
}

const FETCH_TIMEOUT_MS = 120_000;
const LOCAL_TIMEOUT_MS = 30_000;

function git(contentDir: string, args: readonly string[], timeout = LOCAL_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["-C", contentDir, ...args],
      {
        timeout,
        maxBuffer: 4 * 1024 * 1024,
        // English messages (logged as they are) and no credential prompt that would hang the request.
        env: { ...process.env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0" },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout.trim());
        // A new error of this module: child_process errors fail `instanceof Error` under Jest's sandbox.
        reject(new GitFailure(typeof error.code === "number" ? error.code : null, String(stderr).trim(), error.message));
      },
    );
  });
}

/** The last lines of git's complaint, for the message. */
function gitSaid(error: unknown): string {
  const text = error instanceof GitFailure && error.stderr ? error.stderr : error instanceof Error ? error.message : String(error);
  return text.split("\n").slice(-3).join(" ").trim();
}

/** `git merge-base --is-ancestor`: exit 0 yes, 1 no, anything else a real failure. */
async function isAncestor(contentDir: string, ancestor: string, descendant: string): Promise<boolean> {
  try {
    await git(contentDir, ["merge-base", "--is-ancestor", ancestor, descendant]);
    return true;
  } catch (error) {
    if (error instanceof GitFailure && error.code === 1) return false;
    throw error;
  }
}

/** The branch the content checkout is on. */
export async function currentBranch(contentDir: string): Promise<string> {
  let branch: string;
  try {
    branch = await git(contentDir, ["symbolic-ref", "--quiet", "--short", "HEAD"]);
  } catch (error) {
    if (error instanceof GitFailure && error.code === 1) {
      throw new ContentPullError(`Контент в ${contentDir} не на ветке (detached HEAD): переключите его на публикуемую ветку`);
    }
    throw new ContentPullError(`${contentDir} — не git-репозиторий контента: ${gitSaid(error)}`);
  }
  if (!branch) throw new ContentPullError(`Не удалось определить ветку контента в ${contentDir}`);
  return branch;
}

/** `git fetch --prune <remote>`, then `git merge --ff-only <remote>/<branch>` of the branch checked out. */
export async function fastForward(contentDir: string, { remote = "origin" }: { remote?: string } = {}): Promise<FastForwardResult> {
  const branch = await currentBranch(contentDir);
  const upstream = `${remote}/${branch}`;
  const before = await git(contentDir, ["rev-parse", "HEAD"]);

  try {
    await git(contentDir, ["fetch", "--prune", "--quiet", remote], FETCH_TIMEOUT_MS);
  } catch (error) {
    throw new ContentPullError(`Не удалось получить изменения контента из ${remote}: ${gitSaid(error)}`);
  }
  let target: string;
  try {
    target = await git(contentDir, ["rev-parse", "--verify", "--quiet", `refs/remotes/${upstream}^{commit}`]);
  } catch {
    throw new ContentPullError(`В ${remote} нет ветки ${branch}: публиковать нечего`);
  }

  if (!(await isAncestor(contentDir, before, target))) {
    // Local commits the remote does not have: nothing to bring in, and nothing is lost by not moving.
    if (await isAncestor(contentDir, target, before)) return { before, after: before, changed: false };
    throw new ContentPullError(`Ветка контента разошлась с ${upstream}: быстрая перемотка невозможна, нужна ручная правка`);
  }
  if (target === before) return { before, after: before, changed: false };

  try {
    await git(contentDir, ["merge", "--ff-only", "--quiet", target]);
  } catch (error) {
    throw new ContentPullError(
      `Быстрая перемотка контента до ${upstream} не удалась — вероятно, незакоммиченные изменения в ${contentDir} мешают: ${gitSaid(error)}`,
    );
  }
  const after = await git(contentDir, ["rev-parse", "HEAD"]);
  return { before, after, changed: before !== after };
}

/**
 * Commits to the live branch, and the checkout kept in step with them. A write is planned on the
 * branch's tip, checked (the whole content as the build will see it; nothing uncommitted in the
 * checkout overwritten), committed with plumbing on a temporary index and moved in with
 * compare-and-swap. The commit then updates exactly its own files in the checkout (and the checkout's
 * index), so the working tree shows it and nothing else staged or changed there is swept in.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { CmsError, CONFLICT_MESSAGE } from "../errors";
import type { Change, Git, Identity } from "../git";
import { commitMessage, entrySubject, mediaSubject, titleOf } from "../messages";
import type { ContentFile, ContentPaths } from "../paths";
import { checkWholeContent } from "../validate";

export interface Editor extends Identity {
  id?: string;
}

/** One write, planned on a base commit: the files (paths from the repository top) and what the commit says. */
export interface Plan {
  changes: Change[];
  subjects: string[];
  /** Paths relative to the content folder, for the message. */
  files: string[];
}

/** What every part of the repository works on: the git repository and the content folder in it. */
export interface Workspace {
  git: Git;
  paths: ContentPaths;
  /** The content folder's own name ("content"), as file names are shown to editors. */
  contentName: string;
}

export interface CheckoutOptions {
  /** Files served as they are (static/), which content may link to. */
  staticDir: string | undefined;
  /** Called after every commit to the live branch. */
  publish?: (reason: string) => void;
  log?: { error(obj: unknown, msg: string): void };
}

export class Checkout {
  constructor(
    private readonly ws: Workspace,
    private readonly options: CheckoutOptions,
  ) {}

  /**
   * The subjects of a change: per data file «Модуль «…»: создан/изменён/удалён» (its title from the
   * new text, or the old one for a deletion), per picture «Изображение …: загружено/удалено».
   */
  async describe(base: string, changes: Change[]): Promise<Plan> {
    const { git, paths, contentName } = this.ws;
    const subjects: string[] = [];
    const files: string[] = [];
    for (const change of changes) {
      const rel = change.path.slice(paths.prefix.length);
      files.push(`${contentName}/${rel}`);
      const before = await git.readFile(base, change.path);
      if (/\.(jpe?g|png|webp|avif)$/i.test(rel)) {
        if (change.content === null) subjects.push(mediaSubject(rel, "deleted"));
        else if (!before || !before.content.equals(change.content)) subjects.push(mediaSubject(rel, "uploaded"));
        continue;
      }
      let file: ContentFile;
      try {
        file = paths.dataFile(change.path).file;
      } catch {
        continue;
      }
      const markdown = file.kind === "article";
      const text = change.content === null ? (before ? before.content.toString("utf8") : null) : change.content.toString("utf8");
      const verb = change.content === null ? "deleted" : before ? "updated" : "created";
      subjects.push(entrySubject(file, titleOf(text, markdown), verb, path.posix.basename(markdown ? path.posix.dirname(rel) : rel, ".json")));
    }
    // The entries first, then their pictures; a deleted article's pictures go with it unsaid.
    const entrySubjects = subjects.filter((s) => !s.startsWith("Изображение "));
    const mediaSubjects = subjects.filter((s) => s.startsWith("Изображение "));
    const deletedArticle = changes.some((c) => c.content === null && c.path.endsWith("/index.md"));
    return { changes, subjects: deletedArticle && entrySubjects.length ? entrySubjects : [...entrySubjects, ...mediaSubjects], files };
  }

  /**
   * Commits what `build` plans on the live branch's tip, moves the branch with compare-and-swap, and
   * shows the commit in the checkout. When the branch moved meanwhile and none of our files changed,
   * it is planned again on the new tip; otherwise 409.
   */
  async landOnLive(live: string, editor: Editor, build: (base: string) => Promise<Plan>, draft = false): Promise<Plan | null> {
    const { git } = this.ws;
    const ref = `refs/heads/${live}`;
    for (let attempt = 0; ; attempt++) {
      const base = await git.resolve(ref);
      if (!base) throw new CmsError(409, CONFLICT_MESSAGE);
      const plan = await build(base);
      if (plan.changes.length === 0) return null;
      await this.checkWholeContent(base, plan.changes);
      await this.checkCheckout(base, plan.changes);
      const made = await git.commitChanges(base, plan.changes, editor, commitMessage(plan.subjects, plan.files, draft));
      if (!made) return null;
      if (await git.compareAndSwap(ref, made.commit, base, `cms: ${plan.subjects[0] ?? "update"}`)) {
        await this.showInCheckout(ref, base, made.commit, plan.changes);
        return plan;
      }
      const now = await git.resolve(ref);
      const moved = now ? await git.diff(base, now) : [];
      const ours = new Set(plan.changes.map((c) => c.path));
      if (attempt >= 2 || !now || moved.some((d) => ours.has(d.path))) throw new CmsError(409, CONFLICT_MESSAGE);
    }
  }

  async checkWholeContent(base: string, changes: Change[]) {
    const { git, paths, contentName } = this.ws;
    await checkWholeContent({
      git,
      base,
      contentPrefix: paths.prefix.replace(/\/$/, ""),
      contentName,
      staticDir: this.options.staticDir,
      changes: changes.map((c) => ({ rel: c.path.slice(paths.prefix.length), content: c.content })),
    });
  }

  /** A file changed in the checkout and not committed would be lost: refuse rather than overwrite it. */
  private async checkCheckout(base: string, changes: Change[]) {
    const { git, paths } = this.ws;
    for (const change of changes) {
      const rel = change.path.slice(paths.prefix.length);
      const abs = await paths.confine(rel, change.path);
      let onDisk: Buffer | null = null;
      try {
        const stat = await fs.promises.lstat(abs);
        if (!stat.isFile()) throw new CmsError(409, `${CONFLICT_MESSAGE} (${change.path} на сервере — не обычный файл)`);
        onDisk = await fs.promises.readFile(abs);
      } catch (error) {
        if (error instanceof CmsError) throw error;
      }
      const committed = await git.readFile(base, change.path);
      const same = (a: Buffer | null, b: Buffer | null) => (a === null ? b === null : b !== null && a.equals(b));
      if (!same(onDisk, committed?.content ?? null) && !same(onDisk, change.content)) {
        throw new CmsError(409, `${CONFLICT_MESSAGE} (${change.path} изменён на сервере и не сохранён в git)`);
      }
    }
  }

  /** Writes the commit's files into the checkout and its index; undoes everything (the branch too) if that fails. */
  private async showInCheckout(ref: string, base: string, commit: string, changes: Change[]) {
    const { git, paths } = this.ws;
    if ((await git.currentBranch()) !== ref.slice("refs/heads/".length)) return;
    const previous: { abs: string; content: Buffer | null }[] = [];
    try {
      for (const change of changes) {
        const abs = path.join(paths.contentDir, change.path.slice(paths.prefix.length));
        previous.push({ abs, content: await fs.promises.readFile(abs).catch(() => null) });
        if (change.content === null) {
          await fs.promises.rm(abs, { force: true });
          await removeEmptyParents(path.dirname(abs), paths.contentDir);
        } else {
          await fs.promises.mkdir(path.dirname(abs), { recursive: true });
          const tmp = path.join(path.dirname(abs), `.${path.basename(abs)}.cms-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);
          try {
            await fs.promises.writeFile(tmp, change.content);
            await fs.promises.rename(tmp, abs);
          } finally {
            await fs.promises.rm(tmp, { force: true });
          }
        }
      }
      await git.run(["update-index", "--add", "--remove", "--", ...changes.map((c) => c.path)]);
    } catch (error) {
      for (const p of previous.reverse()) {
        if (p.content === null) await fs.promises.rm(p.abs, { force: true }).catch(() => undefined);
        else {
          await fs.promises.mkdir(path.dirname(p.abs), { recursive: true }).catch(() => undefined);
          await fs.promises.writeFile(p.abs, p.content).catch(() => undefined);
        }
      }
      await git.compareAndSwap(ref, base, commit, "cms: undo").catch(() => false);
      await git.run(["update-index", "--add", "--remove", "--", ...changes.map((c) => c.path)]).catch(() => undefined);
      throw error;
    }
  }

  /** Starts a publish for what landed on the live branch; a failing trigger is logged, the save stands. */
  published(plan: Plan, editor: Editor) {
    const subject = plan.subjects.length <= 2 ? plan.subjects.join("; ") : `${plan.subjects.slice(0, 2).join("; ")} и ещё ${plan.subjects.length - 2}`;
    try {
      this.options.publish?.(`cms: ${subject} (${editor.email})`);
    } catch (error) {
      this.options.log?.error({ err: error }, "cms: publish trigger failed");
    }
  }
}

async function removeEmptyParents(dir: string, stop: string) {
  let current = dir;
  while (current.startsWith(`${stop}${path.sep}`)) {
    try {
      await fs.promises.rmdir(current);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
}

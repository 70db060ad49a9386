/**
 * Decap CMS's proxy-backend actions on a real git repository. Reads come from git objects (the live
 * branch, or a draft's branch); writes are commits built with plumbing on a temporary index and moved
 * in with compare-and-swap, one at a time (in-process mutex). A commit to the live branch then updates
 * exactly its own files in the checkout (and the checkout's index), so the working tree shows it and
 * nothing else staged or changed there is swept in. Drafts (editorial workflow) are branches
 * cms/<collection>/<slug>, as decap-server's local git keeps them, with their status in the branch's
 * description (git config branch.<name>.description = "decap-cms/<status>").
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { CmsError, CONFLICT_MESSAGE } from "./errors";
import { Git, type Change, type Identity } from "./git";
import { checkImage, decodeBase64, numbered, sanitizeFileName } from "./media";
import { commitMessage, entrySubject, mediaSubject, titleOf } from "./messages";
import { ContentPaths, type ContentFile } from "./paths";
import { COLLECTION_NAME, ENTRY_SLUG, type CmsRequest, type Params } from "./protocol";
import { checkDataFile, checkWholeContent } from "./validate";

export interface Editor extends Identity {
  id?: string;
}

export interface CmsRepositoryOptions {
  contentDir: string;
  /** Files served as they are (static/), which content may link to; by default the content folder's sibling "static". */
  staticDir?: string;
  /** Called after every commit to the live branch. */
  publish?: (reason: string) => void;
  log?: { error(obj: unknown, msg: string): void };
}

const CMS_PREFIX = "cms";
const DEFAULT_LABEL_PREFIX = "decap-cms/";

/** What changes the repository: run one at a time. */
const WRITES = new Set<CmsRequest["action"]>([
  "persistEntry",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
  "deleteUnpublishedEntry",
  "updateUnpublishedEntryStatus",
  "publishUnpublishedEntry",
]);

class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** One write, planned on a base commit: the files (paths from the repository top) and what the commit says. */
interface Plan {
  changes: Change[];
  subjects: string[];
  /** Paths relative to the content folder, for the message. */
  files: string[];
}

interface MediaFileResponse {
  id: string;
  content: string;
  encoding: "base64";
  path: string;
  name: string;
}

/** Whether a path check lets a file through (the listings skip, rather than refuse, what we do not store). */
function accepted(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

const sha256 = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

function mediaResponse(topPath: string, content: Buffer): MediaFileResponse {
  return { id: sha256(content), content: content.toString("base64"), encoding: "base64", path: topPath, name: path.posix.basename(topPath) };
}

const labelOf = (status: string, prefix?: string) => `${prefix || DEFAULT_LABEL_PREFIX}${status}`;
const statusOf = (label: string, prefix?: string) => {
  const p = prefix || DEFAULT_LABEL_PREFIX;
  return label.startsWith(p) ? label.slice(p.length) : label;
};

/**
 * The version of each file each editor last loaded (from the site or from a draft: Decap opens an entry
 * from its draft when there is one). Decap's save carries no base version, so without this a second
 * editor's save, made on a form loaded before the first editor's save, would silently undo it. Such a
 * save is refused (409) instead; Decap keeps the refused text in the browser's local backup. After a
 * restart nothing is known and saves go through, as before.
 */
class LoadedVersions {
  private readonly versions = new Map<string, string | null>();
  private key = (editor: Editor, file: string) => `${editor.id ?? editor.email}\0${file}`;
  loaded(editor: Editor, file: string, oid: string | null) {
    this.versions.set(this.key(editor, file), oid);
  }
  /** undefined: never loaded by this editor. */
  get(editor: Editor, file: string): string | null | undefined {
    return this.versions.get(this.key(editor, file));
  }
}

export class CmsRepository {
  private readonly mutex = new Mutex();
  private readonly loaded = new LoadedVersions();
  private readonly contentName: string;
  private readonly staticDir: string | undefined;

  private constructor(
    private readonly git: Git,
    private readonly paths: ContentPaths,
    private readonly options: CmsRepositoryOptions,
  ) {
    this.contentName = path.basename(path.resolve(options.contentDir));
    const sibling = path.join(path.dirname(path.resolve(options.contentDir)), "static");
    this.staticDir = options.staticDir ?? (fs.existsSync(sibling) ? sibling : undefined);
  }

  static async open(options: CmsRepositoryOptions): Promise<CmsRepository> {
    const contentDir = path.resolve(options.contentDir);
    const { git, prefix } = await Git.open(contentDir);
    return new CmsRepository(git, new ContentPaths(contentDir, prefix), { ...options, contentDir });
  }

  /** Answers one request of the Decap client, as `editor`. */
  async handle(request: CmsRequest, editor: Editor): Promise<unknown> {
    if (request.action === "info") {
      return { repo: path.basename(this.git.top), publish_modes: ["simple", "editorial_workflow"], type: "local_git" };
    }
    // Writes queue before anything is awaited, so they land in the order they arrived: of two saves of
    // one entry, the later one stays.
    if (WRITES.has(request.action)) return this.mutex.run(async () => this.answer(request, editor, await this.liveBranch(request.params.branch)));
    return this.answer(request, editor, await this.liveBranch(request.params.branch));
  }

  private async answer(request: CmsRequest, editor: Editor, live: string): Promise<unknown> {
    switch (request.action) {
      case "entriesByFolder":
        return this.remember(editor, await this.entriesByFolder(live, request.params));
      case "entriesByFiles":
        return this.remember(
          editor,
          await this.entries(
            `refs/heads/${live}`,
            request.params.files.map((f) => ({ path: f.path, label: f.label })),
          ),
        );
      case "getEntry":
        return this.remember(editor, await this.entries(`refs/heads/${live}`, [{ path: request.params.path }]))[0];
      case "unpublishedEntries":
        return (await this.git.branches(`${CMS_PREFIX}/`))
          .map((b) => b.slice(CMS_PREFIX.length + 1))
          .filter((key) => COLLECTION_NAME.test(key.slice(0, key.indexOf("/"))) && ENTRY_SLUG.test(key.slice(key.indexOf("/") + 1)));
      case "unpublishedEntry":
        return this.unpublishedEntry(live, request.params);
      case "unpublishedEntryDataFile": {
        const { collection, slug } = request.params;
        const tip = await this.draftTip(collection, slug);
        const { rel } = this.paths.dataFile(request.params.path);
        const file = await this.git.readFile(tip, this.paths.top(rel));
        if (!file) throw new CmsError(404, `В черновике нет файла ${request.params.path}`);
        this.loaded.loaded(editor, this.paths.top(rel), file.oid);
        return { data: file.content.toString("utf8") };
      }
      case "unpublishedEntryMediaFile": {
        const { collection, slug } = request.params;
        const tip = await this.draftTip(collection, slug);
        const { rel } = this.paths.mediaFile(request.params.path);
        const file = await this.git.readFile(tip, this.paths.top(rel));
        if (!file) throw new CmsError(404, `В черновике нет файла ${request.params.path}`);
        return mediaResponse(this.paths.top(rel), file.content);
      }
      case "deleteUnpublishedEntry":
        return this.deleteDraft(request.params.collection, request.params.slug);
      case "persistEntry":
        return this.persistEntry(live, request.params, editor);
      case "updateUnpublishedEntryStatus": {
        const { collection, slug, newStatus, cmsLabelPrefix } = request.params;
        await this.draftTip(collection, slug);
        const label = labelOf(newStatus, cmsLabelPrefix);
        await this.git.configSet(`branch.${this.draftBranch(collection, slug)}.description`, label);
        return { message: `${this.draftBranch(collection, slug)} description was updated to ${label}` };
      }
      case "publishUnpublishedEntry":
        return this.publishDraft(live, request.params.collection, request.params.slug, editor);
      case "getMedia":
        return this.getMedia(live, request.params.mediaFolder);
      case "getMediaFile": {
        const { rel } = this.paths.mediaFile(request.params.path);
        await this.paths.confine(rel, request.params.path);
        const file = await this.git.readFile(`refs/heads/${live}`, this.paths.top(rel));
        if (!file) throw new CmsError(404, `Файл не найден: ${request.params.path}`);
        return mediaResponse(this.paths.top(rel), file.content);
      }
      case "persistMedia":
        return this.persistMedia(live, request.params, editor);
      case "deleteFile":
        return this.deleteFiles(live, [request.params.path], editor);
      case "deleteFiles":
        return this.deleteFiles(live, request.params.paths, editor);
      case "getDeployPreview":
        return null;
    }
  }

  /** The branch the client names must be the one checked out: the site is published from it. */
  /** Records which version of each listed file the editor was given. */
  private remember<T extends { file: { path: string; id: string | null } }>(editor: Editor, entries: T[]): T[] {
    for (const entry of entries) this.loaded.loaded(editor, entry.file.path, entry.file.id);
    return entries;
  }

  /**
   * Refuses a save made on a form loaded before someone else's save of the same file (see
   * LoadedVersions). `ref` is where the save goes: the draft's branch, or the live one.
   */
  private async refuseStale(editor: Editor, ref: string, files: string[]) {
    for (const file of files) {
      const current = (await this.git.entry(ref, file))?.oid ?? null;
      const seen = this.loaded.get(editor, file);
      if (seen === undefined || seen === current) continue;
      const [name, date] = (await this.git.text(["log", "-1", "--format=%an%x1f%aI", ref, "--", file])).trim().split("\x1f");
      const when = date ? new Date(date).toLocaleString("ru-RU", { timeZone: "Europe/Moscow", dateStyle: "short", timeStyle: "short" }) : "";
      throw new CmsError(
        409,
        `Запись уже изменена${name ? `: ${name}, ${when} МСК` : ""}, пока она была открыта у вас. Чтобы не затереть эту правку, ` +
          "сохранение отменено: обновите страницу, Decap предложит восстановить ваш текст из резервной копии.",
      );
    }
  }

  private async liveBranch(requested: string): Promise<string> {
    const current = await this.git.currentBranch();
    if (!current) throw new CmsError(409, "Папка контента на сервере не на ветке (detached HEAD): сохранение невозможно");
    if (requested !== current) {
      throw new CmsError(422, `Ветка «${requested}» не та, из которой публикуется сайт («${current}»): исправьте backend.branch в настройках CMS`);
    }
    return current;
  }

  // ---- reads ------------------------------------------------------------------------------

  private async entries(ref: string, files: { path: string; label?: string }[]) {
    const checked = await Promise.all(
      files.map(async (f) => {
        const { rel } = this.paths.dataFile(f.path);
        await this.paths.confine(rel, f.path);
        const entry = await this.git.entry(ref, this.paths.top(rel));
        return { ...f, oid: entry && entry.type === "blob" && entry.mode !== "120000" ? entry.oid : null };
      }),
    );
    const blobs = await this.git.readBlobs(checked.flatMap((f) => (f.oid ? [f.oid] : [])));
    return checked.map((f) => {
      const content = f.oid ? blobs.get(f.oid) : undefined;
      return { data: content ? content.toString("utf8") : null, file: { path: f.path, label: f.label, id: content ? f.oid : null } };
    });
  }

  private async entriesByFolder(live: string, { folder, extension, depth }: Params<"entriesByFolder">) {
    const rel = this.paths.folder(folder);
    await this.paths.confine(rel, folder);
    const top = this.paths.top(rel);
    const listed = await this.git.listFiles(`refs/heads/${live}`, top);
    const files = listed.filter((e) => {
      if (e.type !== "blob" || e.mode === "120000" || !e.path.endsWith(extension)) return false;
      if (e.path.slice(top.length + 1).split("/").length > depth) return false;
      return accepted(() => this.paths.dataFile(e.path));
    });
    const blobs = await this.git.readBlobs(files.map((f) => f.oid));
    return files.map((f) => ({ data: blobs.get(f.oid)?.toString("utf8") ?? null, file: { path: f.path, id: f.oid } }));
  }

  private async getMedia(live: string, mediaFolder: string): Promise<MediaFileResponse[]> {
    // Decap's folder for the pictures of an entry not saved yet: nothing is stored there.
    if (/^[^%\\]*\/__DRAFT_MEDIA_FILES$/.test(mediaFolder) && !mediaFolder.split("/").includes("..")) return [];
    const rel = this.paths.folder(mediaFolder);
    await this.paths.confine(rel, mediaFolder);
    const top = this.paths.top(rel);
    const listed = (await this.git.listFiles(`refs/heads/${live}`, top)).filter((e) => {
      if (e.type !== "blob" || e.mode === "120000" || e.path.slice(top.length + 1).includes("/")) return false;
      return accepted(() => this.paths.mediaFile(e.path));
    });
    const blobs = await this.git.readBlobs(listed.map((e) => e.oid));
    return listed.flatMap((e) => {
      const content = blobs.get(e.oid);
      return content ? [mediaResponse(e.path, content)] : [];
    });
  }

  // ---- drafts -----------------------------------------------------------------------------

  private draftBranch(collection: string, slug: string) {
    return `${CMS_PREFIX}/${collection}/${slug}`;
  }

  private async draftTip(collection: string, slug: string): Promise<string> {
    const tip = await this.git.resolve(`refs/heads/${this.draftBranch(collection, slug)}`);
    if (!tip) throw new CmsError(404, `Черновик ${collection}/${slug} не найден: возможно, он уже опубликован или удалён`);
    return tip;
  }

  private async unpublishedEntry(live: string, params: Params<"unpublishedEntry">) {
    let { collection, slug } = params;
    if (params.id !== undefined) {
      const at = params.id.indexOf("/");
      collection = params.id.slice(0, at);
      slug = params.id.slice(at + 1);
      if (at < 1 || !COLLECTION_NAME.test(collection) || !ENTRY_SLUG.test(slug)) {
        throw new CmsError(400, `Неверный id черновика «${params.id.slice(0, 100)}»`);
      }
    }
    const c = collection as string;
    const s = slug as string;
    const tip = await this.draftTip(c, s);
    const base = (await this.git.mergeBase(`refs/heads/${live}`, tip)) ?? tip;
    const changed = (await this.git.diff(base, tip)).filter((d) => d.status !== "D");
    const diffs = await Promise.all(
      changed.map(async (d) => {
        const entry = await this.git.entry(tip, d.path);
        const binary = /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(d.path);
        return {
          oldPath: d.path,
          newPath: d.path,
          status: d.status === "A" ? "added" : "modified",
          newFile: d.status === "A",
          path: d.path,
          id: entry?.oid ?? d.path,
          binary,
        };
      }),
    );
    const label = await this.git.configGet(`branch.${this.draftBranch(c, s)}.description`);
    return {
      collection: c,
      slug: s,
      status: label ? statusOf(label, params.cmsLabelPrefix) : "draft",
      diffs,
      updatedAt: await this.git.commitDate(tip),
    };
  }

  private async deleteDraft(collection: string, slug: string) {
    const branch = this.draftBranch(collection, slug);
    const tip = await this.git.resolve(`refs/heads/${branch}`);
    if (tip && !(await this.git.deleteRef(`refs/heads/${branch}`, tip))) throw new CmsError(409, CONFLICT_MESSAGE);
    await this.git.configUnset(`branch.${branch}.description`);
    return { message: `deleted branch: ${branch}` };
  }

  private async publishDraft(live: string, collection: string, slug: string, editor: Editor) {
    const branch = this.draftBranch(collection, slug);
    const tip = await this.draftTip(collection, slug);
    const landed = await this.landOnLive(live, editor, async (base) => {
      const mergeBase = (await this.git.mergeBase(base, tip)) ?? base;
      const diff = await this.git.diff(mergeBase, tip);
      const changes: Change[] = [];
      for (const d of diff) {
        const [atLive, atFork, atDraft] = await Promise.all([this.git.entry(base, d.path), this.git.entry(mergeBase, d.path), this.git.entry(tip, d.path)]);
        // The live branch changed this file too since the draft was made: nothing to decide for the editor here.
        if (atLive?.oid !== atFork?.oid && atLive?.oid !== atDraft?.oid) {
          throw new CmsError(409, `${CONFLICT_MESSAGE} (${d.path} изменён на сайте после создания черновика)`);
        }
        const content = atDraft ? (await this.git.readBlobs([atDraft.oid])).get(atDraft.oid) ?? null : null;
        changes.push({ path: d.path, content });
      }
      return this.describe(base, changes);
    });
    if (!(await this.git.deleteRef(`refs/heads/${branch}`, tip))) throw new CmsError(409, CONFLICT_MESSAGE);
    await this.git.configUnset(`branch.${branch}.description`);
    if (landed) this.published(landed, editor);
    return { message: `branch ${branch} merged to ${live}` };
  }

  // ---- writes -----------------------------------------------------------------------------

  /**
   * The subjects of a change: per data file «Модуль «…»: создан/изменён/удалён» (its title from the
   * new text, or the old one for a deletion), per picture «Изображение …: загружено/удалено».
   */
  private async describe(base: string, changes: Change[]): Promise<Plan> {
    const subjects: string[] = [];
    const files: string[] = [];
    for (const change of changes) {
      const rel = change.path.slice(this.paths.prefix.length);
      files.push(`${this.contentName}/${rel}`);
      const before = await this.git.readFile(base, change.path);
      if (/\.(jpe?g|png|webp|avif)$/i.test(rel)) {
        if (change.content === null) subjects.push(mediaSubject(rel, "deleted"));
        else if (!before || !before.content.equals(change.content)) subjects.push(mediaSubject(rel, "uploaded"));
        continue;
      }
      let file: ContentFile;
      try {
        file = this.paths.dataFile(change.path).file;
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
  private async landOnLive(live: string, editor: Editor, build: (base: string) => Promise<Plan>, draft = false): Promise<Plan | null> {
    const ref = `refs/heads/${live}`;
    for (let attempt = 0; ; attempt++) {
      const base = await this.git.resolve(ref);
      if (!base) throw new CmsError(409, CONFLICT_MESSAGE);
      const plan = await build(base);
      if (plan.changes.length === 0) return null;
      await this.checkWholeContent(base, plan.changes);
      await this.checkCheckout(base, plan.changes);
      const made = await this.git.commitChanges(base, plan.changes, editor, commitMessage(plan.subjects, plan.files, draft));
      if (!made) return null;
      if (await this.git.compareAndSwap(ref, made.commit, base, `cms: ${plan.subjects[0] ?? "update"}`)) {
        await this.showInCheckout(ref, base, made.commit, plan.changes);
        return plan;
      }
      const now = await this.git.resolve(ref);
      const moved = now ? await this.git.diff(base, now) : [];
      const ours = new Set(plan.changes.map((c) => c.path));
      if (attempt >= 2 || !now || moved.some((d) => ours.has(d.path))) throw new CmsError(409, CONFLICT_MESSAGE);
    }
  }

  private async checkWholeContent(base: string, changes: Change[]) {
    await checkWholeContent({
      git: this.git,
      base,
      contentPrefix: this.paths.prefix.replace(/\/$/, ""),
      contentName: this.contentName,
      staticDir: this.staticDir,
      changes: changes.map((c) => ({ rel: c.path.slice(this.paths.prefix.length), content: c.content })),
    });
  }

  /** A file changed in the checkout and not committed would be lost: refuse rather than overwrite it. */
  private async checkCheckout(base: string, changes: Change[]) {
    for (const change of changes) {
      const rel = change.path.slice(this.paths.prefix.length);
      const abs = await this.paths.confine(rel, change.path);
      let onDisk: Buffer | null = null;
      try {
        const stat = await fs.promises.lstat(abs);
        if (!stat.isFile()) throw new CmsError(409, `${CONFLICT_MESSAGE} (${change.path} на сервере — не обычный файл)`);
        onDisk = await fs.promises.readFile(abs);
      } catch (error) {
        if (error instanceof CmsError) throw error;
      }
      const committed = await this.git.readFile(base, change.path);
      const same = (a: Buffer | null, b: Buffer | null) => (a === null ? b === null : b !== null && a.equals(b));
      if (!same(onDisk, committed?.content ?? null) && !same(onDisk, change.content)) {
        throw new CmsError(409, `${CONFLICT_MESSAGE} (${change.path} изменён на сервере и не сохранён в git)`);
      }
    }
  }

  /** Writes the commit's files into the checkout and its index; undoes everything (the branch too) if that fails. */
  private async showInCheckout(ref: string, base: string, commit: string, changes: Change[]) {
    if ((await this.git.currentBranch()) !== ref.slice("refs/heads/".length)) return;
    const previous: { abs: string; content: Buffer | null }[] = [];
    try {
      for (const change of changes) {
        const abs = path.join(this.paths.contentDir, change.path.slice(this.paths.prefix.length));
        previous.push({ abs, content: await fs.promises.readFile(abs).catch(() => null) });
        if (change.content === null) {
          await fs.promises.rm(abs, { force: true });
          await removeEmptyParents(path.dirname(abs), this.paths.contentDir);
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
      await this.git.run(["update-index", "--add", "--remove", "--", ...changes.map((c) => c.path)]);
    } catch (error) {
      for (const p of previous.reverse()) {
        if (p.content === null) await fs.promises.rm(p.abs, { force: true }).catch(() => undefined);
        else {
          await fs.promises.mkdir(path.dirname(p.abs), { recursive: true }).catch(() => undefined);
          await fs.promises.writeFile(p.abs, p.content).catch(() => undefined);
        }
      }
      await this.git.compareAndSwap(ref, base, commit, "cms: undo").catch(() => false);
      await this.git.run(["update-index", "--add", "--remove", "--", ...changes.map((c) => c.path)]).catch(() => undefined);
      throw error;
    }
  }

  private published(plan: Plan, editor: Editor) {
    const subject = plan.subjects.length <= 2 ? plan.subjects.join("; ") : `${plan.subjects.slice(0, 2).join("; ")} и ещё ${plan.subjects.length - 2}`;
    try {
      this.options.publish?.(`cms: ${subject} (${editor.email})`);
    } catch (error) {
      this.options.log?.error({ err: error }, "cms: publish trigger failed");
    }
  }

  /**
   * The pictures a request brings, placed in `tree`: transliterated names, never over a different
   * file (-2, -3…), an identical one left as it is. Returns the renames too (old name → new name).
   */
  private async placeAssets(tree: string, assets: { path: string; content: string }[]) {
    const placed: { top: string; rel: string; content: Buffer; unchanged: boolean; sentName: string }[] = [];
    for (const asset of assets) {
      const rel = this.paths.relative(asset.path);
      const dir = path.posix.dirname(rel);
      const sentName = path.posix.basename(rel);
      const name = sanitizeFileName(sentName);
      const first = this.paths.mediaFile(this.paths.top(`${dir}/${name}`));
      const bytes = decodeBase64(asset.content, name);
      checkImage(bytes, name);
      await this.paths.confine(first.rel, asset.path);
      for (let n = 1; ; n++) {
        const candidate = `${dir}/${numbered(name, n)}`;
        const top = this.paths.top(candidate);
        const taken = placed.find((p) => p.top === top);
        if (taken) {
          if (taken.content.equals(bytes)) break;
          continue;
        }
        const existing = await this.git.readFile(tree, top);
        if (existing && !existing.content.equals(bytes)) continue;
        await this.paths.confine(candidate, asset.path);
        placed.push({ top, rel: candidate, content: bytes, unchanged: existing !== null, sentName });
        break;
      }
    }
    return placed;
  }

  private async persistEntry(live: string, params: Params<"persistEntry">, editor: Editor) {
    const dataFiles = params.dataFiles ?? (params.entry ? [params.entry] : []);
    const { options } = params;
    // Checked before any git work: paths, then the texts against the build's schemas.
    const prepared = await Promise.all(
      dataFiles.map(async (df) => {
        const from = this.paths.dataFile(df.path);
        const to = df.newPath ? this.paths.dataFile(df.newPath) : from;
        await this.paths.confine(from.rel, df.path);
        await this.paths.confine(to.rel, df.newPath ?? df.path);
        if (from.file.kind !== to.file.kind) throw new CmsError(400, `Запись нельзя перенести из ${df.path} в ${df.newPath}`);
        const content = checkDataFile(`${this.contentName}/${to.rel}`, to.file, df.raw);
        return { df, from, to, content };
      }),
    );
    const first = prepared[0];
    const draftCollection = options.collectionName ?? (first.to.file.kind === "entry" ? first.to.file.collection : first.to.file.kind === "article" ? "blog" : first.to.file.kind === "page" ? "pages" : "site");
    const draftSlug = first.df.slug || path.posix.basename(first.to.rel, ".json");
    if (options.useWorkflow && !ENTRY_SLUG.test(draftSlug)) {
      throw new CmsError(400, `Неверный slug черновика «${draftSlug.slice(0, 100)}»: только строчные латинские буквы, цифры, - и _`);
    }

    const build = async (base: string, draftFork?: string): Promise<Plan> => {
      if (options.newEntry && !draftFork) {
        for (const { to } of prepared) {
          if (await this.git.entry(base, this.paths.top(to.rel))) throw new CmsError(409, `${this.contentName}/${to.rel}: запись с таким адресом уже есть`);
        }
      }
      const placed = await this.placeAssets(base, params.assets);
      const changes = new Map<string, Buffer | null>();
      for (const { from, to, content } of prepared) {
        let text = content.toString("utf8");
        if (to.file.kind !== "article") {
          // The same data as stored: keep the file as it is written (several files are laid out by hand).
          const stored = await this.git.readFile(base, this.paths.top(to.rel));
          if (stored && sameJson(stored.content.toString("utf8"), text)) text = stored.content.toString("utf8");
        }
        for (const p of placed) {
          const finalName = path.posix.basename(p.rel);
          if (finalName !== p.sentName) text = replaceFileName(text, p.sentName, finalName);
        }
        changes.set(this.paths.top(to.rel), Buffer.from(text));
        if (from.rel !== to.rel) {
          changes.set(this.paths.top(from.rel), null);
          if (to.file.kind === "article" && from.file.kind === "article") {
            // The article's pictures move with it.
            const oldDir = this.paths.top(path.posix.dirname(from.rel));
            const newDir = this.paths.top(path.posix.dirname(to.rel));
            const siblings = (await this.git.listFiles(base, oldDir)).filter((e) => e.path !== this.paths.top(from.rel));
            const blobs = await this.git.readBlobs(siblings.map((e) => e.oid));
            for (const e of siblings) {
              changes.set(e.path, null);
              changes.set(`${newDir}${e.path.slice(oldDir.length)}`, blobs.get(e.oid) ?? null);
            }
          }
        }
      }
      for (const p of placed) if (!p.unchanged) changes.set(p.top, p.content);
      if (draftFork) {
        // decap-server's rule: pictures added on the draft and no longer among the entry's assets go.
        const sent = new Set(placed.map((p) => p.top));
        for (const d of await this.git.diff(draftFork, base)) {
          if (d.status === "A" && /\.(jpe?g|png|webp|avif)$/i.test(d.path) && !sent.has(d.path) && !changes.has(d.path)) changes.set(d.path, null);
        }
      }
      const list = [...changes].map(([p, content]) => ({ path: p, content }));
      return this.describe(base, list);
    };

    const saved = prepared.map(({ from }) => this.paths.top(from.rel));
    const written = prepared.map(({ to }) => this.paths.top(to.rel));
    if (!options.useWorkflow) {
      await this.refuseStale(editor, `refs/heads/${live}`, saved);
      const plan = await this.landOnLive(live, editor, (base) => build(base));
      if (plan) this.published(plan, editor);
      for (const file of written) this.loaded.loaded(editor, file, (await this.git.entry(`refs/heads/${live}`, file))?.oid ?? null);
      return { message: "entry persisted" };
    }

    // A draft: its own branch, written with plumbing only; the checkout and the live branch stay as they are.
    const branch = this.draftBranch(draftCollection, draftSlug);
    const ref = `refs/heads/${branch}`;
    const tip = await this.git.resolve(ref);
    await this.refuseStale(editor, tip ? ref : `refs/heads/${live}`, saved);
    const liveTip = await this.git.resolve(`refs/heads/${live}`);
    if (!liveTip) throw new CmsError(409, CONFLICT_MESSAGE);
    const base = tip ?? liveTip;
    const fork = tip ? ((await this.git.mergeBase(liveTip, tip)) ?? liveTip) : undefined;
    const plan = await build(base, fork);
    if (plan.changes.length > 0) {
      await this.checkWholeContent(base, plan.changes);
      const made = await this.git.commitChanges(base, plan.changes, editor, commitMessage(plan.subjects, plan.files, true));
      if (made && !(await this.git.compareAndSwap(ref, made.commit, tip, `cms: ${plan.subjects[0] ?? "draft"}`))) throw new CmsError(409, CONFLICT_MESSAGE);
    } else if (!tip) {
      // Nothing differs from the site yet: the draft still exists, as a branch at the live tip.
      if (!(await this.git.compareAndSwap(ref, liveTip, null, "cms: draft"))) throw new CmsError(409, CONFLICT_MESSAGE);
    }
    if (!tip) await this.git.configSet(`branch.${branch}.description`, labelOf(options.status ?? "draft", params.cmsLabelPrefix));
    for (const file of written) this.loaded.loaded(editor, file, (await this.git.entry(ref, file))?.oid ?? null);
    return { message: "entry persisted" };
  }

  private async persistMedia(live: string, params: Params<"persistMedia">, editor: Editor): Promise<MediaFileResponse> {
    let result: { top: string; content: Buffer } | undefined;
    const plan = await this.landOnLive(live, editor, async (base) => {
      const [placed] = await this.placeAssets(base, [params.asset]);
      result = placed;
      return this.describe(base, placed.unchanged ? [] : [{ path: placed.top, content: placed.content }]);
    });
    if (plan) this.published(plan, editor);
    if (!result) throw new CmsError(500, "Файл не сохранён");
    return mediaResponse(result.top, result.content);
  }

  private async deleteFiles(live: string, rawPaths: string[], editor: Editor) {
    const checked = await Promise.all(
      rawPaths.map(async (raw) => {
        const { rel } = this.paths.anyFile(raw);
        await this.paths.confine(rel, raw);
        return rel;
      }),
    );
    const plan = await this.landOnLive(live, editor, async (base) => {
      const gone = new Set<string>();
      for (const rel of checked) {
        const top = this.paths.top(rel);
        if (rel.startsWith("blog/") && rel.endsWith("/index.md")) {
          // An article is its folder: its pictures go with it.
          for (const e of await this.git.listFiles(base, path.posix.dirname(top))) gone.add(e.path);
        } else if (await this.git.entry(base, top)) gone.add(top);
      }
      // The article's text first: its title names the commit.
      const ordered = [...gone].sort((a, b) => Number(b.endsWith("/index.md")) - Number(a.endsWith("/index.md")));
      return this.describe(base, ordered.map((p) => ({ path: p, content: null })));
    });
    if (plan) this.published(plan, editor);
    return { message: `deleted files ${rawPaths.join(", ")}` };
  }
}

function sameJson(a: string, b: string): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
  } catch {
    return false;
  }
}

/** References to a picture renamed on upload ("…/Лицо.jpg" → "…/lico.jpg"), in the entry's text. */
function replaceFileName(text: string, from: string, to: string): string {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`(/|^|["'(\\s])${escaped}(?=$|["')\\s])`, "gm"), (_m, lead: string) => `${lead}${to}`);
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

/**
 * Decap CMS's proxy-backend actions on a real git repository, one class per responsibility:
 *   entries.ts          reads of entries from git objects; saves (live or draft) and deletions
 *   drafts.ts           the editorial workflow's drafts, branches cms/<collection>/<slug>
 *   media-library.ts    the pictures: listing, reading, uploading
 *   checkout.ts         commits to the live branch and the checkout kept in step with them
 *   loaded-versions.ts  what each editor last loaded, so a save on a stale form is refused
 * This file answers one request with them. Reads come from git objects (the live branch, or a draft's
 * branch); writes run one at a time (an in-process mutex) and move branches with compare-and-swap.
 */
import fs from "node:fs";
import path from "node:path";
import { CmsError } from "../errors";
import { Git } from "../git";
import { ContentPaths } from "../paths";
import type { CmsRequest } from "../protocol";
import { Checkout, type Editor, type Workspace } from "./checkout";
import { Drafts } from "./drafts";
import { Entries } from "./entries";
import { LoadedVersions } from "./loaded-versions";
import { MediaLibrary } from "./media-library";

export interface CmsRepositoryOptions {
  contentDir: string;
  /** Files served as they are (static/), which content may link to; by default the content folder's sibling "static". */
  staticDir?: string;
  /** Called after every commit to the live branch. */
  publish?: (reason: string) => void;
  log?: { error(obj: unknown, msg: string): void };
}

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

export class CmsRepository {
  private readonly mutex = new Mutex();
  private readonly loaded: LoadedVersions;
  private readonly entries: Entries;
  private readonly drafts: Drafts;
  private readonly media: MediaLibrary;

  private constructor(
    private readonly git: Git,
    paths: ContentPaths,
    options: CmsRepositoryOptions,
  ) {
    const sibling = path.join(path.dirname(path.resolve(options.contentDir)), "static");
    const workspace: Workspace = { git, paths, contentName: path.basename(path.resolve(options.contentDir)) };
    const checkout = new Checkout(workspace, {
      staticDir: options.staticDir ?? (fs.existsSync(sibling) ? sibling : undefined),
      publish: options.publish,
      log: options.log,
    });
    this.loaded = new LoadedVersions(git);
    this.media = new MediaLibrary(workspace, checkout);
    this.drafts = new Drafts(workspace, checkout, this.loaded);
    this.entries = new Entries(workspace, checkout, this.drafts, this.media, this.loaded);
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
        return this.loaded.remember(editor, await this.entries.byFolder(live, request.params));
      case "entriesByFiles":
        return this.loaded.remember(
          editor,
          await this.entries.read(
            `refs/heads/${live}`,
            request.params.files.map((f) => ({ path: f.path, label: f.label })),
          ),
        );
      case "getEntry":
        return this.loaded.remember(editor, await this.entries.read(`refs/heads/${live}`, [{ path: request.params.path }]))[0];
      case "unpublishedEntries":
        return this.drafts.list();
      case "unpublishedEntry": {
        // Opening an entry asks for its draft first; the admin says «no draft» is no error (ifExists).
        const { ifExists, collection, slug } = request.params;
        if (ifExists && collection !== undefined && slug !== undefined && !(await this.drafts.has(collection, slug))) return null;
        return this.drafts.entry(live, request.params);
      }
      case "unpublishedEntryDataFile":
        return this.drafts.dataFile(request.params, editor);
      case "unpublishedEntryMediaFile":
        return this.drafts.mediaFile(request.params);
      case "deleteUnpublishedEntry":
        return this.drafts.remove(request.params.collection, request.params.slug);
      case "persistEntry":
        return this.entries.persist(live, request.params, editor);
      case "updateUnpublishedEntryStatus":
        return this.drafts.setStatus(request.params);
      case "publishUnpublishedEntry":
        return this.drafts.publish(live, request.params.collection, request.params.slug, editor);
      case "getMedia":
        return this.media.list(live, request.params.mediaFolder, request.params.names);
      case "getMediaFile":
        return this.media.file(live, request.params.path);
      case "persistMedia":
        return this.media.persist(live, request.params, editor);
      case "deleteFile":
        return this.entries.deleteFiles(live, [request.params.path], editor);
      case "deleteFiles":
        return this.entries.deleteFiles(live, request.params.paths, editor);
      case "getDeployPreview":
        return null;
    }
  }

  /** The SEO texts of the live site (the branch checked out), for the form's uniqueness check. */
  async seoTexts() {
    const live = await this.git.currentBranch();
    if (!live) throw new CmsError(409, "Папка контента на сервере не на ветке (detached HEAD): сохранение невозможно");
    return this.entries.seoTexts(live);
  }

  /** The branch the client names must be the one checked out: the site is published from it. */
  private async liveBranch(requested: string): Promise<string> {
    const current = await this.git.currentBranch();
    if (!current) throw new CmsError(409, "Папка контента на сервере не на ветке (detached HEAD): сохранение невозможно");
    if (requested !== current) {
      throw new CmsError(422, `Ветка «${requested}» не та, из которой публикуется сайт («${current}»): исправьте backend.branch в настройках CMS`);
    }
    return current;
  }
}

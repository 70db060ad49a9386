/**
 * Drafts of the editorial workflow: each is a branch cms/<collection>/<slug>, as decap-server's local
 * git keeps them, with its status in the branch's description (git config
 * branch.<name>.description = "decap-cms/<status>"). Written with plumbing only: the checkout and the
 * live branch stay as they are until a draft is published, which lands it on the live branch.
 */
import { CmsError, CONFLICT_MESSAGE } from "../errors";
import type { Change } from "../git";
import { commitMessage } from "../messages";
import { COLLECTION_NAME, ENTRY_SLUG, type Params } from "../protocol";
import type { Checkout, Editor, Plan, Workspace } from "./checkout";
import type { LoadedVersions } from "./loaded-versions";
import { mediaResponse, type MediaFileResponse } from "./media-library";

const CMS_PREFIX = "cms";
const DEFAULT_LABEL_PREFIX = "decap-cms/";

const labelOf = (status: string, prefix?: string) => `${prefix || DEFAULT_LABEL_PREFIX}${status}`;
const statusOf = (label: string, prefix?: string) => {
  const p = prefix || DEFAULT_LABEL_PREFIX;
  return label.startsWith(p) ? label.slice(p.length) : label;
};

/** Which draft a save goes to, and the status and label prefix it starts with when it is new. */
export interface DraftTarget {
  collection: string;
  slug: string;
  status?: string;
  labelPrefix?: string;
}

export class Drafts {
  constructor(
    private readonly ws: Workspace,
    private readonly checkout: Checkout,
    private readonly loaded: LoadedVersions,
  ) {}

  private branch(collection: string, slug: string) {
    return `${CMS_PREFIX}/${collection}/${slug}`;
  }

  private async tip(collection: string, slug: string): Promise<string> {
    const tip = await this.ws.git.resolve(`refs/heads/${this.branch(collection, slug)}`);
    if (!tip) throw new CmsError(404, `Черновик ${collection}/${slug} не найден: возможно, он уже опубликован или удалён`);
    return tip;
  }

  /** Whether the entry has a draft. */
  async has(collection: string, slug: string): Promise<boolean> {
    return (await this.ws.git.resolve(`refs/heads/${this.branch(collection, slug)}`)) !== null;
  }

  /** The drafts' keys, "<collection>/<slug>". */
  async list(): Promise<string[]> {
    return (await this.ws.git.branches(`${CMS_PREFIX}/`))
      .map((b) => b.slice(CMS_PREFIX.length + 1))
      .filter((key) => COLLECTION_NAME.test(key.slice(0, key.indexOf("/"))) && ENTRY_SLUG.test(key.slice(key.indexOf("/") + 1)));
  }

  async entry(live: string, params: Params<"unpublishedEntry">) {
    const { git } = this.ws;
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
    const tip = await this.tip(c, s);
    const base = (await git.mergeBase(`refs/heads/${live}`, tip)) ?? tip;
    const changed = (await git.diff(base, tip)).filter((d) => d.status !== "D");
    const diffs = await Promise.all(
      changed.map(async (d) => {
        const entry = await git.entry(tip, d.path);
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
    const label = await git.configGet(`branch.${this.branch(c, s)}.description`);
    return {
      collection: c,
      slug: s,
      status: label ? statusOf(label, params.cmsLabelPrefix) : "draft",
      diffs,
      updatedAt: await git.commitDate(tip),
    };
  }

  /** One file of a draft, by the path the client sends; `kind` is what that path may name. */
  private async file({ collection, slug, path: raw }: { collection: string; slug: string; path: string }, kind: "dataFile" | "mediaFile") {
    const { git, paths } = this.ws;
    const tip = await this.tip(collection, slug);
    const top = paths.top(paths[kind](raw).rel);
    const file = await git.readFile(tip, top);
    if (!file) throw new CmsError(404, `В черновике нет файла ${raw}`);
    return { top, file };
  }

  async dataFile(params: Params<"unpublishedEntryDataFile">, editor: Editor): Promise<{ data: string }> {
    const { top, file } = await this.file(params, "dataFile");
    this.loaded.loaded(editor, top, file.oid);
    return { data: file.content.toString("utf8") };
  }

  async mediaFile(params: Params<"unpublishedEntryMediaFile">): Promise<MediaFileResponse> {
    const { top, file } = await this.file(params, "mediaFile");
    return mediaResponse(top, file.content);
  }

  /**
   * Commits what `build` plans on the draft's branch: on its tip, or, for a new draft, on the live
   * branch's tip (`build` gets the draft's fork point from the live branch as well, when there is one).
   * The checkout and the live branch stay as they are.
   */
  async save(
    live: string,
    target: DraftTarget,
    editor: Editor,
    files: { saved: string[]; written: string[] },
    build: (base: string, draftFork?: string) => Promise<Plan>,
  ) {
    const { git } = this.ws;
    const branch = this.branch(target.collection, target.slug);
    const ref = `refs/heads/${branch}`;
    const tip = await git.resolve(ref);
    await this.loaded.refuseStale(editor, tip ? ref : `refs/heads/${live}`, files.saved);
    const liveTip = await git.resolve(`refs/heads/${live}`);
    if (!liveTip) throw new CmsError(409, CONFLICT_MESSAGE);
    const base = tip ?? liveTip;
    const fork = tip ? ((await git.mergeBase(liveTip, tip)) ?? liveTip) : undefined;
    const plan = await build(base, fork);
    if (plan.changes.length > 0) {
      await this.checkout.checkWholeContent(base, plan.changes);
      const made = await git.commitChanges(base, plan.changes, editor, commitMessage(plan.subjects, plan.files, true));
      if (made && !(await git.compareAndSwap(ref, made.commit, tip, `cms: ${plan.subjects[0] ?? "draft"}`))) throw new CmsError(409, CONFLICT_MESSAGE);
    } else if (!tip) {
      // Nothing differs from the site yet: the draft still exists, as a branch at the live tip.
      if (!(await git.compareAndSwap(ref, liveTip, null, "cms: draft"))) throw new CmsError(409, CONFLICT_MESSAGE);
    }
    if (!tip) await git.configSet(`branch.${branch}.description`, labelOf(target.status ?? "draft", target.labelPrefix));
    await this.loaded.rememberAt(editor, ref, files.written);
  }

  async setStatus({ collection, slug, newStatus, cmsLabelPrefix }: Params<"updateUnpublishedEntryStatus">) {
    await this.tip(collection, slug);
    const label = labelOf(newStatus, cmsLabelPrefix);
    await this.ws.git.configSet(`branch.${this.branch(collection, slug)}.description`, label);
    return { message: `${this.branch(collection, slug)} description was updated to ${label}` };
  }

  async remove(collection: string, slug: string) {
    const { git } = this.ws;
    const branch = this.branch(collection, slug);
    const tip = await git.resolve(`refs/heads/${branch}`);
    if (tip && !(await git.deleteRef(`refs/heads/${branch}`, tip))) throw new CmsError(409, CONFLICT_MESSAGE);
    await git.configUnset(`branch.${branch}.description`);
    return { message: `deleted branch: ${branch}` };
  }

  /** Lands the draft's changes on the live branch and deletes the draft. */
  async publish(live: string, collection: string, slug: string, editor: Editor) {
    const { git } = this.ws;
    const branch = this.branch(collection, slug);
    const tip = await this.tip(collection, slug);
    const landed = await this.checkout.landOnLive(live, editor, async (base) => {
      const mergeBase = (await git.mergeBase(base, tip)) ?? base;
      const diff = await git.diff(mergeBase, tip);
      const changes: Change[] = [];
      for (const d of diff) {
        const [atLive, atFork, atDraft] = await Promise.all([git.entry(base, d.path), git.entry(mergeBase, d.path), git.entry(tip, d.path)]);
        // The live branch changed this file too since the draft was made: nothing to decide for the editor here.
        if (atLive?.oid !== atFork?.oid && atLive?.oid !== atDraft?.oid) {
          throw new CmsError(409, `${CONFLICT_MESSAGE} (${d.path} изменён на сайте после создания черновика)`);
        }
        const content = atDraft ? (await git.readBlobs([atDraft.oid])).get(atDraft.oid) ?? null : null;
        changes.push({ path: d.path, content });
      }
      return this.checkout.describe(base, changes);
    });
    if (!(await git.deleteRef(`refs/heads/${branch}`, tip))) throw new CmsError(409, CONFLICT_MESSAGE);
    await git.configUnset(`branch.${branch}.description`);
    if (landed) this.checkout.published(landed, editor);
    return { message: `branch ${branch} merged to ${live}` };
  }
}

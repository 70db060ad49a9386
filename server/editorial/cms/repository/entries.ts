/**
 * The content's entries (JSON data files, Markdown articles, pages, site settings): read from git
 * objects of the live branch, saved to it or to a draft, and deleted, each save checked against the
 * build's schemas before any git work.
 */
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { SeoText } from "../../../../content-model/contract/cms-refusals";
import { COLLECTIONS } from "../../../../rules/routes";
import { CmsError } from "../errors";
import { ENTRY_SLUG, type Params } from "../protocol";
import { checkDataFile } from "../validate";
import type { Checkout, Editor, Plan, Workspace } from "./checkout";
import type { Drafts } from "./drafts";
import type { LoadedVersions } from "./loaded-versions";
import { accepted, type MediaLibrary } from "./media-library";

export class Entries {
  constructor(
    private readonly ws: Workspace,
    private readonly checkout: Checkout,
    private readonly drafts: Drafts,
    private readonly media: MediaLibrary,
    private readonly loaded: LoadedVersions,
  ) {}

  /** The files at `ref` (a missing one has data null), as Decap lists them. */
  async read(ref: string, files: { path: string; label?: string }[]) {
    const { git, paths } = this.ws;
    const checked = await Promise.all(
      files.map(async (f) => {
        const { rel } = paths.dataFile(f.path);
        await paths.confine(rel, f.path);
        const entry = await git.entry(ref, paths.top(rel));
        return { ...f, oid: entry && entry.type === "blob" && entry.mode !== "120000" ? entry.oid : null };
      }),
    );
    const blobs = await git.readBlobs(checked.flatMap((f) => (f.oid ? [f.oid] : [])));
    return checked.map((f) => {
      const content = f.oid ? blobs.get(f.oid) : undefined;
      return { data: content ? content.toString("utf8") : null, file: { path: f.path, label: f.label, id: content ? f.oid : null } };
    });
  }

  async byFolder(live: string, { folder, extension, depth }: Params<"entriesByFolder">) {
    const { git, paths } = this.ws;
    const rel = paths.folder(folder);
    await paths.confine(rel, folder);
    const top = paths.top(rel);
    const listed = await git.listFiles(`refs/heads/${live}`, top);
    const files = listed.filter((e) => {
      if (e.type !== "blob" || e.mode === "120000" || !e.path.endsWith(extension)) return false;
      if (e.path.slice(top.length + 1).split("/").length > depth) return false;
      return accepted(() => paths.dataFile(e.path));
    });
    const blobs = await git.readBlobs(files.map((f) => f.oid));
    return files.map((f) => ({ data: blobs.get(f.oid)?.toString("utf8") ?? null, file: { path: f.path, id: f.oid } }));
  }

  /** The SEO texts of every entry and page on the live branch, for the form's check before a save. Reads only. */
  async seoTexts(live: string): Promise<SeoText[]> {
    const { git, paths, contentName } = this.ws;
    const found: SeoText[] = [];
    for (const dir of [...COLLECTIONS.map((c) => c.dir), "pages"]) {
      const top = paths.top(dir);
      const files = (await git.listFiles(`refs/heads/${live}`, top)).filter(
        (e) => e.type === "blob" && e.mode !== "120000" && e.path.endsWith(".json") && !e.path.slice(top.length + 1).includes("/"),
      );
      const blobs = await git.readBlobs(files.map((f) => f.oid));
      for (const f of files) {
        let data: unknown;
        try {
          data = JSON.parse(blobs.get(f.oid)?.toString("utf8") ?? "");
        } catch {
          continue;
        }
        if (!data || typeof data !== "object") continue;
        const { title, seo } = data as { title?: unknown; seo?: { title?: unknown; description?: unknown } };
        const text = (value: unknown) => (typeof value === "string" ? value : undefined);
        found.push({
          path: f.path,
          file: `${contentName}/${f.path.slice(paths.prefix.length)}`,
          ...(text(title) !== undefined ? { title: text(title) } : {}),
          seo: { title: text(seo?.title), description: text(seo?.description) },
        });
      }
    }
    return found;
  }

  async persist(live: string, params: Params<"persistEntry">, editor: Editor) {
    const { git, paths, contentName } = this.ws;
    const dataFiles = params.dataFiles ?? (params.entry ? [params.entry] : []);
    const { options } = params;
    // Checked before any git work: paths, then the texts against the build's schemas.
    const prepared = await Promise.all(
      dataFiles.map(async (df) => {
        const from = paths.dataFile(df.path);
        const to = df.newPath ? paths.dataFile(df.newPath) : from;
        await paths.confine(from.rel, df.path);
        await paths.confine(to.rel, df.newPath ?? df.path);
        if (from.file.kind !== to.file.kind) throw new CmsError(400, `Запись нельзя перенести из ${df.path} в ${df.newPath}`);
        const content = checkDataFile(`${contentName}/${to.rel}`, to.file, df.raw);
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
          if (await git.entry(base, paths.top(to.rel))) throw new CmsError(409, `${contentName}/${to.rel}: запись с таким адресом уже есть`);
        }
      }
      const placed = await this.media.place(base, params.assets);
      const changes = new Map<string, Buffer | null>();
      for (const { from, to, content } of prepared) {
        let text = content.toString("utf8");
        if (to.file.kind !== "article") {
          // The same data as stored: keep the file as it is written (several files are laid out by hand).
          const stored = await git.readFile(base, paths.top(to.rel));
          if (stored && sameJson(stored.content.toString("utf8"), text)) text = stored.content.toString("utf8");
        }
        for (const p of placed) {
          const finalName = path.posix.basename(p.rel);
          if (finalName !== p.sentName) text = replaceFileName(text, p.sentName, finalName);
        }
        changes.set(paths.top(to.rel), Buffer.from(text));
        if (from.rel !== to.rel) {
          changes.set(paths.top(from.rel), null);
          if (to.file.kind === "article" && from.file.kind === "article") {
            // The article's pictures move with it.
            const oldDir = paths.top(path.posix.dirname(from.rel));
            const newDir = paths.top(path.posix.dirname(to.rel));
            const siblings = (await git.listFiles(base, oldDir)).filter((e) => e.path !== paths.top(from.rel));
            const blobs = await git.readBlobs(siblings.map((e) => e.oid));
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
        for (const d of await git.diff(draftFork, base)) {
          if (d.status === "A" && /\.(jpe?g|png|webp|avif)$/i.test(d.path) && !sent.has(d.path) && !changes.has(d.path)) changes.set(d.path, null);
        }
      }
      const list = [...changes].map(([p, content]) => ({ path: p, content }));
      return this.checkout.describe(base, list);
    };

    const saved = prepared.map(({ from }) => paths.top(from.rel));
    const written = prepared.map(({ to }) => paths.top(to.rel));
    if (!options.useWorkflow) {
      await this.loaded.refuseStale(editor, `refs/heads/${live}`, saved);
      const plan = await this.checkout.landOnLive(live, editor, (base) => build(base));
      if (plan) this.checkout.published(plan, editor);
      await this.loaded.rememberAt(editor, `refs/heads/${live}`, written);
      return { message: "entry persisted" };
    }
    await this.drafts.save(
      live,
      { collection: draftCollection, slug: draftSlug, status: options.status, labelPrefix: params.cmsLabelPrefix },
      editor,
      { saved, written },
      build,
    );
    return { message: "entry persisted" };
  }

  /** Deletes files from the live branch; an article's Markdown takes its whole folder with it. */
  async deleteFiles(live: string, rawPaths: string[], editor: Editor) {
    const { git, paths } = this.ws;
    const checked = await Promise.all(
      rawPaths.map(async (raw) => {
        const { rel } = paths.anyFile(raw);
        await paths.confine(rel, raw);
        return rel;
      }),
    );
    const plan = await this.checkout.landOnLive(live, editor, async (base) => {
      const gone = new Set<string>();
      for (const rel of checked) {
        const top = paths.top(rel);
        if (rel.startsWith("blog/") && rel.endsWith("/index.md")) {
          // An article is its folder: its pictures go with it.
          for (const e of await git.listFiles(base, path.posix.dirname(top))) gone.add(e.path);
        } else if (await git.entry(base, top)) gone.add(top);
      }
      // The article's text first: its title names the commit.
      const ordered = [...gone].sort((a, b) => Number(b.endsWith("/index.md")) - Number(a.endsWith("/index.md")));
      return this.checkout.describe(base, ordered.map((p) => ({ path: p, content: null })));
    });
    if (plan) this.checkout.published(plan, editor);
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

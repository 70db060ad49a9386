/**
 * The pictures of the live site, as Decap's media library sees them: listed per folder, read one at a
 * time, uploaded (transliterated names, never over a different file) and committed to the live branch.
 */
import crypto from "node:crypto";
import path from "node:path";
import { CmsError } from "../errors";
import { checkImage, decodeBase64, numbered, sanitizeFileName } from "../media";
import type { Params } from "../protocol";
import type { Checkout, Editor, Workspace } from "./checkout";

export interface MediaFileResponse {
  id: string;
  content: string;
  encoding: "base64";
  path: string;
  name: string;
}

const sha256 = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

export function mediaResponse(topPath: string, content: Buffer): MediaFileResponse {
  return { id: sha256(content), content: content.toString("base64"), encoding: "base64", path: topPath, name: path.posix.basename(topPath) };
}

/** Whether a path check lets a file through (the listings skip, rather than refuse, what we do not store). */
export function accepted(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

/** A picture placed in a tree by placeAssets. */
export interface PlacedAsset {
  top: string;
  rel: string;
  content: Buffer;
  /** The same file is there already: nothing to write. */
  unchanged: boolean;
  /** The name the client sent, before transliteration and numbering. */
  sentName: string;
}

export class MediaLibrary {
  constructor(
    private readonly ws: Workspace,
    private readonly checkout: Checkout,
  ) {}

  /** The folder's pictures, or only those named in `names` (base names). */
  async list(live: string, mediaFolder: string, names?: readonly string[]): Promise<MediaFileResponse[]> {
    const { git, paths } = this.ws;
    // Decap's folder for the pictures of an entry not saved yet: nothing is stored there.
    if (/^[^%\\]*\/__DRAFT_MEDIA_FILES$/.test(mediaFolder) && !mediaFolder.split("/").includes("..")) return [];
    const rel = paths.folder(mediaFolder);
    await paths.confine(rel, mediaFolder);
    const top = paths.top(rel);
    const listed = (await git.listFiles(`refs/heads/${live}`, top)).filter((e) => {
      if (e.type !== "blob" || e.mode === "120000" || e.path.slice(top.length + 1).includes("/")) return false;
      if (names && !names.includes(path.posix.basename(e.path))) return false;
      return accepted(() => paths.mediaFile(e.path));
    });
    const blobs = await git.readBlobs(listed.map((e) => e.oid));
    return listed.flatMap((e) => {
      const content = blobs.get(e.oid);
      return content ? [mediaResponse(e.path, content)] : [];
    });
  }

  async file(live: string, raw: string): Promise<MediaFileResponse> {
    const { git, paths } = this.ws;
    const { rel } = paths.mediaFile(raw);
    await paths.confine(rel, raw);
    const file = await git.readFile(`refs/heads/${live}`, paths.top(rel));
    if (!file) throw new CmsError(404, `Файл не найден: ${raw}`);
    return mediaResponse(paths.top(rel), file.content);
  }

  async persist(live: string, params: Params<"persistMedia">, editor: Editor): Promise<MediaFileResponse> {
    let result: { top: string; content: Buffer } | undefined;
    const plan = await this.checkout.landOnLive(live, editor, async (base) => {
      const [placed] = await this.place(base, [params.asset]);
      result = placed;
      return this.checkout.describe(base, placed.unchanged ? [] : [{ path: placed.top, content: placed.content }]);
    });
    if (plan) this.checkout.published(plan, editor);
    if (!result) throw new CmsError(500, "Файл не сохранён");
    return mediaResponse(result.top, result.content);
  }

  /**
   * The pictures a request brings, placed in `tree`: transliterated names, never over a different
   * file (-2, -3…), an identical one left as it is. Returns the renames too (old name → new name).
   */
  async place(tree: string, assets: { path: string; content: string }[]): Promise<PlacedAsset[]> {
    const { git, paths } = this.ws;
    const placed: PlacedAsset[] = [];
    for (const asset of assets) {
      const rel = paths.relative(asset.path);
      const dir = path.posix.dirname(rel);
      const sentName = path.posix.basename(rel);
      const name = sanitizeFileName(sentName);
      const first = paths.mediaFile(paths.top(`${dir}/${name}`));
      const bytes = decodeBase64(asset.content, name);
      checkImage(bytes, name);
      await paths.confine(first.rel, asset.path);
      for (let n = 1; ; n++) {
        const candidate = `${dir}/${numbered(name, n)}`;
        const top = paths.top(candidate);
        const taken = placed.find((p) => p.top === top);
        if (taken) {
          if (taken.content.equals(bytes)) break;
          continue;
        }
        const existing = await git.readFile(tree, top);
        if (existing && !existing.content.equals(bytes)) continue;
        await paths.confine(candidate, asset.path);
        placed.push({ top, rel: candidate, content: bytes, unchanged: existing !== null, sentName });
        break;
      }
    }
    return placed;
  }
}

/**
 * Every path the CMS client sends is confined to the content folder: refused as written (traversal,
 * absolute, backslashes, NUL, percent-encoded separators, hidden segments such as .git), refused by
 * what it names (only the files we store), and refused when the checkout leads it out through a symlink.
 */
import fs from "node:fs";
import path from "node:path";
import { CmsError } from "./errors";

export const COLLECTION_DIRS = ["modules", "services", "industries", "datasets", "projects"] as const;
export const MEDIA_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const;

/** What a path names, relative to the content folder. */
export type ContentFile =
  | { kind: "entry"; collection: (typeof COLLECTION_DIRS)[number]; slug: string }
  | { kind: "page"; slug: string }
  | { kind: "site"; name: string }
  | { kind: "article"; slug: string }
  | { kind: "media"; /** Folder of the entry it belongs to: "modules", "blog/<slug>"… */ owner: string };

const NAME = "[a-z0-9][a-z0-9_-]*";
const MEDIA_NAME = "[a-z0-9][a-z0-9._-]*\\.(?:jpg|jpeg|png|webp|avif)";

function refuse(raw: string, why: string): never {
  throw new CmsError(400, `Недопустимый путь «${raw.slice(0, 200)}»: ${why}`);
}

export class ContentPaths {
  /** `prefix`: the content folder's path from the repository top ("content/", or "" for a repository of its own). */
  constructor(
    readonly contentDir: string,
    readonly prefix: string,
  ) {}

  /** The checks on the text of a path; returns it relative to the content folder. */
  relative(raw: string): string {
    if (raw.length === 0) refuse(raw, "пустой путь");
    if (raw.length > 500) refuse(raw, "слишком длинный путь");
    if (raw.includes("\0")) refuse(raw.replace(/\0/g, "\\0"), "символ NUL");
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(raw)) refuse(raw, "управляющие символы");
    if (raw.includes("\\")) refuse(raw, "обратная косая черта");
    if (/%(2f|5c|2e|00|25)/i.test(raw)) refuse(raw, "закодированные разделители (%2f, %5c, %2e)");
    if (raw.startsWith("/") || /^[a-z]:/i.test(raw)) refuse(raw, "абсолютный путь");
    const segments = raw.split("/");
    if (segments.some((s) => s === "..")) refuse(raw, "выход из папки (..)");
    if (segments.some((s) => s.toLowerCase() === ".git")) refuse(raw, "служебная папка .git");
    if (segments.some((s) => s === "" || s === ".")) refuse(raw, "пустой сегмент пути");
    if (segments.some((s) => s.startsWith("."))) refuse(raw, "скрытые файлы не хранятся");
    if (!raw.startsWith(this.prefix)) refuse(raw, `путь вне папки контента ${this.prefix || "/"}`);
    const rel = raw.slice(this.prefix.length);
    if (rel === "") refuse(raw, "это сама папка контента");
    return rel;
  }

  /** A data file: an entry's JSON, a page, a site setting, or a blog article's index.md. */
  dataFile(raw: string): { rel: string; file: ContentFile } {
    const rel = this.relative(raw);
    let m = new RegExp(`^(${COLLECTION_DIRS.join("|")})/(${NAME})\\.json$`).exec(rel);
    if (m) return { rel, file: { kind: "entry", collection: m[1] as (typeof COLLECTION_DIRS)[number], slug: m[2] } };
    m = new RegExp(`^pages/(${NAME})\\.json$`).exec(rel);
    if (m) return { rel, file: { kind: "page", slug: m[1] } };
    m = /^site\/(site|navigation|layout)\.json$/.exec(rel);
    if (m) return { rel, file: { kind: "site", name: m[1] } };
    m = new RegExp(`^blog/(${NAME})/index\\.md$`).exec(rel);
    if (m) return { rel, file: { kind: "article", slug: m[1] } };
    return refuse(raw, "такие файлы не хранятся (данные — .json в папках коллекций или blog/<slug>/index.md)");
  }

  /** A picture: under images/<collection>/… or beside a blog article. */
  mediaFile(raw: string): { rel: string; owner: string } {
    const rel = this.relative(raw);
    const ext = path.extname(rel).toLowerCase();
    if (!(MEDIA_EXTENSIONS as readonly string[]).includes(ext)) refuse(raw, "допустимы только изображения .jpg, .jpeg, .png, .webp, .avif");
    let m = new RegExp(`^images/(${NAME})/(?:${NAME}/)*${MEDIA_NAME}$`, "i").exec(rel);
    if (m) return { rel, owner: m[1] };
    m = new RegExp(`^blog/(${NAME})/${MEDIA_NAME}$`, "i").exec(rel);
    if (m) return { rel, owner: `blog/${m[1]}` };
    return refuse(raw, "изображения хранятся только в images/<коллекция>/ или рядом со статьёй блога");
  }

  /** Either kind of file (deleteFiles, getEntry of what the client lists). */
  anyFile(raw: string): { rel: string; media: boolean } {
    const rel = this.relative(raw);
    const ext = path.extname(rel).toLowerCase();
    if ((MEDIA_EXTENSIONS as readonly string[]).includes(ext)) return { rel: this.mediaFile(raw).rel, media: true };
    return { rel: this.dataFile(raw).rel, media: false };
  }

  /** A folder the client lists: a collection, pages, site, blog, a blog article's, or one under images. */
  folder(raw: string): string {
    const trimmed = raw.replace(/\/+$/, "");
    if (trimmed === this.prefix.replace(/\/$/, "")) refuse(raw, "список всей папки контента не выдаётся");
    const rel = this.relative(trimmed);
    const ok = new RegExp(`^(?:(?:${COLLECTION_DIRS.join("|")})|pages|site|blog|blog/${NAME}|images|images/${NAME}(?:/${NAME})*)$`).test(rel);
    if (!ok) refuse(raw, "такой папки контента нет");
    return rel;
  }

  /** Path from the repository top of a path relative to the content folder. */
  top(rel: string): string {
    return `${this.prefix}${rel}`;
  }

  /** Refuses a path that the checkout leads out of the content folder through a symlink. */
  async confine(rel: string, raw = this.top(rel)): Promise<string> {
    const root = await fs.promises.realpath(this.contentDir);
    let existing = path.join(this.contentDir, rel);
    for (;;) {
      try {
        await fs.promises.lstat(existing);
        break;
      } catch {
        const parent = path.dirname(existing);
        if (parent === existing) break;
        existing = parent;
      }
    }
    let real: string;
    try {
      real = await fs.promises.realpath(existing);
    } catch {
      refuse(raw, "ссылка ведёт в никуда");
    }
    if (real !== root && !real.startsWith(`${root}${path.sep}`)) refuse(raw, "символическая ссылка ведёт за пределы папки контента");
    return path.join(this.contentDir, rel);
  }
}

/**
 * Pictures editors upload: jpg, png, webp or avif by extension AND by their first bytes, at most
 * 10 MB, named in lower-case latin (Cyrillic transliterated), never written over a different file.
 */
import path from "node:path";
import slugify from "slugify";
import { CmsError, TOO_LARGE_MESSAGE } from "./errors";

export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

type Kind = "jpeg" | "png" | "webp" | "avif";

const KIND_BY_EXTENSION: Record<string, Kind> = { ".jpg": "jpeg", ".jpeg": "jpeg", ".png": "png", ".webp": "webp", ".avif": "avif" };

/** What the first bytes say the file is. */
export function sniff(bytes: Buffer): Kind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && bytes.toString("latin1", 4, 8) === "ftyp") {
    const brands = bytes.toString("latin1", 8, Math.min(bytes.length, 64));
    if (/avi[fs]/.test(brands)) return "avif";
  }
  return null;
}

/** Base64 the client sent, decoded; refused when it is not base64 or decodes to more than 10 MB. */
export function decodeBase64(content: string, name: string): Buffer {
  // 4 characters carry 3 bytes: refuse before decoding what is clearly too big.
  if (Math.floor((content.length * 3) / 4) > MAX_MEDIA_BYTES + 3) throw new CmsError(413, `${TOO_LARGE_MESSAGE}: ${name}`);
  const clean = content.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw new CmsError(400, `Файл ${name}: содержимое не в base64`);
  const bytes = Buffer.from(clean, "base64");
  if (bytes.length > MAX_MEDIA_BYTES) throw new CmsError(413, `${TOO_LARGE_MESSAGE}: ${name}`);
  return bytes;
}

/** Refuses a picture whose bytes are not of the type its extension claims. */
export function checkImage(bytes: Buffer, fileName: string): void {
  const expected = KIND_BY_EXTENSION[path.extname(fileName).toLowerCase()];
  if (!expected) throw new CmsError(422, `Файл ${fileName}: допустимы только изображения JPEG, PNG, WebP и AVIF`);
  const actual = sniff(bytes);
  if (actual === null) throw new CmsError(422, `Файл ${fileName}: это не изображение JPEG, PNG, WebP или AVIF`);
  if (actual !== expected) throw new CmsError(422, `Файл ${fileName}: по содержимому это ${actual.toUpperCase()}, а не ${expected.toUpperCase()}: исправьте расширение`);
}

/** "Лицо Анны (1).JPG" → "lico-anny-1.jpg": lower-case latin letters, digits and dashes. */
export function sanitizeFileName(name: string): string {
  const ext = path.extname(name).toLowerCase();
  const base = path.basename(name, path.extname(name));
  // Hard and soft signs carry no letter of their own in Latin ("Объём" → "obyom", not slugify's "obuyom").
  const slug = slugify(base.replace(/[ъьЪЬ]/g, "").replace(/[._]+/g, " "), { lower: true, strict: true, locale: "ru", trim: true })
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)
    .replace(/-$/, "");
  return `${slug || "image"}${ext}`;
}

/** "faces.jpg", "faces-2.jpg", "faces-3.jpg"… */
export function numbered(fileName: string, n: number): string {
  if (n <= 1) return fileName;
  const ext = path.extname(fileName);
  return `${fileName.slice(0, -ext.length)}-${n}${ext}`;
}

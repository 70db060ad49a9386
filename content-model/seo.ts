/**
 * One rule, two places: no two pages of the site share an SEO title or an SEO description (search
 * engines show them as duplicates). The content check (check.ts) applies it to the whole content; the
 * admin's form (src/cms/) applies it to the field being typed, with the same words. Pure: no files.
 */

/** The fields whose text must be unique across every entry and page. */
export const UNIQUE_SEO_FIELDS = ["seo.title", "seo.description"] as const;
export type UniqueSeoField = (typeof UNIQUE_SEO_FIELDS)[number];

/** «у модуля», «у страницы»: the collection of a content file, in the genitive. */
const OF_COLLECTION: Record<string, string> = {
  modules: "модуля",
  services: "услуги",
  industries: "отрасли",
  datasets: "датасета",
  projects: "кейса",
  pages: "страницы",
  blog: "статьи",
};

/** The other entry of a clash, as an editor knows it. */
export interface SeoOwner {
  /** "content/modules/smoking.json". */
  file: string;
  /** Its title (the `title` field), when it has one. */
  title?: string;
}

/** The collection folder of a content file ("content/modules/x.json" → "modules", "content/blog/x/index.md" → "blog"). */
export function collectionOfFile(file: string): string {
  const parts = file.split("/");
  if (parts.length >= 4 && parts[parts.length - 1] === "index.md") return parts[parts.length - 3];
  return parts.length >= 3 ? parts[parts.length - 2] : "";
}

/** «модуля «Обнаружение курения»», or the file when its collection or title is unknown. */
export function ownerName(owner: SeoOwner): string {
  const of = OF_COLLECTION[collectionOfFile(owner.file)];
  if (of && owner.title) return `${of} «${owner.title}»`;
  return owner.title ? `«${owner.title}» (${owner.file})` : owner.file;
}

/** «такой же заголовок уже у модуля «Обнаружение курения» — придумайте другой». */
export function seoClashMessage(field: UniqueSeoField, owner: SeoOwner): string {
  return field === "seo.title"
    ? `такой же заголовок уже у ${ownerName(owner)} — придумайте другой`
    : `такое же описание уже у ${ownerName(owner)} — напишите другое`;
}


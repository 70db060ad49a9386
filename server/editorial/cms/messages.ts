/**
 * Russian commit messages that say what changed («Модуль «Распознавание лиц»: изменён»); Decap's own
 * English messages are ignored.
 */
import matter from "gray-matter";
import path from "node:path";
import type { ContentFile } from "./paths";

type Gender = "m" | "f" | "n" | "pl";

interface Noun {
  name: string;
  gender: Gender;
}

/** Singular names, by collection (Decap's collection names and our folders are the same words). */
export const COLLECTION_NOUNS: Record<string, Noun> = {
  modules: { name: "Модуль", gender: "m" },
  services: { name: "Услуга", gender: "f" },
  industries: { name: "Отрасль", gender: "f" },
  datasets: { name: "Датасет", gender: "m" },
  projects: { name: "Кейс", gender: "m" },
  blog: { name: "Статья", gender: "f" },
  pages: { name: "Страница", gender: "f" },
  site: { name: "Настройки сайта", gender: "pl" },
  settings: { name: "Настройки сайта", gender: "pl" },
};

const SITE_FILES: Record<string, string> = { site: "Реквизиты и контакты", navigation: "Меню", layout: "Нижняя часть страниц" };

export type Verb = "created" | "updated" | "deleted" | "uploaded" | "published";

const FORMS: Record<Verb, Record<Gender, string>> = {
  created: { m: "создан", f: "создана", n: "создано", pl: "созданы" },
  updated: { m: "изменён", f: "изменена", n: "изменено", pl: "изменены" },
  deleted: { m: "удалён", f: "удалена", n: "удалено", pl: "удалены" },
  uploaded: { m: "загружен", f: "загружена", n: "загружено", pl: "загружены" },
  published: { m: "опубликован", f: "опубликована", n: "опубликовано", pl: "опубликованы" },
};

/** The title in a data file's text (JSON `title`, front matter `title`), if it has one. */
export function titleOf(raw: string | null, markdown: boolean): string | undefined {
  if (raw === null) return undefined;
  try {
    const data: unknown = markdown ? matter(raw).data : JSON.parse(raw);
    const title = data && typeof data === "object" ? (data as Record<string, unknown>).title : undefined;
    return typeof title === "string" && title.trim() ? title.trim().replace(/\s+/g, " ").slice(0, 120) : undefined;
  } catch {
    return undefined;
  }
}

function nounOf(file: ContentFile): Noun {
  switch (file.kind) {
    case "entry":
      return COLLECTION_NOUNS[file.collection];
    case "page":
      return COLLECTION_NOUNS.pages;
    case "article":
      return COLLECTION_NOUNS.blog;
    case "site":
      return COLLECTION_NOUNS.site;
    case "media":
      return { name: "Изображение", gender: "n" };
  }
}

/** «Модуль «Распознавание лиц»: изменён». */
export function entrySubject(file: ContentFile, title: string | undefined, verb: Verb, fallbackName: string): string {
  const noun = nounOf(file);
  if (file.kind === "site") return `${noun.name} «${SITE_FILES[file.name] ?? file.name}»: ${FORMS[verb][noun.gender]}`;
  return `${noun.name} «${title ?? fallbackName}»: ${FORMS[verb][noun.gender]}`;
}

/** «Изображение faces-2.jpg: загружено». */
export function mediaSubject(filePath: string, verb: "uploaded" | "deleted"): string {
  return `Изображение ${path.basename(filePath)}: ${FORMS[verb].n}`;
}

/** Subject, a blank line, then the files, the way a person reading `git log` wants it. */
export function commitMessage(subjects: string[], files: string[], draft = false): string {
  const subject = subjects.length <= 2 ? subjects.join("; ") : `${subjects.slice(0, 2).join("; ")} и ещё ${subjects.length - 2}`;
  return `${draft ? "Черновик: " : ""}${subject}\n\n${files.map((f) => `- ${f}`).join("\n")}\n`;
}

/**
 * The address of an entry (its slug, which is also its file's name) in an editor's words: the field's
 * meaning first, the file after it for whoever needs it. Said by the content check (check.ts,
 * articles.ts) for the build's log, the publishing bar and a refused save alike.
 */
import { ownerName, type SeoOwner } from "./seo";

/** «такой адрес уже у модуля «Обнаружение курения»: придумайте другой или откройте ту запись». */
export function addressTakenMessage(slug: string, holder: SeoOwner): string {
  return `адрес «${slug}» уже у ${ownerName(holder)}: придумайте другой или откройте ту запись и измените её`;
}

/**
 * A saved entry's address was changed in the form: the file keeps its name, so the page would not
 * move. «верните «cars»…» and the file's name last.
 */
export function addressKeptMessage(slug: string, expected: string, file: string): string {
  return `адрес сохранённой записи не меняется: верните «${expected}»; страницу с адресом «${slug}» сделайте копией («Дублировать») — файл записи ${file}`;
}

/** The words of the search results, the same in the browser and in the page the server fills in. */
import { BLOG_BASE_PATH, COLLECTIONS } from "../routes";
import { SEARCH_PATH } from "./files";

export { SEARCH_PATH };

export function foundText(count: number): string {
  return `Найдено: ${count}`;
}

export function nothingFoundText(query: string): string {
  return `По запросу «${query}» ничего не найдено`;
}

/** When the hits are for the query read in the other keyboard layout or from transliteration. */
export function correctedText(corrected: string): string {
  return `Показаны результаты по запросу «${corrected}»`;
}

export const SUGGESTIONS_TITLE = "Возможно, вы искали…";
export const SECTIONS_TITLE = "Разделы сайта";
export const REQUEST_TEXT = "Не нашли, что искали? Опишите задачу — ответим в течение рабочего дня.";
export const REQUEST_LABEL = "Оставить заявку";

/** The main sections, offered when nothing is found. */
export const SEARCH_SECTIONS: readonly { title: string; url: string }[] = [
  ...COLLECTIONS.filter((c) => c.dir !== "industries" && c.dir !== "datasets").map((c) => ({ title: c.title, url: c.basePath })),
  { title: "Блог", url: BLOG_BASE_PATH },
];

/** The request a visitor sends from an empty result: her query in the message. */
export function requestMessage(query: string): string {
  return `Искал(а) на сайте: «${query}» — не нашёл(ла) подходящего. Расскажите, можете ли вы с этим помочь.`;
}

export function searchUrl(query: string): string {
  return `${SEARCH_PATH}?q=${encodeURIComponent(query)}`;
}

/** The demo's words, per kind: what it finds and how that is counted in Russian. */
import type { DemoKind } from "./protocol";

/** «1,2 с» or «180 мс». */
export function duration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1).replace(".", ",")} с` : `${Math.max(1, Math.round(ms))} мс`;
}

export interface DemoCopy {
  title: string;
  lead: string;
  /** «Найдено лиц: 3» */
  found: (n: number) => string;
  /** Said when nothing was found, with what to try. */
  none: string;
  /** While the photo is searched. */
  searching: string;
  /** While the model is downloaded and started (the first time only). */
  loading: string;
  /** The contact form's message after «Обсудить внедрение». */
  leadMessage: (moduleTitle: string) => string;
}

export const DEMO_COPY: Readonly<Record<DemoKind, DemoCopy>> = {
  faces: {
    title: "Попробуйте на своём фото",
    lead: "Выберите снимок или включите камеру: модуль найдёт на нём лица. Всё считается прямо в вашем браузере — фото и видео никуда не отправляются.",
    found: (n) => `Найдено лиц: ${n}`,
    none: "Лиц не найдено. Попробуйте снимок, где лица видны крупнее и анфас.",
    searching: "Ищем лица — на большом групповом снимке это несколько секунд…",
    loading: "Загружаем модель распознавания лиц — один раз, это несколько секунд…",
    leadMessage: (moduleTitle) => `Интересует модуль «${moduleTitle}»: попробовали демо на сайте`,
  },
  objects: {
    title: "Попробуйте на своём фото",
    lead: "Выберите снимок улицы, парковки или въезда: модуль отметит на нём людей и транспорт. Всё считается прямо в вашем браузере — фото никуда не отправляется.",
    found: (n) => `Найдено объектов: ${n}`,
    none: "Людей и транспорта не найдено. Попробуйте снимок, где они видны крупнее.",
    searching: "Ищем…",
    loading: "Загружаем модель распознавания объектов — один раз; она крупнее, на медленной связи это до минуты…",
    leadMessage: (moduleTitle) => `Интересует модуль «${moduleTitle}»: попробовали демо на сайте`,
  },
};

/**
 * Russian labels and hints of the editors' interface. A field is looked up by its collection and dotted
 * path ("datasets:specs"), then by its dotted path without list indices ("seo.title",
 * "sections.items.value"), then by its name ("title"). A field with no label here stops the config
 * generation with its path named, so a new schema field cannot reach editors unlabelled.
 */
import { DATASET_SPEC_LABELS, MODULE_SPEC_LABELS, PROJECT_CATEGORIES } from "../../content-model/schema";

export interface FieldText {
  label: string;
  hint?: string;
  /** Label of one element of a list ("Пункт", "Абзац"). */
  singular?: string;
}

const LINK_HINT = "Адрес на сайте (/about), файл (/privacy.pdf) или внешняя ссылка (https://…, mailto:, tel:)";
const IMAGE_HINT = "JPG, PNG, WebP или AVIF; загрузите файл или выберите из уже загруженных";
const ALT_HINT = "Что изображено на картинке — для незрячих читателей и поисковиков";
const specsHint = (labels: readonly string[]) =>
  `Строки строго в таком порядке: ${labels.map((l) => `«${l}»`).join(", ")}. Подписи строк не меняйте`;

/** By dotted path (list indices left out) or by field name. */
export const FIELD_TEXTS: Record<string, FieldText> = {
  // Common to catalogue entries and pages
  slug: { label: "Адрес страницы", hint: "Латиница, цифры и дефисы; станет частью адреса страницы и именем файла (slug)" },
  title: { label: "Название" },
  description: { label: "Описание для карточки", hint: "Одно-два предложения: так запись выглядит в списках" },
  seo: { label: "Поиск и соцсети (SEO)" },
  "seo.title": { label: "Заголовок страницы (до 70 символов)", hint: "Виден во вкладке браузера и в выдаче поисковиков" },
  "seo.description": { label: "Описание для поисковиков (50–200 символов)", hint: "Текст под заголовком в выдаче; не повторяйте его на других страницах" },
  "seo.keywords": { label: "Ключевые фразы", hint: "Не меньше трёх", singular: "Ключевая фраза" },
  "seo.image": { label: "Картинка для соцсетей", hint: "Если не задана — берётся основная картинка записи или общая карточка сайта" },
  hero: { label: "Первый экран" },
  "hero.title": { label: "Заголовок первого экрана" },
  "hero.lead": { label: "Подзаголовок первого экрана" },
  facts: { label: "Ключевые цифры", hint: "Плашки под первым экраном", singular: "Цифра" },
  "facts.label": { label: "Подпись" },
  "facts.value": { label: "Значение" },
  sections: {
    label: "Секции",
    hint: "Не меньше двух. На страницах каталога нужна секция «Вопросы и ответы» не меньше чем с четырьмя вопросами",
    singular: "Секция",
  },
  "sections.kind": {
    label: "Вид секции",
    hint: "«Текст» — из абзацев; остальные виды — из пунктов. В «Цифрах» у каждого пункта нужно значение, в «Вопросах и ответах» — ответ",
  },
  "sections.title": { label: "Заголовок секции" },
  "sections.lead": { label: "Вводный абзац" },
  "sections.paragraphs": { label: "Абзацы", hint: "Для секции вида «Текст»", singular: "Абзац" },
  "sections.items": { label: "Пункты", hint: "Для всех видов секций, кроме «Текста»", singular: "Пункт" },
  "sections.items.title": { label: "Заголовок пункта", hint: "В секции «Вопросы и ответы» — вопрос" },
  "sections.items.text": { label: "Текст пункта", hint: "В секции «Вопросы и ответы» — ответ (обязателен)" },
  "sections.items.value": { label: "Значение", hint: "Для секции «Цифры» (обязательно): например, «98,7 %»" },
  "sections.items.link": { label: "Ссылка", hint: LINK_HINT },
  image: { label: "Картинка", hint: IMAGE_HINT },
  imageAlt: { label: "Описание картинки (alt)", hint: ALT_HINT },
  order: { label: "Порядок в списке", hint: "Целое число от нуля; чем меньше, тем выше запись в списке" },
  relatedModules: { label: "Связанные модули", hint: "Модули, которые показываются внизу страницы (хранятся их адреса-slug)" },
  relatedProjects: { label: "Связанные кейсы", hint: "Кейсы, которые показываются внизу страницы (хранятся их адреса-slug)" },
  relatedServices: { label: "Связанные услуги", hint: "Услуги, которые показываются внизу страницы (хранятся их адреса-slug)" },
  "specs.label": { label: "Строка" },
  "specs.value": { label: "Значение" },
  samples: { label: "Примеры кадров", hint: "От трёх до шести кадров с разметкой — галерея на странице датасета", singular: "Кадр" },
  "samples.image": { label: "Кадр", hint: IMAGE_HINT },
  "samples.alt": { label: "Описание кадра (alt)", hint: ALT_HINT },
  category: { label: "Категория" },
  client: { label: "Заказчик", hint: "Под NDA — только отрасль, без названия компании" },
  path: { label: "Адрес страницы", hint: "Например, /about. Адрес задан кодом сайта: не меняйте его" },

  // Site settings: site.json
  companyName: { label: "Название компании" },
  legalName: { label: "Юридическое название", hint: "Как в документах: попадает в политику конфиденциальности и разметку для поисковиков" },
  productName: { label: "Название продукта" },
  email: { label: "Электронная почта" },
  phone: { label: "Телефон", hint: "Международный формат: +7 495 120-17-54" },
  address: { label: "Адрес офиса" },
  foundedYear: { label: "Год основания" },
  projectsDelivered: { label: "Выполнено проектов" },
  accreditation: { label: "Аккредитация" },
  messengerChannel: { label: "Канал в мессенджере", hint: LINK_HINT },
  socials: { label: "Соцсети", singular: "Соцсеть" },
  "socials.id": { label: "Идентификатор", hint: "Латиница, цифры и дефисы" },
  "socials.name": { label: "Название" },
  "socials.link": { label: "Ссылка", hint: LINK_HINT },
  "socials.icon": { label: "Значок", hint: "Имя значка латиницей, например telegram" },

  // Site settings: navigation.json
  header: { label: "Верхнее меню", singular: "Пункт меню" },
  "header.name": { label: "Текст пункта" },
  "header.url": { label: "Адрес ссылки", hint: LINK_HINT },
  "header.newTab": { label: "Открывать в новой вкладке" },
  "header.submenu": { label: "Подменю", hint: "Выпадающий список, собранный из записей раздела" },
  footer: { label: "Меню в подвале", hint: "Ровно три группы ссылок", singular: "Группа" },
  "footer.name": { label: "Заголовок группы" },
  "footer.url": { label: "Ссылка заголовка группы", hint: LINK_HINT },
  "footer.links": { label: "Ссылки группы", singular: "Ссылка" },
  "footer.links.name": { label: "Текст ссылки" },
  "footer.links.url": { label: "Адрес ссылки", hint: LINK_HINT },
  "footer.links.newTab": { label: "Открывать в новой вкладке" },

  // Site settings: layout.json
  extendedBottom: { label: "Расширенный низ страниц" },
  "extendedBottom.routes": {
    label: "Страницы с расширенным низом",
    hint: "Маршрут вида /about или /ai-projects/* — все страницы раздела",
    singular: "Маршрут",
  },
  "extendedBottom.infoCard": { label: "Информационная карточка" },
  "extendedBottom.infoCard.title": { label: "Заголовок карточки" },
  "extendedBottom.infoCard.text": { label: "Текст карточки" },
  "extendedBottom.infoCard.linkText": { label: "Текст ссылки" },
  "extendedBottom.infoCard.link": { label: "Ссылка", hint: LINK_HINT },
  "extendedBottom.systems": { label: "Витрина систем" },
  "extendedBottom.systems.title": { label: "Заголовок витрины" },
  "extendedBottom.systems.lead": { label: "Вводный абзац" },
  "extendedBottom.systems.items": { label: "Карточки", hint: "Не меньше трёх; каждая ведёт на страницу сайта", singular: "Карточка" },
  "extendedBottom.systems.items.path": { label: "Страница", hint: "Адрес страницы сайта, например /modules/faces" },
  "extendedBottom.systems.items.hideBelow": { label: "Скрывать на узких экранах" },
  "extendedBottom.messenger": { label: "Блок мессенджера" },
  "extendedBottom.messenger.title": { label: "Заголовок блока" },
  "extendedBottom.messenger.description": { label: "Текст блока" },
  "extendedBottom.messenger.footnote": { label: "Примечание мелким шрифтом" },

  // Site settings: search-synonyms.json
  groups: { label: "Группы синонимов", hint: "В группе — слова и сочетания, которые посетитель может написать вместо друг друга", singular: "Группа" },
  "groups.words": { label: "Слова группы", hint: "Не меньше двух; аббревиатуры — как на сайте (ГРЗ, СИЗ, OCR)", singular: "Слово" },

  // Blog articles
  publicationDate: { label: "Дата публикации" },
  cover: { label: "Обложка", hint: "Файл рядом со статьёй: JPG, PNG или WebP" },
  coverAlt: { label: "Описание обложки (alt)", hint: ALT_HINT },
  tags: { label: "Теги", hint: "От одного до шести", singular: "Тег" },
  timeToRead: { label: "Время чтения, мин", hint: "Если не указано — посчитается по тексту" },
  viewsCount: { label: "Просмотры" },
  body: { label: "Текст статьи", hint: "Картинки кладите рядом со статьёй; у каждой нужно описание (alt)" },
};

/** Labels that differ in one collection: "collection:dotted.path". */
export const COLLECTION_FIELD_TEXTS: Record<string, FieldText> = {
  "modules:specs": { label: "Технические характеристики", hint: specsHint(MODULE_SPEC_LABELS), singular: "Строка" },
  "datasets:specs": { label: "Паспорт датасета", hint: specsHint(DATASET_SPEC_LABELS), singular: "Строка" },
  "modules:relatedProjects": { label: "Связанные кейсы", hint: "Хотя бы один кейс: показываются внизу страницы" },
  "services:relatedProjects": { label: "Связанные кейсы", hint: "Хотя бы один кейс: показываются внизу страницы" },
  "industries:relatedProjects": { label: "Связанные кейсы", hint: "Хотя бы один кейс: показываются внизу страницы" },
  "blog:title": { label: "Заголовок статьи (до 110 символов)" },
  "blog:description": { label: "Описание (50–200 символов)", hint: "Для списка статей, поисковиков и RSS" },
  "blog:slug": { label: "Адрес страницы", hint: "Латиница, цифры и дефисы; станет адресом статьи и именем её папки (slug)" },
};

/** Russian labels of select options, by dotted path then by field name; a value without one is shown as is. */
export const OPTION_LABELS: Record<string, Record<string, string>> = {
  "sections.kind": {
    text: "Текст",
    features: "Преимущества",
    stats: "Цифры",
    steps: "Этапы",
    faq: "Вопросы и ответы",
    list: "Список",
  },
  "header.submenu": { modules: "Модули", services: "Услуги" },
  "extendedBottom.systems.items.hideBelow": {
    lg: "На экранах уже ноутбука (меньше lg)",
    sm: "Только на телефонах (меньше sm)",
  },
  category: Object.fromEntries(PROJECT_CATEGORIES.map((c) => [c, c])),
};

export interface CollectionText {
  label: string;
  label_singular: string;
  description: string;
}

export const COLLECTION_TEXTS: Record<string, CollectionText> = {
  modules: { label: "Модули", label_singular: "Модуль", description: "Модули распознавания: страницы /modules/…" },
  services: { label: "Услуги", label_singular: "Услуга", description: "Услуги компании: страницы /services/…" },
  industries: {
    label: "Отрасли",
    label_singular: "Отрасль",
    description: "Отраслевые решения: страницы /services/computer-vision/…",
  },
  datasets: { label: "Датасеты", label_singular: "Датасет", description: "Готовые датасеты: страницы /services/data-labeling/…" },
  projects: { label: "Кейсы", label_singular: "Кейс", description: "Выполненные проекты: страницы /ai-projects/…" },
  blog: {
    label: "Статьи блога",
    label_singular: "Статья",
    description: "Статьи: страницы /blogs/…; картинки хранятся в папке статьи",
  },
  pages: {
    label: "Страницы",
    label_singular: "Страница",
    description: "Тексты страниц с собственным адресом (главная, «О нас», списки). Новые страницы добавляет разработчик",
  },
  settings: { label: "Настройки сайта", label_singular: "Настройки", description: "Данные компании, меню и общий низ страниц" },
};

export const FILE_TEXTS: Record<string, { label: string; description: string }> = {
  site: { label: "Данные компании", description: "Название, контакты, реквизиты и соцсети — в подвале, на странице контактов и в разметке для поисковиков" },
  navigation: { label: "Меню", description: "Верхнее меню и меню в подвале" },
  layout: { label: "Низ страниц", description: "Расширенный низ: карточка кейсов, витрина систем и блок мессенджера" },
  "search-synonyms": {
    label: "Синонимы поиска",
    description: "Слова, которые поиск по сайту считает одним: запрос с любым словом группы находит страницы и с остальными",
  },
};

/** The label and hint of a field: by collection and path, by path, by name. */
export function fieldText(collection: string, path: string): FieldText {
  const name = path.split(".").pop() ?? path;
  const text = COLLECTION_FIELD_TEXTS[`${collection}:${path}`] ?? FIELD_TEXTS[path] ?? FIELD_TEXTS[name];
  if (!text) throw new Error(`Нет подписи для поля ${collection}:${path}: добавьте её в src/cms/labels.ts`);
  return text;
}

export function optionLabels(path: string): Record<string, string> | undefined {
  const name = path.split(".").pop() ?? path;
  return OPTION_LABELS[path] ?? OPTION_LABELS[name];
}

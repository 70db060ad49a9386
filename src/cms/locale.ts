/**
 * Decap's Russian interface, with its typos fixed and the workflow's words made plain: a Latin "C"
 * in «Статус», «Полужиный», «Несохраненные», «По убывания», «медифайлов», a search field that said «Идёт поиск…», «содежрит», headings and counts left in English, «Добавить цифра», straight quotes, and «Одобрен» for the
 * state an editor sets when the draft may go live.
 */
// The Russian file alone: the package's CommonJS entry is a browser bundle that exports nothing under Node.
import ru from "decap-cms-locales/dist/esm/ru/index.js";

type Phrases = { [key: string]: string | Phrases };

const FIXES: Phrases = {
  collection: {
    collectionTop: {
      // A full-width plus many system fonts lack (it showed as an empty box).
      newButton: "+ %{collectionLabel}",
      descending: "По убыванию",
      searchResults: "Результаты по запросу «%{searchTerm}»",
    },
  },
  editor: {
    editorToolbar: {
      status: "Статус: %{status}",
      unsavedChanges: "Несохранённые изменения",
      ready: "Готово к публикации",
      inReview: "На проверке",
    },
    editorControlPane: { widget: { invalidPath: "Путь «%{path}» содержит ошибки" } },
    editorWidgets: {
      markdown: { bold: "Полужирный" },
      headingOptions: {
        headingOne: "Заголовок 1",
        headingTwo: "Заголовок 2",
        headingThree: "Заголовок 3",
        headingFour: "Заголовок 4",
        headingFive: "Заголовок 5",
        headingSix: "Заголовок 6",
      },
      // The item is the list's singular label in the nominative («цифра»): «Добавить цифра» is not Russian.
      list: { add: "Добавить: %{item}", addType: "Добавить: %{item}" },
    },
  },
  workflow: {
    // Decap formats it with moment in English («November 26»); numbers read the same in any locale.
    workflow: { dateFormat: "DD.MM.YYYY" },
    workflowList: {
      currentEntries: "%{smart_count} запись |||| %{smart_count} записи |||| %{smart_count} записей",
      // The columns named as the statuses an editor sets («Статус: На проверке»).
      inReviewHeader: "На проверке",
      readyHeader: "Готово к публикации",
    },
  },
  ui: {
    // The details are the backend's short pointer (src/cms/backend.ts): the refusal itself stays on
    // screen in the panel over the form, field by field.
    toast: {
      onFailToPersist: "Запись не сохранена: %{details}",
      // Said the moment the branch is merged, while the site is still being built (seconds, or minutes
      // after a deploy): the bar at the bottom says «Опубликовано» with the page's link once it is live.
      entryPublished: "Изменения приняты и публикуются. Когда страница обновится на сайте, строка «Публикация» внизу скажет «Опубликовано» и даст ссылку",
      entryUnpublished: "Снятие с публикации принято: страница уйдёт с сайта после сборки — строка «Публикация» внизу скажет, когда",
      missingRequiredField: "Запись не сохранена: заполните поля, отмеченные красным, — их список над формой",
    },
  },
  mediaLibrary: {
    mediaLibrary: { fileTooLarge: "Файл слишком большой.\nНастройки не позволяют сохранять файлы больше %{size} КБ." },
    mediaLibraryModal: {
      loading: "Загрузка медиафайлов…",
      // Shown as the search field's placeholder, where «Идёт поиск…» read as if a search were running.
      search: "Поиск…",
    },
  },
};

function merged(base: Phrases, fixes: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(fixes)) {
    const current = out[key];
    out[key] = typeof value === "string" || typeof current !== "object" ? value : merged(current, value);
  }
  return out;
}

export const russian: Phrases = merged(ru as Phrases, FIXES);

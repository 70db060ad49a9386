import { russian } from "./locale";

type Phrases = { [key: string]: string | Phrases };

function phrases(tree: Phrases, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : phrases(value, `${prefix}${key}.`),
  );
}

const all = phrases(russian);

test("the interface speaks Russian: the editor's toolbar and workflow words", () => {
  const at = Object.fromEntries(all);
  expect(at["editor.editorToolbar.save"]).toBe("Сохранить");
  expect(at["editor.editorToolbar.status"]).toBe("Статус: %{status}");
  expect(at["editor.editorToolbar.ready"]).toBe("Готово к публикации");
  expect(at["collection.collectionTop.newButton"]).toBe("+ %{collectionLabel}");
});

test("no word mixes Latin and Cyrillic letters (a Latin «C» in «Cтатус» reads fine and searches wrong)", () => {
  const mixed = all.flatMap(([key, text]) =>
    (text.match(/[\p{L}]+/gu) ?? []).filter((word) => /[a-z]/i.test(word) && /[а-яё]/i.test(word)).map((word) => `${key}: ${word}`),
  );
  expect(mixed).toEqual([]);
});

test("no character the editors' fonts may lack (the full-width plus showed as an empty box)", () => {
  expect(all.filter(([, text]) => /[\uFF00-\uFFEF]/.test(text)).map(([key]) => key)).toEqual([]);
});

test("the media library says what it does: «медиафайлов», and a search field that does not claim a search is running", () => {
  const at = Object.fromEntries(all);
  expect(at["mediaLibrary.mediaLibraryModal.loading"]).toBe("Загрузка медиафайлов…");
  expect(at["mediaLibrary.mediaLibraryModal.search"]).toBe("Поиск…");
});

test("nothing left in English but names of products and formats", () => {
  const NAMES = new Set(["Netlify", "Identity", "Azure", "Bitbucket", "GitHub", "GitLab", "Gitea", "git", "gateway", "Git", "Gateway", "service", "email", "CMS", "config", "yml", "URL", "Markdown"]);
  // dateFormat is a pattern for moment, not text.
  const english = all.filter(([key, text]) => !key.endsWith("dateFormat") && (text.replace(/%\{\w+\}/g, "").match(/[A-Za-z]{2,}/g) ?? []).some((word) => !NAMES.has(word)));
  expect(english.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
});

test("list buttons read as Russian whatever the item («Добавить: цифра», not «Добавить цифра»)", () => {
  const at = Object.fromEntries(all);
  expect(at["editor.editorWidgets.list.add"]).toBe("Добавить: %{item}");
  expect(at["workflow.workflowList.currentEntries"].split(" |||| ")).toHaveLength(3);
});

test("«Рабочая область» names its columns as the statuses and dates cards as 26.11.2026, not «November 26»", () => {
  const at = Object.fromEntries(all);
  expect(at["workflow.workflowList.inReviewHeader"]).toBe(at["editor.editorToolbar.inReview"]);
  expect(at["workflow.workflowList.readyHeader"]).toBe(at["editor.editorToolbar.ready"]);
  expect(at["workflow.workflow.dateFormat"]).toBe("DD.MM.YYYY");
});

test("nothing says «опубликовано» before the page is live: publishing's toast says it is under way and where she will read that it is done", () => {
  const at = Object.fromEntries(all);
  for (const key of ["ui.toast.entryPublished", "ui.toast.entryUnpublished"]) {
    expect(at[key]).not.toMatch(/^Запись опубликована|опубликована$|отменена$/);
    expect(at[key]).toContain("строка «Публикация» внизу");
  }
  expect(at["ui.toast.missingRequiredField"]).toContain("их список над формой");
});

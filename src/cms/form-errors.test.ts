/** @jest-environment jsdom */
import { formErrors, goTo } from "./form-errors";

/** A field as Decap draws it: its container, the top bar with the label and the errors list, the input. */
function field(id: string, label: string, errors: string[], inner = ""): string {
  const list = `<ul class="css-1-ControlErrorsList">${errors.map((e) => `<li>${e}</li>`).join("")}</ul>`;
  return `<div class="css-2-ControlContainer"><div class="css-3-ControlTopbar"><label for="${id}">${label}</label>${list}</div><input id="${id}" />${inner}</div>`;
}

beforeEach(() => {
  document.body.innerHTML = [
    field("slug-field-1", "Адрес страницы", []),
    field("title-field-2", "Название", []),
    field("seo-field-3", "Поиск и соцсети (SEO)", [], [
      field("title-field-4", "Заголовок страницы (до 70 символов)", ["Необходимо указать значение поля Заголовок страницы (до 70 символов)."]),
      field("description-field-5", "Описание для поисковиков (50–200 символов)", ["Необходимо указать значение поля Описание для поисковиков (50–200 символов)."]),
    ].join("")),
    field("order-field-6", "Порядок", ["Значение должно быть целым числом."]),
  ].join("");
});

test("every field Decap marked, in the form's order, by the labels of the groups it is in; «заполните поле» for an empty required one", () => {
  expect(formErrors(document).map(({ where, message }) => `${where}: ${message}`)).toEqual([
    "Поиск и соцсети (SEO) → Заголовок страницы (до 70 символов): заполните поле",
    "Поиск и соцсети (SEO) → Описание для поисковиков (50–200 символов): заполните поле",
    "Порядок: Значение должно быть целым числом",
  ]);
});

test("none when nothing is marked", () => {
  for (const list of document.querySelectorAll("ul")) list.innerHTML = "";
  expect(formErrors(document)).toEqual([]);
});

test("she is taken to the first: its input scrolled to the middle of the screen and focused", () => {
  const [first] = formErrors(document);
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  goTo(first);
  expect(scrolled).toEqual([document.getElementById("title-field-4")]);
  expect(document.activeElement).toBe(document.getElementById("title-field-4"));
});

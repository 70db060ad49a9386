import React from "react";
import { screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { siteData } from "../../../../jest/site-data";
import { renderOnSite } from "../../../../jest/render";
import { EntryPage } from ".";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(siteData);
});

const entry = {
  path: "/modules/faces",
  title: "Распознавание лиц",
  hero: { title: "Распознавание лиц для СКУД", lead: "Решение на турникете за 0,3 секунды." },
  facts: [{ label: "Точность", value: "до 99,3 %" }],
  imageAlt: "Кадр с камеры у турникета",
  image: null,
  sections: [
    { kind: "text", title: "Три задачи одного модуля", lead: null, paragraphs: ["Верификация, идентификация и поиск."], items: null },
    { kind: "list", title: "Сценарии", lead: null, paragraphs: null, items: [{ title: "Проход без карт", text: "До 30 человек в минуту.", value: null, link: null }] },
    { kind: "faq", title: "Частые вопросы", lead: null, paragraphs: null, items: [{ title: "Нужно ли согласие?", text: "Да, письменное.", value: null, link: null }] },
  ],
} as unknown as Queries.EntryPageFragment;

const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

test("a template's band goes just before the FAQ, so the questions stay last", () => {
  renderOnSite(<EntryPage entry={entry} details={[{ id: "module-specs", title: "Технические характеристики", content: <p>7 строк</p> }]} />);
  expect(headings()).toEqual(expect.arrayContaining(["Три задачи одного модуля", "Сценарии", "Технические характеристики", "Частые вопросы"]));
  const order = headings().filter((h) => ["Три задачи одного модуля", "Сценарии", "Технические характеристики", "Частые вопросы"].includes(h ?? ""));
  expect(order).toEqual(["Три задачи одного модуля", "Сценарии", "Технические характеристики", "Частые вопросы"]);
  expect(screen.getByRole("region", { name: "Технические характеристики" })).toHaveTextContent("7 строк");
});

test("a band can ask for its own place among the sections", () => {
  renderOnSite(<EntryPage entry={entry} details={[{ id: "home-modules", title: "Готовые модули", content: null, after: 1 }]} />);
  const order = headings().filter((h) => ["Три задачи одного модуля", "Сценарии", "Готовые модули", "Частые вопросы"].includes(h ?? ""));
  expect(order).toEqual(["Три задачи одного модуля", "Готовые модули", "Сценарии", "Частые вопросы"]);
});

test("the entry's own copy is one article; what the template adds after it is not", () => {
  renderOnSite(
    <EntryPage entry={entry}>
      <section aria-label="Связанные модули">Карточки других модулей</section>
    </EntryPage>,
  );
  const article = screen.getByRole("article");
  expect(within(article).getByRole("heading", { level: 1, name: "Распознавание лиц для СКУД" })).toBeInTheDocument();
  expect(within(article).getByText("Верификация, идентификация и поиск.")).toBeInTheDocument();
  expect(within(article).queryByText("Карточки других модулей")).toBeNull();
  expect(screen.getByText("Карточки других модулей")).toBeInTheDocument();
});

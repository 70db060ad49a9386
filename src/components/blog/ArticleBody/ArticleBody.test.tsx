import React from "react";
import { screen } from "@testing-library/react";
import { renderOnSite } from "../../../../jest/render";
import { ArticleBody, articleParts } from ".";

const HTML = [
  "<p>Бюджет проекта компьютерного зрения складывается из трёх частей.</p>",
  '<h2 id="data">Данные</h2><p>Разметка — до половины стоимости.</p><ul><li>сбор</li><li>разметка</li></ul>',
  '<h2 id="model">Модель</h2><p>Обучение и проверка на ваших камерах.</p>',
].join("\n");

test("the text is cut before each second-level heading: introduction, then one part per section", () => {
  const parts = articleParts(HTML);
  expect(parts).toHaveLength(3);
  expect(parts[1].startsWith('<h2 id="data">')).toBe(true);
  expect(parts.join("")).toBe(HTML);
  // A heading of the third level stays inside its section.
  expect(articleParts('<h2>А</h2><h3>Б</h3><p>В</p>')).toHaveLength(1);
});

test("the reader gets the whole text in order, headings with their anchors", () => {
  const { container } = renderOnSite(<ArticleBody html={HTML} />);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.id)).toEqual(["data", "model"]);
  const blocks = [...container.querySelectorAll("p, h2, li")].map((element) => element.textContent);
  expect(blocks).toEqual([
    "Бюджет проекта компьютерного зрения складывается из трёх частей.",
    "Данные",
    "Разметка — до половины стоимости.",
    "сбор",
    "разметка",
    "Модель",
    "Обучение и проверка на ваших камерах.",
  ]);
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
});

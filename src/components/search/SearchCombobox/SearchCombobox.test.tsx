import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { renderOnSite } from "../../../../jest/render";
import { SiteSearch, buildSearchIndex } from "../../../../rules/search/engine";
import type { SearchDocument } from "../../../../rules/search/types";
import { HeaderSearch } from "../HeaderSearch";
import { reportMiss } from "../load-search";
import { SearchCombobox } from ".";

const doc = (id: number, url: string, title: string, body: string): SearchDocument => ({
  id, url, title, section: "modules", keywords: "", headings: "", body, excerpt: body,
});
const mockEngine = new SiteSearch(
  buildSearchIndex(
    [
      doc(1, "/modules/car-numbers", "Распознавание номеров", "Считывает ГРЗ на въезде."),
      doc(2, "/modules/railcar-number", "Номера вагонов", "Считывает номер вагона."),
      doc(3, "/modules/faces", "Распознавание лиц", "Проход по лицу."),
    ],
    [],
  ),
);

jest.mock("../load-search", () => ({
  siteSearch: jest.fn(() => Promise.resolve(mockEngine)),
  reportMiss: jest.fn(),
}));

beforeEach(() => {
  jest.useFakeTimers();
  (navigate as jest.Mock).mockClear();
  (reportMiss as jest.Mock).mockClear();
});
afterEach(() => jest.useRealTimers());

/** Lets the promise of the (mocked) index settle. */
const settle = () => act(async () => {
  await Promise.resolve();
  await Promise.resolve();
});

async function renderBox(props: Partial<React.ComponentProps<typeof SearchCombobox>> = {}) {
  renderOnSite(
    <>
      <button type="button">До поиска</button>
      <SearchCombobox variant="bar" initialQuery="" autoFocus={false} {...props} />
    </>,
  );
  await settle();
  return screen.getByRole("combobox", { name: "Поиск по сайту" });
}

test("typing shows instant results in a listbox; the count is announced", async () => {
  const box = await renderBox();
  expect(box).toHaveAttribute("aria-expanded", "false");
  fireEvent.change(box, { target: { value: "номеров" } });
  expect(box).toHaveAttribute("aria-expanded", "true");
  const listbox = screen.getByRole("listbox", { name: "Результаты поиска" });
  expect(box).toHaveAttribute("aria-controls", listbox.id);
  const options = within(listbox).getAllByRole("option");
  expect(options.map((o) => o.textContent)).toEqual([
    expect.stringContaining("Номера вагонов"),
    expect.stringContaining("Распознавание номеров"),
    "Все результаты (2)",
  ]);
  expect(options[0].querySelector("mark")?.textContent).toBe("Номера");
  expect(screen.getByRole("status")).toHaveTextContent("Найдено: 2");
});

test("arrows move the active option (the focus stays in the field), Enter opens it", async () => {
  const box = await renderBox();
  box.focus();
  fireEvent.change(box, { target: { value: "распознавание" } });
  const options = () => screen.getAllByRole("option");
  fireEvent.keyDown(box, { key: "ArrowDown" });
  expect(box).toHaveAttribute("aria-activedescendant", options()[0].id);
  expect(options()[0]).toHaveAttribute("aria-selected", "true");
  fireEvent.keyDown(box, { key: "ArrowDown" });
  fireEvent.keyDown(box, { key: "ArrowDown" });
  expect(box).toHaveAttribute("aria-activedescendant", options()[2].id);
  fireEvent.keyDown(box, { key: "ArrowDown" });
  expect(box).toHaveAttribute("aria-activedescendant", options()[0].id);
  fireEvent.keyDown(box, { key: "ArrowUp" });
  expect(box).toHaveAttribute("aria-activedescendant", options()[2].id);
  fireEvent.keyDown(box, { key: "ArrowUp" });
  expect(document.activeElement).toBe(box);
  expect(options()[1]).toHaveTextContent("Распознавание лиц");
  fireEvent.keyDown(box, { key: "Enter" });
  expect(navigate).toHaveBeenCalledWith("/modules/faces");
  expect(box).toHaveAttribute("aria-expanded", "false");
});

test("Enter with no option chosen opens the results page for the query", async () => {
  const box = await renderBox();
  fireEvent.change(box, { target: { value: "номер вагона" } });
  fireEvent.keyDown(box, { key: "Enter" });
  expect(navigate).toHaveBeenCalledWith("/search?q=%D0%BD%D0%BE%D0%BC%D0%B5%D1%80%20%D0%B2%D0%B0%D0%B3%D0%BE%D0%BD%D0%B0");
});

test("Esc closes the list; a second Esc returns the focus where it came from", async () => {
  const box = await renderBox();
  const before = screen.getByRole("button", { name: "До поиска" });
  before.focus();
  fireEvent.focus(box, { relatedTarget: before });
  box.focus();
  fireEvent.change(box, { target: { value: "лиц" } });
  expect(box).toHaveAttribute("aria-expanded", "true");
  fireEvent.keyDown(box, { key: "Escape" });
  expect(box).toHaveAttribute("aria-expanded", "false");
  expect(document.activeElement).toBe(box);
  fireEvent.keyDown(box, { key: "Escape" });
  expect(document.activeElement).toBe(before);
});

test("a field that took over from the header's plain one returns the focus to where that one's came from", async () => {
  // The plain field had the focus from the button; this field then got it from nowhere (the plain one was gone).
  renderOnSite(<button type="button">До поиска</button>);
  const before = screen.getByRole("button", { name: "До поиска" });
  const box = await renderBox({ cameFrom: before, autoFocus: true });
  expect(document.activeElement).toBe(box);
  fireEvent.change(box, { target: { value: "лиц" } });
  fireEvent.keyDown(box, { key: "Escape" });
  fireEvent.keyDown(box, { key: "Escape" });
  expect(document.activeElement).toBe(before);
});

test("nothing found: said so, the results page offered, and the miss reported when she goes there", async () => {
  const box = await renderBox();
  fireEvent.change(box, { target: { value: "космодром" } });
  expect(screen.getByRole("status")).toHaveTextContent("Ничего не найдено");
  const options = screen.getAllByRole("option");
  expect(options[options.length - 1]).toHaveTextContent("Открыть страницу поиска");
  fireEvent.keyDown(box, { key: "Enter" });
  expect(reportMiss).toHaveBeenCalledWith("космодром");
});

test("the phone's full-width field closes with its button and gives the focus back", async () => {
  const onClose = jest.fn();
  await renderBox({ variant: "overlay", autoFocus: true, onClose });
  expect(document.activeElement).toBe(screen.getByRole("combobox"));
  fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
  expect(onClose).toHaveBeenCalled();
});

describe("the header's search before it is loaded", () => {
  test("is a plain form to /search that works without JavaScript, and a button for phones", () => {
    renderOnSite(<HeaderSearch path="/" />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    expect(within(form).getByRole("searchbox", { name: "Поиск по сайту" })).toHaveAttribute("name", "q");
    expect(screen.getByRole("button", { name: "Поиск по сайту" })).toHaveAttribute("aria-expanded", "false");
  });

  test("focusing the field loads the combobox, which keeps what was typed and the focus", async () => {
    renderOnSite(<HeaderSearch path="/" />);
    const plain = screen.getByRole("searchbox", { name: "Поиск по сайту" });
    fireEvent.change(plain, { target: { value: "вагон" } });
    plain.focus();
    await act(async () => {
      await jest.requireActual<typeof import("../lazy")>("../lazy");
      jest.runAllTimers();
    });
    const box = await screen.findByRole("combobox", { name: "Поиск по сайту" });
    expect(box).toHaveValue("вагон");
    expect(document.activeElement).toBe(box);
  });

  test("«/» focuses the field, not while typing in another one", async () => {
    renderOnSite(
      <>
        <input aria-label="Другое поле" />
        <HeaderSearch path="/" />
      </>,
    );
    const other = screen.getByRole("textbox", { name: "Другое поле" });
    other.focus();
    fireEvent.keyDown(other, { key: "/" });
    expect(document.activeElement).toBe(other);
  });
});

test("on a phone the button loads and opens the full-width field at once; a change of page closes it", async () => {
  const { rerender } = renderOnSite(<HeaderSearch path="/" />);
  fireEvent.click(screen.getByRole("button", { name: "Поиск по сайту" }));
  await act(async () => {
    await jest.requireActual<typeof import("../lazy")>("../lazy");
  });
  await screen.findByRole("button", { name: "Закрыть" });
  expect(screen.getByRole("button", { name: "Поиск по сайту" })).toHaveAttribute("aria-expanded", "true");
  expect(document.activeElement).toBe(screen.getAllByRole("combobox")[1]);
  rerender(<HeaderSearch path="/modules" />);
  expect(screen.queryByRole("button", { name: "Закрыть" })).toBeNull();
});

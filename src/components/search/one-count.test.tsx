/**
 * The header's «Все результаты (N)» and /search's «Найдено: N» for the same query, on the site's real
 * content: one ranking, one count (issue 49: «сколько стоит» offered 28 in the header, 22 on the page).
 */
import path from "node:path";
import React from "react";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { renderOnSite } from "../../../jest/render";
import { SiteSearch, buildSearchIndex } from "../../../rules/search/engine";
import { searchDocuments } from "../../../gatsby/search/documents";
import { searchContentFromFiles, synonymsFromFiles } from "../../../gatsby/search/from-files";
import { SearchCombobox } from "./SearchCombobox";
import { SearchPage } from "./SearchPage";

const CONTENT = path.resolve(__dirname, "../../../content");
const mockEngine = new SiteSearch(buildSearchIndex(searchDocuments(searchContentFromFiles(CONTENT)), synonymsFromFiles(CONTENT)));

jest.mock("./load-search", () => ({
  siteSearch: jest.fn(() => Promise.resolve(mockEngine)),
  reportMiss: jest.fn(),
}));

async function headerCount(query: string): Promise<number> {
  renderOnSite(<SearchCombobox variant="bar" initialQuery="" autoFocus={false} />);
  const box = screen.getByRole("combobox", { name: "Поиск по сайту" });
  fireEvent.change(box, { target: { value: query } });
  // Found once the (mocked) index has arrived.
  const all = await within(screen.getByRole("listbox", { name: "Результаты поиска" })).findByText(/^Все результаты \(\d+\)$/);
  const count = Number(/\((\d+)\)/.exec(all.textContent ?? "")?.[1]);
  expect(screen.getByRole("status")).toHaveTextContent(`Найдено: ${count}`);
  cleanup();
  return count;
}

async function pageCount(query: string): Promise<number> {
  renderOnSite(<SearchPage search={`?q=${encodeURIComponent(query)}`} />);
  const status = await screen.findByText(/^Найдено: \d+/);
  cleanup();
  return Number(/\d+/.exec(status.textContent ?? "")?.[0]);
}

test.each([
  "сколько стоит",
  "разметка данных для беспилотников",
  "распознавание номеров на въезде в склад",
  "видеоаналитика для",
  "распоз",
])("«%s»: the header counts the pages /search lists", async (query) => {
  const header = await headerCount(query);
  const page = await pageCount(query);
  expect(header).toBe(page);
  expect(page).toBe(mockEngine.search(query).total);
  expect(page).toBeGreaterThan(0);
});

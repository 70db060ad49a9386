import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ThemeProvider } from "styled-components";
import { theme } from "../../../styles/theme";
import { routeTitlesData, siteSettingsData } from "../../../../jest/site-data";
import { Breadcrumbs } from ".";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ ...siteSettingsData, ...routeTitlesData });
});

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <Breadcrumbs path={path} />
    </ThemeProvider>,
  );
}

test("hidden on the home page", () => {
  renderAt("/");
  expect(screen.queryByRole("navigation", { name: "Хлебные крошки" })).toBeNull();
});

test("'Главная' and each part titled from the metadata table; the current page is not a link", () => {
  renderAt("/services/computer-vision/retail");
  const nav = screen.getByRole("navigation", { name: "Хлебные крошки" });
  const items = within(nav).getAllByRole("listitem");
  expect(items.map((li) => li.textContent)).toEqual(["Главная", "Услуги", "Компьютерное зрение", "Ритейл"]);
  expect(within(nav).getByRole("link", { name: "Услуги" })).toHaveAttribute("href", "/services");
  expect(within(nav).queryByRole("link", { name: "Ритейл" })).toBeNull();
  expect(items[3]).toHaveAttribute("aria-current", "page");
});

test("a part missing from the table falls back to its raw segment", () => {
  renderAt("/services/unknown-part");
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Главная", "Услуги", "unknown-part"]);
});

test("search engines get the same trail as BreadcrumbList JSON-LD", () => {
  const { container } = renderAt("/services/computer-vision");
  const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
  expect(ld["@type"]).toBe("BreadcrumbList");
  expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Главная", "Услуги", "Компьютерное зрение"]);
});

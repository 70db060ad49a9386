/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { useStaticQuery } from "gatsby";
import { allStaticData } from "../../../../jest/site-data";
import { theme } from "../../../styles/theme";
import { ContactPanelProvider } from "../../contact/context";
import { ProjectsBlock } from ".";

const projects = [
  { title: "Распознавание ГРЗ на въезде", category: "Разработка нейросети", description: "Номера на КПП.", link: "/ai-projects/grz-recognition" },
  { title: "Определение возраста на кассах", category: "Разработка нейросети", description: "Возраст покупателя.", link: "/ai-projects/age-detection" },
];
const infoCard = { title: "Готовые проекты", text: "14 кейсов опубликованы.", linkText: "Смотреть кейсы", link: "/ai-projects" };

const serverHtml = (path: string) =>
  renderToString(
    <ThemeProvider theme={theme}>
      <ContactPanelProvider>
        <ProjectsBlock path={path} projects={projects} infoCard={infoCard} />
      </ContactPanelProvider>
    </ThemeProvider>,
  );

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(allStaticData);
});

test("in the server's HTML (and so without scripts) the button is a link to the listing, and every case is there", () => {
  const html = serverHtml("/");
  expect(html).toMatch(/<a[^>]*href="\/ai-projects"[^>]*>Показать больше<\/a>/);
  expect(html).not.toContain("<button");
  expect(html).toContain('href="/ai-projects/grz-recognition"');
  expect(html).toContain('href="/ai-projects/age-detection"');
});

test("the listing's HTML has neither the button nor its link", () => {
  expect(serverHtml("/ai-projects")).not.toContain("Показать больше");
});

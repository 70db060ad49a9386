import fs from "node:fs";
import path from "node:path";
import React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { allStaticData } from "../../../../jest/site-data";
import { renderOnSite } from "../../../../jest/render";
import { ContactPanel } from "../../contact/ContactPanel";
import { ProjectsBlock } from ".";
import type { ProjectCardProps } from "./ProjectCard";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 560,
  height: 350,
  images: { fallback: { src: "/static/case.jpg", srcSet: "/static/case.jpg 560w", sizes: "(max-width: 767px) 100vw, 400px" } },
};

/** The 14 published cases as content/projects holds them, in their order. */
const projects: ProjectCardProps[] = fs
  .readdirSync(path.resolve(__dirname, "../../../../content/projects"))
  .map((file) => JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../../content/projects", file), "utf8")))
  .sort((a, b) => a.order - b.order)
  .map((p) => ({ title: p.title, category: p.category, description: p.description, image, imageAlt: p.imageAlt, link: `/ai-projects/${p.slug}` }));

const infoCard = { title: "Готовые проекты", text: "Часть работ закрыта NDA — 14 кейсов опубликованы.", linkText: "Смотреть кейсы", link: "/ai-projects" };

const block = () => screen.getByRole("region", { name: "Готовые проекты" });
/** The links to case pages: in the page at all (`inPage`), or in sight and reach of the visitor. */
const caseLinks = (inPage = false) =>
  within(block())
    .queryAllByRole("link", { hidden: inPage })
    .filter((a) => a.getAttribute("href")?.startsWith("/ai-projects/"));
/** Every item of the cases' list: each one a card with its link, none an empty tile. */
const listItems = () => within(within(block()).getByRole("list", { hidden: true })).queryAllByRole("listitem", { hidden: true });

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(allStaticData);
});

test("collapsed at first: two rows of cards in sight, the rest in the page but out of sight and reach, and 'Показать больше'", () => {
  renderOnSite(<ProjectsBlock path="/" projects={projects} infoCard={infoCard} />);
  const links = caseLinks(true);
  expect(links).toHaveLength(14);
  // jsdom applies the wide-screen rules: three cards a row
  expect(caseLinks()).toEqual(links.slice(0, 6));
  for (const link of links.slice(0, 6)) expect(link).toBeVisible();
  for (const link of links.slice(6)) expect(link).not.toBeVisible();
  const more = screen.getByRole("button", { name: "Показать больше" });
  expect(more).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("link", { name: "Ко всем проектам" })).toBeNull();
});

test("'Показать больше' shows every case and turns into 'Ко всем проектам', opening the listing in a new tab", () => {
  renderOnSite(<ProjectsBlock path="/" projects={projects} infoCard={infoCard} />);
  fireEvent.click(screen.getByRole("button", { name: "Показать больше" }));
  expect(caseLinks()).toHaveLength(14);
  for (const link of caseLinks()) expect(link).toBeVisible();
  expect(screen.queryByRole("button", { name: "Показать больше" })).toBeNull();
  const all = screen.getByRole("link", { name: "Ко всем проектам" });
  expect(all).toHaveAttribute("href", "/ai-projects");
  expect(all).toHaveAttribute("target", "_blank");
  expect(all).toHaveAttribute("rel", "noopener noreferrer");
  // The focus goes to the first card it revealed (three a row here: the seventh), not past every card.
  expect(caseLinks()[6]).toHaveFocus();
});

test("on /ai-projects every case is in sight and there is no button", () => {
  renderOnSite(<ProjectsBlock path="/ai-projects" projects={projects} infoCard={infoCard} />);
  expect(caseLinks()).toHaveLength(14);
  for (const link of caseLinks()) expect(link).toBeVisible();
  expect(screen.queryByRole("button", { name: "Показать больше" })).toBeNull();
  expect(screen.queryByRole("link", { name: "Ко всем проектам" })).toBeNull();
  expect(screen.queryByRole("link", { name: "Смотреть кейсы" })).toBeNull();
});

test("on a case page that case is left out; the list holds cards only, no empty tiles", () => {
  const { unmount } = renderOnSite(<ProjectsBlock path="/ai-projects/age-detection" projects={projects} infoCard={infoCard} />);
  expect(caseLinks(true)).toHaveLength(13);
  expect(screen.queryByRole("link", { name: "Определение возраста на кассах", hidden: true })).toBeNull();
  expect(screen.getByRole("link", { name: "Распознавание ГРЗ для логопарков", hidden: true })).toBeInTheDocument();
  expect(listItems()).toHaveLength(13);
  unmount();

  renderOnSite(<ProjectsBlock path="/about" projects={projects} infoCard={infoCard} />);
  expect(caseLinks(true)).toHaveLength(14);
  fireEvent.click(screen.getByRole("button", { name: "Показать больше" }));
  expect(listItems()).toHaveLength(14);
  for (const item of listItems()) expect(within(item).getByRole("link")).toBeVisible();
});

test("a card is one link named by its title, opening the case page in a new tab, with its category, text and image", () => {
  renderOnSite(<ProjectsBlock path="/ai-projects" projects={projects} infoCard={infoCard} />);
  const link = screen.getByRole("link", { name: "Определение возраста на кассах" });
  expect(link).toHaveAttribute("href", "/ai-projects/age-detection");
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const card = link.closest("li") as HTMLElement;
  expect(within(card).getAllByRole("link")).toHaveLength(1);
  expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Определение возраста на кассах");
  expect(within(card).getByText("Разработка нейросети")).toBeInTheDocument();
  expect(within(card).getByText(/520 кассах самообслуживания/)).toBeInTheDocument();
  expect(within(card).getByRole("img", { name: /кассы самообслуживания/ })).toBeInTheDocument();
  expect(card.querySelector("svg[aria-hidden='true']")).not.toBeNull();
});

test("a card without a case page opens the contact panel", async () => {
  const withoutPage: ProjectCardProps = {
    title: "Подсчёт посетителей в торговом центре",
    category: "Разработка крупной системы",
    description: "Проект под NDA: подробности расскажем при встрече.",
    image: null,
    imageAlt: null,
    link: null,
  };
  renderOnSite(
    <>
      <ProjectsBlock path="/" projects={[withoutPage, ...projects]} infoCard={infoCard} />
      <ContactPanel />
    </>,
  );
  expect(screen.queryByRole("dialog", { name: "Оставить заявку" })).toBeNull();
  const card = screen.getByRole("button", { name: "Подсчёт посетителей в торговом центре" });
  expect(card).toHaveAttribute("aria-haspopup", "dialog");
  fireEvent.click(card);
  const dialog = screen.getByRole("dialog", { name: "Оставить заявку" });
  expect(dialog).toBeVisible();
  expect(await within(dialog).findByRole("form", { name: "Заявка" })).toBeInTheDocument();
});

test("the info card carries the figures of the site settings", () => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    ...allStaticData,
    siteSettings: { ...allStaticData.siteSettings, projectsDelivered: 61, foundedYear: 2016 },
  });
  renderOnSite(<ProjectsBlock path="/" projects={projects} infoCard={infoCard} />);
  const region = block();
  expect(within(region).getByRole("heading", { level: 2, name: "Готовые проекты" })).toBeInTheDocument();
  expect(within(region).getByText("61")).toBeInTheDocument();
  expect(within(region).getByText("AI-проект с 2016 года")).toBeInTheDocument();
  expect(within(region).getByRole("link", { name: "Смотреть кейсы" })).toHaveAttribute("href", "/ai-projects");
});

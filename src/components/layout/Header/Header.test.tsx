import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { allStaticData } from "../../../../jest/site-data";
import { renderOnSite } from "../../../../jest/render";
import { Header } from ".";

beforeEach(() => {
  jest.useFakeTimers();
  (useStaticQuery as jest.Mock).mockReturnValue(allStaticData);
  Object.defineProperty(window, "innerWidth", { value: 1440, configurable: true });
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  document.body.style.overflow = "";
});
afterEach(() => jest.useRealTimers());

// jsdom evaluates no media queries: the burger (shown only up to 1200 px) is present at any width here;
// the end-to-end tests check which controls show at real widths.
const burger = () => screen.getByRole("button", { name: /меню|Назад/ });
const mobileMenu = () => screen.getByRole("navigation", { name: "Меню" });
const mobileMenuShown = () => screen.queryByRole("navigation", { name: "Меню" }) !== null;

function scrollTo(y: number, width = window.innerWidth) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
    jest.runOnlyPendingTimers();
  });
}

test("the main menu lists SPEC §2's items; Видеоаналитика opens in a new tab", () => {
  renderOnSite(<Header path="/" />);
  const nav = screen.getByRole("navigation", { name: "Основное меню" });
  expect(within(nav).getAllByRole("link").map((a) => a.textContent)).toEqual(
    expect.arrayContaining(["Модули", "Услуги", "Блог", "О нас", "Видеоаналитика"]),
  );
  const video = within(nav).getByRole("link", { name: "Видеоаналитика" });
  expect(video).toHaveAttribute("target", "_blank");
  expect(video.getAttribute("rel")).toContain("noopener");
});

test("logo links home; messaging and e-mail icons have accessible names", () => {
  renderOnSite(<Header path="/about" />);
  const logo = screen.getByRole("link", { name: "Видеум AI лаборатория — на главную" });
  expect(logo).toHaveAttribute("href", "/");
  // Label in name (WCAG 2.5.3): the name begins with the words the logo shows.
  expect(within(logo).getByText("Видеум")).toBeVisible();
  expect(within(logo).getByText("AI лаборатория")).toBeVisible();
  expect(screen.getByRole("link", { name: "Telegram-канал компании" })).toHaveAttribute("href", "https://t.me/videumlab");
  expect(screen.getByRole("link", { name: "Написать на hello@videumlab.ru" })).toHaveAttribute("href", "mailto:hello@videumlab.ru");
});

test("a desktop submenu opens from its toggle and lists the collection", () => {
  renderOnSite(<Header path="/" />);
  const toggle = screen.getByRole("button", { name: "Модули: показать разделы" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(screen.getAllByRole("link", { name: "Распознавание лиц" })[0]).toHaveAttribute("href", "/modules/faces");
});

test("the burger opens the mobile menu and locks page scrolling; closing unlocks it", () => {
  renderOnSite(<Header path="/" />);
  expect(burger()).toHaveAttribute("aria-expanded", "false");
  expect(mobileMenuShown()).toBe(false);
  fireEvent.click(burger());
  expect(burger()).toHaveAccessibleName("Закрыть меню");
  expect(mobileMenu()).toBeVisible();
  expect(document.body.style.overflow).toBe("hidden");
  fireEvent.click(burger());
  expect(mobileMenuShown()).toBe(false);
  expect(document.body.style.overflow).toBe("");
});

test("a mobile submenu replaces the list; the burger then acts as back", () => {
  renderOnSite(<Header path="/" />);
  fireEvent.click(burger());
  fireEvent.click(within(mobileMenu()).getByRole("button", { name: "Услуги" }));
  expect(within(mobileMenu()).getByRole("link", { name: "Компьютерное зрение" })).toBeInTheDocument();
  expect(burger()).toHaveAccessibleName("Назад");
  fireEvent.click(burger());
  expect(within(mobileMenu()).getByRole("button", { name: "Услуги" })).toBeInTheDocument();
  expect(burger()).toHaveAccessibleName("Закрыть меню");
});

test("the mobile menu is closed again after a route change", () => {
  const { rerender } = renderOnSite(<Header path="/" />);
  fireEvent.click(burger());
  fireEvent.click(within(mobileMenu()).getByRole("button", { name: "Модули" }));
  rerender(<Header path="/modules/faces" />);
  expect(burger()).toHaveAttribute("aria-expanded", "false");
  expect(burger()).toHaveAccessibleName("Открыть меню");
  expect(mobileMenuShown()).toBe(false);
  expect(document.body.style.overflow).toBe("");
});

test("scrolled style after 24 px of scroll", () => {
  renderOnSite(<Header path="/" />);
  const header = screen.getByRole("banner");
  scrollTo(24);
  expect(header).toHaveAttribute("data-scrolled", "false");
  scrollTo(25);
  expect(header).toHaveAttribute("data-scrolled", "true");
});

test("under 1024 px the header hides while scrolling down past 100 px and returns on scrolling up", () => {
  renderOnSite(<Header path="/" />);
  const header = screen.getByRole("banner");
  scrollTo(90, 375);
  scrollTo(100, 375);
  expect(header).toHaveAttribute("data-hidden", "false");
  scrollTo(180, 375);
  expect(header).toHaveAttribute("data-hidden", "true");
  scrollTo(150, 375);
  expect(header).toHaveAttribute("data-hidden", "false");
});

test("at 1024 px and wider the header never hides", () => {
  renderOnSite(<Header path="/" />);
  scrollTo(300, 1024);
  scrollTo(600, 1024);
  expect(screen.getByRole("banner")).toHaveAttribute("data-hidden", "false");
});

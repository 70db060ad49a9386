import React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { allStaticData } from "../../../../jest/site-data";
import { renderOnSite } from "../../../../jest/render";
import { CookieNotice } from "../CookieNotice";
import { Footer } from ".";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(allStaticData);
});

test("the three groups of SPEC §2 with their links", () => {
  renderOnSite(<Footer />);
  for (const name of ["Основное", "Услуги", "Модули"]) {
    expect(screen.getByRole("button", { name })).toBeInTheDocument();
  }
  fireEvent.click(screen.getByRole("button", { name: "Модули" }));
  expect(screen.getByRole("link", { name: "Другие" })).toHaveAttribute("href", "/modules");
});

test("as accordions only the first group is open at first, and a toggle opens another", () => {
  renderOnSite(<Footer />);
  const [first, second, third] = ["Основное", "Услуги", "Модули"].map((name) => screen.getByRole("button", { name }));
  expect(first).toHaveAttribute("aria-expanded", "true");
  expect(second).toHaveAttribute("aria-expanded", "false");
  expect(third).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByRole("link", { name: "Кейсы" })).toBeVisible();
  expect(screen.queryByRole("link", { name: "Разметка данных" })).toBeNull();

  fireEvent.click(second);
  expect(second).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("link", { name: "Разметка данных" })).toBeVisible();
  fireEvent.click(first);
  expect(screen.queryByRole("link", { name: "Кейсы" })).toBeNull();
});

test("the messaging promo's 'Подписаться' opens the channel in a new tab", () => {
  renderOnSite(<Footer />);
  const subscribe = screen.getByRole("link", { name: "Подписаться" });
  expect(subscribe).toHaveAttribute("href", "https://t.me/videumlab");
  expect(subscribe).toHaveAttribute("target", "_blank");
});

test("copyright with the current year, e-mail, phone, privacy policy and accreditation", () => {
  renderOnSite(<Footer />);
  const year = new Date().getFullYear();
  expect(screen.getByText(`© 2017–${year} ООО «Видеум Лаб»`)).toBeInTheDocument();
  expect(screen.getAllByRole("link", { name: "hello@videumlab.ru" })[0]).toHaveAttribute("href", "mailto:hello@videumlab.ru");
  expect(screen.getAllByRole("link", { name: "+7 495 120-17-54" })[0]).toHaveAttribute("href", "tel:+74951201754");
  expect(screen.getByRole("link", { name: "Политика конфиденциальности" })).toHaveAttribute("href", "/privacy.pdf");
  expect(screen.getByText("Аккредитованная IT-компания")).toBeInTheDocument();
});

test("four social links with their names", () => {
  renderOnSite(<Footer />);
  const socials = screen.getByRole("navigation", { name: "Компания в соцсетях" });
  expect(within(socials).getAllByRole("link").map((a) => a.getAttribute("aria-label"))).toEqual([
    "Telegram",
    "ВКонтакте",
    "YouTube",
    "RUTUBE",
  ]);
});

describe("'Настройки cookie'", () => {
  afterEach(() => {
    delete process.env.GATSBY_YANDEX_METRIKA_ID;
    localStorage.clear();
  });

  test("absent on a build without analytics counters", () => {
    renderOnSite(<Footer />);
    expect(screen.queryByRole("button", { name: "Настройки cookie" })).toBeNull();
  });

  test("with a counter configured, reopens the cookie notice after the visitor answered it", () => {
    process.env.GATSBY_YANDEX_METRIKA_ID = "12345678";
    renderOnSite(
      <>
        <Footer />
        <CookieNotice />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Отказаться" }));
    expect(screen.queryByRole("button", { name: "Отказаться" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Настройки cookie" }));
    expect(screen.getByRole("region", { name: /^Файлы cookie и\sаналитика$/ })).toHaveTextContent("Сейчас аналитика отключена.");
  });
});

import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { allStaticData } from "../../../../jest/site-data";
import { renderOnSite } from "../../../../jest/render";
import { RequestButton } from "../RequestButton";
import { ContactPanel } from ".";

beforeEach(() => {
  jest.useFakeTimers();
  (useStaticQuery as jest.Mock).mockReturnValue(allStaticData);
});
afterEach(() => jest.useRealTimers());

function renderPage() {
  renderOnSite(
    <>
      <RequestButton />
      <ContactPanel />
    </>,
  );
  return screen.getByRole("link", { name: "Оставить заявку" });
}

const dialog = () => screen.queryByRole("dialog", { name: "Оставить заявку" });

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

test("'Оставить заявку' opens the panel and moves focus into it", () => {
  const button = renderPage();
  expect(dialog()).toBeNull();
  fireEvent.click(button);
  expect(dialog()).toBeVisible();
  expect(dialog()).toHaveAttribute("aria-modal", "true");
  expect(dialog()).toContainElement(document.activeElement as HTMLElement);
});

test("the close control sets a closing state, and the panel is gone 300 ms later with focus back on the button", () => {
  const button = renderPage();
  button.focus();
  fireEvent.click(button);
  fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
  advance(299);
  expect(dialog()).toBeInTheDocument();
  advance(1);
  expect(dialog()).toBeNull();
  expect(button).toHaveFocus();
});

test("Escape closes the panel", () => {
  renderPage();
  fireEvent.click(screen.getByRole("link", { name: "Оставить заявку" }));
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  advance(300);
  expect(dialog()).toBeNull();
});

test("a click on the backdrop closes the panel", () => {
  renderPage();
  fireEvent.click(screen.getByRole("link", { name: "Оставить заявку" }));
  fireEvent.click(screen.getByTestId("contact-panel-backdrop"));
  advance(300);
  expect(dialog()).toBeNull();
});

test("Tab from the last control wraps to the first, Shift+Tab from the first to the last", () => {
  renderPage();
  fireEvent.click(screen.getByRole("link", { name: "Оставить заявку" }));
  const close = screen.getByRole("button", { name: "Закрыть" });
  const telegram = screen.getByRole("link", { name: /Написать в телеграм/ });
  telegram.focus();
  fireEvent.keyDown(telegram, { key: "Tab" });
  expect(close).toHaveFocus();
  fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
  expect(telegram).toHaveFocus();
});

test("the page behind cannot scroll while the panel is open", () => {
  renderPage();
  fireEvent.click(screen.getByRole("link", { name: "Оставить заявку" }));
  expect(document.body.style.overflow).toBe("hidden");
  fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
  advance(300);
  expect(document.body.style.overflow).toBe("");
});

test("the panel offers the company's phone, e-mail and messenger", () => {
  renderPage();
  fireEvent.click(screen.getByRole("link", { name: "Оставить заявку" }));
  expect(screen.getByRole("link", { name: /\+7 495 120-17-54/ })).toHaveAttribute("href", "tel:+74951201754");
  expect(screen.getByRole("link", { name: /hello@videumlab\.ru/ })).toHaveAttribute("href", "mailto:hello@videumlab.ru");
});

test("the panel holds the request form; once the request is stored it closes and the success toast stays", async () => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 201, json: async () => ({ id: "7", status: "accepted" }) }) as Response);
  renderPage();
  fireEvent.click(screen.getByRole("link", { name: "Оставить заявку" }));
  const form = await screen.findByRole("form", { name: "Заявка" });
  expect(dialog()).toContainElement(form);

  fireEvent.change(screen.getByRole("textbox", { name: /Имя/ }), { target: { value: "Олег" } });
  fireEvent.change(screen.getByRole("textbox", { name: /Телефон/ }), { target: { value: "+7 916 123-45-67" } });
  fireEvent.change(screen.getByRole("textbox", { name: /Сообщение/ }), { target: { value: "Нужен подсчёт очередей" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /согласие/ }));
  await act(async () => {
    fireEvent.submit(form);
  });
  expect(await screen.findByRole("status")).toHaveTextContent("Сообщение успешно отправлено!");
  advance(300);
  expect(dialog()).toBeNull();
  expect(screen.getByRole("status")).toHaveTextContent("Сообщение успешно отправлено!");
});

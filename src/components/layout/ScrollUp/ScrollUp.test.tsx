import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../../styles/theme";
import { ScrollUp } from ".";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
    jest.runOnlyPendingTimers();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  window.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

function renderButton() {
  return render(
    <ThemeProvider theme={theme}>
      <ScrollUp />
    </ThemeProvider>,
  );
}

const button = () => screen.queryByRole("button", { name: "Наверх" });

beforeEach(() => Object.defineProperty(document.documentElement, "scrollHeight", { value: 10_000, configurable: true }));

test("hidden at the top and until scroll plus window height passes 1.5 window heights, scrolling up", () => {
  renderButton();
  scrollTo(3000);
  scrollTo(400); // 400 + 800 = 1200 = 1.5 × 800: not yet beyond
  expect(button()).toBeNull();
  scrollTo(401);
  expect(button()).toBeNull(); // beyond, but scrolling down
  scrollTo(2000);
  expect(button()).toBeNull();
  scrollTo(1990);
  expect(button()).toBeVisible();
});

test("hidden while she scrolls down to read (it covered the cards' text at 375 px), back as soon as she scrolls up", () => {
  renderButton();
  scrollTo(1500);
  scrollTo(2500);
  expect(button()).toBeNull();
  scrollTo(2400);
  expect(button()).toBeVisible();
  scrollTo(2450);
  expect(button()).toBeNull();
});

test("at the end of the page it shows, scrolling down or not", () => {
  renderButton();
  scrollTo(8000);
  expect(button()).toBeNull();
  scrollTo(9200); // 9200 + 800 = the page's height
  expect(button()).toBeVisible();
});

test("takes the visitor back to the top", () => {
  renderButton();
  scrollTo(3000);
  scrollTo(2000);
  fireEvent.click(screen.getByRole("button", { name: "Наверх" }));
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});

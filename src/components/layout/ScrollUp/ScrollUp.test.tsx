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

test("hidden at the top and until scroll plus window height passes 1.5 window heights", () => {
  renderButton();
  scrollTo(0);
  expect(screen.queryByRole("button", { name: "Наверх" })).toBeNull();
  scrollTo(400); // 400 + 800 = 1200 = 1.5 × 800: not yet beyond
  expect(screen.queryByRole("button", { name: "Наверх" })).toBeNull();
  scrollTo(401);
  expect(screen.getByRole("button", { name: "Наверх" })).toBeVisible();
});

test("takes the visitor back to the top", () => {
  renderButton();
  scrollTo(2000);
  fireEvent.click(screen.getByRole("button", { name: "Наверх" }));
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});

import React from "react";
import { act, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../../styles/theme";
import { trackProgress } from "../../../lib/progress";
import { ProgressBar } from ".";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderBar() {
  return render(
    <ThemeProvider theme={theme}>
      <ProgressBar />
    </ThemeProvider>,
  );
}

/** A request the test finishes by hand, shown on the page's bar. */
function slowRequest() {
  let finish: () => void = () => undefined;
  const request = trackProgress(new Promise<void>((resolve) => (finish = resolve)));
  return { request, finish };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test("a request shorter than 200 ms never shows the bar", async () => {
  renderBar();
  const { request, finish } = slowRequest();
  advance(150);
  expect(screen.queryByRole("progressbar")).toBeNull();
  await act(async () => {
    finish();
    await request;
  });
  advance(1000);
  expect(screen.queryByRole("progressbar")).toBeNull();
});

test("a slow request shows the bar from 200 ms, filling it; it completes and disappears 500 ms after the end", async () => {
  renderBar();
  const { request, finish } = slowRequest();
  advance(199);
  expect(screen.queryByRole("progressbar")).toBeNull();
  advance(1);
  const bar = screen.getByRole("progressbar", { name: "Загрузка" });
  expect(bar).toBeVisible();
  const first = Number(bar.getAttribute("aria-valuenow"));

  // 2.2 s into a nominal 5 s: 0.95 × 2.2 / 5 of the bar.
  advance(2000);
  expect(first).toBeLessThan(42);
  expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "42");
  expect(screen.getByRole("progressbar")).toHaveStyle({ transform: "scaleX(0.418)" });

  await act(async () => {
    finish();
    await request;
  });
  expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  advance(499);
  expect(screen.getByRole("progressbar")).toBeVisible();
  advance(1);
  expect(screen.queryByRole("progressbar")).toBeNull();
});

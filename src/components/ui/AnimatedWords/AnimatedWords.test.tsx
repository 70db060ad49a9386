import React from "react";
import { render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../../styles/theme";
import { AnimatedWords } from ".";

const HEADLINE = "Компьютерное зрение для\u00A0ритейла и\u00A0складов";

function renderHeadline(text = HEADLINE) {
  return render(
    <ThemeProvider theme={theme}>
      <h1>
        <AnimatedWords text={text} />
      </h1>
    </ThemeProvider>,
  );
}

test("a screen reader hears the headline as one sentence", () => {
  renderHeadline();
  const heading = screen.getByRole("heading", { level: 1, name: HEADLINE });
  expect(heading.textContent).toBe(HEADLINE);
});

test("each word comes in on its own; a short word and the next one, joined by a non-breaking space, together", () => {
  renderHeadline();
  const words = Array.from(screen.getByRole("heading").children).map((word) => word.textContent);
  expect(words).toEqual(["Компьютерное", "зрение", "для\u00A0ритейла", "и\u00A0складов"]);
});

test("the words start one after another and each ends visible", () => {
  renderHeadline();
  const words = Array.from(screen.getByRole("heading").children);
  expect(words.map((word) => getComputedStyle(word).animationDelay)).toEqual(["0ms", "60ms", "120ms", "180ms"]);
  for (const word of words) expect(getComputedStyle(word).animation).toMatch(/400ms ease-out both/);
});

import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  destroyIntersectionMocking, intersectionMockInstance, mockAllIsIntersecting,
} from "react-intersection-observer/test-utils";
import { ThemeProvider } from "styled-components";
import { theme } from "../../../styles/theme";
import { Reveal } from ".";
import { stubMatchMedia } from "../../../../jest/match-media";

const VIEWPORT_HEIGHT = 800;
const originalMatchMedia = window.matchMedia;

/** Where the block's top sits relative to the viewport when the page mounts. */
function placeBlockAt(top: number) {
  jest.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({
    top, bottom: top + 400, left: 0, right: 1440, width: 1440, height: 400, x: 0, y: top, toJSON: () => ({}),
  });
}

/** A screen where exactly these media queries match. */
function matchMedia(...matching: string[]) {
  window.matchMedia = stubMatchMedia(...matching);
}

function renderBlock() {
  render(
    <ThemeProvider theme={theme}>
      <Reveal>
        <section aria-labelledby="systems-title">
          <h2 id="systems-title">Системы, которые мы строим</h2>
          <p>Видеоаналитика, распознавание документов и контроль безопасности на производстве.</p>
        </section>
      </Reveal>
    </ThemeProvider>,
  );
  const region = screen.getByRole("region", { name: "Системы, которые мы строим" });
  return { region, block: region.parentElement as HTMLElement };
}

beforeEach(() => {
  Object.defineProperty(window, "innerHeight", { value: VIEWPORT_HEIGHT, configurable: true });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

test("a block below the fold is hidden after mounting and fades in when scrolled into view", () => {
  placeBlockAt(1900);
  const { region, block } = renderBlock();
  expect(region).not.toBeVisible();
  expect(block).toHaveStyle({ transform: "translateY(100px)" });

  act(() => mockAllIsIntersecting(false));
  expect(region).not.toBeVisible();

  act(() => mockAllIsIntersecting(true));
  expect(region).toBeVisible();
  expect(block).not.toHaveStyle({ transform: "translateY(100px)" });
  expect(block).toHaveStyle({ transition: "opacity 800ms ease-out,transform 600ms ease-out" });
});

test("once revealed, a block stays visible when scrolled away again", () => {
  placeBlockAt(1900);
  const { region } = renderBlock();
  act(() => mockAllIsIntersecting(true));
  act(() => mockAllIsIntersecting(false));
  expect(region).toBeVisible();
});

test("a block already on screen when the page mounts is never hidden", () => {
  placeBlockAt(300);
  const { region } = renderBlock();
  expect(region).toBeVisible();
  expect(window.IntersectionObserver).not.toHaveBeenCalled();
});

test("a block showing only a strip at the bottom of the screen is not hidden either", () => {
  placeBlockAt(VIEWPORT_HEIGHT - 40);
  const { region } = renderBlock();
  expect(region).toBeVisible();
});

test("a block the visitor has scrolled past (a restored position) stays visible", () => {
  placeBlockAt(-1200);
  const { region } = renderBlock();
  expect(region).toBeVisible();
});

test("with reduced motion requested nothing is hidden", () => {
  matchMedia("(prefers-reduced-motion: reduce)");
  placeBlockAt(1900);
  const { region } = renderBlock();
  expect(region).toBeVisible();
  expect(window.IntersectionObserver).not.toHaveBeenCalled();
});

test("a browser without IntersectionObserver shows every block", () => {
  destroyIntersectionMocking();
  expect(window.IntersectionObserver).toBeUndefined();
  placeBlockAt(1900);
  const { region } = renderBlock();
  expect(region).toBeVisible();
});

test("the block reveals 100 px inside the bottom of a wide viewport", () => {
  placeBlockAt(1900);
  const { block } = renderBlock();
  expect(intersectionMockInstance(block).rootMargin).toBe("0px 0px -100px 0px");
});

test("at 375 px it reveals 50 px inside the bottom of the viewport", () => {
  matchMedia("(max-width: 767px)");
  placeBlockAt(1900);
  const { block } = renderBlock();
  expect(intersectionMockInstance(block).rootMargin).toBe("0px 0px -50px 0px");
});

test("resizing across 768 px changes the margin once the resizing pauses for 200 ms", () => {
  jest.useFakeTimers();
  placeBlockAt(1900);
  const { block } = renderBlock();
  matchMedia("(max-width: 767px)");
  fireEvent(window, new Event("resize"));
  act(() => jest.advanceTimersByTime(150));
  fireEvent(window, new Event("resize"));
  act(() => jest.advanceTimersByTime(199));
  expect(intersectionMockInstance(block).rootMargin).toBe("0px 0px -100px 0px");
  act(() => jest.advanceTimersByTime(1));
  expect(intersectionMockInstance(block).rootMargin).toBe("0px 0px -50px 0px");
});

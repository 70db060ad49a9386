/**
 * @jest-environment jsdom
 */
import { learnBlockHeights, RESTORING_ATTRIBUTE, rememberNativeAnchorJumps, restoreScroll, takeNativeAnchorJump } from "./scroll-restoration";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("the position is restored with every block laid out, and the blocks are released two frames later", () => {
  const root = document.documentElement;
  let laidOutWhenScrolled = false;
  const scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => {
    laidOutWhenScrolled = root.hasAttribute(RESTORING_ATTRIBUTE);
  });

  restoreScroll(8543);
  expect(scrollTo).toHaveBeenCalledWith(0, 8543);
  expect(laidOutWhenScrolled).toBe(true);
  jest.advanceTimersToNextTimer(); // first frame: rendered with the real heights
  expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
  jest.advanceTimersToNextTimer();
  expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
});

test("once the page is shown and the browser idle, every block is laid out for a frame, so a later jump lands on real heights", async () => {
  const root = document.documentElement;
  learnBlockHeights();
  // Nothing while the page is still loading and hydrating (jsdom has no requestIdleCallback: a second's delay stands in).
  expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
  await jest.advanceTimersByTimeAsync(999);
  expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
  jest.advanceTimersToNextTimer(); // the frame rendered with every block laid out
  expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
  jest.advanceTimersToNextTimer();
  expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
});

test("a jump the browser made itself to a place in this page is recognised once; other links are not", () => {
  rememberNativeAnchorJumps();
  document.body.innerHTML = `<a id="toc" href="#сколько-стоит">Сколько стоит</a><a id="away" href="/blogs#top">Блог</a>`;
  const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

  click("toc");
  expect(takeNativeAnchorJump("#%D1%81%D0%BA%D0%BE%D0%BB%D1%8C%D0%BA%D0%BE-%D1%81%D1%82%D0%BE%D0%B8%D1%82")).toBe(true);
  expect(takeNativeAnchorJump("#сколько-стоит")).toBe(false);

  document.addEventListener("click", (event) => event.preventDefault(), { once: true, capture: true });
  click("away");
  expect(takeNativeAnchorJump("#top")).toBe(false);
});

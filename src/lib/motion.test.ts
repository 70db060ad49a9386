import {
  WORDS_TOTAL_MS, WORD_FADE_MS, revealRootMargin, splitWords, startsBelowViewport, wordDelayMs,
} from "./motion";

test("the reveal margin is 100 px at the bottom of the viewport, 50 px on narrow screens", () => {
  expect(revealRootMargin(false)).toBe("0px 0px -100px 0px");
  expect(revealRootMargin(true)).toBe("0px 0px -50px 0px");
});

test("only a block entirely below the viewport may start hidden", () => {
  expect(startsBelowViewport(1200, 800)).toBe(true);
  expect(startsBelowViewport(800, 800)).toBe(true);
  expect(startsBelowViewport(760, 800)).toBe(false); // a 40 px strip already shows
  expect(startsBelowViewport(100, 800)).toBe(false);
  expect(startsBelowViewport(-600, 800)).toBe(false); // scrolled past
  expect(startsBelowViewport(1200, 0)).toBe(false); // no viewport measured
});

test("words split at ordinary spaces; non-breaking spaces keep short words with the next one", () => {
  expect(splitWords("Видеоаналитика для\u00A0ритейла и\u00A0складов")).toEqual([
    "Видеоаналитика",
    "для\u00A0ритейла",
    "и\u00A0складов",
  ]);
  expect(splitWords("  Компьютерное   зрение\n")).toEqual(["Компьютерное", "зрение"]);
  expect(splitWords("")).toEqual([]);
});

test("words start 60 ms apart, and a long headline is still all in within 0.8 s", () => {
  expect([0, 1, 2].map((i) => wordDelayMs(i, 3))).toEqual([0, 60, 120]);
  expect(wordDelayMs(0, 1)).toBe(0);
  const count = 20;
  const last = wordDelayMs(count - 1, count);
  expect(last + WORD_FADE_MS).toBeLessThanOrEqual(WORDS_TOTAL_MS);
  expect(wordDelayMs(1, count)).toBeGreaterThan(0);
});

/**
 * @jest-environment jsdom
 */
import { BLOCKS_PER_FRAME, HEIGHTS_LEARNED_MARK, learnBlockHeights, MEASURING_ATTRIBUTE, NEAR_BLOCK_ATTRIBUTE, RESTORING_ATTRIBUTE, rememberNativeAnchorJumps, restoreScroll, takeNativeAnchorJump } from "./scroll-restoration";

beforeEach(() => jest.useFakeTimers());

/** The performance marks the code sets from now on (jsdom has no User Timing). */
function recordMarks(): string[] {
  const marks: string[] = [];
  Object.defineProperty(performance, "mark", { value: (name: string) => marks.push(name), configurable: true, writable: true });
  return marks;
}
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

test("once the page is shown and the browser idle, the blocks below the viewport are laid out for a frame, so a later jump lands on real heights", async () => {
  const block = (top: number) => {
    const element = document.createElement("section");
    element.setAttribute(NEAR_BLOCK_ATTRIBUTE, "");
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.appendChild(element);
    return element;
  };
  const onScreen = block(window.innerHeight - 100);
  const below = [block(window.innerHeight), block(window.innerHeight * 4)];
  const laidOut = () => [onScreen, ...below].map((element) => (element.hasAttribute(MEASURING_ATTRIBUTE) ? "visible" : "auto"));

  learnBlockHeights();
  // Nothing while the page is still loading and hydrating (jsdom has no requestIdleCallback: a second's delay stands in).
  await jest.advanceTimersByTimeAsync(999);
  expect(laidOut()).toEqual(["auto", "auto", "auto"]);
  await jest.advanceTimersByTimeAsync(1);
  // The block on screen is left alone: Chromium would report it as moved.
  expect(laidOut()).toEqual(["auto", "visible", "visible"]);
  jest.advanceTimersByTime(16); // the frame rendered with them laid out
  expect(laidOut()).toEqual(["auto", "visible", "visible"]);
  jest.advanceTimersByTime(16);
  expect(laidOut()).toEqual(["auto", "auto", "auto"]);
  document.body.innerHTML = "";
});

test("when the frame that lays the blocks out sends for a font, they are laid out again once it is in, so they keep the web font's heights", async () => {
  let loaded: () => void = () => {};
  const fonts = { status: "loaded", ready: Promise.resolve() } as { status: string; ready: Promise<void> };
  Object.defineProperty(document, "fonts", { value: fonts, configurable: true });
  const below = document.createElement("section");
  below.setAttribute(NEAR_BLOCK_ATTRIBUTE, "");
  below.getBoundingClientRect = () => ({ top: window.innerHeight * 2 }) as DOMRect;
  document.body.appendChild(below);
  const laidOut = () => below.hasAttribute(MEASURING_ATTRIBUTE);

  learnBlockHeights();
  await jest.advanceTimersByTimeAsync(1000);
  expect(laidOut()).toBe(true);
  // Laying the block out needs a weight no text on screen used: the browser starts fetching it.
  fonts.status = "loading";
  fonts.ready = new Promise((resolve) => (loaded = resolve));
  await jest.advanceTimersByTimeAsync(32);
  expect(laidOut()).toBe(false);
  await jest.advanceTimersByTimeAsync(5000);
  expect(laidOut()).toBe(false);

  fonts.status = "loaded";
  loaded();
  await jest.advanceTimersByTimeAsync(0);
  expect(laidOut()).toBe(true);
  await jest.advanceTimersByTimeAsync(32);
  expect(laidOut()).toBe(false);
  // Nothing more was loading: no further round.
  await jest.advanceTimersByTimeAsync(10_000);
  expect(laidOut()).toBe(false);
  Reflect.deleteProperty(document, "fonts");
  document.body.innerHTML = "";
});

test("a long page's blocks learn their heights a few per frame, each frame at an idle moment; one the visitor has meanwhile scrolled to is left alone", async () => {
  const marks = recordMarks();
  const tops = new Map<HTMLElement, number>();
  const blocks = Array.from({ length: 10 }, (_, i) => {
    const element = document.createElement("section");
    element.setAttribute(NEAR_BLOCK_ATTRIBUTE, "");
    tops.set(element, window.innerHeight * (i + 1));
    element.getBoundingClientRect = () => ({ top: tops.get(element)! }) as DOMRect;
    document.body.appendChild(element);
    return element;
  });
  const measuredEver = new Set<HTMLElement>();
  const laidOutNow = () => blocks.filter((block) => block.hasAttribute(MEASURING_ATTRIBUTE));
  const frames: number[] = [];
  const watch = () => {
    const now = laidOutNow();
    if (now.length > 0 && frames.at(-1) !== now.length) frames.push(now.length);
    now.forEach((block) => measuredEver.add(block));
  };

  learnBlockHeights();
  await jest.advanceTimersByTimeAsync(1000);
  watch();
  expect(laidOutNow()).toEqual(blocks.slice(0, BLOCKS_PER_FRAME));
  // The visitor scrolls: the sixth block comes on screen before its turn.
  tops.set(blocks[5], 200);
  for (let step = 0; step < 40; step += 1) {
    await jest.advanceTimersByTimeAsync(16);
    watch();
  }
  expect(frames.every((count) => count <= BLOCKS_PER_FRAME)).toBe(true);
  expect(blocks.filter((block) => !measuredEver.has(block))).toEqual([blocks[5]]);
  expect(laidOutNow()).toEqual([]);
  expect(marks).toEqual([HEIGHTS_LEARNED_MARK]);
  document.body.innerHTML = "";
});

test("a page shown while the last one's blocks are still learning their heights stops that run", async () => {
  const marks = recordMarks();
  const old = Array.from({ length: 8 }, (_, i) => {
    const element = document.createElement("section");
    element.setAttribute(NEAR_BLOCK_ATTRIBUTE, "");
    element.getBoundingClientRect = () => ({ top: window.innerHeight * (i + 1) }) as DOMRect;
    document.body.appendChild(element);
    return element;
  });
  learnBlockHeights();
  await jest.advanceTimersByTimeAsync(1000);
  expect(old.filter((block) => block.hasAttribute(MEASURING_ATTRIBUTE))).toHaveLength(BLOCKS_PER_FRAME);
  await jest.advanceTimersByTimeAsync(32);
  // The visitor follows a link: the new page replaces the old blocks.
  document.body.innerHTML = "";
  const touched: Element[] = [];
  for (const block of old) block.setAttribute = () => void touched.push(block);
  learnBlockHeights();
  await jest.advanceTimersByTimeAsync(5000);
  expect(touched).toEqual([]);
  // The new page (no blocks) is done; the old run never reported.
  expect(marks).toEqual([HEIGHTS_LEARNED_MARK]);
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

/** @jest-environment jsdom */
import { appScriptStarter, deferAppScripts } from "./app-scripts";

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

/** The addresses of the scripts the starter has added to the page, in order. */
const added = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).map((s) => s.getAttribute("src"));

type LcpCallback = (list: { getEntries: () => { element: Element | null }[] }) => void;
let observed: LcpCallback | null;
let observedType: string | undefined;

function run(readyState: DocumentReadyState = "loading") {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  // eslint-disable-next-line no-new-func
  new Function(appScriptStarter(SOURCES))();
}

/** The browser reports a largest paint of `element`. */
const paint = (element: Element | null) => observed?.({ getEntries: () => [{ element }] });

beforeEach(() => {
  jest.useFakeTimers();
  observed = null;
  observedType = undefined;
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
    constructor(callback: LcpCallback) {
      observed = callback;
    }
    observe(options: { type: string }) {
      observedType = options.type;
    }
  };
  document.body.innerHTML = '<main><h1>Видеоаналитика</h1><picture><img fetchpriority="high" src="/hero.webp" alt=""></picture><img src="/card.webp" loading="lazy" alt=""></main>';
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
});

test("the scripts are asked for once the hero picture has been painted, not before, and once only", () => {
  run();
  expect(observedType).toBe("largest-contentful-paint");
  paint(document.querySelector("h1"));
  expect(added()).toEqual([]);
  paint(document.querySelector('img[fetchpriority="high"]'));
  expect(added()).toEqual(SOURCES);
  expect(Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).every((s) => s.async)).toBe(true);
  paint(document.querySelector('img[fetchpriority="high"]'));
  window.dispatchEvent(new Event("load"));
  jest.runAllTimers();
  expect(added()).toEqual(SOURCES);
});

test("a page without a hero picture asks for them at its first largest paint", () => {
  document.body.innerHTML = "<main><h1>Блог</h1></main>";
  run();
  paint(document.querySelector("h1"));
  expect(added()).toEqual(SOURCES);
});

test("a visitor's first touch or key asks for them at once", () => {
  run();
  window.dispatchEvent(new Event("pointerdown"));
  expect(added()).toEqual(SOURCES);
  document.body.innerHTML = "<main></main>";
  run();
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
  expect(added()).toEqual(SOURCES);
});

test("without a report of the paint they come two frames after the page has loaded", () => {
  delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
  run();
  jest.runAllTimers();
  expect(added()).toEqual([]);
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(16);
  expect(added()).toEqual([]);
  jest.runAllTimers();
  expect(added()).toEqual(SOURCES);
});

test("in a tab in the background, where no frame is drawn, a timer stands in for the frames", () => {
  delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
  const drawFrame = window.requestAnimationFrame;
  window.requestAnimationFrame = () => 0;
  try {
    run();
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(150);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(added()).toEqual(SOURCES);
  } finally {
    window.requestAnimationFrame = drawFrame;
  }
});

test("when the starter runs after the load, the frames are counted from then", () => {
  run("complete");
  expect(added()).toEqual([]);
  jest.runAllTimers();
  expect(added()).toEqual(SOURCES);
});

describe("deferAppScripts", () => {
  const tags = SOURCES.map((src) => `<script src="${src}" async></script>`).join("");
  const page = (scripts: string) => `<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}"</script>${scripts}<script>window.x=1</script></body></html>`;

  test("Gatsby's async tags become one starter in their place; the inline data stays ahead of it", () => {
    expect(deferAppScripts(page(tags))).toBe(page(`<script id="app-scripts">${appScriptStarter(SOURCES)}</script>`));
  });

  test("a page with an earlier build's starter gets this one, with the same addresses", () => {
    const older = appScriptStarter(SOURCES).replace("setTimeout(next,100)", "setTimeout(next,500)");
    expect(older).not.toBe(appScriptStarter(SOURCES));
    const earlier = page(`<script id="app-scripts">${older}</script>`);
    expect(deferAppScripts(earlier)).toBe(page(`<script id="app-scripts">${appScriptStarter(SOURCES)}</script>`));
  });

  test("a page without such tags, or one changed already, is left alone", () => {
    expect(deferAppScripts(page(""))).toBeNull();
    expect(deferAppScripts(deferAppScripts(page(tags)) ?? "")).toBeNull();
    expect(deferAppScripts('<script src="/polyfill.js" nomodule></script>')).toBeNull();
  });
});

/** @jest-environment jsdom */
import { appScriptStarter, deferAppScripts, FIRST_SCREEN_PICTURE, PICTURE_PAINT_WAIT_MS } from "./app-scripts";

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

/** The addresses of the scripts the starter has added to the page, in order. */
const added = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).map((s) => s.getAttribute("src"));

type Callback = (list: { getEntries: () => { element: Element | null }[] }) => void;
/** The observers the starter made, by the type of entry they watch. */
let observers: Map<string, Callback>;

function run(readyState: DocumentReadyState = "loading", pageCode: string[] = []) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  // eslint-disable-next-line no-new-func
  new Function(appScriptStarter(SOURCES, pageCode))();
}

/** The browser reports a paint of `element` as an entry of this type. */
const report = (type: string, element: Element | null) => observers.get(type)?.({ getEntries: () => [{ element }] });
const hero = () => document.querySelector(`img[elementtiming="${FIRST_SCREEN_PICTURE}"]`) as HTMLImageElement;
const setBox = (element: Element, top: number) =>
  (element.getBoundingClientRect = () => ({ top, bottom: top + 200, left: 0, right: 375, width: 375, height: 200, x: 0, y: top, toJSON: () => ({}) }));

/** A browser that reports paints (Chromium): PerformanceObserver with element and largest-paint entries. */
function reportingPaints() {
  const Observer = class {
    static supportedEntryTypes = ["element", "largest-contentful-paint", "paint"];
    private readonly callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      observers.set(options.type, this.callback);
    }
  };
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = Observer;
}

beforeEach(() => {
  jest.useFakeTimers();
  observers = new Map();
  reportingPaints();
  document.body.innerHTML = `<main><h1>Видеоаналитика</h1><picture><img fetchpriority="high" elementtiming="${FIRST_SCREEN_PICTURE}" src="/hero.webp" alt=""></picture><img src="/card.webp" loading="lazy" alt=""></main>`;
  setBox(hero(), 300);
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
});

test("the scripts are asked for once the first-screen picture has been painted, not before, and once only", () => {
  run();
  report("element", document.querySelector("h1"));
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(PICTURE_PAINT_WAIT_MS - 1);
  expect(added()).toEqual([]);
  report("element", hero());
  expect(added()).toEqual(SOURCES);
  expect(Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).every((s) => s.async)).toBe(true);
  report("element", hero());
  jest.runAllTimers();
  expect(added()).toEqual(SOURCES);
});

test("a picture whose paint is never reported: at its error, or at the latest 3 s after the load", () => {
  run();
  hero().dispatchEvent(new Event("error"));
  expect(added()).toEqual(SOURCES);
  document.body.innerHTML = `<main><img fetchpriority="high" elementtiming="${FIRST_SCREEN_PICTURE}" src="/hero.webp" alt=""></main>`;
  setBox(hero(), 300);
  run();
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(PICTURE_PAINT_WAIT_MS - 1);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(added()).toEqual(SOURCES);
});

test("a picture below the screen at the load does not hold the code: two frames after the load", () => {
  setBox(hero(), 2000);
  run();
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(16);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(50);
  expect(added()).toEqual(SOURCES);
});

test("a page without such a picture asks for them at its first largest paint", () => {
  document.body.innerHTML = "<main><h1>Блог</h1></main>";
  run();
  expect(added()).toEqual([]);
  report("largest-contentful-paint", document.querySelector("h1"));
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

test("a browser that reports no paints gets them two frames after the page has loaded", () => {
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
  delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
  run("complete");
  expect(added()).toEqual([]);
  jest.runAllTimers();
  expect(added()).toEqual(SOURCES);
});

test("the page's own chunks are asked for together with Gatsby's scripts, after them, not once the page's data is in", () => {
  const pageCode = ["/5b5c-shared.js", "/component---src-pages-contact-tsx-4.js"];
  run("loading", pageCode);
  expect(added()).toEqual([]);
  report("element", hero());
  expect(added()).toEqual([...SOURCES, ...pageCode]);
  expect(Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).every((script) => script.async)).toBe(true);
});

test("a script that fails to load is taken out of the page, so that webpack asks for its chunk anew instead of waiting on the tag", () => {
  const pageCode = ["/component---src-pages-about-tsx-4.js"];
  run("loading", pageCode);
  report("element", hero());
  const failed = document.querySelector<HTMLScriptElement>(`script[src="${pageCode[0]}"]`)!;
  failed.dispatchEvent(new Event("error"));
  expect(added()).toEqual(SOURCES);
  // One that loaded stays.
  document.querySelector<HTMLScriptElement>(`script[src="${SOURCES[2]}"]`)!.dispatchEvent(new Event("load"));
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

  test("the page's own chunks join the starter, once: one Gatsby tags already is not asked for twice", () => {
    const pageCode = ["/app-3.js", "/5b5c-shared.js", "/component---src-pages-contact-tsx-4.js"];
    expect(deferAppScripts(page(tags), pageCode)).toBe(
      page(`<script id="app-scripts">${appScriptStarter(SOURCES, ["/5b5c-shared.js", "/component---src-pages-contact-tsx-4.js"])}</script>`),
    );
  });

  test("a page with a starter from before the page's chunks were asked for gets them; one with them keeps them unless told others", () => {
    const beforeIssue34 = page(`<script id="app-scripts">${appScriptStarter(SOURCES).replace(`,[]);`, ");")}</script>`);
    expect(beforeIssue34).toContain(`(${JSON.stringify(SOURCES)});</script>`);
    const withChunks = page(`<script id="app-scripts">${appScriptStarter(SOURCES, ["/page-5.js"])}</script>`);
    expect(deferAppScripts(beforeIssue34, ["/page-5.js"])).toBe(withChunks);
    expect(deferAppScripts(withChunks)).toBeNull();
    expect(deferAppScripts(withChunks, ["/page-6.js"])).toBe(page(`<script id="app-scripts">${appScriptStarter(SOURCES, ["/page-6.js"])}</script>`));
  });

  test("a page without such tags, or one changed already, is left alone", () => {
    expect(deferAppScripts(page(""))).toBeNull();
    expect(deferAppScripts(deferAppScripts(page(tags)) ?? "")).toBeNull();
    expect(deferAppScripts('<script src="/polyfill.js" nomodule></script>')).toBeNull();
  });
});

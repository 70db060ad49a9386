import "@testing-library/jest-dom";

// jsdom evaluates no media queries: every query is false (a wide screen without reduced motion),
// unless a test replaces window.matchMedia for its own case.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

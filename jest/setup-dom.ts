import "@testing-library/jest-dom";
import { stubMatchMedia } from "./match-media";

// jsdom evaluates no media queries: every query is false (a wide screen without reduced motion),
// unless a test replaces window.matchMedia for its own case.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = stubMatchMedia();
}

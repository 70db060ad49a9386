/** @jest-environment jsdom */
import { EARLY_TAP_RECORDER } from "./early-tap-recorder";
import { EARLY_TAP_WAIT_MS, replayEarlyTap, takeEarlyTap } from "./early-taps";

/** A button as React leaves it once hydrated: its props on the node, its handler listening. */
function hydrate(button: HTMLElement, onClick: () => void) {
  Object.assign(button, { "__reactProps$test": { onClick } });
  button.addEventListener("click", onClick);
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<header><button type="button" id="burger"><span id="lines"></span></button><a href="/x" id="link">x</a></header><form><button id="send">Send</button></form>';
  // eslint-disable-next-line no-new-func
  new Function(EARLY_TAP_RECORDER)();
});
afterEach(() => {
  takeEarlyTap();
  jest.useRealTimers();
});

const $ = (id: string) => document.getElementById(id) as HTMLElement;

test("a tap on the burger before React listens is made again once it does", () => {
  $("lines").click();
  const tap = takeEarlyTap();
  expect(tap).toBe($("burger"));
  const opened = jest.fn();
  hydrate($("burger"), opened);
  replayEarlyTap(tap);
  expect(opened).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(EARLY_TAP_WAIT_MS);
  expect(opened).toHaveBeenCalledTimes(1);
});

test("a button whose part is hydrated later gets its tap then, once", () => {
  $("burger").click();
  const tap = takeEarlyTap();
  replayEarlyTap(tap);
  const opened = jest.fn();
  jest.advanceTimersByTime(2000);
  hydrate($("burger"), opened);
  jest.advanceTimersByTime(100);
  expect(opened).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(EARLY_TAP_WAIT_MS);
  expect(opened).toHaveBeenCalledTimes(1);
});

test("only the last tap counts; links and a form's submit button are left to the browser; after handing over nothing is recorded", () => {
  $("link").addEventListener("click", (e) => e.preventDefault());
  $("link").click();
  $("send").addEventListener("click", (e) => e.preventDefault());
  $("send").click();
  expect(takeEarlyTap()).toBeNull();
  // eslint-disable-next-line no-new-func
  new Function(EARLY_TAP_RECORDER)();
  $("burger").click();
  $("burger").click();
  expect(takeEarlyTap()).toBe($("burger"));
  $("burger").click();
  expect(takeEarlyTap()).toBeNull();
});

test("a tap on a button never hydrated within the wait is dropped, not made minutes later", () => {
  $("burger").click();
  replayEarlyTap(takeEarlyTap());
  jest.advanceTimersByTime(EARLY_TAP_WAIT_MS + 100);
  const late = jest.fn();
  hydrate($("burger"), late);
  jest.advanceTimersByTime(1000);
  expect(late).not.toHaveBeenCalled();
});

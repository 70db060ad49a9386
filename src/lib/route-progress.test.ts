import { PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS, getState, start, done } from "./progress";
import { routeLoadingDelayed, routeUpdated } from "./route-progress";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("a slow route change shows the bar at once and finishes it when the page is shown", () => {
  routeLoadingDelayed();
  expect(getState().visible).toBe(true);
  routeUpdated();
  expect(getState().value).toBe(1);
  jest.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
  expect(getState().visible).toBe(false);
});

test("a fast route change leaves a running request's bar alone", () => {
  start();
  routeUpdated();
  jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
  expect(getState().visible).toBe(true);
  expect(getState().value).toBeLessThan(1);
  done();
  jest.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
  expect(getState().visible).toBe(false);
});

import {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  createProgress,
  progressAt,
  trackProgress,
  getState,
  type ProgressState,
} from "./progress";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => jest.advanceTimersByTime(ms);

test("fast work never shows the bar", () => {
  const progress = createProgress();
  const seen: ProgressState[] = [];
  progress.subscribe((state) => seen.push(state));
  progress.start();
  wait(PROGRESS_THROTTLE_MS - 1);
  progress.done();
  wait(10_000);
  expect(seen).toEqual([]);
  expect(progress.getState()).toEqual({ visible: false, value: 0 });
});

test("work still running after the throttle shows the bar, which advances towards the end of the duration", () => {
  const progress = createProgress();
  progress.start();
  wait(PROGRESS_THROTTLE_MS);
  expect(progress.getState().visible).toBe(true);
  const early = progress.getState().value;
  expect(early).toBeGreaterThan(0);
  expect(early).toBeLessThan(0.1);

  wait(PROGRESS_DURATION_MS / 2 - PROGRESS_THROTTLE_MS);
  expect(progress.getState().value).toBeCloseTo(0.475, 2);
  wait(PROGRESS_DURATION_MS / 2);
  expect(progress.getState().value).toBeGreaterThan(0.9);
  expect(progress.getState().value).toBeLessThan(1);
});

test("past the duration the bar keeps creeping but never fills before the work is done", () => {
  const progress = createProgress();
  progress.start();
  wait(PROGRESS_DURATION_MS);
  const atDuration = progress.getState().value;
  wait(PROGRESS_DURATION_MS);
  const later = progress.getState().value;
  wait(60_000);
  const muchLater = progress.getState().value;
  expect(atDuration).toBeLessThan(later);
  expect(later).toBeLessThan(muchLater);
  expect(muchLater).toBeLessThan(1);
  expect(progress.getState().visible).toBe(true);
});

test("done fills the bar and hides it after the hide delay", () => {
  const progress = createProgress();
  progress.start();
  wait(1000);
  progress.done();
  expect(progress.getState()).toEqual({ visible: true, value: 1 });
  wait(PROGRESS_HIDE_DELAY_MS - 1);
  expect(progress.getState().visible).toBe(true);
  wait(1);
  expect(progress.getState()).toEqual({ visible: false, value: 0 });
});

test("concurrent work is counted: the bar finishes with the last of it", () => {
  const progress = createProgress();
  progress.start();
  progress.start();
  wait(1000);
  progress.done();
  wait(1000);
  expect(progress.getState().visible).toBe(true);
  expect(progress.getState().value).toBeLessThan(1);
  progress.done();
  expect(progress.getState().value).toBe(1);
  // An extra done without work must not upset the next start.
  progress.done();
  wait(PROGRESS_HIDE_DELAY_MS);
  progress.start();
  wait(PROGRESS_THROTTLE_MS - 1);
  expect(progress.getState().visible).toBe(false);
  wait(1);
  expect(progress.getState().visible).toBe(true);
});

test("new work while the finished bar is still shown starts over behind the throttle", () => {
  const progress = createProgress();
  progress.start();
  wait(1000);
  progress.done();
  wait(100);
  progress.start();
  expect(progress.getState().visible).toBe(false);
  wait(PROGRESS_HIDE_DELAY_MS);
  expect(progress.getState().visible).toBe(true);
  expect(progress.getState().value).toBeLessThan(0.2);
});

test("work known to have begun earlier shows at once, as far along as its real age", () => {
  const progress = createProgress();
  progress.start(1000);
  expect(progress.getState()).toEqual({ visible: true, value: progressAt(1000) });
});

test("listeners hear each change until they unsubscribe", () => {
  const progress = createProgress();
  const listener = jest.fn();
  const unsubscribe = progress.subscribe(listener);
  progress.start();
  wait(PROGRESS_THROTTLE_MS);
  expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ visible: true }));
  unsubscribe();
  const calls = listener.mock.calls.length;
  progress.done();
  wait(PROGRESS_HIDE_DELAY_MS);
  expect(listener).toHaveBeenCalledTimes(calls);
});

test("trackProgress shows the page's bar for a slow request and passes its result and error through", async () => {
  let finish: (value: string) => void = () => undefined;
  const request = trackProgress(new Promise<string>((resolve) => (finish = resolve)));
  wait(PROGRESS_THROTTLE_MS);
  expect(getState().visible).toBe(true);
  finish("ok");
  await expect(request).resolves.toBe("ok");
  expect(getState().value).toBe(1);
  wait(PROGRESS_HIDE_DELAY_MS);
  expect(getState().visible).toBe(false);

  const failure = new Error("Сервер недоступен");
  await expect(trackProgress(Promise.reject(failure))).rejects.toBe(failure);
  wait(PROGRESS_THROTTLE_MS + PROGRESS_HIDE_DELAY_MS);
  expect(getState()).toEqual({ visible: false, value: 0 });
});

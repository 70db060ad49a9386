import { HYDRATION_WAIT_MS, holdHistoryUntilHydrated, partAwaitingHydration, whenHydrated, type HistoryEvent } from "./hydration-gate";

/** A history like @reach/router's: listeners hear of each change at once. */
function fakeHistory() {
  const listeners: Array<(event: HistoryEvent) => void> = [];
  return {
    listen(listener: (event: HistoryEvent) => void) {
      listeners.push(listener);
      return () => undefined;
    },
    change(pathname: string) {
      for (const listener of listeners) listener({ location: { pathname }, action: "POP" });
    },
  };
}

afterEach(() => jest.useRealTimers());

test("with every part hydrated, a history change reaches the router at once", () => {
  const history = fakeHistory();
  const hurry = jest.fn();
  holdHistoryUntilHydrated(history, hurry);
  const heard: unknown[] = [];
  history.listen((event) => heard.push(event.location));
  history.change("/blogs");
  expect(heard).toEqual([{ pathname: "/blogs" }]);
  expect(hurry).not.toHaveBeenCalled();
});

test("while a part is server HTML, changes wait, in order, and the parts are asked to hurry", () => {
  const history = fakeHistory();
  const hurry = jest.fn();
  holdHistoryUntilHydrated(history, hurry);
  const heard: unknown[] = [];
  history.listen((event) => heard.push(event.location));

  const header = partAwaitingHydration();
  const content = partAwaitingHydration();
  history.change("/modules/faces#main");
  history.change("/blogs");
  expect(heard).toEqual([]);
  expect(hurry).toHaveBeenCalled();

  header();
  header(); // said twice, counted once
  expect(heard).toEqual([]);
  content();
  expect(heard).toEqual([{ pathname: "/modules/faces#main" }, { pathname: "/blogs" }]);
});

test("a part that never hydrates holds a change back for a few seconds at most", () => {
  jest.useFakeTimers();
  const done = partAwaitingHydration();
  const call = jest.fn();
  whenHydrated(call);
  jest.advanceTimersByTime(HYDRATION_WAIT_MS - 1);
  expect(call).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(call).toHaveBeenCalledTimes(1);
  done();
  expect(call).toHaveBeenCalledTimes(1);
});

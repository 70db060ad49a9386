import type * as LaterModule from "./service-worker-later";
import type * as GateModule from "./hydration-gate";

/** A fresh copy of both modules (their state is the page's), with fake timers and the browser's idle callbacks. */
function load(options: { idleCallbacks: boolean }) {
  jest.useFakeTimers();
  const idle: { call: () => void; timeout?: number }[] = [];
  if (options.idleCallbacks) {
    Object.assign(globalThis, {
      requestIdleCallback: (call: () => void, opts?: { timeout?: number }) => idle.push({ call, timeout: opts?.timeout }),
    });
  }
  let later!: typeof LaterModule;
  let gate!: typeof GateModule;
  jest.isolateModules(() => {
    gate = require("./hydration-gate");
    later = require("./service-worker-later");
  });
  const register = jest.fn();
  return { later, gate, register, idle };
}

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});

test("asked for as the app starts, the worker is registered only after the first render, at the browser's next idle moment", () => {
  const { later, register, idle } = load({ idleCallbacks: true });
  later.registerWhenSettled(register);
  jest.runAllTimers();
  expect(register).not.toHaveBeenCalled();
  expect(idle).toEqual([]);

  later.firstRenderCommitted();
  expect(register).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  expect(idle[0].timeout).toBe(later.IDLE_WAIT_MS);
  idle[0].call();
  expect(register).toHaveBeenCalledTimes(1);
});

test("while a part of the page is still server HTML, the registration waits for its hydration", () => {
  const { later, gate, register, idle } = load({ idleCallbacks: true });
  const content = gate.partAwaitingHydration();
  later.registerWhenSettled(register);
  later.firstRenderCommitted();
  expect(idle).toEqual([]);
  content();
  expect(idle).toHaveLength(1);
  idle[0].call();
  expect(register).toHaveBeenCalledTimes(1);
});

test("a part never hydrated (code never asked for) delays the registration by HYDRATION_WAIT_MS at most", () => {
  const { later, gate, register, idle } = load({ idleCallbacks: true });
  gate.partAwaitingHydration();
  later.registerWhenSettled(register);
  later.firstRenderCommitted();
  jest.advanceTimersByTime(gate.HYDRATION_WAIT_MS - 1);
  expect(idle).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(idle).toHaveLength(1);
  idle[0].call();
  expect(register).toHaveBeenCalledTimes(1);
});

test("without idle callbacks (Safari before 16.4) the registration comes in the next task after the hydration", () => {
  const { later, register } = load({ idleCallbacks: false });
  later.registerWhenSettled(register);
  later.firstRenderCommitted();
  expect(register).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(register).toHaveBeenCalledTimes(1);
});

test("the worker is registered once, whatever the order and the number of renders", () => {
  const { later, register, idle } = load({ idleCallbacks: true });
  later.firstRenderCommitted();
  later.registerWhenSettled(register);
  later.firstRenderCommitted();
  for (const { call } of idle) call();
  expect(register).toHaveBeenCalledTimes(1);
});

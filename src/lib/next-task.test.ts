import { nextTask } from "./next-task";

test("resolves in a later task of the event loop, not among the promise jobs of this one", async () => {
  const order: string[] = [];
  const next = nextTask().then(() => order.push("next task"));
  void Promise.resolve().then(() => order.push("promise job"));
  setImmediate(() => order.push("task queued before"));
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  expect(order).toEqual(["promise job"]);
  await next;
  expect(order).toContain("next task");
});

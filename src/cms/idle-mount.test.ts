import { idleMountQueue } from "./idle-mount";

describe("collapsed list items mount in idle time, in order", () => {
  function queue(remaining: number[]) {
    const pending: ((deadline?: { timeRemaining(): number }) => void)[] = [];
    const mount = idleMountQueue((run) => void pending.push(run));
    const idle = () => {
      const run = pending.shift();
      const left = remaining.shift() ?? 0;
      run?.({ timeRemaining: () => left });
    };
    return { mount, idle, pending };
  }

  test("one idle moment mounts the first item, and more while the moment lasts; the rest wait for the next", () => {
    const { mount, idle, pending } = queue([0, 50, 0]);
    const mounted: string[] = [];
    for (const name of ["a", "b", "c", "d"]) mount(() => mounted.push(name));
    expect([mounted, pending.length]).toEqual([[], 1]);
    idle();
    expect(mounted).toEqual(["a"]);
    idle();
    expect(mounted).toEqual(["a", "b", "c", "d"]);
    expect(pending).toHaveLength(0);
  });

  test("an item gone before its turn (unmounted) is not mounted", () => {
    const { mount, idle } = queue([50]);
    const mounted: string[] = [];
    mount(() => mounted.push("a"));
    const cancel = mount(() => mounted.push("b"));
    mount(() => mounted.push("c"));
    cancel();
    idle();
    expect(mounted).toEqual(["a", "c"]);
  });
});

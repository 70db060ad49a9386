import { ADDRESS_POLICY, delayAfter, FORGET_AFTER_MS, PAIR_POLICY, PendingAttempts, throttleKeys, throttleSource, waitOf } from "./throttle";

const T0 = new Date("2026-11-26T10:00:00.000Z");
const after = (ms: number) => new Date(T0.getTime() + ms);
const count = (failures: number) => ({ email: "anna@videumlab.ru", address: "203.0.113.7", failures, lastFailureAt: T0.toISOString() });

test("a pair waits from its 3rd failure: 1 s, 2 s, 4 s… doubling, at most 15 minutes", () => {
  expect([1, 2, 3, 4, 5, 6].map((n) => delayAfter(n, PAIR_POLICY))).toEqual([0, 0, 1000, 2000, 4000, 8000]);
  expect(delayAfter(12, PAIR_POLICY)).toBe(512_000);
  expect(delayAfter(13, PAIR_POLICY)).toBe(15 * 60_000);
  expect(delayAfter(5000, PAIR_POLICY)).toBe(15 * 60_000);
});

test("an address over every account waits from its 20th failure, growing the same way", () => {
  expect(delayAfter(19, ADDRESS_POLICY)).toBe(0);
  expect([20, 21, 22].map((n) => delayAfter(n, ADDRESS_POLICY))).toEqual([1000, 2000, 4000]);
});

test("the wait runs from the last failure; a count forgotten after an hour makes no one wait", () => {
  expect(waitOf(undefined, PAIR_POLICY, T0)).toBe(0);
  expect(waitOf(count(5), PAIR_POLICY, after(1500))).toBe(2500);
  expect(waitOf(count(5), PAIR_POLICY, after(4000))).toBe(0);
  expect(waitOf(count(40), PAIR_POLICY, after(FORGET_AFTER_MS - 1))).toBe(0);
  expect(waitOf(count(40), PAIR_POLICY, after(60_000))).toBe(14 * 60_000);
  // Longer than the longest wait: waiting it out does not start the count over.
  expect(FORGET_AFTER_MS).toBeGreaterThan(PAIR_POLICY.maxDelayMs);
});

test("attempts still being checked count as failures made now", () => {
  expect(waitOf(undefined, PAIR_POLICY, T0, 2)).toBe(0);
  expect(waitOf(undefined, PAIR_POLICY, T0, 3)).toBe(1000);
  expect(waitOf(count(2), PAIR_POLICY, after(10 * 60_000), 1)).toBe(1000);
  expect(waitOf(count(9), PAIR_POLICY, after(FORGET_AFTER_MS), 1)).toBe(0);
  const pending = new PendingAttempts();
  const key = { email: "anna@videumlab.ru", address: "203.0.113.7" };
  const first = pending.enter([key]);
  const second = pending.enter([key, { email: "", address: "203.0.113.7" }]);
  expect([pending.of(key), pending.of({ email: "", address: "203.0.113.7" })]).toEqual([2, 1]);
  first();
  second();
  expect(pending.of(key)).toBe(0);
});

test("a sign-in is judged by its pair and its address, and counted for its account too", () => {
  expect(throttleKeys("anna@videumlab.ru", "203.0.113.7")).toEqual({
    pair: { email: "anna@videumlab.ru", address: "203.0.113.7" },
    address: { email: "", address: "203.0.113.7" },
    account: { email: "anna@videumlab.ru", address: "" },
  });
});

test("IPv4 counts per address (also IPv4-mapped); IPv6 per /64 network, however it is written", () => {
  expect(throttleSource("203.0.113.7")).toBe("203.0.113.7");
  expect(throttleSource("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(throttleSource("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
  expect(throttleSource("2001:0db8:0001:0002:ffff::1")).toBe("2001:db8:1:2::/64");
  expect(throttleSource("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(throttleSource("2001:db8::1:2:3:4:5")).toBe("2001:db8:0:1::/64");
  expect(throttleSource("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  expect(throttleSource("::1")).toBe("0:0:0:0::/64");
  expect(throttleSource("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
});

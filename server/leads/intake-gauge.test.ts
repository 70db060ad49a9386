import { intakeGauge } from "./intake-gauge";

test("busy while a form is in flight and for 100 ms after the last one, then idle", () => {
  let clock = 0;
  const gauge = intakeGauge(100, () => clock);
  expect(gauge.busy()).toBe(false);
  gauge.begin();
  clock = 5000;
  expect(gauge.busy()).toBe(true);
  gauge.end();
  clock = 5099;
  expect(gauge.busy()).toBe(true);
  clock = 5100;
  expect(gauge.busy()).toBe(false);
});

test("a flood of short requests keeps it busy between them", () => {
  let clock = 0;
  const gauge = intakeGauge(100, () => clock);
  for (let i = 0; i < 50; i++) {
    gauge.begin();
    clock += 2;
    gauge.end();
    clock += 8; // the gap between two requests, when the outbox looks
    expect(gauge.busy()).toBe(true);
  }
});

test("an aborted request counted twice does not leave it busy for ever", () => {
  let clock = 0;
  const gauge = intakeGauge(100, () => clock);
  gauge.begin();
  gauge.end();
  gauge.end();
  gauge.begin();
  gauge.end();
  clock = 1000;
  expect(gauge.busy()).toBe(false);
});

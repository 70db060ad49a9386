/**
 * Whether the server is taking forms, for the outbox to let them go first (startOutbox's `busy`).
 * "A form in flight right now" alone misses a flood: requests are handled between the outbox's checks,
 * so at the moment of a check often none is in flight and the delivery goes ahead, taking CPU from
 * the next ones. A flood is forms in flight or one finished within the last `recentMs`.
 */
export function intakeGauge(recentMs = 100, now: () => number = () => performance.now()) {
  let inFlight = 0;
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    begin() {
      inFlight += 1;
      lastAt = now();
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      lastAt = now();
    },
    busy: () => inFlight > 0 || now() - lastAt < recentMs,
  };
}

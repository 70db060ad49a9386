// Taken at load, so polling keeps real time also in a test that fakes the timers of the code under test.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

/** Polls `check` every `intervalMs` until it returns true; fails with `what` after `timeoutMs`. For state other processes change. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  intervalMs = 50,
): Promise<void> {
  const deadline = realNow() + timeoutMs;
  while (!(await check())) {
    if (realNow() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => realSetTimeout(resolve, intervalMs));
  }
}

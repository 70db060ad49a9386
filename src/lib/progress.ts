/**
 * The loading progress bar's state (SPEC §2 "a loading progress bar shows during requests", §9 timings),
 * kept apart from React so any request or route change can drive it.
 *
 * Like Nuxt's loading indicator: the bar appears only when work is still running after the throttle, so
 * fast requests never flash it; it then advances as if the work took the nominal duration, slows to a
 * creep near the end instead of ever reaching 100 %, fills up when the work is done and hides shortly
 * after. Concurrent work is counted: the bar finishes with the last of it.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
/** How often a visible bar moves on; the bar's CSS transition smooths the steps. */
export const PROGRESS_TICK_MS = 100;

/** The share of the bar filled at the nominal duration; the rest is crept through afterwards. */
const FILLED_AT_DURATION = 0.95;

export interface ProgressState {
  visible: boolean;
  /** 0..1 */
  value: number;
}

export type ProgressListener = (state: ProgressState) => void;

export interface ProgressStore {
  /** Work has begun; `alreadyRunningMs` when it began earlier than this call (counted towards the throttle). */
  start(alreadyRunningMs?: number): void;
  /** One piece of work has ended; extra calls without a matching start are ignored. */
  done(): void;
  getState(): ProgressState;
  subscribe(listener: ProgressListener): () => void;
  /** Runs the bar for the life of `promise` and hands back its outcome unchanged. */
  track<T>(promise: Promise<T>): Promise<T>;
}

/** The bar's fill `elapsed` ms after the work began: linear up to the duration, then creeping towards 1. */
export function progressAt(elapsed: number): number {
  if (elapsed <= 0) return 0;
  if (elapsed <= PROGRESS_DURATION_MS) return (FILLED_AT_DURATION * elapsed) / PROGRESS_DURATION_MS;
  return 1 - ((1 - FILLED_AT_DURATION) * PROGRESS_DURATION_MS) / elapsed;
}

const HIDDEN: ProgressState = { visible: false, value: 0 };

export function createProgress(now: () => number = () => Date.now()): ProgressStore {
  let state = HIDDEN;
  let running = 0;
  let startedAt = 0;
  let revealTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<ProgressListener>();

  const set = (next: ProgressState) => {
    if (next.visible === state.visible && next.value === state.value) return;
    state = next;
    listeners.forEach((listener) => listener(state));
  };

  const tick = () => set({ visible: true, value: progressAt(now() - startedAt) });

  const reveal = () => {
    revealTimer = undefined;
    tick();
    ticker = setInterval(tick, PROGRESS_TICK_MS);
  };

  const start = (alreadyRunningMs = 0) => {
    running += 1;
    if (running > 1) return;
    if (hideTimer !== undefined) {
      // The previous work's full bar is still on screen: take it away rather than run it backwards.
      clearTimeout(hideTimer);
      hideTimer = undefined;
      set(HIDDEN);
    }
    startedAt = now() - alreadyRunningMs;
    const wait = PROGRESS_THROTTLE_MS - alreadyRunningMs;
    if (wait > 0) revealTimer = setTimeout(reveal, wait);
    else reveal();
  };

  const done = () => {
    if (running === 0) return;
    running -= 1;
    if (running > 0) return;
    if (revealTimer !== undefined) {
      clearTimeout(revealTimer);
      revealTimer = undefined;
      return;
    }
    clearInterval(ticker);
    ticker = undefined;
    set({ visible: true, value: 1 });
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      set(HIDDEN);
    }, PROGRESS_HIDE_DELAY_MS);
  };

  return {
    start,
    done,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    track(promise) {
      start();
      return promise.finally(done);
    },
  };
}

/** The page's one progress bar. */
const progress = createProgress();

export const start = (alreadyRunningMs?: number) => progress.start(alreadyRunningMs);
export const done = () => progress.done();
export const getState = () => progress.getState();
export const subscribe = (listener: ProgressListener) => progress.subscribe(listener);

/** Shows the progress bar while `promise` (a request) runs; its result or error passes through unchanged. */
export function trackProgress<T>(promise: Promise<T>): Promise<T> {
  return progress.track(promise);
}

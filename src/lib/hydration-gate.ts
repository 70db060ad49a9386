/**
 * Issue #22: a page change that reaches React while a part of the page is still server HTML (a
 * boundary React hydrates later: HydrateLater at idle priority, a LoadWhenNear part once its code has
 * come) can make React give up hydrating that part: it throws the server's markup away, renders it
 * again on the client and reports error #421. The router re-renders the page for every history change,
 * a jump to an anchor too (the skip link, an article's table of contents, "#request"), and every
 * Gatsby Link reads the router's location, so the update reaches every such part. It cannot be made a
 * transition: @reach/router sets its state in a frame callback of its own. So history changes wait
 * here until the page's parts have been hydrated (parts waiting for their code are asked to load it),
 * which on a slow phone is a few hundred milliseconds; afterwards they pass straight through.
 */

/** The longest a history change waits: past it, a navigation matters more than a part's markup. */
export const HYDRATION_WAIT_MS = 3000;

type Call = () => void;

let pendingParts = 0;
let waiting: Call[] = [];
let timeout: ReturnType<typeof setTimeout> | undefined;

function release() {
  clearTimeout(timeout);
  timeout = undefined;
  const calls = waiting;
  waiting = [];
  for (const call of calls) call();
}

/** A part of the page is server HTML that React has still to hydrate; the returned call says it is done. */
export function partAwaitingHydration(): Call {
  pendingParts += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pendingParts -= 1;
    if (pendingParts === 0) release();
  };
}

/**
 * Runs the call now if every part of the page has been hydrated, or as soon as the last one has (at
 * most HYDRATION_WAIT_MS later); `hurry` is asked to speed the parts up when the call has to wait.
 */
export function whenHydrated(call: Call, hurry?: Call): void {
  if (pendingParts === 0) {
    call();
    return;
  }
  waiting.push(call);
  timeout ??= setTimeout(release, HYDRATION_WAIT_MS);
  hurry?.();
}

export interface HistoryEvent {
  location: unknown;
  action: string;
}

export interface ListenableHistory {
  listen(listener: (event: HistoryEvent) => void): () => void;
}

/** The router hears of history changes only once the page's parts have been hydrated. */
export function holdHistoryUntilHydrated(history: ListenableHistory, hurry?: Call): void {
  const listen = history.listen.bind(history);
  history.listen = (listener) => listen((event) => whenHydrated(() => listener(event), hurry));
}

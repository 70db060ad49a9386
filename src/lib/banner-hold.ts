/**
 * What, besides a mouse move, key press or click, tells the messenger banner (SPEC §4) that the visitor
 * is not idle: a part of the page she is watching, such as the demo's camera or its result. A part
 * reports here and the banner's inactivity count listens, so neither imports the other; pages without
 * such a part carry only these few lines.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let holds = 0;

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Holds the banner back: while any hold is on, it does not count inactivity and so never shows.
 * Returns the release, which may be called more than once; the last release starts the count from
 * zero.
 */
export function holdBanner(): () => void {
  holds++;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    changed();
  };
}

/** Something new to look at has appeared: the count starts from zero, as after a click. */
export function restartBannerCount(): void {
  changed();
}

export function bannerHeld(): boolean {
  return holds > 0;
}

/** Calls `listener` on every hold, release and restart; returns the unsubscribe. */
export function watchBannerHold(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

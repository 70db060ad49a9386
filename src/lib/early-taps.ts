/**
 * A tap on a button before the page's code has run does nothing, and was lost: on a slow phone the
 * burger is on screen a second or more before React listens (issue #34). A few bytes of script inline
 * in the head (`EARLY_TAP_RECORDER` in ./early-tap-recorder, for the server render only) remember the last button tapped before then; once React listens,
 * the tap is made again (`replayEarlyTap`). Links need nothing: a link works without any script.
 */

interface EarlyTapWindow {
  ___stopEarlyTaps?: () => Element | null;
}

/** React has hydrated the element: its props (and so its handlers) are on the node. */
const hydrated = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** The longest a tap waits for its button to be hydrated: past it, the visitor has moved on. */
export const EARLY_TAP_WAIT_MS = 10_000;
const POLL_MS = 50;

/** Takes the tap recorded before React listened, if any; call just before React starts to listen. */
export function takeEarlyTap(win: Window = window): Element | null {
  const w = win as unknown as EarlyTapWindow;
  const tap = w.___stopEarlyTaps?.() ?? null;
  w.___stopEarlyTaps = undefined;
  return tap;
}

/**
 * Makes the recorded tap again, once React listens: at once (React hydrates the tapped part first, as
 * for any tap during hydration), or, where the part's code is still loading, as soon as it has been
 * hydrated. Made once at most: a button already hydrated by the first attempt has handled it.
 */
export function replayEarlyTap(tap: Element | null, timers: Pick<Window, "setTimeout"> = window): void {
  if (!tap || !tap.isConnected) return;
  if (!(tap instanceof HTMLElement)) return;
  tap.click();
  if (hydrated(tap)) return;
  const deadline = Date.now() + EARLY_TAP_WAIT_MS;
  const poll = () => {
    if (!tap.isConnected || Date.now() > deadline) return;
    if (hydrated(tap)) tap.click();
    else timers.setTimeout(poll, POLL_MS);
  };
  timers.setTimeout(poll, POLL_MS);
}

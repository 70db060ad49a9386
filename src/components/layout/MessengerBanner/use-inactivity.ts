import { useEffect, useRef } from "react";
import { bannerHeld, watchBannerHold } from "../../../lib/banner-hold";

/** What counts as activity (SPEC §4): a mouse move, a key press or a click. */
export const ACTIVITY_EVENTS = ["mousemove", "keydown", "click"] as const;

// Capture phase: activity counts even where a component stops the event from bubbling.
const LISTENER = { capture: true, passive: true };

/**
 * Calls `onIdle` once, after `delay` ms without activity; every activity event starts the count again,
 * and so does every signal from lib/banner-hold (a hold, its release, a new demo result). While a hold is
 * on there is no count at all. When it fires the listeners are removed, so it stays quiet until
 * `enabled` turns on again.
 */
export function useInactivity(delay: number, onIdle: () => void, enabled: boolean): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      if (!bannerHeld()) timer = setTimeout(fire, delay);
    };
    const unwatch = watchBannerHold(restart);
    const stop = () => {
      clearTimeout(timer);
      unwatch();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, LISTENER);
    };
    function fire() {
      stop();
      callback.current();
    }
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, LISTENER);
    restart();
    return stop;
  }, [delay, enabled]);
}

import React, { Suspense, useLayoutEffect, useRef } from "react";
import { partAwaitingHydration } from "../../../lib/hydration-gate";

/** Inside the boundary: its layout effect runs when React has hydrated (or rendered) the part. */
function Hydrated({ onHydrated }: { onHydrated: React.MutableRefObject<() => void> }) {
  useLayoutEffect(() => onHydrated.current(), [onHydrated]);
  return null;
}

/**
 * A part of the page React hydrates after the frame, in small slices, instead of in the one long task
 * that hydrates the rest. React 18 leaves a server-rendered Suspense boundary in place during the first
 * hydration pass and comes back to it at idle priority, yielding to the browser every few milliseconds
 * (`mountDehydratedSuspenseComponent` → OffscreenLane). A click or key press inside it before then makes
 * React hydrate it at once and replay the event, so nothing is lost; the visitor only gets a page that
 * answers sooner (Lighthouse mobile TBT on `/`: see docs/engineering/performance.md). Until it has been hydrated, the
 * router's updates wait (src/lib/hydration-gate), which would otherwise make React discard the part.
 *
 * Nothing inside suspends on a client-side navigation (Gatsby loads a page's code before rendering it),
 * so the empty fallback is never shown.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  const hydrated = useRef(false);
  const onHydrated = useRef(() => {
    hydrated.current = true;
  });
  // Children's layout effects run before their parent's: a part rendered on the client is done by now.
  useLayoutEffect(() => {
    if (hydrated.current) return undefined;
    const done = partAwaitingHydration();
    onHydrated.current = () => {
      hydrated.current = true;
      done();
    };
    return done;
  }, []);
  return (
    <Suspense fallback={null}>
      <Hydrated onHydrated={onHydrated} />
      {children}
    </Suspense>
  );
}

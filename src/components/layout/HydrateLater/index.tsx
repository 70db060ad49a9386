import React, { Suspense } from "react";

/**
 * A part of the page React hydrates after the frame, in small slices, instead of in the one long task
 * that hydrates the rest. React 18 leaves a server-rendered Suspense boundary in place during the first
 * hydration pass and comes back to it at idle priority, yielding to the browser every few milliseconds
 * (`mountDehydratedSuspenseComponent` → OffscreenLane). A click or key press inside it before then makes
 * React hydrate it at once and replay the event, so nothing is lost; the visitor only gets a page that
 * answers sooner (Lighthouse mobile TBT on `/`: see README «Скорость»).
 *
 * Nothing inside suspends on a client-side navigation (Gatsby loads a page's code before rendering it),
 * so the empty fallback is never shown.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

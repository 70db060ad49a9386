import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { replayEarlyTap, takeEarlyTap } from "./early-taps";

/**
 * Gatsby's first render of a page, as a transition: React hydrates the server HTML in slices of a few
 * milliseconds and lets the browser paint and answer between them, instead of in one long task
 * (Lighthouse TBT, issue #8; the same as Remix does). A tap or key press before it has finished makes
 * React complete the hydration at once and then handle the event, so nothing is lost. A page without
 * server HTML (the offline app shell) is rendered instead, as Gatsby's own renderer does.
 * A button tapped before this code ran is tapped again once React listens (src/lib/early-taps).
 */
export function hydratePage(element: ReactElement, container: Element): void {
  if (document.getElementById("gatsby-focus-wrapper")?.children.length) {
    const tap = takeEarlyTap();
    startTransition(() => {
      hydrateRoot(container, element);
    });
    replayEarlyTap(tap);
  } else {
    createRoot(container).render(element);
  }
}

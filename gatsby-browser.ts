import type { GatsbyBrowser } from "gatsby";
import { trackPageView } from "./src/lib/analytics";
import { listenForChunkErrors } from "./src/lib/chunk-recovery";
import { routeLoadingDelayed, routeUpdated } from "./src/lib/route-progress";
import { rememberVisit } from "./src/lib/visit";
import { hydratePage } from "./src/lib/hydrate";
import { loadAllWhenNearParts } from "./src/components/layout/LoadWhenNear";

export { wrapRootElement } from "./src/root-wrapper";

/**
 * Each full page load: keep the visit's UTM tags and referring site for the leads it may send, and
 * reload (once a minute at most) when a page's code fails to load (SPEC §8).
 */
export const onClientEntry = () => {
  rememberVisit(window.location, document.referrer);
  listenForChunkErrors();
};

/** A client-side page change: the parts loaded when near (footer…) come with the new page's code. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) loadAllWhenNearParts();
};

/** A client-side navigation still loading after a second: the progress bar shows (SPEC §2). */
export const onRouteUpdateDelayed = () => routeLoadingDelayed();

/**
 * Each page shown, the first load included: a page hit (if counters are configured and accepted), and
 * the end of a slow route change on the progress bar.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  trackPageView(location);
  routeUpdated();
};

/** The page is hydrated in slices (see src/lib/hydrate). */
export const replaceHydrateFunction = () => hydratePage;

import type { GatsbyBrowser } from "gatsby";
import { globalHistory } from "@gatsbyjs/reach-router";
import { isAnalyticsConfigured } from "./src/lib/analytics-config";
import { listenForChunkErrors } from "./src/lib/chunk-recovery";
import { routeLoadingDelayed, routeUpdated } from "./src/lib/route-progress";
import { rememberVisit } from "./src/lib/visit";
import { hydratePage } from "./src/lib/hydrate";
import { nextTask } from "./src/lib/next-task";
import { holdHistoryUntilHydrated } from "./src/lib/hydration-gate";
import { learnBlockHeights, rememberNativeAnchorJumps, restoreScroll, takeNativeAnchorJump } from "./src/lib/scroll-restoration";
import { loadAllWhenNearParts, preloadWhenNearParts } from "./src/components/layout/LoadWhenNear";
import { checkVersionBeforeNavigating, type GatsbyWindow } from "./src/lib/site-version";
import { firstRenderCommitted } from "./src/lib/service-worker-later";

export { wrapPageElement, wrapRootElement } from "./src/root-wrapper";

/**
 * Each full page load: keep the visit's UTM tags and referring site for the leads it may send, reload
 * (once a minute at most) when a page's code fails to load (SPEC §8), and keep the router's updates
 * from parts of the page still being hydrated (src/lib/hydration-gate).
 */
export const onClientEntry = () => {
  holdHistoryUntilHydrated(globalHistory, loadAllWhenNearParts);
  rememberNativeAnchorJumps();
  rememberVisit(window.location, document.referrer);
  listenForChunkErrors();
  // Gatsby waits for this promise: what it does next (the service worker, the page's data) comes in a task of its own.
  return nextTask();
};

/**
 * From now on a click that would show a page from the tab's memory first asks whether the site was
 * published since, and meanwhile loads the code of the parts loaded when near (footer…), so the new
 * page is drawn with them. The service worker is registered once the page's parts are hydrated.
 */
export const onInitialClientRender = () => {
  checkVersionBeforeNavigating(window as unknown as GatsbyWindow, window.fetch.bind(window), preloadWhenNearParts);
  firstRenderCommitted();
};

/** A client-side page change: the parts loaded when near (footer…) come with the new page's code. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) loadAllWhenNearParts();
};

/** A client-side navigation still loading after a second: the progress bar shows (SPEC §2). */
export const onRouteUpdateDelayed = () => routeLoadingDelayed();

/**
 * Each page shown, the first load included: a page hit (if counters are configured and accepted), the
 * end of a slow route change on the progress bar, and, at idle, the real heights of the blocks laid out
 * only near the viewport (src/lib/scroll-restoration).
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  // Most builds have no counters: the analytics code is then not even loaded (1 KB of every page).
  if (isAnalyticsConfigured()) void import("./src/lib/analytics").then(({ trackPageView }) => trackPageView(location));
  routeUpdated();
  learnBlockHeights();
};

/**
 * Back or Forward to a page the visitor had scrolled: the position is restored against the page's real
 * heights; a jump the browser made itself to a place in the page is not made again (both in
 * src/lib/scroll-restoration). Every other page change is left to Gatsby: the top, or the anchor.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps, getSavedScrollPosition }) => {
  const { location } = routerProps;
  if (location.hash && takeNativeAnchorJump(location.hash)) return false;
  const saved = getSavedScrollPosition(location);
  const y = Array.isArray(saved) ? Number(saved[1]) : 0;
  if (!prevRouterProps || location.hash || !(y > 0)) return true;
  restoreScroll(y);
  return false;
};

/** The page is hydrated in slices (see src/lib/hydrate). */
export const replaceHydrateFunction = () => hydratePage;

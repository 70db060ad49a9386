import { done, start } from "./progress";

/**
 * Route changes on the progress bar. Gatsby loads a page's data and code before it calls
 * onPreRouteUpdate, so that hook comes too late to show anything; the hook that fires while the
 * loading is still going on is onRouteUpdateDelayed, one second after a client-side navigation began.
 * The bar is then shown at once (the throttle has long passed) and finished by onRouteUpdate.
 */
export const ROUTE_UPDATE_DELAY_MS = 1000;

let routeLoading = false;

export function routeLoadingDelayed(): void {
  if (routeLoading) return;
  routeLoading = true;
  start(ROUTE_UPDATE_DELAY_MS);
}

/** Every route update, slow or not: ends only the route's own share of the bar, never a request's. */
export function routeUpdated(): void {
  if (!routeLoading) return;
  routeLoading = false;
  done();
}

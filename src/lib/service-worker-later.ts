import { whenHydrated } from "./hydration-gate";

/**
 * The offline plugin's service worker is registered once the page is hydrated and the browser is idle,
 * not as the app starts (issue #34). Gatsby registers it in the middle of its start, and the worker then
 * fetched workbox and precached the site's shell and code in the same second as the hydration, on a
 * phone's few cores: every task of the hydration took longer. web.dev gives the same advice ("delay
 * registration until after the load event"); here the page's load is over before its code even starts
 * (src/lib/app-scripts), so the wait is for the hydration. A visitor loses nothing: the worker only
 * serves later visits and offline ones.
 */

/** The longest the registration waits for an idle moment once the page is hydrated. */
export const IDLE_WAIT_MS = 2000;

type Call = () => void;

let registration: Call | null = null;
let rendered = false;

function settle(): void {
  const register = registration;
  if (!register || !rendered) return;
  registration = null;
  whenHydrated(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => register(), { timeout: IDLE_WAIT_MS });
    else setTimeout(register, 0);
  });
}

/** Gatsby asks for the registration (gatsby/browser/register-service-worker.js): it waits for the page. */
export function registerWhenSettled(register: Call): void {
  registration = register;
  settle();
}

/** The page's first render is committed (gatsby-browser's onInitialClientRender): its parts are known. */
export function firstRenderCommitted(): void {
  rendered = true;
  settle();
}

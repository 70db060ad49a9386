import type { CountersWindow } from "../src/lib/analytics-counters";

/** The counter ids a page load is built with (unset ones are removed from the environment). */
export function setCounterIds(ids: { metrika?: string; tmr?: string }): void {
  if (ids.metrika === undefined) delete process.env.GATSBY_YANDEX_METRIKA_ID;
  else process.env.GATSBY_YANDEX_METRIKA_ID = ids.metrika;
  if (ids.tmr === undefined) delete process.env.GATSBY_TOPMAILRU_ID;
  else process.env.GATSBY_TOPMAILRU_ID = ids.tmr;
}

/** Removes what a page with counters leaves behind: their scripts and queues, the stored consent, the ids. */
export function clearAnalyticsPage(): void {
  const win = window as unknown as CountersWindow;
  document.querySelectorAll("script").forEach((s) => s.remove());
  delete win.ym;
  delete win._tmr;
  localStorage.clear();
  setCounterIds({});
}

/**
 * Web analytics (DESIGN "Analytics", "Personal data"): Yandex Metrika and Top.Mail.Ru, only when their
 * ids are configured at build time and only after the visitor accepts analytics in the cookie notice.
 * Until then nothing is loaded and no request leaves the page; the counters' own code sits in a
 * separate chunk (`analytics-counters.ts`) that is imported on the first event that may be sent.
 */
import type { Counters } from "./analytics-counters";
import type { AnalyticsConfig, AnalyticsEvent } from "./analytics-types";
import { analyticsConfig, isAnalyticsConfigured } from "./analytics-config";

export type { AnalyticsConfig, AnalyticsEvent };
export { analyticsConfig, isAnalyticsConfigured };

export type ConsentChoice = "granted" | "denied";

export const CONSENT_STORAGE_KEY = "videum:analytics-consent";
/** The goal set up in both services for a sent contact form. */
export const LEAD_GOAL = "lead_form";

/* ---------- consent ---------- */

interface StoredConsent {
  choice: ConsentChoice;
  /** ISO time of the choice: when the visitor agreed or refused. */
  date: string;
}

/** The choice of this page view when localStorage refuses to keep it (privacy modes, disabled storage). */
let unsavedChoice: ConsentChoice | null = null;

function localStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<StoredConsent> | null;
    return saved?.choice === "granted" || saved?.choice === "denied" ? saved.choice : null;
  } catch {
    return null;
  }
}

/** The visitor's answer to the cookie notice, or null if they have not answered yet. */
export function analyticsConsent(): ConsentChoice | null {
  if (unsavedChoice) return unsavedChoice;
  try {
    return parseConsent(localStore()?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

function saveConsent(choice: ConsentChoice): void {
  const record: StoredConsent = { choice, date: new Date().toISOString() };
  try {
    const storage = localStore();
    if (!storage) throw new Error("no localStorage");
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    unsavedChoice = null;
  } catch {
    unsavedChoice = choice;
  }
}

/* ---------- sending ---------- */

let counters: Promise<Counters> | null = null;

interface PageView {
  /** Path and query: a new key is a new page view; a change of hash alone is not. */
  key: string;
  url: string;
  referrer: string;
  counted: boolean;
}

/** The page on screen, kept so that accepting analytics counts it once. */
let currentPage: PageView | null = null;

function canSend(): boolean {
  return typeof window !== "undefined" && isAnalyticsConfigured() && analyticsConsent() === "granted";
}

/**
 * After the browser's idle time: out of the way of the first paint and of the route change, and late
 * enough that the Head API has set the new page's title, which the hit carries.
 */
function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 1);
  });
}

function loadCounters(): Promise<Counters> {
  if (!counters) {
    counters = import(/* webpackChunkName: "analytics-counters" */ "./analytics-counters").then(({ startCounters }) =>
      startCounters(analyticsConfig(), window, document),
    );
    counters.catch(() => {
      // The chunk did not arrive (offline, a deploy in between): try again on the next event.
      counters = null;
    });
  }
  return counters;
}

function send(event: AnalyticsEvent): void {
  if (!canSend()) return;
  // Consent may be withdrawn while the event waits: asked again before loading and before sending.
  afterIdle()
    .then(() => (canSend() ? loadCounters() : null))
    .then((loaded) => {
      if (loaded && canSend()) loaded.send(event);
    })
    .catch(() => undefined);
}

function countCurrentPage(): void {
  if (!currentPage || currentPage.counted || !canSend()) return;
  currentPage.counted = true;
  send({ type: "hit", url: currentPage.url, referrer: currentPage.referrer });
}

/** Gatsby's onRouteUpdate, the first load included: one page hit per page shown. */
export function trackPageView(location: Pick<Location, "href" | "pathname" | "search">): void {
  const key = location.pathname + location.search;
  if (currentPage?.key === key) return;
  const referrer = currentPage?.url ?? (typeof document === "undefined" ? "" : document.referrer);
  currentPage = { key, url: location.href, referrer, counted: false };
  countCurrentPage();
}

/** A contact form was sent: the lead goal in both services (nothing without ids or consent). */
export function reachLeadGoal(): void {
  send({ type: "goal", goal: LEAD_GOAL });
}

/**
 * The visitor's answer in the cookie notice. Accepting counts the page on screen; refusing stops
 * every later hit and goal, and the next page load loads no counter at all.
 */
export function setAnalyticsConsent(choice: ConsentChoice): void {
  saveConsent(choice);
  if (choice === "granted") countCurrentPage();
}

/* ---------- reopening the notice ---------- */

const settingsListeners = new Set<() => void>();

/** The footer's 'Настройки cookie': asks the cookie notice to show again. */
export function openCookieSettings(): void {
  settingsListeners.forEach((listener) => listener());
}

export function onCookieSettingsRequest(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => {
    settingsListeners.delete(listener);
  };
}

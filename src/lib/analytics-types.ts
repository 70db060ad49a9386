/** What the analytics module (analytics.ts) and the counters it loads (analytics-counters.ts) both speak of. */
export interface AnalyticsConfig {
  metrikaId?: string;
  topmailruId?: string;
}

export type AnalyticsEvent = { type: "hit"; url: string; referrer: string } | { type: "goal"; goal: string };

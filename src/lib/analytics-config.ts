/**
 * Whether this build has analytics counters (DESIGN "Analytics"), apart from the rest of src/lib/analytics:
 * every page asks it, and on a build without ids nothing more of the analytics code is loaded.
 */
import type { AnalyticsConfig } from "./analytics-types";

/** Counter ids are numbers; anything else is treated as not configured rather than sent to a vendor. */
function counterId(value: string | undefined): string | undefined {
  const id = value?.trim();
  return id && /^\d+$/.test(id) ? id : undefined;
}

/**
 * Read on each call so tests can set the variables; in the bundle Gatsby replaces these exact
 * `process.env.GATSBY_…` expressions with the build-time values.
 */
export function analyticsConfig(): AnalyticsConfig {
  return {
    metrikaId: counterId(process.env.GATSBY_YANDEX_METRIKA_ID),
    topmailruId: counterId(process.env.GATSBY_TOPMAILRU_ID),
  };
}

export function isAnalyticsConfigured(config: AnalyticsConfig = analyticsConfig()): boolean {
  return Boolean(config.metrikaId || config.topmailruId);
}

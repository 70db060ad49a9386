import { utmFrom } from "../../rules/utm";

/**
 * Where a visit came from: the `utm_*` tags of the landing address and the referring site, kept in
 * sessionStorage for the visit so a lead sent pages later is still attributed to its campaign.
 */
export interface Visit {
  utm: Record<string, string>;
  referrer?: string;
}

const STORAGE_KEY = "videum:visit";

/** sessionStorage, or null where it is unavailable (privacy modes, disabled storage). */
function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function currentVisit(storage: Storage | null = sessionStore()): Visit {
  try {
    const saved = storage?.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as Visit) : { utm: {} };
  } catch {
    return { utm: {} };
  }
}

/**
 * Called on each full page load. The first load of a visit records the referrer; an address with
 * UTM tags (a new campaign click within the visit) replaces the tags kept so far.
 */
export function rememberVisit(
  location: { search: string; origin: string },
  referrer: string,
  storage: Storage | null = sessionStore(),
): void {
  if (!storage) return;
  const visit = currentVisit(storage);
  const utm = utmFrom(location.search);
  const external = referrer && !referrer.startsWith(location.origin) ? referrer : undefined;
  const next: Visit = {
    utm: Object.keys(utm).length > 0 ? utm : visit.utm,
    referrer: visit.referrer ?? external,
  };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or a locked-down browser: the lead is sent without attribution, nothing breaks.
  }
}

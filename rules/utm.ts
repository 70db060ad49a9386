/** Campaign tags (UTM) a lead is attributed with; shared by the browser and the form endpoint. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The longest UTM value kept; the server refuses longer ones. */
export const UTM_MAX_LENGTH = 200;

/** The UTM tags of a query string ("?utm_source=vk&x=1" → {utm_source: "vk"}). */
export function utmFrom(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, UTM_MAX_LENGTH);
  }
  return utm;
}


/** The value at a path of parsed data — keys in order, or dotted ("seo.title") — or undefined where there is none. */
export function valueAt(data: unknown, path: string | readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of typeof path === "string" ? path.split(".") : path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

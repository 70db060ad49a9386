/** Russian text the way the site writes it: counts and the nouns that agree with them. */

/**
 * A count the Russian way, digits grouped by threes with a non-breaking space: 12 345. Written out, not
 * `toLocaleString("ru-RU")`: the browser's first Intl call loads its locale data, a long task (~40 ms
 * on a phone) in the middle of a page's start.
 */
export function formatRuNumber(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00A0");
}

/** The Russian plural for a count: 1 просмотр, 2 просмотра, 5 просмотров, 21 просмотр. */
export function pluralRu(n: number, forms: readonly [string, string, string]): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (units === 1) return forms[0];
  if (units >= 2 && units <= 4) return forms[1];
  return forms[2];
}

/**
 * Where the two counters load their code from and send their hits. The production server's
 * Content-Security-Policy lets exactly these in when the counter ids are configured.
 */
export const COUNTER_HOSTS = {
  // The Metrika tag loads from mc.yandex.ru and reports to .ru or .com depending on the visitor.
  metrika: ["https://mc.yandex.ru", "https://mc.yandex.com"],
  topmailru: ["https://top-fwz1.mail.ru"],
} as const;

/** Hosts of the counters whose ids are set (ids as in GATSBY_YANDEX_METRIKA_ID / GATSBY_TOPMAILRU_ID). */
export function counterHosts(ids: { metrika?: string; topmailru?: string }): string[] {
  return [...(ids.metrika ? COUNTER_HOSTS.metrika : []), ...(ids.topmailru ? COUNTER_HOSTS.topmailru : [])];
}

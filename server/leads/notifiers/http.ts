/** How long any channel's request may take; a CRM that answers later is treated as not having answered. */
export const TIMEOUT_MS = 10_000;

/** POSTs JSON and resolves on any 2xx; anything else is an Error "HTTP <status>: <body start>". */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`);
  }
}

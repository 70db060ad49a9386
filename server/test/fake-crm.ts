import { fakeEndpoint } from "./fake-endpoint";

/** A CRM webhook on 127.0.0.1 that can be down (HTTP 500) or up (HTTP 200, after `delayMs`). */
export async function startFakeCrm({ delayMs = 0 } = {}) {
  const state = { up: true };
  const endpoint = await fakeEndpoint(() => (state.up ? 200 : 500), { delayMs });
  /** Each request the CRM answered: which lead, and with what status. */
  const calls = () => endpoint.received.map((r) => ({ leadId: (r.body.lead as { id: string }).id, status: r.status }));
  return {
    url: `${endpoint.url}/leads`,
    calls,
    setUp: (up: boolean) => (state.up = up),
    /** Leads the CRM accepted, with how many times each. */
    accepted: () => {
      const counts = new Map<string, number>();
      for (const c of calls()) if (c.status === 200) counts.set(c.leadId, (counts.get(c.leadId) ?? 0) + 1);
      return counts;
    },
    close: endpoint.close,
  };
}

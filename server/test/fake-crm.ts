import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A CRM webhook on 127.0.0.1 that can be down (HTTP 500) or up (HTTP 200, after `delayMs`), recording
 * what it was sent and what it answered.
 */
export async function startFakeCrm({ delayMs = 0 } = {}) {
  const calls: { leadId: string; status: number }[] = [];
  const state = { up: true };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const status = state.up ? 200 : 500;
      const { lead } = JSON.parse(body) as { lead: { id: string } };
      setTimeout(() => {
        calls.push({ leadId: lead.id, status });
        res.writeHead(status).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    calls,
    setUp: (up: boolean) => (state.up = up),
    /** Leads the CRM accepted, with how many times each. */
    accepted: () => {
      const counts = new Map<string, number>();
      for (const c of calls) if (c.status === 200) counts.set(c.leadId, (counts.get(c.leadId) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

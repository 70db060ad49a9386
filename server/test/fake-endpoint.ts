import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  url: string;
  /** The JSON body, parsed. */
  body: Record<string, unknown>;
  /** The body as it arrived (what a signature covers). */
  raw: string;
  headers: http.IncomingHttpHeaders;
  /** What the endpoint answered. */
  status: number;
}

/**
 * An HTTP endpoint on 127.0.0.1 standing in for a notifier's far side (a CRM webhook, the Telegram
 * Bot API). `status` is answered to each request (a list is used up in turn, then 200), after
 * `delayMs`; each request is recorded as it is answered.
 */
export async function fakeEndpoint(status: number[] | (() => number) = [], { delayMs = 0 } = {}) {
  const received: ReceivedRequest[] = [];
  const next = typeof status === "function" ? status : () => status.shift() ?? 200;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const answer = next();
      setTimeout(() => {
        received.push({ url: req.url ?? "", body: JSON.parse(raw) as Record<string, unknown>, raw, headers: req.headers, status: answer });
        // An error carries no body, so a delivery's recorded error is just "HTTP <status>".
        if (answer < 400) res.writeHead(answer, { "content-type": "application/json" }).end('{"ok":true}');
        else res.writeHead(answer).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

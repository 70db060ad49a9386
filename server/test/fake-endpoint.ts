import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** A request as a fake server saw it. */
export interface IncomingRequest {
  method: string;
  url: string;
  /** The body as it arrived (what a signature covers). */
  raw: string;
  headers: http.IncomingHttpHeaders;
}

/** What a fake server answers; "hang" keeps the connection open with no answer (a lost answer). */
export type Answer = { status: number; headers?: Record<string, string>; body?: string | object } | "hang";

/**
 * An HTTP server on 127.0.0.1 standing in for a third-party API: `handle` answers each request
 * (after `delayMs`). Closing it also drops the connections still waiting for an answer.
 */
export async function fakeServer(handle: (request: IncomingRequest) => Answer | Promise<Answer>, { delayMs = 0 } = {}) {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      setTimeout(() => {
        void Promise.resolve(handle({ method: req.method ?? "GET", url: req.url ?? "", raw, headers: req.headers })).then(
          (answer) => {
            if (answer === "hang") return;
            const body = answer.body === undefined ? "" : typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
            res.writeHead(answer.status, answer.headers).end(body);
          },
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
      }, delayMs);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Cuts every open connection, as a network failure after a request was sent would. */
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

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
 * An HTTP endpoint on 127.0.0.1 standing in for a notifier's far side (a company webhook, the
 * Telegram Bot API). `status` is answered to each request (a list is used up in turn, then 200), after
 * `delayMs`; each request is recorded as it is answered.
 */
export async function fakeEndpoint(status: number[] | (() => number) = [], { delayMs = 0 } = {}) {
  const received: ReceivedRequest[] = [];
  const next = typeof status === "function" ? status : () => status.shift() ?? 200;
  const server = await fakeServer(
    (request) => {
      const answer = next();
      received.push({ url: request.url, body: JSON.parse(request.raw) as Record<string, unknown>, raw: request.raw, headers: request.headers, status: answer });
      // An error carries no body, so a delivery's recorded error is just "HTTP <status>".
      return answer < 400 ? { status: answer, headers: { "content-type": "application/json" }, body: '{"ok":true}' } : { status: answer };
    },
    { delayMs },
  );
  return { url: server.url, received, close: server.close };
}

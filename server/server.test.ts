import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { makeFixtureSite } from "./test/fixture-site";
import { spawnServer } from "./test/spawn-server";

let root: string;
beforeAll(() => {
  root = makeFixtureSite();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

test("closing lets a request in flight finish and refuses new connections", async () => {
  const app = await buildApp({ config: loadConfig({ PUBLIC_DIR: root, LEADS_DB: ":memory:" }) });
  let started!: () => void;
  const requestStarted = new Promise<void>((resolve) => (started = resolve));
  app.get("/api/slow", async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { done: true };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const inFlight = get(port, "/api/slow");
  await requestStarted;
  const closing = app.close();

  await expect(inFlight).resolves.toEqual({ status: 200, body: '{"done":true}' });
  await closing;
  await expect(get(port, "/about")).rejects.toMatchObject({ code: "ECONNREFUSED" });
});

test("the server process exits 0 on SIGTERM after logging its shutdown", async () => {
  const server = await spawnServer(["--import", "tsx", path.join(__dirname, "server.ts")], { PUBLIC_DIR: root, LEADS_DB: ":memory:" });
  const page = await get(server.port, "/about");
  expect(page.status).toBe(200);

  await expect(server.stop()).resolves.toBe(0);
  expect(server.output()).toContain('"signal":"SIGTERM"');
  expect(server.output()).toContain("server closed");
}, 30_000);

import http from "node:http";
import type { AddressInfo } from "node:net";
import { setupTestApp } from "../test/test-app";

let hits = 0;
const crm = http.createServer((_req, res) => {
  hits += 1;
  // The CRM is down for the first attempt and back for the next one.
  res.writeHead(hits === 1 ? 503 : 200).end();
});

beforeAll(() => new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise((resolve) => crm.close(resolve)));

const t = setupTestApp({
  get LEADS_WEBHOOK_URL() {
    return `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`;
  },
});

test("a lead is stored and answered even while the CRM is down, then delivered on retry", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/form",
    payload: { name: "Анна Петрова", phone: "+7 916 555-12-34", message: "Пилот", consent: true },
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json() as { id: string };

  await t.app.outbox.runOnce();
  expect(await t.app.leads.deliveries(id)).toEqual([
    { notifier: "webhook", status: "pending", attempts: 1, lastError: "HTTP 503", deliveredAt: null },
  ]);

  await t.app.outbox.runOnce(new Date(Date.now() + 60_000));
  expect(await t.app.leads.deliveries(id)).toMatchObject([{ notifier: "webhook", status: "delivered", attempts: 2 }]);
});

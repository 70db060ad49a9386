import { fakeEndpoint } from "../test/fake-endpoint";
import { setupTestApp } from "../test/test-app";

let crm: Awaited<ReturnType<typeof fakeEndpoint>>;
// The CRM is down for the first attempt and back for the next one.
beforeAll(async () => {
  crm = await fakeEndpoint([503]);
});
afterAll(() => crm.close());

const t = setupTestApp({
  get LEADS_WEBHOOK_URL() {
    return `${crm.url}/leads`;
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
    { notifier: "webhook", status: "pending", attempts: 1, lastError: "HTTP 503", deliveredAt: null, remoteId: null, failure: null },
  ]);

  await t.app.outbox.runOnce(new Date(Date.now() + 60_000));
  expect(await t.app.leads.deliveries(id)).toMatchObject([{ notifier: "webhook", status: "delivered", attempts: 2 }]);
});

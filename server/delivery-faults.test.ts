import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSqliteStore } from "./leads/sqlite-store";
import { createPostgresStore } from "./leads/postgres-store";
import { startFakeAmoCrm, LEAD_ID_FIELD_ID } from "./test/fake-amocrm";
import { startFakeBitrix24 } from "./test/fake-bitrix24";
import { startFakeCrm } from "./test/fake-crm";
import { makeFixtureSite } from "./test/fixture-site";
import { createTestDatabase } from "./test/postgres";
import { spawnServer, type RunningServer } from "./test/spawn-server";
import { waitFor } from "./test/wait-for";

/**
 * Faults with real processes and sockets on 127.0.0.1: the production server (through tsx), a CRM
 * webhook that goes down and up, restarts, two instances sharing one PostgreSQL, and the server
 * killed while a CRM holds a lead it created but whose answer never came back.
 */
let root: string;
let dir: string;
beforeAll(() => {
  root = makeFixtureSite();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-"));
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = (env: NodeJS.ProcessEnv) =>
  spawnServer(["--import", "tsx", path.join(__dirname, "server.ts")], {
    PUBLIC_DIR: root,
    FORM_RATE_LIMIT: "1000",
    OUTBOX_INTERVAL_SECONDS: "0.1",
    OUTBOX_RETRY_BASE_SECONDS: "0.2",
    ...env,
  });

async function submit(server: RunningServer, n: number): Promise<string> {
  const res = await fetch(`${server.origin}/api/form`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Анна Петрова", phone: "+7 916 555-12-34", message: `Заявка №${n}`, consent: true }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("a lead taken while the CRM is down is delivered once it is back, once, across a restart", async () => {
  const crm = await startFakeCrm();
  crm.setUp(false);
  const env = { LEADS_DB: path.join(dir, "leads.sqlite"), LEADS_WEBHOOK_URL: crm.url };

  const first = await start(env);
  const id = await submit(first, 1);
  await waitFor("two failed attempts", () => crm.calls().filter((c) => c.leadId === id).length >= 2);
  await expect(first.stop()).resolves.toBe(0);

  const stored = createSqliteStore(env.LEADS_DB);
  await expect(stored.get(id)).resolves.toMatchObject({ message: "Заявка №1" });
  await expect(stored.deliveries(id)).resolves.toMatchObject([{ notifier: "webhook", status: "pending", lastError: "HTTP 500" }]);
  await stored.close();

  crm.setUp(true);
  const second = await start(env);
  await waitFor("the CRM to accept the lead", () => crm.accepted().get(id) === 1);
  await expect(second.stop()).resolves.toBe(0);

  expect(crm.accepted()).toEqual(new Map([[id, 1]]));
  const after = createSqliteStore(env.LEADS_DB);
  await expect(after.deliveries(id)).resolves.toMatchObject([{ status: "delivered", lastError: null }]);
  await after.close();
  await crm.close();
}, 60_000);

test("two server instances on one PostgreSQL deliver every lead exactly once", async () => {
  const db = await createTestDatabase();
  // A slow CRM keeps deliveries in flight while the other instance looks for work.
  const crm = await startFakeCrm({ delayMs: 30 });
  const env = { DATABASE_URL: db.url, LEADS_WEBHOOK_URL: crm.url, OUTBOX_INTERVAL_SECONDS: "0.05" };
  const [a, b] = await Promise.all([start(env), start(env)]);

  const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => submit(n % 2 ? a : b, n)));
  await waitFor("all 30 leads at the CRM", () => crm.accepted().size === 30, 30_000);
  await Promise.all([a.stop(), b.stop()]);

  expect([...crm.accepted().keys()].sort()).toEqual([...ids].sort());
  expect([...crm.accepted().values()].every((times) => times === 1)).toBe(true);
  expect(crm.calls()).toHaveLength(30);
  // Both instances did part of the work (each kicks its own outbox for the leads it took).
  expect(a.output()).toContain("lead delivered");
  expect(b.output()).toContain("lead delivered");

  const store = await createPostgresStore(db.url);
  await expect(store.stats()).resolves.toMatchObject({ deliveries: [{ status: "delivered", count: 30 }] });
  await store.close();
  await crm.close();
  await db.drop();
}, 60_000);

describe.each(["bitrix24", "amocrm"] as const)("killed between «%s created the lead» and «delivery recorded»", (crm) => {
  test("after the restart the lead is found in the CRM, not created again", async () => {
    const portal = await startFakeBitrix24();
    const account = await startFakeAmoCrm();
    const env = {
      LEADS_DB: path.join(dir, `killed-${crm}.sqlite`),
      // The dead process's hold on the delivery ends after a second.
      OUTBOX_LEASE_SECONDS: "1",
      ...(crm === "bitrix24"
        ? { BITRIX24_WEBHOOK_URL: portal.webhookUrl }
        : { AMOCRM_URL: account.url, AMOCRM_TOKEN: account.state.token, AMOCRM_LEAD_ID_FIELD_ID: String(LEAD_ID_FIELD_ID) }),
    };
    // The CRM creates the record and holds the answer back until the server is gone.
    portal.state.addOutcomes.push("create-and-hang");
    account.state.createOutcomes.push("create-and-hang");
    const created = crm === "bitrix24" ? portal.hung() : account.hung();

    const first = await start(env);
    const id = await submit(first, 1);
    await created;
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    const records = () => (crm === "bitrix24" ? portal.leadsFor(id).map((l) => String(l.ID)) : account.dealsFor(id).map((d) => String(d.id)));
    expect(records()).toHaveLength(1);

    const second = await start(env);
    await waitFor("the delivery to be recorded", async () => {
      const store = createSqliteStore(env.LEADS_DB);
      try {
        return (await store.deliveries(id))[0]?.status === "delivered";
      } finally {
        await store.close();
      }
    });
    await expect(second.stop()).resolves.toBe(0);

    expect(records()).toHaveLength(1);
    const store = createSqliteStore(env.LEADS_DB);
    await expect(store.deliveries(id)).resolves.toMatchObject([{ notifier: crm, status: "delivered", remoteId: records()[0] }]);
    await store.close();
    if (crm === "bitrix24") {
      expect(portal.state.requests.map((r) => [r.method, r.status])).toEqual([
        ["crm.lead.add", "hang"],
        ["crm.lead.list", 200],
      ]);
    } else {
      expect(account.dealsFor(id)[0].notes).toHaveLength(1);
      expect(account.state.requests.map((r) => `${r.method} ${r.path.replace(/leads\/\d+/, "leads/ID")} ${r.status}`)).toEqual([
        "POST /api/v4/leads/complex hang",
        "GET /api/v4/leads 200",
        "GET /api/v4/leads/ID/notes 204",
        "POST /api/v4/leads/ID/notes 200",
      ]);
    }
    await portal.close();
    await account.close();
  }, 60_000);
});

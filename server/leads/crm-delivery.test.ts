import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { buildApp } from "../app";
import { runLeadsCommand } from "../cli/leads";
import { loadConfig } from "../config";
import { amoCrmNotifier, bitrix24Notifier } from "./notifiers";
import { startOutbox } from "./outbox";
import { createSqliteStore } from "./sqlite-store";
import type { LeadStore } from "./types";
import { LEAD_ID_FIELD_ID, startFakeAmoCrm, type FakeAmoCrm } from "../test/fake-amocrm";
import { startFakeBitrix24, type FakeBitrix24 } from "../test/fake-bitrix24";
import { makeFixtureSite } from "../test/fixture-site";
import { makeLead } from "../test/lead-fixture";

/** The outbox with both CRM channels against their fakes: outages, limits, refused credentials. */
const log = pino({ level: "silent" });
let portal: FakeBitrix24;
let account: FakeAmoCrm;
let store: LeadStore;
beforeEach(async () => {
  portal = await startFakeBitrix24();
  account = await startFakeAmoCrm();
  store = createSqliteStore(":memory:");
});
afterEach(async () => {
  await store.close();
  await portal.close();
  await account.close();
});

const crmNotifiers = () => [
  bitrix24Notifier({ webhookUrl: portal.webhookUrl, originatorId: "videumlab.ru", sourceId: "WEB", newsletters: true }),
  amoCrmNotifier({
    baseUrl: account.url,
    token: account.state.token,
    mode: "deal",
    leadIdFieldId: LEAD_ID_FIELD_ID,
    tags: ["Сайт"],
    siteHost: "videumlab.ru",
    newsletters: true,
  }),
];

const T0 = Date.parse("2026-11-20T10:00:00.000Z");

test("both CRMs down for an hour and back: the lead reaches each once, retried on the outbox's schedule", async () => {
  let now = new Date(T0);
  const outbox = startOutbox({ store, notifiers: crmNotifiers(), log, clock: () => now, intervalMs: 3_600_000 });
  const lead = makeLead({ receivedAt: now.toISOString() });
  await store.insert(lead, ["amocrm", "bitrix24"]);
  portal.state.down = true; // 502 from the portal's proxy: the add may or may not have happened
  account.state.down = true;

  const attemptsAt = new Set<number>();
  for (; now.getTime() < T0 + 3_600_000; now = new Date(now.getTime() + 10_000)) {
    const before = portal.state.requests.length;
    await outbox.runOnce();
    if (portal.state.requests.length > before) attemptsAt.add((now.getTime() - T0) / 1000);
  }
  // 30 s, then twice as long each time: seven attempts in the first hour, none in between.
  expect([...attemptsAt]).toEqual([0, 30, 90, 210, 450, 930, 1890]);
  // The first attempt may have created the lead, so each later one looks it up before adding.
  expect(portal.state.requests.map((r) => r.method)).toEqual(["crm.lead.add", ...Array(6).fill("crm.lead.list")]);
  await expect(store.deliveries(lead.id)).resolves.toMatchObject([
    { notifier: "amocrm", status: "pending", attempts: 7, failure: "unavailable" },
    { notifier: "bitrix24", status: "pending", attempts: 7, failure: "unavailable", lastError: expect.stringContaining("HTTP 502") },
  ]);

  portal.state.down = false;
  account.state.down = false;
  for (; now.getTime() <= T0 + 3810_000; now = new Date(now.getTime() + 10_000)) await outbox.runOnce();

  expect(portal.leadsFor(lead.id)).toHaveLength(1);
  expect(account.dealsFor(lead.id)).toHaveLength(1);
  expect(account.dealsFor(lead.id)[0].notes).toHaveLength(1);
  await expect(store.deliveries(lead.id)).resolves.toEqual([
    expect.objectContaining({ notifier: "amocrm", status: "delivered", attempts: 8, remoteId: String(account.dealsFor(lead.id)[0].id), failure: null }),
    expect.objectContaining({ notifier: "bitrix24", status: "delivered", attempts: 8, remoteId: String(portal.leadsFor(lead.id)[0].ID), failure: null }),
  ]);
  await outbox.stop();
});

test("over the request limit the channel is left alone with all its leads, for longer each time, then each lead goes once", async () => {
  let now = new Date(T0);
  const outbox = startOutbox({ store, notifiers: crmNotifiers().slice(0, 1), log, clock: () => now, intervalMs: 3_600_000 });
  const leads = [0, 1, 2].map((i) => makeLead({ receivedAt: new Date(T0 - 1000 + i).toISOString() }));
  for (const lead of leads) await store.insert(lead, ["bitrix24"]);
  portal.state.limited = 2;
  const statuses = () => portal.state.requests.map((r) => r.status);

  await outbox.runOnce();
  expect(statuses()).toEqual([503]); // the other two leads were not tried against the limit
  now = new Date(T0 + 999);
  await outbox.runOnce();
  expect(statuses()).toEqual([503]);
  now = new Date(T0 + 1000);
  await outbox.runOnce();
  expect(statuses()).toEqual([503, 503]); // still limited: the pause doubles
  now = new Date(T0 + 2999);
  await outbox.runOnce();
  expect(statuses()).toHaveLength(2);
  now = new Date(T0 + 3000);
  await outbox.runOnce();
  expect(statuses()).toEqual([503, 503, 200, 200, 200]);
  for (const lead of leads) expect(portal.leadsFor(lead.id)).toHaveLength(1);
  await outbox.stop();
});

describe("refused credentials, through the server", () => {
  let root: string;
  let dir: string;
  beforeAll(() => {
    root = makeFixtureSite();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "crm-auth-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const env = () => ({
    PUBLIC_DIR: root,
    LEADS_DB: path.join(dir, "leads.sqlite"),
    FORM_RATE_LIMIT: "100",
    BITRIX24_WEBHOOK_URL: portal.revokedUrl,
    AMOCRM_URL: account.url,
    AMOCRM_TOKEN: "expired-token",
    AMOCRM_LEAD_ID_FIELD_ID: String(LEAD_ID_FIELD_ID),
  });

  async function start(overrides: NodeJS.ProcessEnv = {}) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split("\n").filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ config: loadConfig({ ...env(), ...overrides }), logger: { level: "info", stream } });
    return { app, logged: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
  }

  async function submit(app: Awaited<ReturnType<typeof start>>["app"], body: Record<string, unknown>): Promise<string> {
    const res = await app.inject({ method: "POST", url: "/api/form", payload: { consent: true, ...body } });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  }

  test("the leads wait with the error in the log and in stats, and go once the setting is fixed and the server restarted", async () => {
    const first = await start();
    const ids = [
      await submit(first.app, { name: "Анна Петрова", phone: "+7 916 555-12-34", message: "Пилот" }),
      await submit(first.app, { name: "Пётр Иванов", phone: "+7 999 000-11-22", message: "Смета" }),
    ];
    await first.app.outbox.runOnce();

    // One refusal each: the second lead is not sent to a CRM that refuses our credentials.
    expect(portal.state.requests.map((r) => r.status)).toEqual([401]);
    expect(account.state.requests.map((r) => r.status)).toEqual([401]);
    for (const id of ids) {
      await expect(first.app.leads.get(id)).resolves.toBeDefined();
      await expect(first.app.leads.deliveries(id)).resolves.toMatchObject([
        { notifier: "amocrm", status: "pending", failure: "auth" },
        { notifier: "bitrix24", status: "pending", failure: "auth" },
      ]);
    }
    const refused = first.logged().filter((l) => l.msg === "lead delivery refused: the channel does not accept our credentials; fix its settings and restart, the lead waits");
    expect(refused.map((l) => [l.level, l.notifier, l.failure]).sort()).toEqual([
      [50, "amocrm", "auth"],
      [50, "bitrix24", "auth"],
    ]);
    expect(JSON.stringify(first.logged())).not.toContain("revoked0c0de"); // the webhook's secret code stays out of the log

    const stats: string[] = [];
    await runLeadsCommand(["stats"], first.app.leads, (text) => stats.push(text));
    expect(stats).toEqual(
      expect.arrayContaining([
        "не доставлено, amoCRM: 2 — канал не принимает ключ доступа: исправьте настройку и перезапустите сервер, заявки ждут",
        "  последняя ошибка: amoCRM POST /api/v4/leads/complex: HTTP 401: Unauthorized: Неверный логин или пароль",
        "не доставлено, Битрикс24: 2 — канал не принимает ключ доступа: исправьте настройку и перезапустите сервер, заявки ждут",
        "  последняя ошибка: Bitrix24 crm.lead.add: HTTP 401 INVALID_CREDENTIALS: Invalid request credentials",
      ]),
    );
    await first.app.close();

    const fixed = await start({ BITRIX24_WEBHOOK_URL: portal.webhookUrl, AMOCRM_TOKEN: account.state.token });
    await fixed.app.outbox.runOnce(); // due at once after the restart, not at the end of the pause
    for (const id of ids) {
      expect(portal.leadsFor(id)).toHaveLength(1);
      expect(account.dealsFor(id)).toHaveLength(1);
    }
    const listed: string[] = [];
    await runLeadsCommand(["list"], fixed.app.leads, (text) => listed.push(text));
    // Newest first; the CRM ids the operator looks the lead up by.
    expect(listed[0]).toMatch(/^\S+ {2}contact {5}Пётр Иванов, \+7 999 000-11-22 {2}/);
    expect(listed[0]).toContain(`[amoCRM: сделка №${account.dealsFor(ids[1])[0].id}; Битрикс24: лид №${portal.leadsFor(ids[1])[0].ID}]`);
    await fixed.app.close();
  });

  test("with CRM_NEWSLETTER=skip a subscription goes to no CRM, a request to both", async () => {
    const { app } = await start({ BITRIX24_WEBHOOK_URL: portal.webhookUrl, AMOCRM_TOKEN: account.state.token, CRM_NEWSLETTER: "skip" });
    const subscription = await submit(app, { name: "Footer-form", phone: "ivan@company.ru", message: "Footer-form - подписка в рассылку" });
    const request = await submit(app, { name: "Анна Петрова", phone: "+7 916 555-12-34", message: "Пилот" });
    await app.outbox.runOnce();
    await expect(app.leads.deliveries(subscription)).resolves.toEqual([]);
    await expect(app.leads.deliveries(request)).resolves.toMatchObject([{ notifier: "amocrm", status: "delivered" }, { notifier: "bitrix24", status: "delivered" }]);
    expect([portal.state.leads.length, account.state.deals.length]).toEqual([1, 1]);
    await app.close();
  });
});

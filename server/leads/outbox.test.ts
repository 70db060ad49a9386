import crypto from "node:crypto";
import pino from "pino";
import { SIGNATURE_HEADER, telegramMessage, telegramNotifier, webhookNotifier, type Notifier } from "./notifiers";
import { retryDelayMs, startOutbox } from "./outbox";
import { createSqliteStore } from "./sqlite-store";
import { fakeEndpoint } from "../test/fake-endpoint";
import { makeLead } from "../test/lead-fixture";
import { deliveryContext } from "../test/delivery-context";

const log = pino({ level: "silent" });

const lead = makeLead({ receivedAt: new Date().toISOString(), message: "Нужен пилот <b>на 4 камерах</b>" });

test("retries wait 30 s, then twice as long each time, up to an hour", () => {
  expect([1, 2, 3, 10, 20].map((attempts) => retryDelayMs(attempts))).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
});

test("a channel that fails keeps the delivery pending with its error, and a later pass delivers it", async () => {
  const store = createSqliteStore(":memory:");
  let calls = 0;
  const flaky: Notifier = {
    name: "crm",
    send: async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection refused");
    },
  };
  const outbox = startOutbox({ store, notifiers: [flaky], log });
  await store.insert(lead, ["crm"]);

  await outbox.runOnce();
  expect(await store.deliveries(lead.id)).toEqual([
    { notifier: "crm", status: "pending", attempts: 1, lastError: "connection refused", deliveredAt: null, remoteId: null, failure: null },
  ]);
  await outbox.runOnce(); // not due yet: the channel is left alone
  expect(calls).toBe(1);

  await outbox.runOnce(new Date(Date.now() + 31_000));
  const [state] = await store.deliveries(lead.id);
  expect(state).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
  await outbox.runOnce(new Date(Date.now() + 3_600_000));
  expect(calls).toBe(2);
  await outbox.stop();
  await store.close();
});

test("the webhook receives the whole lead as JSON", async () => {
  const endpoint = await fakeEndpoint([200]);
  await webhookNotifier(`${endpoint.url}/hooks/leads`).send(lead, deliveryContext().context);
  expect(endpoint.received).toMatchObject([{ url: "/hooks/leads", body: { event: "lead.created", lead } }]);
  await endpoint.close();
});

test("with a secret the webhook body is signed so the CRM can verify it", async () => {
  const endpoint = await fakeEndpoint([200]);
  await webhookNotifier(endpoint.url, "s3cret").send(lead, deliveryContext().context);
  const [{ raw, headers }] = endpoint.received;
  const expected = crypto.createHmac("sha256", "s3cret").update(raw).digest("hex");
  expect(headers[SIGNATURE_HEADER]).toBe(`sha256=${expected}`);
  await endpoint.close();
});

test("a webhook answering an error status counts as a failure", async () => {
  const endpoint = await fakeEndpoint([503]);
  await expect(webhookNotifier(endpoint.url).send(lead, deliveryContext().context)).rejects.toThrow("HTTP 503");
  await endpoint.close();
});

test("Telegram gets the lead as an HTML message in the sales chat", async () => {
  const api = await fakeEndpoint([200]);
  await telegramNotifier("123:ABC", "-100500", api.url).send(lead, deliveryContext().context);
  expect(api.received[0].url).toBe("/bot123:ABC/sendMessage");
  expect(api.received[0].body).toEqual({
    chat_id: "-100500",
    text: telegramMessage(lead),
    parse_mode: "HTML",
    disable_web_page_preview: true,
  });
  expect(telegramMessage(lead)).toContain("Сообщение: Нужен пилот &lt;b&gt;на 4 камерах&lt;/b&gt;");
  await api.close();
});

test("leads stored while a pass runs go right after it, in one more pass however many came", async () => {
  const store = createSqliteStore(":memory:");
  let claims = 0;
  const counted = { ...store, claimDeliveries: (...args: Parameters<typeof store.claimDeliveries>) => ((claims += 1), store.claimDeliveries(...args)) };
  const sent: string[] = [];
  let passStarted!: () => void;
  const started = new Promise<void>((resolve) => (passStarted = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let allSent!: () => void;
  const done = new Promise<void>((resolve) => (allSent = resolve));
  const channel: Notifier = {
    name: "crm",
    send: async (l) => {
      if (sent.length === 0) {
        passStarted();
        await held; // the channel is slow with the first lead
      }
      sent.push(l.id);
      if (sent.length === 4) allSent();
    },
  };
  // An hour between timed passes: whatever goes out here goes because of kick().
  const outbox = startOutbox({ store: counted, notifiers: [channel], log, intervalMs: 3_600_000 });
  const leads = [0, 1, 2, 3].map(() => makeLead({ receivedAt: new Date(Date.now() - 1000).toISOString() }));
  await store.insert(leads[0], ["crm"]);
  outbox.kick();
  await started;
  for (const later of leads.slice(1)) {
    await store.insert(later, ["crm"]);
    outbox.kick();
  }
  release();
  await done;
  expect(sent).toEqual(leads.map((l) => l.id));
  expect(claims).toBe(2);
  await outbox.stop();
  await store.close();
});

test("while the server is taking forms a delivery waits for it (a quarter second at most), then goes", async () => {
  jest.useFakeTimers({ doNotFake: ["setImmediate", "nextTick", "queueMicrotask"] });
  const store = createSqliteStore(":memory:");
  let sent = 0;
  const channel: Notifier = { name: "crm", send: async () => void (sent += 1) };
  let busy = true;
  const outbox = startOutbox({ store, notifiers: [channel], log, busy: () => busy });
  await store.insert(makeLead({ receivedAt: new Date().toISOString() }), ["crm"]);

  const first = outbox.runOnce();
  await jest.advanceTimersByTimeAsync(200);
  expect(sent).toBe(0); // the visitors' forms go first
  busy = false;
  await jest.advanceTimersByTimeAsync(5);
  await first;
  expect(sent).toBe(1);

  // A flood that does not stop slows deliveries, never stops them.
  busy = true;
  await store.insert(makeLead({ receivedAt: new Date().toISOString() }), ["crm"]);
  const second = outbox.runOnce();
  await jest.advanceTimersByTimeAsync(240);
  expect(sent).toBe(1);
  await jest.advanceTimersByTimeAsync(10);
  await second;
  expect(sent).toBe(2);
  await outbox.stop();
  await store.close();
  jest.useRealTimers();
});

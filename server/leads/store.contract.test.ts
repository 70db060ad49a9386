import { createPostgresStore } from "./postgres-store";
import { createSqliteStore } from "./sqlite-store";
import type { LeadStore } from "./types";
import { makeLead } from "../test/lead-fixture";
import { createTestDatabase } from "../test/postgres";

/**
 * One contract, both engines: whatever the operator picks (SQLite by default, PostgreSQL with
 * DATABASE_URL), a lead is kept, delivered and erased the same way.
 */
interface Engine {
  name: string;
  open(): Promise<{ store: LeadStore; reopen(): Promise<LeadStore>; dispose(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: "SQLite",
    async open() {
      const store = createSqliteStore(":memory:");
      return { store, reopen: async () => store, dispose: async () => undefined };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const db = await createTestDatabase();
      return { store: await createPostgresStore(db.url), reopen: () => createPostgresStore(db.url), dispose: db.drop };
    },
  },
];

describe.each(engines)("lead store on $name", (engine) => {
  let store: LeadStore;
  let env: Awaited<ReturnType<Engine["open"]>>;
  beforeEach(async () => {
    env = await engine.open();
    store = env.store;
  });
  afterEach(async () => {
    await store.close();
    await env.dispose();
  });

  test("a stored lead reads back field for field, UTM tags and consent included", async () => {
    const lead = makeLead({ utm: { utm_source: "vk", utm_campaign: "осень-2026" }, referrer: "https://ya.ru/" });
    await expect(store.insert(lead)).resolves.toEqual({ id: lead.id, duplicate: false });
    await expect(store.get(lead.id)).resolves.toEqual(lead);
    await expect(store.count()).resolves.toBe(1);
  });

  test("the same id cannot be stored twice, and a failed insert leaves nothing behind", async () => {
    const lead = makeLead();
    await store.insert(lead, ["telegram"]);
    // Matched by message: a native module's error class may come from another test file's realm.
    await expect(store.insert(lead, ["telegram"])).rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE|duplicate key/i) });
    await expect(store.count()).resolves.toBe(1);
    await expect(store.deliveries(lead.id)).resolves.toHaveLength(1);
  });

  test("a repeated submission within the window is stored once; after it, again", async () => {
    const first = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    const again = makeLead({ receivedAt: "2026-11-20T10:05:00.000Z" });
    const later = makeLead({ receivedAt: "2026-11-20T10:20:00.000Z" });
    const dedupe = { key: "same-form-same-person", windowMs: 10 * 60_000 };
    await store.insert(first, [], dedupe);
    await expect(store.insert(again, [], dedupe)).resolves.toEqual({ id: first.id, duplicate: true });
    await expect(store.insert(later, [], dedupe)).resolves.toEqual({ id: later.id, duplicate: false });
    await expect(store.count()).resolves.toBe(2);
  });

  test("deliveries are claimed when due, held for the lease, and recorded as delivered or failed", async () => {
    const lead = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    await store.insert(lead, ["email", "telegram"]);
    const now = new Date("2026-11-20T10:00:01.000Z");

    const claimed = await store.claimDeliveries(now, 10, 60_000);
    expect(claimed.map((d) => [d.notifier, d.attempts, d.lead.id])).toEqual([
      ["email", 0, lead.id],
      ["telegram", 0, lead.id],
    ]);
    // Held: a second claim (another instance) within the lease gets nothing.
    await expect(store.claimDeliveries(now, 10, 60_000)).resolves.toEqual([]);

    await store.markDelivered(lead.id, "email", new Date("2026-11-20T10:00:02.000Z"));
    await store.markFailed(lead.id, "telegram", "HTTP 502", new Date("2026-11-20T10:00:31.000Z"));
    await expect(store.deliveries(lead.id)).resolves.toEqual([
      { notifier: "email", status: "delivered", attempts: 1, lastError: null, deliveredAt: "2026-11-20T10:00:02.000Z", remoteId: null, failure: null },
      { notifier: "telegram", status: "pending", attempts: 1, lastError: "HTTP 502", deliveredAt: null, remoteId: null, failure: null },
    ]);
    await expect(store.claimDeliveries(new Date("2026-11-20T10:00:30.000Z"), 10, 60_000)).resolves.toEqual([]);
    const retry = await store.claimDeliveries(new Date("2026-11-20T10:00:31.000Z"), 10, 60_000);
    expect(retry.map((d) => [d.notifier, d.attempts, d.remoteId, d.sentAt])).toEqual([["telegram", 1, null, null]]);
  });

  test("a lead's channels wait as pending deliveries from the moment it is stored, and become one each, once", async () => {
    const lead = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    await store.insert(lead, ["amocrm", "bitrix24"]);
    const waiting = { status: "pending", attempts: 0, lastError: null, deliveredAt: null, remoteId: null, failure: null };
    await expect(store.deliveries(lead.id)).resolves.toEqual([
      { notifier: "amocrm", ...waiting },
      { notifier: "bitrix24", ...waiting },
    ]);
    await expect(store.stats()).resolves.toMatchObject({ deliveries: [{ status: "pending", count: 2 }] });

    // The first claim routes the lead and takes one of its two deliveries; the second takes the other.
    const now = new Date("2026-11-20T10:00:01.000Z");
    const [first] = await store.claimDeliveries(now, 1, 60_000);
    const [second] = await store.claimDeliveries(now, 1, 60_000);
    expect([first.notifier, second.notifier]).toEqual(["amocrm", "bitrix24"]);
    await expect(store.claimDeliveries(now, 10, 60_000)).resolves.toEqual([]);
    await store.markDelivered(lead.id, "amocrm", now, "9774766");
    await expect(store.deliveries(lead.id)).resolves.toMatchObject([
      { notifier: "amocrm", status: "delivered", remoteId: "9774766" },
      { notifier: "bitrix24", status: "pending" },
    ]);
    await expect(store.stats()).resolves.toMatchObject({
      deliveries: [
        { status: "delivered", count: 1 },
        { status: "pending", count: 1 },
      ],
    });
  });

  test("a claim routes as many leads as it may take deliveries, the oldest first; the rest wait for the next claim", async () => {
    const start = Date.parse("2026-11-20T10:00:00.000Z");
    const leads = [0, 1, 2].map((i) => makeLead({ receivedAt: new Date(start + i * 1000).toISOString() }));
    // Stored newest first, so the order routed is the order received, not the order written.
    for (const lead of [...leads].reverse()) await store.insert(lead, ["webhook"]);
    const now = new Date(start + 3_600_000);

    const first = await store.claimDeliveries(now, 2, 60_000);
    expect(first.map((d) => d.lead.id)).toEqual([leads[0].id, leads[1].id]);
    await expect(store.stats()).resolves.toMatchObject({ deliveries: [{ status: "pending", count: 3 }] });
    const rest = await store.claimDeliveries(now, 2, 60_000);
    expect(rest.map((d) => d.lead.id)).toEqual([leads[2].id]);
  });

  test("two instances claiming at once route each lead once and take each delivery once", async () => {
    const other = await env.reopen();
    try {
      const leads = Array.from({ length: 40 }, () => makeLead());
      for (const lead of leads) await store.insert(lead, ["amocrm", "bitrix24"]);
      const now = new Date("2026-11-20T11:00:00.000Z");
      // Rounds of one claim per instance, at the same moment, until both find nothing.
      const taken: string[] = [];
      for (let round = 0; round < 10; round += 1) {
        const claims = await Promise.all([store, other].map((s) => s.claimDeliveries(now, 30, 60_000)));
        if (claims.flat().length === 0) break;
        taken.push(...claims.flat().map((d) => `${d.lead.id} ${d.notifier}`));
      }
      expect(taken).toHaveLength(80);
      expect(new Set(taken).size).toBe(80);
      for (const lead of leads) await expect(store.deliveries(lead.id)).resolves.toHaveLength(2);
    } finally {
      if (other !== store) await other.close();
    }
  });

  test("a CRM delivery keeps its look-up mark across a lost answer and the CRM's own id once known", async () => {
    const lead = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    await store.insert(lead, ["bitrix24"]);
    const [first] = await store.claimDeliveries(new Date("2026-11-20T10:00:01.000Z"), 10, 60_000);
    expect([first.remoteId, first.sentAt]).toEqual([null, null]);

    // The request left and no answer came (a timeout): the next attempt must look the lead up first.
    await store.markSending(lead.id, "bitrix24", new Date("2026-11-20T10:00:02.000Z"));
    await store.markFailed(lead.id, "bitrix24", "Bitrix24 crm.lead.add: no answer (TimeoutError)", new Date("2026-11-20T10:00:30.000Z"), {
      kind: "unavailable",
      notSent: false,
    });
    const [again] = await store.claimDeliveries(new Date("2026-11-20T10:00:30.000Z"), 10, 60_000);
    expect([again.attempts, again.sentAt]).toEqual([1, "2026-11-20T10:00:02.000Z"]);

    // An answer saying "not done" (an error status) clears the mark: nothing can have been created.
    await store.markFailed(lead.id, "bitrix24", "HTTP 401 INVALID_CREDENTIALS", new Date("2026-11-20T10:01:30.000Z"), { kind: "auth", notSent: true });
    const [third] = await store.claimDeliveries(new Date("2026-11-20T10:01:30.000Z"), 10, 60_000);
    expect(third.sentAt).toBeNull();
    await expect(store.deliveries(lead.id)).resolves.toMatchObject([{ status: "pending", failure: "auth", remoteId: null }]);

    // A later step failed after the CRM named its record: the id is kept for the next attempt.
    await store.recordRemoteId(lead.id, "bitrix24", "3465");
    const [fourth] = await store.claimDeliveries(new Date("2026-11-20T10:03:00.000Z"), 10, 60_000);
    expect(fourth.remoteId).toBe("3465");
    await store.markDelivered(lead.id, "bitrix24", new Date("2026-11-20T10:03:01.000Z"));
    await expect(store.deliveries(lead.id)).resolves.toMatchObject([{ remoteId: "3465" }]);

    // Done in one attempt: the id is written with the outcome.
    const other = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    await store.insert(other, ["amocrm"]);
    await store.claimDeliveries(new Date(), 10, 60_000); // taken by the outbox
    await store.markDelivered(other.id, "amocrm", new Date("2026-11-20T10:00:03.000Z"), "9774766");
    await expect(store.deliveries(other.id)).resolves.toMatchObject([{ status: "delivered", remoteId: "9774766" }]);
    await expect(store.deliveries(lead.id)).resolves.toEqual([
      { notifier: "bitrix24", status: "delivered", attempts: 3, lastError: null, deliveredAt: "2026-11-20T10:03:01.000Z", remoteId: "3465", failure: null },
    ]);
  });

  test("a channel's pause moves a delivery without counting an attempt", async () => {
    const lead = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    await store.insert(lead, ["amocrm"]);
    await store.claimDeliveries(new Date("2026-11-20T10:00:00.000Z"), 10, 60_000);
    await store.reschedule(lead.id, "amocrm", new Date("2026-11-20T10:00:05.000Z"));
    await expect(store.claimDeliveries(new Date("2026-11-20T10:00:04.000Z"), 10, 60_000)).resolves.toEqual([]);
    const [due] = await store.claimDeliveries(new Date("2026-11-20T10:00:05.000Z"), 10, 60_000);
    expect(due.attempts).toBe(0);
    // Paused for refused credentials: the operator sees why it waits, though it was not tried.
    await store.reschedule(lead.id, "amocrm", new Date("2026-11-20T11:00:00.000Z"), "auth");
    await expect(store.deliveries(lead.id)).resolves.toMatchObject([{ attempts: 0, failure: "auth", lastError: null }]);
  });

  test("stats name the channels whose deliveries fail and why, with the latest error; retry can pick one reason", async () => {
    const a = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    const b = makeLead({ receivedAt: "2026-11-20T10:01:00.000Z" });
    await store.insert(a, ["amocrm", "bitrix24", "telegram"]);
    await store.insert(b, ["amocrm", "bitrix24"]);
    await store.claimDeliveries(new Date(), 10, 60_000); // taken by the outbox
    // Far beyond the moment the test runs, so only what retryPending makes due is due.
    const far = new Date(Date.now() + 24 * 3_600_000);
    await store.markFailed(a.id, "bitrix24", "HTTP 401 INVALID_CREDENTIALS (a)", far, { kind: "auth", notSent: true });
    await store.markFailed(b.id, "bitrix24", "HTTP 401 INVALID_CREDENTIALS (b)", new Date(far.getTime() + 1000), { kind: "auth", notSent: true });
    await store.markFailed(a.id, "amocrm", "HTTP 429", far, { kind: "rate-limit", notSent: true });
    await store.markFailed(a.id, "telegram", "HTTP 500", far);
    await store.markDelivered(b.id, "amocrm", new Date("2026-11-20T10:02:00.000Z"));

    const { failing } = await store.stats();
    expect(failing).toEqual([
      { notifier: "amocrm", failure: "rate-limit", count: 1, lastError: "HTTP 429" },
      { notifier: "bitrix24", failure: "auth", count: 2, lastError: "HTTP 401 INVALID_CREDENTIALS (b)" },
    ]);
    await expect(store.retryPending({ failure: "auth" })).resolves.toBe(2);
    const due = await store.claimDeliveries(new Date(), 10, 60_000);
    expect(due.map((d) => d.notifier)).toEqual(["bitrix24", "bitrix24"]);
  });

  test("erasing a person names the CRM records made of their leads, and those possibly made with no id known", async () => {
    const sent = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    const unanswered = makeLead({ receivedAt: "2026-11-20T10:05:00.000Z" });
    const other = makeLead({ phone: "+7 999 000-11-22", phoneE164: "+79990001122" });
    for (const lead of [sent, unanswered, other]) await store.insert(lead, ["amocrm", "bitrix24", "telegram"]);
    await store.claimDeliveries(new Date(), 10, 60_000); // taken by the outbox
    await store.recordRemoteId(sent.id, "bitrix24", "3465");
    await store.recordRemoteId(sent.id, "amocrm", "9774766");
    await store.markSending(unanswered.id, "amocrm", new Date("2026-11-20T10:05:01.000Z"));
    await store.recordRemoteId(other.id, "bitrix24", "4000");

    await expect(store.erase({ phone: "+7 916 555-12-34" })).resolves.toEqual({
      leads: 2,
      crmRecords: [
        { notifier: "amocrm", leadId: sent.id, remoteId: "9774766" },
        { notifier: "bitrix24", leadId: sent.id, remoteId: "3465" },
        { notifier: "amocrm", leadId: unanswered.id, remoteId: null },
      ],
    });
    await expect(store.list({})).resolves.toEqual([other]);
  });

  test("a delivery whose holder died comes back once its lease runs out", async () => {
    const lead = makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" });
    await store.insert(lead, ["webhook"]);
    await store.claimDeliveries(new Date("2026-11-20T10:00:00.000Z"), 10, 5 * 60_000);
    await expect(store.claimDeliveries(new Date("2026-11-20T10:04:59.000Z"), 10, 60_000)).resolves.toEqual([]);
    await expect(store.claimDeliveries(new Date("2026-11-20T10:05:00.000Z"), 10, 60_000)).resolves.toHaveLength(1);
  });

  test("retry makes every pending delivery due now", async () => {
    const lead = makeLead();
    await store.insert(lead, ["telegram"]);
    await store.claimDeliveries(new Date(), 10, 60_000); // taken by the outbox
    await store.markFailed(lead.id, "telegram", "timeout", new Date(Date.now() + 3_600_000));
    await expect(store.claimDeliveries(new Date(), 10, 1000)).resolves.toEqual([]);
    await expect(store.retryPending()).resolves.toBe(1);
    await expect(store.claimDeliveries(new Date(), 10, 1000)).resolves.toHaveLength(1);
  });

  test("list filters by date and kind, newest first; stats count per day and kind", async () => {
    await store.insert(makeLead({ receivedAt: "2026-11-20T10:00:00.000Z" }), ["telegram"]);
    await store.insert(makeLead({ receivedAt: "2026-11-21T09:00:00.000Z", kind: "newsletter", name: null, phone: null, phoneE164: null, email: "ivan@company.ru", message: null }));
    await store.insert(makeLead({ receivedAt: "2026-11-21T12:00:00.000Z", name: "Пётр Иванов" }));

    expect((await store.list({})).map((l) => l.receivedAt)).toEqual([
      "2026-11-21T12:00:00.000Z",
      "2026-11-21T09:00:00.000Z",
      "2026-11-20T10:00:00.000Z",
    ]);
    expect((await store.list({ since: "2026-11-21", kind: "contact" })).map((l) => l.name)).toEqual(["Пётр Иванов"]);
    expect(await store.list({ limit: 1 })).toHaveLength(1);
    await expect(store.stats()).resolves.toEqual({
      days: [
        { day: "2026-11-21", kind: "contact", count: 1 },
        { day: "2026-11-21", kind: "newsletter", count: 1 },
        { day: "2026-11-20", kind: "contact", count: 1 },
      ],
      deliveries: [{ status: "pending", count: 1 }],
      failing: [],
    });
  });

  test("erase removes a person's leads and their deliveries, by e-mail or by phone in any format", async () => {
    const byPhone = makeLead({ phone: "8 916 555-12-34", phoneE164: "+79165551234" });
    const byEmail = makeLead({ kind: "newsletter", name: null, phone: null, phoneE164: null, email: "anna@company.ru", message: null });
    const other = makeLead({ phone: "+7 999 000-11-22", phoneE164: "+79990001122" });
    for (const lead of [byPhone, byEmail, other]) await store.insert(lead, ["telegram"]);

    await expect(store.erase({ phone: "+7 (916) 555-12-34" })).resolves.toEqual({ leads: 1, crmRecords: [] });
    await expect(store.erase({ email: " Anna@Company.ru " })).resolves.toEqual({ leads: 1, crmRecords: [] });
    await expect(store.list({})).resolves.toEqual([other]);
    await expect(store.deliveries(byPhone.id)).resolves.toEqual([]);
    await expect(store.stats()).resolves.toMatchObject({ deliveries: [{ status: "pending", count: 1 }] });
  });

  test("leads past the retention period are deleted, newer ones kept", async () => {
    const old = makeLead({ receivedAt: "2023-11-01T00:00:00.000Z" });
    const recent = makeLead({ receivedAt: "2026-11-01T00:00:00.000Z" });
    await store.insert(old, ["webhook"]);
    await store.insert(recent);
    await expect(store.purgeOlderThan(new Date("2023-11-22T00:00:00.000Z"))).resolves.toBe(1);
    await expect(store.list({})).resolves.toEqual([recent]);
    await expect(store.deliveries(old.id)).resolves.toEqual([]);
  });

  test("a refused form's draft is read once, only while fresh, and old drafts are dropped", async () => {
    const at = new Date("2026-11-20T10:00:00.000Z");
    await store.saveDraft("old", '{"name":"Анна"}', new Date("2026-11-20T08:00:00.000Z"), new Date(0));
    await store.saveDraft("t1", '{"name":"Пётр"}', at, new Date("2026-11-20T09:00:00.000Z"));
    await expect(store.takeDraft("old", new Date(0))).resolves.toBeUndefined();
    await expect(store.takeDraft("t1", new Date("2026-11-20T10:00:01.000Z"))).resolves.toBeUndefined();
    await expect(store.takeDraft("t1", new Date("2026-11-20T09:30:00.000Z"))).resolves.toBe('{"name":"Пётр"}');
    await expect(store.takeDraft("t1", new Date(0))).resolves.toBeUndefined();
  });

  test("the client-address salt is created once and kept across restarts", async () => {
    const salt = await store.salt();
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    await expect(store.salt()).resolves.toBe(salt);
    const reopened = await env.reopen();
    await expect(reopened.salt()).resolves.toBe(salt);
    if (reopened !== store) await reopened.close();
  });

  test("an article view counts once per visitor and day, and the counts are per article", async () => {
    await expect(store.recordView("cv-project-cost", "visitor-a", "2026-11-20")).resolves.toBe(true);
    await expect(store.recordView("cv-project-cost", "visitor-a", "2026-11-20")).resolves.toBe(false);
    await expect(store.recordView("cv-project-cost", "visitor-a", "2026-11-21")).resolves.toBe(true);
    await expect(store.recordView("cv-project-cost", "visitor-b", "2026-11-21")).resolves.toBe(true);
    await expect(store.recordView("edge-server-cloud", "visitor-a", "2026-11-21")).resolves.toBe(true);
    const counts = await store.viewCounts();
    expect(Object.fromEntries(counts)).toEqual({ "cv-project-cost": 3, "edge-server-cloud": 1 });
  });

  test("search misses are counted by text, bounded in rows and purged by age", async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    await store.recordSearchMiss("тепловизор", at(1), 3);
    await store.recordSearchMiss("дроны", at(2), 3);
    await store.recordSearchMiss("тепловизор", at(3), 3);
    await store.recordSearchMiss("космодром", at(4), 3);
    await store.recordSearchMiss("лидар", at(5), 3);
    await expect(store.searchMisses(10)).resolves.toEqual([
      { query: "тепловизор", misses: 2, firstAt: at(1).toISOString(), lastAt: at(3).toISOString() },
      { query: "лидар", misses: 1, firstAt: at(5).toISOString(), lastAt: at(5).toISOString() },
      { query: "космодром", misses: 1, firstAt: at(4).toISOString(), lastAt: at(4).toISOString() },
    ]);
    await expect(store.searchMisses(1)).resolves.toHaveLength(1);
    await expect(store.purgeSearchMisses(at(4))).resolves.toBe(1);
    await expect(store.searchMisses(10)).resolves.toMatchObject([{ query: "лидар" }, { query: "космодром" }]);
  });
});

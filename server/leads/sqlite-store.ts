import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { openSqlite } from "../lib/migrations";
import {
  DELIVERY_COLUMNS,
  LEAD_COLUMNS,
  MIGRATIONS,
  channelsOf,
  erasureKeys,
  foldFailing,
  fromClaimedRow,
  fromRow,
  leadValues,
  type ClaimedRow,
  type DeliveryRow,
  type LeadRow,
  leadDeliveries,
  withUnrouted,
} from "./schema";
import type { FailureKind, LeadRecord, LeadStore, RemoteRecord, SearchMiss } from "./types";

/**
 * The default lead store: one SQLite file in WAL mode with synchronous=FULL, so a lead is on disk
 * before the endpoint answers. The file and its folder are created on first use. Deliveries to the
 * sales team's channels are an outbox in the same file: the lead is written with the channels it is
 * for, and the outbox's claims turn them into deliveries (route them) in batches.
 */
export function createSqliteStore(file: string): LeadStore {
  const db = openSqlite(file, { table: "schema_migrations", migrations: MIGRATIONS });

  const insertLead = db.prepare(
    `INSERT INTO leads (${LEAD_COLUMNS.join(", ")}) VALUES (${LEAD_COLUMNS.map(() => "?").join(", ")})`,
  );
  const unrouted = db.prepare("SELECT id, channels, received_at FROM leads WHERE channels IS NOT NULL ORDER BY received_at LIMIT ?");
  const addDelivery = db.prepare(
    "INSERT OR IGNORE INTO deliveries (lead_id, notifier, status, next_attempt_at) VALUES (?, ?, 'pending', ?)",
  );
  const routed = db.prepare("UPDATE leads SET channels = NULL WHERE id = ?");
  const unroutedOf = db.prepare("SELECT channels FROM leads WHERE id = ? AND channels IS NOT NULL").pluck();
  // Deliveries of leads not routed yet: one per channel named (one more than the commas).
  const countUnrouted = db
    .prepare("SELECT COALESCE(SUM(length(channels) - length(replace(channels, ',', '')) + 1), 0) FROM leads WHERE channels IS NOT NULL")
    .pluck();
  const unroutedCount = () => countUnrouted.get() as number;
  const byId = db.prepare("SELECT * FROM leads WHERE id = ?");
  const count = db.prepare("SELECT COUNT(*) FROM leads").pluck();
  const due = db.prepare(
    `SELECT l.*, d.notifier AS d_notifier, d.attempts AS d_attempts, d.remote_id AS d_remote_id, d.sent_at AS d_sent_at
     FROM deliveries d JOIN leads l ON l.id = d.lead_id
     WHERE d.status = 'pending' AND d.next_attempt_at <= ? ORDER BY d.next_attempt_at LIMIT ?`,
  );
  const hold = db.prepare("UPDATE deliveries SET next_attempt_at = ? WHERE lead_id = ? AND notifier = ?");
  const purge = db.prepare("DELETE FROM leads WHERE received_at < ?");
  const dropDrafts = db.prepare("DELETE FROM form_drafts WHERE created_at < ?");
  const addDraft = db.prepare("INSERT INTO form_drafts (token, created_at, payload) VALUES (?, ?, ?)");
  const draftBy = db.prepare("DELETE FROM form_drafts WHERE token = ? AND created_at >= ? RETURNING payload").pluck();
  const delivered = db.prepare(
    `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL, failure_kind = NULL,
       remote_id = COALESCE(?, remote_id)
     WHERE lead_id = ? AND notifier = ?`,
  );
  const failed = db.prepare(
    `UPDATE deliveries SET attempts = attempts + 1, last_error = @error, next_attempt_at = @next, failure_kind = @kind,
       sent_at = CASE WHEN @notSent = 1 THEN NULL ELSE sent_at END
     WHERE lead_id = @leadId AND notifier = @notifier`,
  );
  const sending = db.prepare("UPDATE deliveries SET sent_at = ? WHERE lead_id = ? AND notifier = ?");
  const remote = db.prepare("UPDATE deliveries SET remote_id = ? WHERE lead_id = ? AND notifier = ?");
  const postpone = db.prepare(
    "UPDATE deliveries SET next_attempt_at = ?, failure_kind = COALESCE(?, failure_kind) WHERE lead_id = ? AND notifier = ?",
  );
  const deliveriesOf = db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE lead_id = ? ORDER BY notifier`);
  const failingRows = db.prepare(
    `SELECT notifier, failure_kind, last_error FROM deliveries
     WHERE status = 'pending' AND failure_kind IS NOT NULL ORDER BY next_attempt_at DESC`,
  );

  const recentDuplicate = db.prepare("SELECT id FROM leads WHERE dedupe_key = ? AND received_at >= ? LIMIT 1").pluck();

  const statsDays = db.prepare(
    "SELECT substr(received_at, 1, 10) AS day, kind, COUNT(*) AS count FROM leads GROUP BY day, kind ORDER BY day DESC, kind",
  );
  const statsDeliveries = db.prepare("SELECT status, COUNT(*) AS count FROM deliveries GROUP BY status ORDER BY status");
  const retry = db.prepare(
    "UPDATE deliveries SET next_attempt_at = @now WHERE status = 'pending' AND (@failure IS NULL OR failure_kind = @failure)",
  );
  const whose = "(@email IS NOT NULL AND email = @email) OR (@phone IS NOT NULL AND phone_e164 = @phone)";
  const eraseBy = db.prepare(`DELETE FROM leads WHERE ${whose}`);
  const remoteOf = db.prepare(
    `SELECT d.notifier, d.lead_id, d.remote_id FROM deliveries d JOIN leads l ON l.id = d.lead_id
     WHERE (${whose}) AND (d.remote_id IS NOT NULL OR d.sent_at IS NOT NULL) ORDER BY l.received_at, d.notifier`,
  );
  const erase = db.transaction((keys: { email: string | null; phone: string | null }) => {
    const rows = remoteOf.all(keys) as { notifier: string; lead_id: string; remote_id: string | null }[];
    const crmRecords: RemoteRecord[] = rows.map((r) => ({ notifier: r.notifier, leadId: r.lead_id, remoteId: r.remote_id }));
    return { leads: eraseBy.run(keys).changes, crmRecords };
  });

  const insert = db.transaction(
    (lead: LeadRecord, notifiers: readonly string[], dedupe?: { key: string; windowMs: number }) => {
      if (dedupe) {
        const since = new Date(Date.parse(lead.receivedAt) - dedupe.windowMs).toISOString();
        const existing = recentDuplicate.get(dedupe.key, since) as string | undefined;
        if (existing) return { id: existing, duplicate: true };
      }
      insertLead.run(leadValues(lead, dedupe?.key ?? null, notifiers));
      return { id: lead.id, duplicate: false };
    },
  );

  // An IMMEDIATE transaction: a second process on the same file waits instead of taking the same rows.
  const claim = db.transaction((now: Date, limit: number, leaseMs: number) => {
    for (const lead of unrouted.all(limit) as { id: string; channels: string; received_at: string }[]) {
      for (const notifier of channelsOf(lead.channels)) addDelivery.run(lead.id, notifier, lead.received_at);
      routed.run(lead.id);
    }
    const rows = due.all(now.toISOString(), limit) as ClaimedRow[];
    const until = new Date(now.getTime() + leaseMs).toISOString();
    for (const row of rows) hold.run(until, row.id, row.d_notifier);
    return rows.map(fromClaimedRow);
  });

  // Read on every form submission and never changed once made: kept after the first read, as in PostgreSQL.
  let saltValue: string | undefined;
  const salt = db.transaction(() => {
    const existing = db.prepare("SELECT value FROM meta WHERE key = 'client_salt'").pluck().get() as string | undefined;
    if (existing) return existing;
    const created = crypto.randomBytes(32).toString("hex");
    db.prepare("INSERT INTO meta (key, value) VALUES ('client_salt', ?)").run(created);
    return created;
  });

  const addMiss = db.prepare(
    "INSERT INTO search_misses (query, misses, first_at, last_at) VALUES (?, 1, ?, ?) ON CONFLICT (query) DO UPDATE SET misses = misses + 1, last_at = excluded.last_at",
  );
  const trimMisses = db.prepare("DELETE FROM search_misses WHERE query IN (SELECT query FROM search_misses ORDER BY last_at DESC, misses DESC LIMIT -1 OFFSET ?)");
  const listMisses = db.prepare("SELECT query, misses, first_at AS firstAt, last_at AS lastAt FROM search_misses ORDER BY misses DESC, last_at DESC LIMIT ?");
  const purgeMisses = db.prepare("DELETE FROM search_misses WHERE last_at < ?");
  const recordMiss = db.transaction((query: string, at: string, maxRows: number) => {
    addMiss.run(query, at, at);
    trimMisses.run(maxRows);
  });

  const addView = db.prepare("INSERT OR IGNORE INTO article_views (slug, day, visitor_hash) VALUES (?, ?, ?)");
  const viewCounts = db.prepare("SELECT slug, COUNT(*) AS views FROM article_views GROUP BY slug");

  return {
    engine: "sqlite",
    async recordView(slug, visitorHash, day) {
      return addView.run(slug, day, visitorHash).changes === 1;
    },
    async recordSearchMiss(query, at, maxRows) {
      recordMiss(query, at.toISOString(), maxRows);
    },
    async searchMisses(limit) {
      return listMisses.all(limit) as SearchMiss[];
    },
    async purgeSearchMisses(cutoff) {
      return purgeMisses.run(cutoff.toISOString()).changes;
    },
    async viewCounts() {
      const rows = viewCounts.all() as { slug: string; views: number }[];
      return new Map(rows.map((r) => [r.slug, r.views]));
    },
    async insert(lead, notifiers = [], dedupe) {
      return insert(lead, notifiers, dedupe);
    },
    async get(id) {
      const row = byId.get(id) as LeadRow | undefined;
      return row ? fromRow(row) : undefined;
    },
    async count() {
      return count.get() as number;
    },
    async claimDeliveries(now, limit, leaseMs) {
      return claim.immediate(now, limit, leaseMs);
    },
    async saveDraft(token, payload, at, expireBefore) {
      db.transaction(() => {
        dropDrafts.run(expireBefore.toISOString());
        addDraft.run(token, at.toISOString(), payload);
      })();
    },
    async takeDraft(token, notBefore) {
      return draftBy.get(token, notBefore.toISOString()) as string | undefined;
    },
    async purgeOlderThan(cutoff) {
      return purge.run(cutoff.toISOString()).changes;
    },
    async markDelivered(leadId, notifier, at, remoteId) {
      delivered.run(at.toISOString(), remoteId ?? null, leadId, notifier);
    },
    async markFailed(leadId, notifier, error, nextAttemptAt, failure) {
      failed.run({
        error: error.slice(0, 500),
        next: nextAttemptAt.toISOString(),
        kind: failure?.kind ?? null,
        notSent: failure?.notSent ? 1 : 0,
        leadId,
        notifier,
      });
    },
    async markSending(leadId, notifier, at) {
      sending.run(at.toISOString(), leadId, notifier);
    },
    async recordRemoteId(leadId, notifier, remoteId) {
      remote.run(remoteId, leadId, notifier);
    },
    async reschedule(leadId, notifier, nextAttemptAt, failure) {
      postpone.run(nextAttemptAt.toISOString(), failure ?? null, leadId, notifier);
    },
    async deliveries(leadId) {
      return leadDeliveries(deliveriesOf.all(leadId) as DeliveryRow[], (unroutedOf.get(leadId) as string | undefined) ?? null);
    },
    async list({ since, kind, limit }) {
      const rows = db
        .prepare(
          `SELECT * FROM leads WHERE received_at >= @since AND (@kind IS NULL OR kind = @kind)
           ORDER BY received_at DESC LIMIT @limit`,
        )
        .all({ since: since ?? "", kind: kind ?? null, limit: limit ?? -1 }) as LeadRow[];
      return rows.map(fromRow);
    },
    async stats() {
      return {
        days: statsDays.all() as { day: string; kind: "contact" | "newsletter"; count: number }[],
        deliveries: withUnrouted(statsDeliveries.all() as { status: string; count: number }[], unroutedCount()),
        failing: foldFailing(failingRows.all() as { notifier: string; failure_kind: FailureKind; last_error: string | null }[]),
      };
    },
    async retryPending(filter) {
      const changed = retry.run({ now: new Date().toISOString(), failure: filter?.failure ?? null }).changes;
      return filter?.failure ? changed : changed + unroutedCount();
    },
    async erase(who) {
      return erase(erasureKeys(who));
    },
    async backup(target) {
      fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
      await db.backup(target);
    },
    async salt() {
      saltValue ??= salt();
      return saltValue;
    },
    async close() {
      db.close();
    },
  };
}

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { toE164 } from "../../src/lib/validation";
import type { DeliveryState, LeadRecord, LeadStore } from "./types";

/** Schema changes in order; each runs once, inside a transaction, recorded in schema_migrations. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'newsletter')),
     name TEXT, phone TEXT, phone_e164 TEXT, email TEXT, message TEXT,
     page_title TEXT, page_url TEXT, referrer TEXT, utm TEXT NOT NULL DEFAULT '{}',
     user_agent TEXT, client_hash TEXT NOT NULL,
     consent_version TEXT NOT NULL, consent_at TEXT NOT NULL
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  `CREATE TABLE deliveries (
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     notifier TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     delivered_at TEXT,
     PRIMARY KEY (lead_id, notifier)
   );
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);`,
  `ALTER TABLE leads ADD COLUMN dedupe_key TEXT;
   CREATE INDEX leads_dedupe ON leads (dedupe_key, received_at);`,
];

interface Row {
  id: string;
  received_at: string;
  kind: "contact" | "newsletter";
  name: string | null;
  phone: string | null;
  phone_e164: string | null;
  email: string | null;
  message: string | null;
  page_title: string | null;
  page_url: string | null;
  referrer: string | null;
  utm: string;
  user_agent: string | null;
  client_hash: string;
  consent_version: string;
  consent_at: string;
}

interface DeliveryRow {
  notifier: string;
  status: "pending" | "delivered";
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
}

function fromRow(row: Row): LeadRecord {
  return {
    id: row.id,
    receivedAt: row.received_at,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    phoneE164: row.phone_e164,
    email: row.email,
    message: row.message,
    pageTitle: row.page_title,
    pageUrl: row.page_url,
    referrer: row.referrer,
    utm: JSON.parse(row.utm) as Record<string, string>,
    userAgent: row.user_agent,
    clientHash: row.client_hash,
    consentVersion: row.consent_version,
    consentAt: row.consent_at,
  };
}

function fromDeliveryRow(row: DeliveryRow): DeliveryState {
  return {
    notifier: row.notifier,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}

function migrate(db: Database.Database) {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
  const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[]);
  MIGRATIONS.forEach((sql, i) => {
    const version = i + 1;
    if (applied.has(version)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(version, new Date().toISOString());
    })();
  });
}

/**
 * The default lead store: one SQLite file in WAL mode with synchronous=FULL, so a lead is on disk
 * before the endpoint answers. The file and its folder are created on first use. Deliveries to the
 * sales team's channels are an outbox in the same file, written in the same transaction as the lead.
 */
export function createSqliteStore(file: string): LeadStore {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  migrate(db);

  const insertLead = db.prepare(
    `INSERT INTO leads (id, received_at, kind, name, phone, phone_e164, email, message, page_title, page_url,
       referrer, utm, user_agent, client_hash, consent_version, consent_at, dedupe_key)
     VALUES (@id, @receivedAt, @kind, @name, @phone, @phoneE164, @email, @message, @pageTitle, @pageUrl,
       @referrer, @utm, @userAgent, @clientHash, @consentVersion, @consentAt, @dedupeKey)`,
  );
  const addDelivery = db.prepare("INSERT INTO deliveries (lead_id, notifier, status, next_attempt_at) VALUES (?, ?, 'pending', ?)");
  const byId = db.prepare("SELECT * FROM leads WHERE id = ?");
  const count = db.prepare("SELECT COUNT(*) FROM leads").pluck();
  const due = db.prepare(
    `SELECT l.*, d.notifier AS d_notifier, d.attempts AS d_attempts FROM deliveries d JOIN leads l ON l.id = d.lead_id
     WHERE d.status = 'pending' AND d.next_attempt_at <= ? ORDER BY d.next_attempt_at LIMIT ?`,
  );
  const delivered = db.prepare(
    "UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL WHERE lead_id = ? AND notifier = ?",
  );
  const failed = db.prepare(
    "UPDATE deliveries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE lead_id = ? AND notifier = ?",
  );
  const deliveriesOf = db.prepare(
    "SELECT notifier, status, attempts, last_error, delivered_at FROM deliveries WHERE lead_id = ? ORDER BY notifier",
  );

  const recentDuplicate = db.prepare("SELECT id FROM leads WHERE dedupe_key = ? AND received_at >= ? LIMIT 1").pluck();

  const statsDays = db.prepare(
    "SELECT substr(received_at, 1, 10) AS day, kind, COUNT(*) AS count FROM leads GROUP BY day, kind ORDER BY day DESC, kind",
  );
  const statsDeliveries = db.prepare("SELECT status, COUNT(*) AS count FROM deliveries GROUP BY status ORDER BY status");
  const retry = db.prepare("UPDATE deliveries SET next_attempt_at = ? WHERE status = 'pending'");
  const eraseBy = db.prepare("DELETE FROM leads WHERE (@email IS NOT NULL AND email = @email) OR (@phone IS NOT NULL AND phone_e164 = @phone)");

  const insert = db.transaction(
    (lead: LeadRecord, notifiers: readonly string[], dedupe?: { key: string; windowMs: number }) => {
      if (dedupe) {
        const since = new Date(Date.parse(lead.receivedAt) - dedupe.windowMs).toISOString();
        const existing = recentDuplicate.get(dedupe.key, since) as string | undefined;
        if (existing) return { id: existing, duplicate: true };
      }
      insertLead.run({ ...lead, utm: JSON.stringify(lead.utm), dedupeKey: dedupe?.key ?? null });
      for (const notifier of notifiers) addDelivery.run(lead.id, notifier, lead.receivedAt);
      return { id: lead.id, duplicate: false };
    },
  );

  const salt = db.transaction(() => {
    const existing = db.prepare("SELECT value FROM meta WHERE key = 'client_salt'").pluck().get() as string | undefined;
    if (existing) return existing;
    const created = crypto.randomBytes(32).toString("hex");
    db.prepare("INSERT INTO meta (key, value) VALUES ('client_salt', ?)").run(created);
    return created;
  });

  return {
    async insert(lead, notifiers = [], dedupe) {
      return insert(lead, notifiers, dedupe);
    },
    async get(id) {
      const row = byId.get(id) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    async count() {
      return count.get() as number;
    },
    async dueDeliveries(now, limit) {
      const rows = due.all(now.toISOString(), limit) as (Row & { d_notifier: string; d_attempts: number })[];
      return rows.map((row) => ({ lead: fromRow(row), notifier: row.d_notifier, attempts: row.d_attempts }));
    },
    async markDelivered(leadId, notifier, at) {
      delivered.run(at.toISOString(), leadId, notifier);
    },
    async markFailed(leadId, notifier, error, nextAttemptAt) {
      failed.run(error.slice(0, 500), nextAttemptAt.toISOString(), leadId, notifier);
    },
    async deliveries(leadId) {
      return (deliveriesOf.all(leadId) as DeliveryRow[]).map(fromDeliveryRow);
    },
    async list({ since, kind, limit }) {
      const rows = db
        .prepare(
          `SELECT * FROM leads WHERE received_at >= @since AND (@kind IS NULL OR kind = @kind)
           ORDER BY received_at DESC LIMIT @limit`,
        )
        .all({ since: since ?? "", kind: kind ?? null, limit: limit ?? -1 }) as Row[];
      return rows.map(fromRow);
    },
    async stats() {
      return {
        days: statsDays.all() as { day: string; kind: "contact" | "newsletter"; count: number }[],
        deliveries: statsDeliveries.all() as { status: string; count: number }[],
      };
    },
    async retryPending() {
      return retry.run(new Date().toISOString()).changes;
    },
    async erase({ email, phone }) {
      return eraseBy.run({ email: email?.trim().toLowerCase() ?? null, phone: phone ? toE164(phone) : null }).changes;
    },
    async backup(target) {
      fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
      await db.backup(target);
    },
    async salt() {
      return salt();
    },
    async close() {
      db.close();
    },
  };
}

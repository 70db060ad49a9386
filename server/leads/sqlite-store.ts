import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { LeadRecord, LeadStore } from "./types";

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
 * before the endpoint answers. The file and its folder are created on first use.
 */
export function createSqliteStore(file: string): LeadStore {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrate(db);

  const insert = db.prepare(
    `INSERT INTO leads (id, received_at, kind, name, phone, phone_e164, email, message, page_title, page_url,
       referrer, utm, user_agent, client_hash, consent_version, consent_at)
     VALUES (@id, @receivedAt, @kind, @name, @phone, @phoneE164, @email, @message, @pageTitle, @pageUrl,
       @referrer, @utm, @userAgent, @clientHash, @consentVersion, @consentAt)`,
  );
  const byId = db.prepare("SELECT * FROM leads WHERE id = ?");
  const count = db.prepare("SELECT COUNT(*) FROM leads").pluck();

  const salt = db.transaction(() => {
    const existing = db.prepare("SELECT value FROM meta WHERE key = 'client_salt'").pluck().get() as string | undefined;
    if (existing) return existing;
    const created = crypto.randomBytes(32).toString("hex");
    db.prepare("INSERT INTO meta (key, value) VALUES ('client_salt', ?)").run(created);
    return created;
  });

  return {
    async insert(lead) {
      insert.run({ ...lead, utm: JSON.stringify(lead.utm) });
    },
    async get(id) {
      const row = byId.get(id) as Row | undefined;
      if (!row) return undefined;
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
    },
    async count() {
      return count.get() as number;
    },
    async salt() {
      return salt();
    },
    async close() {
      db.close();
    },
  };
}

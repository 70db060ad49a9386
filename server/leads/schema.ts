import { toE164 } from "../../src/lib/validation";
import type { DeliveryState, LeadRecord } from "./types";

/**
 * Schema changes of the lead store, in order, the same for SQLite and PostgreSQL (plain SQL both
 * understand; times are ISO-8601 UTC text, which sorts correctly in both). Each runs once, in a
 * transaction, and is recorded in schema_migrations. Append, never edit an applied one.
 */
export const MIGRATIONS: readonly string[] = [
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
  // What a visitor without JavaScript typed into a form the server refused, kept briefly so the
  // error page it redirects to can show it again (several instances: any of them serves the page).
  `CREATE TABLE form_drafts (token TEXT PRIMARY KEY, created_at TEXT NOT NULL, payload TEXT NOT NULL);
   CREATE INDEX form_drafts_created_at ON form_drafts (created_at);`,
  // Blog article views: one row per article, day and visitor (a salted hash, never the address).
  `CREATE TABLE article_views (
     slug TEXT NOT NULL,
     day TEXT NOT NULL,
     visitor_hash TEXT NOT NULL,
     PRIMARY KEY (slug, day, visitor_hash)
   );`,
];

export const CREATE_MIGRATIONS_TABLE =
  "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)";

/** Database rows as both engines return them (snake_case columns of `leads` and `deliveries`). */
export interface LeadRow {
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

export interface DeliveryRow {
  notifier: string;
  status: "pending" | "delivered";
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
}

export function fromRow(row: LeadRow): LeadRecord {
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

export function fromDeliveryRow(row: DeliveryRow): DeliveryState {
  return {
    notifier: row.notifier,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}

/** The lead's values in column order of LEAD_COLUMNS. */
export const LEAD_COLUMNS = [
  "id", "received_at", "kind", "name", "phone", "phone_e164", "email", "message", "page_title", "page_url",
  "referrer", "utm", "user_agent", "client_hash", "consent_version", "consent_at", "dedupe_key",
] as const;

export function leadValues(lead: LeadRecord, dedupeKey: string | null): unknown[] {
  return [
    lead.id, lead.receivedAt, lead.kind, lead.name, lead.phone, lead.phoneE164, lead.email, lead.message,
    lead.pageTitle, lead.pageUrl, lead.referrer, JSON.stringify(lead.utm), lead.userAgent, lead.clientHash,
    lead.consentVersion, lead.consentAt, dedupeKey,
  ];
}

/** How an erase request names a person: e-mail as stored (lower case), phone in E.164. */
export function erasureKeys(who: { email?: string; phone?: string }): { email: string | null; phone: string | null } {
  return { email: who.email?.trim().toLowerCase() ?? null, phone: who.phone ? toE164(who.phone) : null };
}

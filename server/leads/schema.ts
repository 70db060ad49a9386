import { toE164 } from "../../rules/validation";
import type { DeliveryState, FailingDeliveries, FailureKind, LeadRecord, PendingDelivery } from "./types";

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
  // Channels that create a record on the far side (CRM leads). remote_id: the CRM's own id of the
  // record. sent_at: set just before a request that may create the record leaves, cleared when the
  // channel answers that it did not act; set on a pending delivery, it means "look the record up
  // before creating it again". The id the CRM is given to find it by is the lead's own id.
  // failure_kind: why the last attempt failed, for the operator (auth, rate-limit, rejected, unavailable).
  `ALTER TABLE deliveries ADD COLUMN remote_id TEXT;
   ALTER TABLE deliveries ADD COLUMN sent_at TEXT;
   ALTER TABLE deliveries ADD COLUMN failure_kind TEXT
     CHECK (failure_kind IN ('auth', 'rate-limit', 'rejected', 'unavailable'));`,
  // The channels a lead is still to be routed to, comma-separated, until a claim turns them into
  // deliveries (routes the lead, see LeadStore.claimDeliveries). Written with the lead instead of one
  // deliveries row per channel: a form's transaction is then as small with five channels as with one.
  // The partial index holds only leads not routed yet, so finding them stays cheap however many leads
  // the table keeps.
  `ALTER TABLE leads ADD COLUMN channels TEXT;
   CREATE INDEX leads_unrouted ON leads (received_at) WHERE channels IS NOT NULL;`,
  // Site searches that found nothing, for the editors: the query's text and how often, nothing about
  // who searched. Bounded in rows (SearchMissStore.recordSearchMiss) and in age (the retention purge).
  `CREATE TABLE search_misses (
     query TEXT PRIMARY KEY,
     misses INTEGER NOT NULL,
     first_at TEXT NOT NULL,
     last_at TEXT NOT NULL
   );
   CREATE INDEX search_misses_last_at ON search_misses (last_at);`,
];

/** The `channels` column of a lead to be delivered to `notifiers`: null when there is none. */
export function channelsValue(notifiers: readonly string[]): string | null {
  // Names are the notifiers' own constants ("telegram", "amocrm"): a comma would be a programming error.
  for (const name of notifiers) if (name === "" || name.includes(",")) throw new Error(`a channel's name cannot be empty or hold a comma: "${name}"`);
  return notifiers.length > 0 ? notifiers.join(",") : null;
}

export function channelsOf(value: string | null): string[] {
  return value ? value.split(",") : [];
}

/** Deliveries by state, the channels of leads not routed yet counted as pending (they are due). */
export function withUnrouted(rows: { status: string; count: number }[], unrouted: number): { status: string; count: number }[] {
  if (unrouted === 0) return rows;
  const pending = rows.find((r) => r.status === "pending")?.count ?? 0;
  return [...rows.filter((r) => r.status !== "pending"), { status: "pending", count: Number(pending) + unrouted }].sort((a, b) =>
    a.status.localeCompare(b.status),
  );
}

/**
 * A lead's deliveries: its rows, and for a lead not routed yet (`channels` still set) one pending
 * delivery per channel, due since the lead came in, never tried. By channel name.
 */
export function leadDeliveries(rows: DeliveryRow[], channels: string | null): DeliveryState[] {
  const waiting = channelsOf(channels).map(
    (notifier): DeliveryState => ({ notifier, status: "pending", attempts: 0, lastError: null, deliveredAt: null, remoteId: null, failure: null }),
  );
  return [...rows.map(fromDeliveryRow), ...waiting].sort((a, b) => a.notifier.localeCompare(b.notifier));
}

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
  /** Channels the lead is still to be routed to (see MIGRATIONS): comma-separated, or null. */
  channels: string | null;
}

export interface DeliveryRow {
  notifier: string;
  status: "pending" | "delivered";
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
  remote_id: string | null;
  failure_kind: FailureKind | null;
}

/** Columns of `deliveries` that DeliveryRow reads. */
export const DELIVERY_COLUMNS = "notifier, status, attempts, last_error, delivered_at, remote_id, failure_kind";

/** A due delivery as the claim query returns it: the lead's columns and the delivery's own. */
export type ClaimedRow = LeadRow & { d_notifier: string; d_attempts: number; d_remote_id: string | null; d_sent_at: string | null };

export function fromClaimedRow(row: ClaimedRow): PendingDelivery {
  return {
    lead: fromRow(row),
    notifier: row.d_notifier,
    attempts: Number(row.d_attempts),
    remoteId: row.d_remote_id,
    sentAt: row.d_sent_at,
  };
}

/** Pending deliveries that failed, newest first, folded per channel and kind of failure. */
export function foldFailing(rows: { notifier: string; failure_kind: FailureKind; last_error: string | null }[]): FailingDeliveries[] {
  const byKey = new Map<string, FailingDeliveries>();
  for (const row of rows) {
    const key = `${row.notifier}\u0000${row.failure_kind}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.count += 1;
      seen.lastError ??= row.last_error;
    } else byKey.set(key, { notifier: row.notifier, failure: row.failure_kind, count: 1, lastError: row.last_error });
  }
  return [...byKey.values()].sort((a, b) => a.notifier.localeCompare(b.notifier) || a.failure.localeCompare(b.failure));
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
    remoteId: row.remote_id,
    failure: row.failure_kind,
  };
}

/** The lead's values in column order of LEAD_COLUMNS. */
export const LEAD_COLUMNS = [
  "id", "received_at", "kind", "name", "phone", "phone_e164", "email", "message", "page_title", "page_url",
  "referrer", "utm", "user_agent", "client_hash", "consent_version", "consent_at", "dedupe_key", "channels",
] as const;

export function leadValues(lead: LeadRecord, dedupeKey: string | null, notifiers: readonly string[]): unknown[] {
  return [
    lead.id, lead.receivedAt, lead.kind, lead.name, lead.phone, lead.phoneE164, lead.email, lead.message,
    lead.pageTitle, lead.pageUrl, lead.referrer, JSON.stringify(lead.utm), lead.userAgent, lead.clientHash,
    lead.consentVersion, lead.consentAt, dedupeKey, channelsValue(notifiers),
  ];
}

/** How an erase request names a person: e-mail as stored (lower case), phone in E.164. */
export function erasureKeys(who: { email?: string; phone?: string }): { email: string | null; phone: string | null } {
  return { email: who.email?.trim().toLowerCase() ?? null, phone: who.phone ? toE164(who.phone) : null };
}

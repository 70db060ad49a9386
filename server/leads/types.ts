export type LeadKind = "contact" | "newsletter";

/** A lead as it is stored: everything needed to call back, and the proof of consent. */
export interface LeadRecord {
  id: string;
  receivedAt: string;
  kind: LeadKind;
  name: string | null;
  phone: string | null;
  phoneE164: string | null;
  email: string | null;
  message: string | null;
  pageTitle: string | null;
  pageUrl: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  userAgent: string | null;
  /** Salted SHA-256 of the client address; the address itself is never stored. */
  clientHash: string;
  consentVersion: string;
  consentAt: string;
}

/** A lead still to be delivered through one notifier (the outbox). */
export interface PendingDelivery {
  lead: LeadRecord;
  notifier: string;
  attempts: number;
}

export interface DeliveryState {
  notifier: string;
  status: "pending" | "delivered";
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface LeadFilter {
  since?: string;
  kind?: LeadKind;
  limit?: number;
}

export interface LeadStore {
  /**
   * Commits the lead, and one pending delivery per notifier, durably before resolving. With a
   * `dedupe` key, a lead with the same key received within `windowMs` is not stored again: its id
   * is returned instead (a double click sends the form twice).
   */
  insert(
    lead: LeadRecord,
    notifiers?: readonly string[],
    dedupe?: { key: string; windowMs: number },
  ): Promise<{ id: string; duplicate: boolean }>;
  /**
   * Takes up to `limit` deliveries due at `now`, oldest first, and holds them for `leaseMs`: no other
   * server instance gets them meanwhile (PostgreSQL: FOR UPDATE SKIP LOCKED). A holder that dies
   * mid-delivery only delays it until the lease runs out.
   */
  claimDeliveries(now: Date, limit: number, leaseMs: number): Promise<PendingDelivery[]>;
  markDelivered(leadId: string, notifier: string, at: Date): Promise<void>;
  markFailed(leadId: string, notifier: string, error: string, nextAttemptAt: Date): Promise<void>;
  deliveries(leadId: string): Promise<DeliveryState[]>;
  /** Leads, newest first, optionally since a date and of one kind. */
  list(filter: LeadFilter): Promise<LeadRecord[]>;
  /** Leads per day and kind, and deliveries by state. */
  stats(): Promise<{ days: { day: string; kind: LeadKind; count: number }[]; deliveries: { status: string; count: number }[] }>;
  /** Makes every pending delivery due now; returns how many. */
  retryPending(): Promise<number>;
  /** Deletes leads received before `cutoff` with their deliveries (retention period); returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
  /** Which engine holds the leads, for logs and the operator's tools. */
  readonly engine: "sqlite" | "postgres";
  /** A consistent copy of the store while it runs (SQLite online backup API; PostgreSQL: pg_dump). */
  backup(file: string): Promise<void>;
  /** Deletes a person's leads (152-ФЗ right to erasure) with their deliveries; returns how many. */
  erase(who: { email?: string; phone?: string }): Promise<number>;
  /** Keeps a refused no-JS form's input under `token`; drafts older than `expireBefore` are dropped. */
  saveDraft(token: string, payload: string, at: Date, expireBefore: Date): Promise<void>;
  /** The draft saved under `token` at or after `notBefore`, removed as it is read. */
  takeDraft(token: string, notBefore: Date): Promise<string | undefined>;
  get(id: string): Promise<LeadRecord | undefined>;
  count(): Promise<number>;
  /** Salt for client-address hashes, created once per store. */
  salt(): Promise<string>;
  /** Counts a view of an article once per visitor and day; true when it was the first today. */
  recordView(slug: string, visitorHash: string, day: string): Promise<boolean>;
  /** Views counted so far, by article slug. */
  viewCounts(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

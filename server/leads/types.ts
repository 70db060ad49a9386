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

/** Why a delivery's last attempt failed, as the outbox and the operator act on it (see notifiers/errors.ts). */
export type FailureKind = "auth" | "rate-limit" | "rejected" | "unavailable";

/** A lead still to be delivered through one notifier (the outbox). */
export interface PendingDelivery {
  lead: LeadRecord;
  notifier: string;
  attempts: number;
  /** The channel's own id of the record, once an attempt learnt it (the CRM's lead id). */
  remoteId: string | null;
  /** When a request that may have created the record last left with no answer known: look it up first. */
  sentAt: string | null;
}

export interface DeliveryState {
  notifier: string;
  status: "pending" | "delivered";
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  /** The CRM's own id of the lead (Bitrix24 lead, amoCRM deal); null for channels that keep none. */
  remoteId: string | null;
  failure: FailureKind | null;
}

/** Pending deliveries of one channel that failed for one reason, with the latest error. */
export interface FailingDeliveries {
  notifier: string;
  failure: FailureKind;
  count: number;
  lastError: string | null;
}

/** A record a CRM holds for an erased lead: the operator erases it there too. */
export interface RemoteRecord {
  notifier: string;
  leadId: string;
  /** Null when a request may have created it but its id never came back. */
  remoteId: string | null;
}

export interface LeadFilter {
  since?: string;
  kind?: LeadKind;
  limit?: number;
}

export interface LeadStore {
  /**
   * Commits the lead, with the notifiers it is for, durably before resolving: from then on it has one
   * pending delivery per notifier (deliveries() and stats() count them), though the rows are made
   * later, by a claim, so a form's transaction is as small with five channels as with one. With a
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
   * mid-delivery only delays it until the lease runs out. First routes up to `limit` leads not routed
   * yet, oldest first: makes their delivery rows and clears their list in one transaction. As many leads
   * as deliveries taken, so there is always enough to take, and routing goes at the pace of delivery (a
   * few leads a second while forms pour in, see startOutbox's `busy`) instead of competing with intake.
   * markDelivered, markFailed, markSending, recordRemoteId and reschedule act on those rows, so on
   * deliveries a claim has returned (or routed).
   */
  claimDeliveries(now: Date, limit: number, leaseMs: number): Promise<PendingDelivery[]>;
  /** Records the delivery as done, with the channel's own id of the record when it has one (the CRM's lead id). */
  markDelivered(leadId: string, notifier: string, at: Date, remoteId?: string): Promise<void>;
  /**
   * Records a failed attempt. With `failure`, its kind is kept for the operator, and `notSent` (the
   * channel answered that it did nothing) clears the "look it up first" mark set by markSending.
   */
  markFailed(
    leadId: string,
    notifier: string,
    error: string,
    nextAttemptAt: Date,
    failure?: { kind: FailureKind; notSent: boolean },
  ): Promise<void>;
  /** Marks, durably, that a request which may create the record on the far side is about to leave. */
  markSending(leadId: string, notifier: string, at: Date): Promise<void>;
  /** Keeps the channel's own id of the record (the CRM's lead id) of a delivery not done yet. */
  recordRemoteId(leadId: string, notifier: string, remoteId: string): Promise<void>;
  /**
   * Moves a pending delivery's next attempt without counting an attempt (its channel is paused); with
   * `failure`, the reason the channel is paused is kept with it for the operator.
   */
  reschedule(leadId: string, notifier: string, nextAttemptAt: Date, failure?: FailureKind): Promise<void>;
  deliveries(leadId: string): Promise<DeliveryState[]>;
  /** Leads, newest first, optionally since a date and of one kind. */
  list(filter: LeadFilter): Promise<LeadRecord[]>;
  /** Leads per day and kind, deliveries by state, and the pending deliveries that fail, per channel and reason. */
  stats(): Promise<{
    days: { day: string; kind: LeadKind; count: number }[];
    deliveries: { status: string; count: number }[];
    failing: FailingDeliveries[];
  }>;
  /** Makes every pending delivery (only those that last failed so, with `failure`) due now; returns how many. */
  retryPending(filter?: { failure?: FailureKind }): Promise<number>;
  /** Deletes leads received before `cutoff` with their deliveries (retention period); returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
  /** Which engine holds the leads, for logs and the operator's tools. */
  readonly engine: "sqlite" | "postgres";
  /** A consistent copy of the store while it runs (SQLite online backup API; PostgreSQL: pg_dump). */
  backup(file: string): Promise<void>;
  /**
   * Deletes a person's leads (152-ФЗ right to erasure) with their deliveries; returns how many, and
   * the records CRMs hold of them, which the operator must erase there.
   */
  erase(who: { email?: string; phone?: string }): Promise<{ leads: number; crmRecords: RemoteRecord[] }>;
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
  /**
   * Counts a site search that found nothing. At most `maxRows` queries are kept: past that, those not
   * searched for the longest are dropped.
   */
  recordSearchMiss(query: string, at: Date, maxRows: number): Promise<void>;
  /** The misses, most frequent first. */
  searchMisses(limit: number): Promise<SearchMiss[]>;
  /** Deletes misses last searched before `cutoff`; returns how many. */
  purgeSearchMisses(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

export interface SearchMiss {
  query: string;
  misses: number;
  firstAt: string;
  lastAt: string;
}

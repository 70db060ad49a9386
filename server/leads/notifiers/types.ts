import type { LeadKind, LeadRecord } from "../types";

/**
 * What the outbox knows about one delivery, for channels that create a record on the far side (a
 * CRM lead): a request whose answer was lost may have created it, so such a channel looks the record
 * up before creating it again.
 */
export interface DeliveryContext {
  /** The channel's own id of the record, recorded by an earlier attempt (the CRM's lead id). */
  remoteId: string | null;
  /** An earlier attempt sent a request that may have created the record, and its outcome is unknown. */
  uncertain: boolean;
  /** Records, durably, that a request which may create the record is about to leave. */
  sending(): Promise<void>;
  /** Gives the channel's own id of the record as soon as it is known; kept with the attempt's outcome. */
  created(remoteId: string): Promise<void>;
}

/** A channel the sales team hears about new leads through. */
export interface Notifier {
  /** Stable id, recorded with each delivery ("telegram", "email", "webhook", "bitrix24", "amocrm"). */
  name: string;
  /** Whether leads of this kind go to the channel at all (a CRM may leave subscriptions out). */
  accepts?(kind: LeadKind): boolean;
  /** Resolves once the channel has accepted the lead; throws on any failure (a DeliveryError when it knows more). */
  send(lead: LeadRecord, context: DeliveryContext): Promise<void>;
}

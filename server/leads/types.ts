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

export interface LeadStore {
  /** Commits the lead durably before resolving. */
  insert(lead: LeadRecord): Promise<void>;
  get(id: string): Promise<LeadRecord | undefined>;
  count(): Promise<number>;
  /** Salt for client-address hashes, created once per store. */
  salt(): Promise<string>;
  close(): Promise<void>;
}

import type { FailureKind } from "../types";

/**
 * Why a channel did not take a lead, as far as the outbox acts on it:
 * - `auth`: the channel refused our credentials or rights (revoked webhook, expired token, unpaid
 *   account); nothing will change until the operator fixes the setting, so the lead waits;
 * - `rate-limit`: too many requests; the channel is left alone for a while, then tried again;
 * - `rejected`: the channel refused this lead's data (a validation error); the operator should look;
 * - `unavailable`: the channel is down or did not answer; tried again later.
 */
export type { FailureKind };

export const FAILURE_KINDS: readonly FailureKind[] = ["auth", "rate-limit", "rejected", "unavailable"];

export class DeliveryError extends Error {
  readonly kind: FailureKind;
  /** The channel answered before doing anything (an error status): no record can have been created. */
  readonly notSent: boolean;
  /** How long the channel asked us to wait (Retry-After), when it said so. */
  readonly retryAfterMs?: number;

  constructor(message: string, options: { kind: FailureKind; notSent: boolean; retryAfterMs?: number }) {
    super(message);
    this.name = "DeliveryError";
    this.kind = options.kind;
    this.notSent = options.notSent;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Sign-in throttling (OWASP ASVS 2.2.1; issue #35): failed sign-ins slow down the address they come
 * from, never the account. Counts are kept in the store, so they outlive a restart and every instance
 * shares them.
 *
 * - Per (account, address) pair: from the 3rd failure on, that address waits 1 s, then 2 s, 4 s…
 *   (doubling, at most 15 min) before it may try that account again. Five wrong passwords from one
 *   address slow that address down; the editor on her own network is not slowed at all.
 * - Per address, over every account: the same from the 20th failure, so an address guessing at many
 *   e-mails is slowed down too.
 * - Per account, over every address: counted and logged, never waited on. A delay per account would
 *   be paid by the editor as well: a stranger could slow her down at will, which is the lockout in
 *   disguise (DESIGN: "never a lockout a stranger can trigger against an editor"). Against guessing
 *   from many addresses the defences are the 12-character minimum, argon2id and each address's own
 *   throttling; the log warns from ACCOUNT_NOTICE failures on, so the operator sees such an attack.
 *
 * A count is forgotten an hour after its last failure: longer than the longest delay, so waiting the
 * delay out does not start the count over. A successful sign-in clears its pair only: an address that
 * knows one password does not thereby reset its count against other accounts.
 */
import net from "node:net";
import type { LoginFailureCount, ThrottleKey } from "./types";

export interface ThrottlePolicy {
  /** The failure with this number is the first one followed by a wait… */
  delayFrom: number;
  /** …of this long, doubling with every further failure… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
}

export const PAIR_POLICY: ThrottlePolicy = { delayFrom: 3, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };
export const ADDRESS_POLICY: ThrottlePolicy = { delayFrom: 20, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };
/** Failures of one account (from any addresses) from which each further one is logged as a warning. */
export const ACCOUNT_NOTICE = 100;
export const FORGET_AFTER_MS = 60 * 60_000;

/** The wait that follows the `failures`-th failure. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.delayFrom) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.delayFrom));
}

/**
 * How long the count still makes its address wait at `now` (0: it may try). `pending` attempts of the
 * key are being checked at this moment: each counts as a failure made now, until it is answered.
 */
export function waitOf(count: LoginFailureCount | undefined, policy: ThrottlePolicy, now: Date, pending = 0): number {
  const last = count ? Date.parse(count.lastFailureAt) : 0;
  const remembered = count && now.getTime() - last < FORGET_AFTER_MS ? count.failures : 0;
  if (pending > 0) return delayAfter(remembered + pending, policy);
  if (remembered === 0) return 0;
  return Math.max(0, last + delayAfter(remembered, policy) - now.getTime());
}

/**
 * The attempts of each key being checked in this instance. Without it a burst of parallel requests
 * would all pass the check before the first of their failures is written, each getting a password
 * check. Across instances the same burst gets at most the free attempts once per instance.
 */
export class PendingAttempts {
  private readonly counts = new Map<string, number>();
  private static id = ({ email, address }: ThrottleKey) => `${email}\n${address}`;
  of(key: ThrottleKey): number {
    return this.counts.get(PendingAttempts.id(key)) ?? 0;
  }
  /** Counts the keys' attempt in; the function returned counts it out (call it once, when answered). */
  enter(keys: ThrottleKey[]): () => void {
    for (const key of keys) this.counts.set(PendingAttempts.id(key), this.of(key) + 1);
    return () => {
      for (const key of keys) {
        const left = this.of(key) - 1;
        if (left > 0) this.counts.set(PendingAttempts.id(key), left);
        else this.counts.delete(PendingAttempts.id(key));
      }
    };
  }
}

/** The counts a sign-in of `email` (normalised) from `source` (throttleSource) is judged by and adds to. */
export function throttleKeys(email: string, source: string): { pair: ThrottleKey; address: ThrottleKey; account: ThrottleKey } {
  return { pair: { email, address: source }, address: { email: "", address: source }, account: { email, address: "" } };
}

/** Until when counts are remembered, seen at `now`: a count last failed at or before it is forgotten. */
export const forgetBefore = (now: Date) => new Date(now.getTime() - FORGET_AFTER_MS);

/**
 * The address counts are kept under: an IPv4 address as it is (also when it comes IPv4-mapped,
 * ::ffff:a.b.c.d), an IPv6 address by its /64 network, which one subscriber usually holds whole:
 * otherwise each of its 2^64 addresses would get counts of its own.
 */
export function throttleSource(ip: string): string {
  const address = ip.split("%")[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!net.isIPv6(address)) return address;
  // An embedded IPv4 (::a.b.c.d) is two groups, always in the last 64 bits.
  const groups = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const [head, tail] = address.split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

import type { FastifyBaseLogger } from "fastify";
import { DeliveryError, type DeliveryContext, type Notifier } from "./notifiers";
import type { LeadStore, PendingDelivery } from "./types";

/** Deliveries taken per claim; a notifier times out after 10 s, so a batch ends well within its lease. */
const BATCH = 10;
/** How long a claimed delivery is held from other instances by default; a crashed holder's deliveries come back after it. */
export const DEFAULT_LEASE_MS = 5 * 60_000;
/** First pause after a channel said "too many requests" without saying how long; doubled while it goes on. */
const RATE_LIMIT_BASE_MS = 1000;
const RATE_LIMIT_MAX_MS = 60_000;
/** Longest a delivery waits for the server to stop taking forms; a flood slows deliveries, never stops them. */
const YIELD_MAX_MS = 250;
const YIELD_STEP_MS = 5;

async function yieldToIntake(busy: () => boolean): Promise<void> {
  for (let waited = 0; busy() && waited < YIELD_MAX_MS; waited += YIELD_STEP_MS) {
    await new Promise((resolve) => setTimeout(resolve, YIELD_STEP_MS));
  }
}

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min… (from `baseMs`) up to an hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface Outbox {
  /** Delivers every due lead once; resolves when that pass is over. `now` defaults to the outbox's clock. */
  runOnce(now?: Date): Promise<void>;
  /** Asks for a pass soon (after a new lead). */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Delivers stored leads to the notifiers. The lead is already committed, so a channel that is down
 * only delays its message: the delivery stays pending and is retried with growing pauses, across
 * restarts too, until the channel accepts it.
 *
 * Channels that create a record (CRMs) get a DeliveryContext: they mark a delivery before a request
 * that may create the record leaves and record the CRM's id as soon as it is known, so an attempt
 * whose answer was lost (a timeout, a crash) is followed by a look-up, not by a second record.
 * A channel that answers "too many requests" or refuses our credentials is left alone, with all its
 * deliveries, until its pause is over.
 */
export function startOutbox(options: {
  store: LeadStore;
  notifiers: readonly Notifier[];
  log: FastifyBaseLogger;
  intervalMs?: number;
  retryBaseMs?: number;
  leaseMs?: number;
  /** The time deliveries are due and retried by; tests pass a fake clock. */
  clock?: () => Date;
  /**
   * True while the server is taking forms: each delivery then waits (up to YIELD_MAX_MS) for it to
   * be over. A visitor's answer comes before a CRM's copy; the CRM gets the lead moments later.
   */
  busy?: () => boolean;
}): Outbox {
  const { store, notifiers, log, intervalMs = 15_000, retryBaseMs, leaseMs = DEFAULT_LEASE_MS, clock = () => new Date(), busy } = options;
  const byName = new Map(notifiers.map((n) => [n.name, n]));
  /** Per channel: until when it is left alone, and how many "too many requests" in a row. */
  const pausedUntil = new Map<string, { until: number; reason: "auth" | "rate-limit" }>();
  const rateLimited = new Map<string, number>();
  let running: Promise<void> | null = null;
  /** A pass was asked for while one ran: leads stored meanwhile may not have been claimed by it. */
  let again = false;
  let stopped = false;

  const pass = async (now: Date) => {
    for (;;) {
      const batch = await store.claimDeliveries(now, BATCH, leaseMs);
      for (const delivery of batch) {
        if (busy) await yieldToIntake(busy);
        await deliver(delivery);
      }
      if (batch.length < BATCH || stopped) return;
    }
  };

  // Pauses and retries count from the moment of the attempt (a pass may run long), on the outbox's clock.
  const deliver = async (delivery: PendingDelivery) => {
    const notifier = byName.get(delivery.notifier);
    if (!notifier) return; // configured off since the lead came in: stays pending until it is back
    const leadId = delivery.lead.id;
    const paused = pausedUntil.get(notifier.name);
    if (paused && paused.until > clock().getTime()) {
      await store.reschedule(leadId, notifier.name, new Date(paused.until), paused.reason);
      return;
    }
    // The CRM's id learnt by this attempt is written with its outcome, in the same statement when it
    // succeeds: the "sent" mark already makes a crashed attempt look the record up.
    let learnt: string | undefined;
    const context: DeliveryContext = {
      remoteId: delivery.remoteId,
      uncertain: delivery.sentAt !== null,
      sending: () => store.markSending(leadId, notifier.name, clock()),
      created: async (id) => {
        learnt = id;
      },
    };
    try {
      await notifier.send(delivery.lead, context);
      await store.markDelivered(leadId, notifier.name, clock(), learnt);
      rateLimited.delete(notifier.name);
      const remoteId = learnt ?? delivery.remoteId;
      log.info({ leadId, notifier: notifier.name, ...(remoteId ? { remoteId } : {}) }, "lead delivered");
    } catch (error) {
      if (learnt) await store.recordRemoteId(leadId, notifier.name, learnt);
      await failed(delivery, notifier, error, clock());
    }
  };

  const failed = async (delivery: PendingDelivery, notifier: Notifier, error: unknown, now: Date) => {
    const attempts = delivery.attempts + 1;
    const known = error instanceof DeliveryError ? error : undefined;
    let waitMs = retryDelayMs(attempts, retryBaseMs);
    if (known?.kind === "rate-limit") {
      const streak = (rateLimited.get(notifier.name) ?? 0) + 1;
      rateLimited.set(notifier.name, streak);
      waitMs = known.retryAfterMs ?? Math.min(RATE_LIMIT_BASE_MS * 2 ** (streak - 1), RATE_LIMIT_MAX_MS);
    }
    const next = new Date(now.getTime() + waitMs);
    // Every other lead would meet the same limit or the same refused credentials: they wait with this one.
    if (known?.kind === "rate-limit" || known?.kind === "auth") pausedUntil.set(notifier.name, { until: next.getTime(), reason: known.kind });
    await store.markFailed(
      delivery.lead.id,
      notifier.name,
      (error as Error).message,
      next,
      known ? { kind: known.kind, notSent: known.notSent } : undefined,
    );
    const fields = { leadId: delivery.lead.id, notifier: notifier.name, attempts, failure: known?.kind, retryAt: next.toISOString(), err: error };
    if (known?.kind === "auth") {
      log.error(fields, "lead delivery refused: the channel does not accept our credentials; fix its settings and restart, the lead waits");
    } else if (known?.kind === "rejected") {
      log.error(fields, "lead delivery refused: the channel rejected the lead's data, will retry");
    } else if (known?.kind === "rate-limit") {
      log.warn(fields, "lead delivery rate-limited: the channel is paused, will retry");
    } else {
      log.warn(fields, "lead delivery failed, will retry");
    }
  };

  const runOnce = (now?: Date) => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass(now ?? clock());
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  };

  // From a macrotask: a pass still `running` there has not made its last check of `again`, so setting it
  // is enough, and a flood of forms does not hang a handler per lead on the running pass's promise.
  const wake = () => {
    if (stopped) return;
    if (running) again = true;
    else void runOnce().catch((error: unknown) => log.error({ err: error }, "outbox pass failed"));
  };

  const timer = setInterval(wake, intervalMs);
  timer.unref();

  return {
    runOnce,
    kick: () => {
      if (!stopped) setImmediate(wake);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

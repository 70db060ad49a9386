import type { FastifyBaseLogger } from "fastify";
import type { Notifier } from "./notifiers";
import type { LeadStore, PendingDelivery } from "./types";

/** Deliveries taken per claim; a notifier times out after 10 s, so a batch ends well within its lease. */
const BATCH = 10;
/** How long a claimed delivery is held from other instances; a crashed holder's deliveries come back after it. */
const LEASE_MS = 5 * 60_000;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min… (from `baseMs`) up to an hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface Outbox {
  /** Delivers every due lead once; resolves when that pass is over. */
  runOnce(now?: Date): Promise<void>;
  /** Asks for a pass soon (after a new lead). */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Delivers stored leads to the notifiers. The lead is already committed, so a channel that is down
 * only delays its message: the delivery stays pending and is retried with growing pauses, across
 * restarts too, until the channel accepts it.
 */
export function startOutbox(options: {
  store: LeadStore;
  notifiers: readonly Notifier[];
  log: FastifyBaseLogger;
  intervalMs?: number;
  retryBaseMs?: number;
}): Outbox {
  const { store, notifiers, log, intervalMs = 15_000, retryBaseMs } = options;
  const byName = new Map(notifiers.map((n) => [n.name, n]));
  let running: Promise<void> | null = null;
  let stopped = false;

  const pass = async (now = new Date()) => {
    for (;;) {
      const batch = await store.claimDeliveries(now, BATCH, LEASE_MS);
      for (const delivery of batch) await deliver(delivery);
      if (batch.length < BATCH || stopped) return;
    }
  };

  const deliver = async (delivery: PendingDelivery) => {
    const notifier = byName.get(delivery.notifier);
    if (!notifier) return; // configured off since the lead came in: stays pending until it is back
    try {
      await notifier.send(delivery.lead);
      await store.markDelivered(delivery.lead.id, notifier.name, new Date());
      log.info({ leadId: delivery.lead.id, notifier: notifier.name }, "lead delivered");
    } catch (error) {
      const attempts = delivery.attempts + 1;
      const next = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs));
      await store.markFailed(delivery.lead.id, notifier.name, (error as Error).message, next);
      log.warn({ leadId: delivery.lead.id, notifier: notifier.name, attempts, err: error }, "lead delivery failed, will retry");
    }
  };

  const runOnce = (now?: Date) => {
    if (!running) running = pass(now).finally(() => (running = null));
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped) void runOnce().catch((error: unknown) => log.error({ err: error }, "outbox pass failed"));
  }, intervalMs);
  timer.unref();

  return {
    runOnce,
    kick: () => {
      if (!stopped) setImmediate(() => void runOnce().catch((error: unknown) => log.error({ err: error }, "outbox pass failed")));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

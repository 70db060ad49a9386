import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ServerConfig } from "../config";
import { openLeadStore } from "../leads/open-store";
import { intakeGauge } from "../leads/intake-gauge";
import { startOutbox, type Outbox } from "../leads/outbox";
import type { Notifier } from "../leads/notifiers";
import type { LeadKind, LeadStore } from "../leads/types";

declare module "fastify" {
  interface FastifyInstance {
    leads: LeadStore;
    /** Names of the configured notifiers that take leads of this kind: a new lead gets a pending delivery for each. */
    notifiersFor(kind: LeadKind): readonly string[];
    outbox: Outbox;
  }
}

const DAY_MS = 24 * 60 * 60_000;
/** A query nobody has searched for (and found nothing) in a year says nothing about what to write next. */
export const SEARCH_MISSES_RETENTION_DAYS = 365;
/** Where forms are posted (routes/form.ts). */
const FORM_PATH = "/api/form";
/** Retention is enforced at start-up and then this often. */
const PURGE_EVERY_MS = 6 * 60 * 60_000;

export interface LeadsOptions {
  config: Pick<
    ServerConfig,
    "DATABASE_URL" | "LEADS_DB" | "LEADS_RETENTION_DAYS" | "OUTBOX_INTERVAL_SECONDS" | "OUTBOX_RETRY_BASE_SECONDS" | "OUTBOX_LEASE_SECONDS"
  >;
  notifiers: readonly Notifier[];
}

/**
 * The lead store as `app.leads` (PostgreSQL with DATABASE_URL, SQLite otherwise), its outbox worker,
 * and the retention rule: leads older than LEADS_RETENTION_DAYS are deleted. Opened at start-up,
 * closed with the server.
 */
export const leadsStore = fp<LeadsOptions>(
  async (app, { config, notifiers }) => {
    const store = await openLeadStore(config);
    // A restart is how the operator applies a fixed setting: leads a channel refused for our
    // credentials are tried again at once instead of at the end of their pause.
    const retried = await store.retryPending({ failure: "auth" });
    if (retried > 0) app.log.info({ deliveries: retried }, "deliveries refused for credentials are retried now");
    // Forms being taken right now: the outbox lets them go first (see startOutbox's `busy`).
    const formsInFlight = new WeakSet<object>();
    const intake = intakeGauge();
    const done = async (request: FastifyRequest) => {
      if (formsInFlight.delete(request)) intake.end();
    };
    app.addHook("onRequest", async (request) => {
      if (request.method === "POST" && request.url.split("?")[0] === FORM_PATH) {
        formsInFlight.add(request);
        intake.begin();
      }
    });
    app.addHook("onResponse", done);
    app.addHook("onRequestAbort", done);
    const outbox = startOutbox({
      store,
      notifiers,
      log: app.log,
      intervalMs: config.OUTBOX_INTERVAL_SECONDS * 1000,
      retryBaseMs: config.OUTBOX_RETRY_BASE_SECONDS * 1000,
      leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
      busy: intake.busy,
    });

    const purge = async () => {
      const cutoff = new Date(Date.now() - config.LEADS_RETENTION_DAYS * DAY_MS);
      const removed = await store.purgeOlderThan(cutoff);
      if (removed > 0) app.log.info({ removed, before: cutoff.toISOString() }, "leads past the retention period deleted");
      const misses = await store.purgeSearchMisses(new Date(Date.now() - SEARCH_MISSES_RETENTION_DAYS * DAY_MS));
      if (misses > 0) app.log.info({ removed: misses }, "search misses not searched for a year deleted");
    };
    await purge();
    const purgeTimer = setInterval(() => void purge().catch((error: unknown) => app.log.error({ err: error }, "retention purge failed")), PURGE_EVERY_MS);
    purgeTimer.unref();

    app.decorate("leads", store);
    const names = (kind: LeadKind) => notifiers.filter((n) => n.accepts?.(kind) ?? true).map((n) => n.name);
    const byKind = { contact: names("contact"), newsletter: names("newsletter") };
    app.decorate("notifiersFor", (kind: LeadKind) => byKind[kind]);
    app.decorate("outbox", outbox);
    app.addHook("onClose", async () => {
      clearInterval(purgeTimer);
      await outbox.stop();
      await store.close();
    });
    app.log.info({ engine: store.engine, notifiers: notifiers.map((n) => n.name) }, "lead store open");
    if (notifiers.length === 0) app.log.warn("no lead notifier configured: leads are only stored (see docs/operations/leads.md)");
  },
  { name: "leads" },
);

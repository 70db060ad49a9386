import fp from "fastify-plugin";
import { startOutbox, type Outbox } from "../leads/outbox";
import type { Notifier } from "../leads/notifiers";
import { createSqliteStore } from "../leads/sqlite-store";
import type { LeadStore } from "../leads/types";

declare module "fastify" {
  interface FastifyInstance {
    leads: LeadStore;
    /** Names of the configured notifiers: each new lead gets a pending delivery for each. */
    notifierNames: readonly string[];
    outbox: Outbox;
  }
}

/** The lead store as `app.leads` and its outbox worker, opened at start-up and closed with the server. */
export const leadsStore = fp<{ file: string; notifiers: readonly Notifier[]; outboxIntervalMs?: number }>(
  async (app, { file, notifiers, outboxIntervalMs }) => {
    const store = createSqliteStore(file);
    const outbox = startOutbox({ store, notifiers, log: app.log, intervalMs: outboxIntervalMs });
    app.decorate("leads", store);
    app.decorate("notifierNames", notifiers.map((n) => n.name));
    app.decorate("outbox", outbox);
    app.addHook("onClose", async () => {
      await outbox.stop();
      await store.close();
    });
    if (notifiers.length === 0) app.log.warn("no lead notifier configured: leads are only stored (see README)");
  },
  { name: "leads" },
);

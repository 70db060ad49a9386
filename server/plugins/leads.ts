import fp from "fastify-plugin";
import { createSqliteStore } from "../leads/sqlite-store";
import type { LeadStore } from "../leads/types";

declare module "fastify" {
  interface FastifyInstance {
    leads: LeadStore;
  }
}

/** The lead store as `app.leads`, opened at start-up and closed with the server. */
export const leadsStore = fp<{ file: string }>(
  async (app, { file }) => {
    const store = createSqliteStore(file);
    app.decorate("leads", store);
    app.addHook("onClose", () => store.close());
  },
  { name: "leads" },
);

import fp from "fastify-plugin";
import type { ServerConfig } from "../config";
import { openEditorStore } from "../editors/open-store";
import type { EditorStore } from "../editors/types";
import { adminRoutes } from "./routes";
import { editorSessions } from "./sessions";

export interface AdminOptions {
  config: Pick<ServerConfig, "DATABASE_URL" | "LEADS_DB" | "ADMIN_SESSION_HOURS" | "SITE_URL">;
  /** A store of the caller's (tests); by default the plugin opens one where the leads are and closes it. */
  store?: EditorStore;
  /** The clock of sessions and lockouts (tests move it instead of waiting). */
  now?: () => number;
}

/**
 * The editors' side of the site: sessions (app.editors, app.requireEditor for every admin API) and
 * the login under /admin. Visitor pages keep their headers: only /admin pages get the admin's policy.
 */
export const adminPlugin = fp<AdminOptions>(
  async (app, { config, store, now }) => {
    const editors = store ?? (await openEditorStore(config));
    await app.register(editorSessions, {
      store: editors,
      ownsStore: !store,
      sessionHours: config.ADMIN_SESSION_HOURS,
      siteUrl: config.SITE_URL,
      now,
    });
    await app.register(adminRoutes, { siteOrigin: new URL(config.SITE_URL).origin });
  },
  { name: "admin" },
);

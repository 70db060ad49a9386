/**
 * The editors' side of the server, one part in four pieces (imports go down this list, never up):
 *   index.ts    this plugin: wires the pieces under /admin and /api/admin, /api/cms
 *   pages/      what an editor opens: sign-in, the publishing journal, the page Decap CMS runs in
 *   cms/        Decap's proxy backend (POST /api/cms): reads, drafts, media and commits on git
 *   sessions.ts the session cookie, CSRF and app.requireEditor, used by pages/ and cms/
 *   accounts/   editors, their passwords, sessions, sign-in throttling and their rows (SQLite or PostgreSQL)
 * pages/ may use cms/ (the checkout the editor saves to); cms/ never uses pages/.
 */
import fp from "fastify-plugin";
import type { ServerConfig } from "../config";
import { openEditorStore } from "./accounts/open-store";
import type { EditorStore } from "./accounts/types";
import { cmsRoutes } from "./cms/routes";
import { cmsApp, readAdminManifest } from "./pages/cms-app";
import { adminRoutes, refuseForeignOrigins } from "./pages/routes";
import { editorSessions } from "./sessions";

export interface AdminOptions {
  config: Pick<ServerConfig, "DATABASE_URL" | "LEADS_DB" | "ADMIN_SESSION_HOURS" | "SITE_URL">;
  /** A store of the caller's (tests); by default the plugin opens one where the leads are and closes it. */
  store?: EditorStore;
  /** The clock of sessions and sign-in throttling (tests move it instead of waiting). */
  now?: () => number;
  /**
   * The editors' CMS: the content folder it saves to (a git checkout), the built admin app
   * (build/admin), and what starts a publish after a save. Without them only the login and the
   * publishing journal are served.
   */
  cms?: { contentDir: string; staticDir: string; adminDir: string; publish: (reason: string) => void };
}

/**
 * The editors' side of the site: sessions (app.editors, app.requireEditor for every admin API), the
 * login, the publishing journal and the CMS under /admin, and the CMS's backend, /api/cms. Visitor
 * pages keep their headers: only /admin pages get the admin's policies.
 */
export const adminPlugin = fp<AdminOptions>(
  async (app, { config, store, now, cms }) => {
    const editors = store ?? (await openEditorStore(config));
    await app.register(editorSessions, {
      store: editors,
      ownsStore: !store,
      sessionHours: config.ADMIN_SESSION_HOURS,
      siteUrl: config.SITE_URL,
      now,
    });
    const siteOrigin = new URL(config.SITE_URL).origin;
    await app.register(async (scope) => {
      scope.addHook("onRequest", refuseForeignOrigins(siteOrigin));
      await scope.register(adminRoutes, { adminAssets: cms ? readAdminManifest(cms.adminDir) : null });
      if (cms) {
        await scope.register(cmsApp, { adminDir: cms.adminDir, contentDir: cms.contentDir });
        await scope.register(cmsRoutes, { contentDir: cms.contentDir, staticDir: cms.staticDir, publish: cms.publish });
      }
    });
  },
  { name: "admin" },
);

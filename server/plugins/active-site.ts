import fp from "fastify-plugin";
import { openActiveSite, pinSite, type ActiveSite, type ServedSite } from "../releases/active-site";
import type { MemoryFilesOptions } from "../lib/memory-files";

declare module "fastify" {
  interface FastifyInstance {
    activeSite: ActiveSite;
  }
  interface FastifyRequest {
    /** The site this request is answered from, fixed when it arrived (see releases/active-site). */
    site: ServedSite;
  }
}

export interface ActiveSitePluginOptions {
  publicDir: string;
  releasesDir: string;
  memory: MemoryFilesOptions;
  /** Follow switches of RELEASES_DIR/current (the server does; tests call refresh()). */
  watch: boolean;
}

/** Registered before the security headers: the pin must exist when they compute the CSP. */
export const activeSite = fp<ActiveSitePluginOptions>(
  async (app, { publicDir, releasesDir, memory, watch }) => {
    const active = await openActiveSite({ publicDir, releasesDir, memory, log: app.log });
    app.decorate("activeSite", active);
    app.decorateRequest("site", null as unknown as ServedSite);
    app.addHook("onRequest", async (request, reply) => {
      request.site = active.current();
      pinSite(request.raw, request.site);
      // What an open tab reads for its own page (Navigation Timing) and for the live site (src/lib/site-version).
      if (request.site.version) reply.header("server-timing", `site;desc="${request.site.version}"`);
    });
    if (watch) active.watch();
    app.addHook("onClose", async () => active.close());
  },
  { name: "active-site" },
);

import type { IncomingMessage } from "node:http";
import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import { pinnedSite, type ActiveSite } from "../releases/active-site";

export interface SecurityOptions {
  /** The page's hashes come from the site its request was pinned to. */
  activeSite: ActiveSite;
  /** Other origins the pages may send requests to (form endpoint, content API on another host). */
  connectOrigins: readonly string[];
  /** Hosts of the analytics counters the site was built with (none by default). */
  analyticsOrigins?: readonly string[];
}

/**
 * Security headers on every response. Scripts may come only from the site itself; Gatsby's inline
 * scripts are allowed by the hashes of the very page being served, never by 'unsafe-inline' or
 * 'unsafe-eval'. Inline styles stay allowed: styled-components and gatsby-plugin-image write them.
 */
export const securityHeaders = fp<SecurityOptions>(
  async (app, { activeSite, connectOrigins, analyticsOrigins = [] }) => {
    // An address that is no file is answered with the 404 page, so it gets that page's hashes.
    const pageScripts = (req: IncomingMessage) => {
      const { site } = pinnedSite(req) ?? activeSite.current();
      const file = site.resolve(req.url ?? "/") ?? "404.html";
      return file.endsWith(".html") ? site.scriptHashes(file).join(" ") : "";
    };
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", pageScripts, ...analyticsOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", ...analyticsOrigins],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...connectOrigins, ...analyticsOrigins],
          formAction: ["'self'", ...connectOrigins],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: "security-headers" },
);

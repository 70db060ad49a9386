import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CompileHintsPlugin } from "./compile-hints";

/** What gatsby-ssr.tsx is given at build time instead of reading content files itself. */
export const SSR_DEFINES = { companyName: "__SITE_COMPANY_NAME__" } as const;

/** The variables Gatsby defines for itself in every stage (gatsby/dist/utils/webpack.config.js, processEnv). */
const GATSBY_OWN = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT", "GATSBY_QUERY_ON_DEMAND"]);
/** GATSBY_* variables that tune the build itself (the publisher sets them, `npm run build:site` does not). */
const BUILD_TUNING = new Set(["GATSBY_CPU_COUNT"]);

/**
 * The HTML renderer's definitions without the build's environment variables. Gatsby defines every
 * variable of the environment into the renderer, and a variable added or gone (npm's npm_* set, a test
 * runner's, systemd's) changed the renderer, so Gatsby rendered every page's HTML again: a server's first
 * publish after `npm run build` did. The renderer runs in Node, where `process.env` is the real one with
 * the same values; GATSBY_* variables (but the build's tuning), Gatsby's own and those only an .env file
 * gives stay defined.
 */
export function stableRendererDefinitions(definitions: Record<string, unknown>, env: NodeJS.ProcessEnv): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(definitions)) {
    if (key === "process.env") continue; // Gatsby's `({})` for what it does not define: the real one instead
    const name = /^process\.env\.(.+)$/.exec(key)?.[1];
    const fromBuild = name !== undefined && name in env && (BUILD_TUNING.has(name) || (!name.startsWith("GATSBY_") && !GATSBY_OWN.has(name)));
    if (fromBuild) continue;
    kept[key] = value;
  }
  return kept;
}

interface DefinePluginLike {
  constructor: { name: string };
  definitions: Record<string, unknown>;
}

/** Browser parts of plugins that do nothing on this site, and what the bundle gets instead (gatsby/browser/no-browser-part.js says why). */
export const IDLE_BROWSER_PARTS = /[\\/](gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown|gatsby-plugin-manifest)[\\/]gatsby-browser\.js$/;
export const NO_BROWSER_PART = path.resolve(__dirname, "../browser/no-browser-part.js");
/** Gatsby's request for its service-worker registration in production-app, and what the bundle gets instead. */
export const SERVICE_WORKER_REGISTRATION = /^\.\/register-service-worker$/;
export const LATER_SERVICE_WORKER_REGISTRATION = path.resolve(__dirname, "../browser/register-service-worker.js");
/** The browser bundle's entry: Gatsby's, started in four tasks (gatsby/browser/app-entry.js says why). */
export const APP_ENTRY = path.resolve(__dirname, "../browser/app-entry.js");

/**
 * No source maps in the production bundle: they doubled what the build publishes (19 MB) and expose
 * the source to anyone; errors are debugged with `gatsby develop` or a local build.
 * `BUNDLE_SOURCE_MAPS=1 npm run build:site` keeps them, for `source-map-explorer` (what is in a chunk).
 *
 * The chunks every page starts with are compiled while they stream in (gatsby/node/compile-hints.ts).
 * The service worker is registered once the page is hydrated (src/lib/service-worker-later.ts).
 *
 * The HTML renderer gets the company's name as a constant. Read with `fs` inside gatsby-ssr, it made
 * Gatsby mark the renderer as using an unsafe builtin, and then every build rendered every page's HTML
 * again, whatever changed (a one-entry publish rendered 99 pages). A new name changes the renderer,
 * and Gatsby renders every page then, as it should: the name is on all of them.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getNodesByType, getConfig }) => {
  if (stage === "build-javascript") {
    const config = getConfig() as { entry: Record<string, unknown>; devtool: unknown; plugins: unknown[] };
    config.entry.app = APP_ENTRY;
    config.devtool = process.env.BUNDLE_SOURCE_MAPS ? "source-map" : false;
    config.plugins.push(plugins.normalModuleReplacement(IDLE_BROWSER_PARTS, NO_BROWSER_PART));
    config.plugins.push(new CompileHintsPlugin());
    config.plugins.push(plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION, LATER_SERVICE_WORKER_REGISTRATION));
    actions.replaceWebpackConfig(config);
  }
  if (stage === "build-html" || stage === "develop-html") {
    const [settings] = getNodesByType("SiteSettings") as unknown as ({ companyName: string } | undefined)[];
    if (!settings) throw new Error("content/site/site.json: no site settings were sourced (the content check should have said why)");
    const config = getConfig() as { plugins: unknown[] };
    for (const plugin of config.plugins as DefinePluginLike[]) {
      if (plugin?.constructor?.name === "DefinePlugin") plugin.definitions = stableRendererDefinitions(plugin.definitions, process.env);
    }
    config.plugins.push(plugins.define({ [SSR_DEFINES.companyName]: JSON.stringify(settings.companyName) }));
    actions.replaceWebpackConfig(config);
  }
};

import path from "node:path";

/**
 * gatsby-plugin-offline (Workbox 4). Its defaults answer navigations from a cached app shell and
 * page-data stale-while-revalidate, which is how visitors get yesterday's page or a white screen after
 * a deploy. Here page-data is network-first and gatsby/sw-network-first.js replaces the app-shell route
 * with a network-first one; cached copies are used only when the network fails.
 * The plugin merges this list into its defaults index by index, so the order matches its own.
 */
export const offlineOptions = {
  // Relative to the build's folder (the plugin reads it from there): Gatsby hands every plugin's
  // options to the browser, and an absolute path would put the server's folder into app-<hash>.js and
  // change that file's hash with every deploy into a new folder.
  appendScript: path.relative(process.cwd(), path.join(__dirname, "sw-network-first.js")),
  workboxConfig: {
    runtimeCaching: [
      // Not the recognition demo's worker (/demo/<hash>/, 1.5 MB): the browser's HTTP cache keeps it (immutable),
      // a second copy in the service worker's cache would only pile up with each demo build.
      { urlPattern: /^(?!.*\/demo\/).*(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
      { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "NetworkFirst", options: { networkTimeoutSeconds: 4 } },
      { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|ico|woff|woff2)$/, handler: "StaleWhileRevalidate" },
      { urlPattern: /^https?:.*\/data\/blogs\//, handler: "NetworkFirst", options: { networkTimeoutSeconds: 4 } },
    ],
  },
};

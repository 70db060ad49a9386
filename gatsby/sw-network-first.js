/* global workbox, MessageAPI, offlineShellEnabled: writable */
// Appended to public/sw.js by gatsby-plugin-offline (see gatsby/offline.ts), in the same script scope as
// the plugin's own code. The plugin answers navigations from a cached app shell whenever it has the
// page's resources, so after a deploy visitors get the old build. Here pages always come from the
// network; the app shell (with page-data cached network-first) is used only when the network fails.
offlineShellEnabled = false;
// The plugin's browser code asks to re-enable the shell on every route change; keep it off.
MessageAPI.enableOfflineShell = () => {};

const OFFLINE_SHELL = "/offline-plugin-app-shell-fallback/index.html";

workbox.routing.setCatchHandler(async ({ event }) => {
  if (event.request.mode === "navigate") {
    const shell = await caches.match(workbox.precaching.getCacheKeyForURL(OFFLINE_SHELL));
    if (shell) return shell;
  }
  return Response.error();
});

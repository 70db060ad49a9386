/* global workbox, navigationRoute, handleAPIRequest */
// Appended to public/sw.js by gatsby-plugin-offline (see gatsby/offline.ts), in the same scope as the
// plugin's own code. Pages come from the network first so a deploy is visible at once; the last copy
// of a page seen online is served only when the network is down.
workbox.routing.unregisterRoute(navigationRoute);

const pagesNetworkFirst = new workbox.strategies.NetworkFirst({
  cacheName: "pages",
  networkTimeoutSeconds: 4,
});

workbox.routing.registerRoute(
  new workbox.routing.NavigationRoute((options) => {
    if (options.event.request.url.match(/\/.gatsby-plugin-offline:.+/)) return handleAPIRequest(options);
    return pagesNetworkFirst.handle(options);
  }),
);

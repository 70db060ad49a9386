/**
 * Stands in, in the browser bundle only (gatsby/node/webpack.ts), for the module Gatsby's production app
 * requires to register the service worker as it starts: the same registration, once the page is hydrated
 * and the browser idle (src/lib/service-worker-later says why).
 */
const { registerWhenSettled } = require("../../src/lib/service-worker-later");

registerWhenSettled(() => require("../../.cache/register-service-worker"));

/**
 * The browser bundle's entry in place of Gatsby's .cache/production-app (gatsby/node/webpack.ts): the
 * same start, in four tasks instead of one. Evaluating the app chunk ran React DOM's, styled-components',
 * the plugins' and Gatsby's module code at once, a task of 17–47 ms on this machine, four times that on a
 * phone, most of it counted as blocking time. The browser can paint and answer between the tasks.
 */
const { nextTask } = require("../../src/lib/next-task");

require("react-dom/client");
nextTask()
  .then(() => {
    require("styled-components");
    return nextTask();
  })
  .then(() => {
    // The plugins' browser code, ours (gatsby-browser.ts) among them.
    require("../../.cache/api-runner-browser-plugins");
    return nextTask();
  })
  .then(() => require("../../.cache/production-app"));

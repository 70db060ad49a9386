/**
 * The browser bundle's entry in place of Gatsby's .cache/production-app (gatsby/node/webpack.ts): the
 * same start, in five tasks instead of one. Evaluating the app chunk ran React DOM's, styled-components',
 * the plugins' and Gatsby's module code at once, a task of 17–47 ms on this machine, four times that on a
 * phone, most of it counted as blocking time. The browser can paint and answer between the tasks.
 * `__webpack_require__` is webpack's own require, given to every module it bundles.
 */
const { nextTask } = require("../../src/lib/next-task");
const { runImportsInOwnTask } = require("../../src/lib/import-task");

// The page's own code (its template and the chunks it shares) runs in a task of its own too (src/lib/import-task).
runImportsInOwnTask(__webpack_require__, nextTask);

// Not in the task that runs the app chunk's file: that one has its own code to compile and register.
nextTask()
  .then(() => {
    require("react-dom/client");
    return nextTask();
  })
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

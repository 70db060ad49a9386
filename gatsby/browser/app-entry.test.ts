/**
 * The browser bundle's entry (gatsby/node/webpack.ts): Gatsby's start, each part in a task of its own.
 */
const started: string[] = [];
const waiting: (() => void)[] = [];
const given: unknown[] = [];
// What webpack gives the modules it bundles.
const webpackRequire = () => undefined;
Object.assign(globalThis, { __webpack_require__: webpackRequire });
jest.mock("../../src/lib/next-task", () => ({ nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)) }));
jest.mock("../../src/lib/import-task", () => ({
  runImportsInOwnTask: (require: unknown) => {
    started.push("own-task imports");
    given.push(require);
  },
}));
jest.mock("react-dom/client", () => void started.push("react-dom"));
jest.mock("styled-components", () => void started.push("styled-components"));
jest.mock("../../.cache/api-runner-browser-plugins", () => void started.push("plugins"), { virtual: true });
jest.mock("../../.cache/production-app", () => void started.push("gatsby"), { virtual: true });

/** Every promise job queued now and by them: what runs before the browser's next task. */
async function microtasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

test("imports are set to run in tasks of their own before anything else starts; React DOM, styled-components, the plugins and Gatsby's app start in that order, each in a task of its own, none in the task that runs the app chunk", async () => {
  require("./app-entry");
  const steps: string[][] = [];
  for (let part = 0; part < 5; part += 1) {
    await microtasks();
    steps.push([...started]);
    // The next task comes.
    waiting.shift()?.();
  }
  expect(steps).toEqual([
    ["own-task imports"],
    ["own-task imports", "react-dom"],
    ["own-task imports", "react-dom", "styled-components"],
    ["own-task imports", "react-dom", "styled-components", "plugins"],
    ["own-task imports", "react-dom", "styled-components", "plugins", "gatsby"],
  ]);
  // Webpack's own require.
  expect(given).toEqual([webpackRequire]);
  expect(waiting).toEqual([]);
});

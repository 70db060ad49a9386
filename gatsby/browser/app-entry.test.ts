/**
 * The browser bundle's entry (gatsby/node/webpack.ts): Gatsby's start, each part in a task of its own.
 */
const started: string[] = [];
const waiting: (() => void)[] = [];
jest.mock("../../src/lib/next-task", () => ({ nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)) }));
jest.mock("react-dom/client", () => void started.push("react-dom"));
jest.mock("styled-components", () => void started.push("styled-components"));
jest.mock("../../.cache/api-runner-browser-plugins", () => void started.push("plugins"), { virtual: true });
jest.mock("../../.cache/production-app", () => void started.push("gatsby"), { virtual: true });

/** Every promise job queued now and by them: what runs before the browser's next task. */
async function microtasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

test("React DOM, styled-components, the plugins and Gatsby's app start in that order, each in a task of its own", async () => {
  require("./app-entry");
  const steps: string[][] = [];
  for (let part = 0; part < 4; part += 1) {
    await microtasks();
    steps.push([...started]);
    // The next task comes.
    waiting.shift()?.();
  }
  expect(steps).toEqual([
    ["react-dom"],
    ["react-dom", "styled-components"],
    ["react-dom", "styled-components", "plugins"],
    ["react-dom", "styled-components", "plugins", "gatsby"],
  ]);
  expect(waiting).toEqual([]);
});

import fs from "node:fs";
import path from "node:path";
import { gatsbyStages } from "../server/publish/build-log";

// Gatsby's internals and the preload have no types.
const { install } = require("./report-queries.js") as { install: (root: string) => () => void };
const services = require("gatsby/dist/services") as { runPageQueries(args: unknown): Promise<void>; runStaticQueries(args: unknown): Promise<void> };
const reporter = require("gatsby-cli/lib/reporter") as { success(text: string): void };
const { store } = require("gatsby/dist/redux") as { store: unknown };

const ROOT = path.resolve(__dirname, "..");

test("the query steps of a build in one process are reported as Gatsby reports its steps, and the journal reads them", async () => {
  const success = jest.spyOn(reporter, "success").mockImplementation(() => undefined);
  const restore = install(ROOT);
  let lines: string[];
  try {
    await services.runPageQueries({ queryIds: { pageQueryIds: [], staticQueryIds: [] }, store, graphqlRunner: null });
    await services.runStaticQueries({ queryIds: { pageQueryIds: [], staticQueryIds: [] }, store, graphqlRunner: null });
    lines = success.mock.calls.map(([text]) => `success ${text}`);
  } finally {
    restore();
    success.mockRestore();
  }
  expect(lines).toEqual([expect.stringMatching(/^success run page queries - \d+\.\d{3}s$/), expect.stringMatching(/^success run static queries - \d+\.\d{3}s$/)]);
  const log = ["success Building HTML renderer - 0.700s", ...lines.map((line) => line.replace(/- [\d.]+s$/, "- 0.250s")), "info Done building in 8.1 sec"].join("\n");
  expect(gatsbyStages(log)).toMatchObject({ queries: 0.5, webpack: 0.7 });
});

test("Gatsby still runs the query steps through its services' exports and still does not report them in one process (checked on every upgrade)", () => {
  const gatsbyFile = (file: string) => fs.readFileSync(require.resolve(`gatsby/dist/${file}`, { paths: [ROOT] }), "utf8");
  expect(gatsbyFile("commands/build.js")).toContain("await (0, _services.runPageQueries)({");
  // Were Gatsby to end its progress bar here, the step would be reported twice: drop the preload then.
  for (const file of ["services/run-page-queries.js", "services/run-static-queries.js"]) expect(gatsbyFile(file)).not.toMatch(/activity\.(end|done)\(/);
});

import { gatsbyFailureSummary, gatsbyStages, gatsbyStep, stripAnsi } from "./build-log";

const WARM_BUILD = [
  "\u001b[32msuccess\u001b[39m compile gatsby files - 3.168s",
  "success load plugins - 0.797s",
  "info bootstrap finished - 11.405s",
  "success Building production JavaScript and CSS bundles - 4.406s",
  "success Building HTML renderer - 0.843s",
  "success run queries in workers - 0.507s - 14/14 27.61/s",
  "success Building static HTML for pages - 1.200s - 14/14 11.67/s",
  "info Generated public/sw.js, which will precache 5 files, totaling 278612 bytes.",
  "success onPostBuild - 2.013s",
  "info Done building in 21.265156644 sec",
].join("\n");

test("a build's stages in seconds, as Gatsby reports them, colour codes or not", () => {
  expect(gatsbyStages(WARM_BUILD)).toEqual({ bootstrap: 11.41, queries: 0.51, webpack: 5.25, html: 1.2, postBuild: 2.01, total: 21.27, pagesRendered: 14 });
});

test("a build that rendered no page's HTML says so by not reporting the step", () => {
  const nothing = WARM_BUILD.replace(/^success Building static HTML.*$/m, "info There are no new or changed html files to build.");
  expect(gatsbyStages(nothing)).toMatchObject({ html: 0, pagesRendered: 0 });
});

test("a build that did not finish has no stages", () => {
  expect(gatsbyStages(WARM_BUILD.split("\n").slice(0, 4).join("\n"))).toBeNull();
});

test("the step a running build is in: the one after the last Gatsby reported, in its order", () => {
  const lines = WARM_BUILD.split("\n");
  const upTo = (text: string) => lines.slice(0, lines.findIndex((line) => line.includes(text)) + 1).join("\n");
  expect(gatsbyStep("")).toBe("bootstrap");
  expect(gatsbyStep(upTo("load plugins"))).toBe("bootstrap");
  expect(gatsbyStep(upTo("bootstrap finished"))).toBe("bundles");
  expect(gatsbyStep(upTo("CSS bundles"))).toBe("renderer");
  expect(gatsbyStep(upTo("HTML renderer"))).toBe("queries");
  expect(gatsbyStep(upTo("run queries in workers"))).toBe("pages");
  expect(gatsbyStep(upTo("Building static HTML"))).toBe("finishing");
  // One process for queries (a publish's GATSBY_CPU_COUNT=1) reports them by another name; no page changed, no HTML step.
  expect(gatsbyStep("info bootstrap finished - 7.5s\n\u001b[2K\u001b[Gsuccess run page queries - 1.000s - 2/2")).toBe("pages");
  expect(gatsbyStep("success run page queries - 1.0s\ninfo There are no new or changed html files to build.")).toBe("finishing");
});

/** A failed build as Gatsby reports it in a pipe: colours, its error block, then the stack frames. */
const FAILED = [
  "success Building production JavaScript and CSS bundles - 30.285s",
  "\u001b[2K\u001b[1A\u001b[2K\u001b[G\u001b[31mfailed\u001b[39m Building static HTML for pages - 2.043s",
  "",
  "\u001b[31m ERROR #95313 \u001b[39m \u001b[31m HTML.COMPILATION\u001b[39m",
  "",
  'Building static HTML failed for path "/modules/car-numbers"',
  "",
  "See our docs page for more info on this error: https://gatsby.dev/debug-html",
  "",
  "  10 |   const data = useStaticQuery(query);",
  "",
  "  WebpackError: The result of this StaticQuery could not be fetched.",
  "",
  "  - static-query.js:67 useStaticQuery",
  "    node_modules/node-fetch/lib/index.js:1491:11",
].join("\n");

test("a failed build is summed up by Gatsby's own words: code, failing page, message", () => {
  expect(gatsbyFailureSummary(FAILED)).toBe(
    'Gatsby #95313 (HTML.COMPILATION): Building static HTML failed for path "/modules/car-numbers": The result of this StaticQuery could not be fetched.',
  );
});

test("a log with no Gatsby error (a crash before Gatsby, a killed process) has no summary; colour codes are stripped", () => {
  expect(gatsbyFailureSummary("npm ERR! missing script: build:site\n")).toBeNull();
  expect(gatsbyFailureSummary("Killed\n")).toBeNull();
  expect(stripAnsi(FAILED)).not.toMatch(/\u001b/);
  expect(stripAnsi("\u001b[2K\u001b[1A\u001b[Gdone")).toBe("done");
});

import fs from "node:fs";
import { contentRoutes, setupSite } from "./harness";

const site = setupSite();

/** axe-core, injected into each page (pinned to 4.10: later versions need Node 22 for their tooling). */
const AXE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

const ROUTES = [
  ...contentRoutes(),
  "/blogs",
  "/blogs/page/2",
  "/blogs/cv-project-cost",
  "/no-such-page",
  // The search's results and its empty result (rendered by the server, then by the browser).
  `/search?q=${encodeURIComponent("распознавание номеров")}`,
  `/search?q=${encodeURIComponent("космодром")}`,
];

interface Violation {
  route: string;
  width: number;
  rule: string;
  impact: string | null;
  where: string;
}

async function audit(width: number, routes: string[]): Promise<Violation[]> {
  // The page's CSP admits only its own scripts; the test lifts it to inject axe.
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  const found: Violation[] = [];
  for (const route of routes) {
    await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
    await page.addScriptTag({ content: AXE });
    const violations = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
      return result.violations.map((v) => ({ rule: v.id, impact: v.impact, where: v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; ") }));
    }, RULES);
    for (const v of violations) found.push({ route, width, ...v });
  }
  await context.close();
  return found;
}

test.each([1440, 375])(`axe finds no WCAG 2.1 AA or best-practice violation on any page at %i px`, async (width) => {
  // Two tabs at a time, each through half of the pages.
  const half = Math.ceil(ROUTES.length / 2);
  const results = await Promise.all([audit(width, ROUTES.slice(0, half)), audit(width, ROUTES.slice(half))]);
  expect(results.flat().map((v) => `${v.route} @${v.width}: ${v.rule} (${v.impact}) at ${v.where}`)).toEqual([]);
}, 600_000);

/**
 * What the build's output says, read for the editor and the operator: how long each of Gatsby's stages
 * took (the publishing journal keeps it; `npm run bench:publish` prints it), and when the build failed,
 * Gatsby's own summary of why — its error code, the failing page and the message — instead of the last
 * forty lines of stack frames and terminal colour codes.
 */
import type { BuildStep } from "../../content-model/contract/publish-status";

/** Terminal colour and cursor codes (Gatsby's progress output writes them even into a pipe). */
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[()][0-9A-Za-z]/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}

/**
 * The step a running build is in, from its output so far. Gatsby in a pipe reports a step when it ends,
 * so the step running is the one after the last reported, in Gatsby's order.
 */
export function gatsbyStep(log: string): BuildStep {
  const text = stripAnsi(log);
  if (/^(?:success Building static HTML for pages|info There are no new or changed html files)/m.test(text)) return "finishing";
  if (/^success (?:run page queries|run queries in workers|Writing page-data\.json)/m.test(text)) return "pages";
  if (/^success Building HTML renderer/m.test(text)) return "queries";
  if (/^success Building production JavaScript and CSS bundles/m.test(text)) return "renderer";
  if (/bootstrap finished/.test(text)) return "bundles";
  return "bootstrap";
}

/** Seconds of Gatsby's stages in one build, as its log reports them. */
export interface GatsbyStages {
  /** Loading config and plugins, sourcing, schema, createPages, extracting queries. */
  bootstrap: number;
  /** Running the page and static queries. */
  queries: number;
  /** The browser bundles and the HTML renderer. */
  webpack: number;
  /** Rendering the HTML of the pages that changed. */
  html: number;
  /** onPostBuild: blog index, site version, secrets check, precompression. */
  postBuild: number;
  /** Gatsby's own total ("Done building in …"). */
  total: number;
  /**
   * Pages whose HTML Gatsby rendered: those whose data or code changed. A one-entry edit renders that
   * entry's page (and the pages listing it); all of them means something made Gatsby distrust its cache.
   */
  pagesRendered: number;
}

/** Which of Gatsby's reported steps make each stage (the rest is small and counted only in the total). */
const STEPS: Record<Exclude<keyof GatsbyStages, "bootstrap" | "total" | "pagesRendered">, RegExp> = {
  queries: /^(run queries in workers|run page queries|run static queries)$/,
  webpack: /^(Building production JavaScript and CSS bundles|Building HTML renderer)$/,
  html: /^Building static HTML for pages$/,
  postBuild: /^onPostBuild$/,
};

/** The stages of the build whose output is `log`, or null when it did not finish (no total reported). */
export function gatsbyStages(log: string): GatsbyStages | null {
  const text = stripAnsi(log);
  const total = /Done building in ([\d.]+) sec/.exec(text);
  if (!total) return null;
  const stages: GatsbyStages = { bootstrap: 0, queries: 0, webpack: 0, html: 0, postBuild: 0, total: Number(total[1]), pagesRendered: 0 };
  const bootstrap = /bootstrap finished - ([\d.]+)s/.exec(text);
  if (bootstrap) stages.bootstrap = Number(bootstrap[1]);
  for (const match of text.matchAll(/^success (.+?) - ([\d.]+)s/gm)) {
    for (const [stage, step] of Object.entries(STEPS) as [keyof typeof STEPS, RegExp][]) {
      if (step.test(match[1].trim())) stages[stage] += Number(match[2]);
    }
  }
  // "success Building static HTML for pages - 1.335s - 1/1 0.75/s"; none rendered: the step is not reported.
  const rendered = /^success Building static HTML for pages - [\d.]+s - (\d+)\/\d+/m.exec(text);
  if (rendered) stages.pagesRendered = Number(rendered[1]);
  for (const key of Object.keys(stages) as (keyof GatsbyStages)[]) stages[key] = Math.round(stages[key] * 100) / 100;
  return stages;
}

/**
 * Gatsby's summary of a failed build: «Gatsby #95313 (HTML.COMPILATION): Building static HTML failed for
 * path "/modules/car-numbers": The result of this StaticQuery could not be fetched.», or null when the
 * log holds no structured Gatsby error (a crash before Gatsby started, a killed process).
 */
export function gatsbyFailureSummary(log: string): string | null {
  const lines = stripAnsi(log).split("\n").map((line) => line.trimEnd());
  const at = lines.findIndex((line) => /^\s*ERROR\b/.test(line));
  if (at === -1) return null;
  const heading = /ERROR\s*(?:#(\w+))?\s*(\S+)?/.exec(lines[at]) ?? [];
  const [code, kind] = [heading[1], heading[2]];
  // The message: the paragraph after the heading (Gatsby may also put it on the heading's own line).
  const message: string[] = [];
  let i = at + 1;
  while (i < lines.length && lines[i].trim() === "") i += 1;
  for (; i < lines.length && lines[i].trim() !== ""; i += 1) message.push(lines[i].trim());
  const cause = lines.slice(at + 1).map((line) => /^\s*(?:[A-Z]\w*)?Error: (.+)$/.exec(line)?.[1]).find(Boolean);
  const said = message.join(" ").replace(/\s*See our docs page.*$/, "").trim();
  if (!said && !cause) return null;
  const label = code ? `Gatsby #${code}${kind ? ` (${kind})` : ""}` : "Gatsby";
  const text = [said, cause && !said.includes(cause) ? cause : null].filter(Boolean).join(": ");
  return `${label}: ${text}`;
}

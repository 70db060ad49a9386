/**
 * The counters themselves: Yandex Metrika and Top.Mail.Ru, set up the way their official snippets do
 * (a call queue first, then the vendor's script, async). Loaded by `analytics.ts` through a dynamic
 * import, only once a visitor has accepted analytics on a site with counter ids, so a build without
 * ids never fetches this chunk.
 */
import type { AnalyticsConfig, AnalyticsEvent } from "./analytics-types";
import { COUNTER_HOSTS } from "../../rules/analytics-hosts";

export const METRIKA_SRC = `${COUNTER_HOSTS.metrika[0]}/metrika/tag.js`;
export const TOPMAILRU_SRC = `${COUNTER_HOSTS.topmailru[0]}/js/code.js`;
const METRIKA_SCRIPT_ID = "videum-metrika";
const TOPMAILRU_SCRIPT_ID = "tmr-code";

/** Metrika's `ym`: before tag.js arrives, a function that keeps its calls in `ym.a`. */
export interface Ym {
  (...args: unknown[]): void;
  a?: unknown[][];
  l?: number;
}

export type TmrEntry =
  | { id: string; type: "pageView"; start: number; url: string; referrer: string; title: string }
  | { id: string; type: "reachGoal"; goal: string };

/** An array until code.js arrives, then the counter's own object with the same `push`. */
export interface CountersWindow {
  ym?: Ym;
  _tmr?: { push(entry: TmrEntry): unknown };
}

export interface Counters {
  send(event: AnalyticsEvent): void;
}

function addScript(doc: Document, id: string, src: string): void {
  if (doc.getElementById(id)) return;
  const script = doc.createElement("script");
  script.id = id;
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

function metrikaQueue(win: CountersWindow): Ym {
  if (win.ym) return win.ym;
  const ym: Ym = function (...args: unknown[]) {
    (ym.a ??= []).push(args);
  };
  ym.l = Date.now();
  win.ym = ym;
  return ym;
}

/** Sets up the configured counters once per page and returns how to send them hits and goals. */
export function startCounters(config: AnalyticsConfig, win: Window & CountersWindow, doc: Document): Counters {
  const metrikaId = config.metrikaId ? Number(config.metrikaId) : undefined;
  const tmrId = config.topmailruId;

  if (metrikaId !== undefined && !doc.getElementById(METRIKA_SCRIPT_ID)) {
    // defer: the site is a single-page app, so Metrika must not count the load itself; every page
    // view, the first included, is sent as a "hit" on Gatsby's route update.
    metrikaQueue(win)(metrikaId, "init", { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true });
    addScript(doc, METRIKA_SCRIPT_ID, METRIKA_SRC);
  }
  if (tmrId) {
    win._tmr ??= [];
    addScript(doc, TOPMAILRU_SCRIPT_ID, TOPMAILRU_SRC);
  }

  return {
    send(event) {
      // Read at send time: code.js replaces the queue array with its own object.
      const tmr = win._tmr;
      if (event.type === "hit") {
        const title = doc.title;
        if (metrikaId !== undefined) win.ym?.(metrikaId, "hit", event.url, { referer: event.referrer, title });
        if (tmrId) tmr?.push({ id: tmrId, type: "pageView", start: Date.now(), url: event.url, referrer: event.referrer, title });
      } else {
        if (metrikaId !== undefined) win.ym?.(metrikaId, "reachGoal", event.goal);
        if (tmrId) tmr?.push({ id: tmrId, type: "reachGoal", goal: event.goal });
      }
    },
  };
}

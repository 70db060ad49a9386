/**
 * The editor's view of publishing, over Decap's interface: whether the last change is live, still
 * building, or refused and why (file and field). Polls GET /api/publish/status: every 3 s while
 * something is building or waiting, and right after a save; every 30 s otherwise.
 */
import React, { useCallback, useEffect, useRef, useState } from "react";
import type { PublishStatusView } from "../../content-model/contract/publish-status";
import { BLOG_BASE_PATH, collectionByDir, entryPath } from "../../rules/routes";
import { leaveFor } from "./leave";
import { problemText } from "./refusals";
import type { CmsConfig } from "./types";

const FAST_MS = 3_000;
const SLOW_MS = 30_000;
/** After a save the publisher gathers triggers for a second before it reports a run: look again soon. */
const AFTER_SAVE_MS = 60_000;

const moscow = (iso: string) =>
  new Date(iso).toLocaleString("ru-RU", { timeZone: "Europe/Moscow", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });

export type PublishingState =
  | { kind: "unknown" }
  | { kind: "building"; text: string }
  | { kind: "failed"; text: string; details: string[] }
  | { kind: "live"; text: string; at?: string };

/** Seconds past its estimate after which a publish is said to take longer than usual. */
const OVERDUE_SECONDS = 10;

/** «ещё ≈ 12 с», «ещё ≈ 2 мин»: what is left of a publish that usually takes `expected` seconds. */
export function remaining(expected: number | null, elapsed: number): string {
  if (expected === null) return "";
  const left = expected - elapsed;
  if (left < -OVERDUE_SECONDS) return " дольше обычного";
  if (left < 3) return " почти готово";
  return left < 90 ? ` ещё ≈\u00a0${Math.ceil(left)}\u00a0с` : ` ещё ≈\u00a0${Math.ceil(left / 60)}\u00a0мин`;
}

/**
 * What the bar says for a status: one sentence, and for a failure the problems named. `sinceAnswer`:
 * seconds since the server answered, which the running publish's elapsed time goes on counting.
 */
export function describe(status: PublishStatusView | null, sinceAnswer = 0, config?: CmsConfig): PublishingState {
  if (!status) return { kind: "unknown" };
  if (status.running) {
    const { stageName, buildStepName, expectedSeconds, elapsedSeconds, kindName } = status.running;
    const elapsed = elapsedSeconds + sinceAnswer;
    // Which publishes the estimate comes from: an edit of one entry is seconds, the first after a deploy minutes.
    const like = kindName ? ` (${kindName})` : "";
    // Past the estimate, or with none, the wait is explained by where the build is: «сейчас — отрисовка страниц».
    const unsure = expectedSeconds === null || elapsed - expectedSeconds > OVERDUE_SECONDS;
    const where = unsure && buildStepName ? `, сейчас — ${buildStepName}` : "";
    return { kind: "building", text: `Публикуется: ${stageName.toLowerCase()}${where}…${remaining(expectedSeconds, elapsed)}${like}` };
  }
  if (status.queued.length > 0) return { kind: "building", text: "Изменения ждут публикации…" };
  const { lastSuccess, lastFailure, current } = status;
  if (lastFailure && (!lastSuccess || lastFailure.at > lastSuccess.at)) {
    const details = lastFailure.problems.length
      ? lastFailure.problems.map((p) => problemText(config, p))
      : [lastFailure.message];
    return { kind: "failed", text: "Последнее изменение не опубликовано, на сайте прежняя версия", details };
  }
  if (lastSuccess) return { kind: "live", text: `Опубликовано ${moscow(lastSuccess.at)}`, at: lastSuccess.at };
  if (current) return { kind: "live", text: `На сайте выпуск от ${moscow(current.builtAt)}` };
  return { kind: "live", text: "Сайт работает на последней сборке" };
}

/** What Decap hands a save's listeners: the entry, as an Immutable map. */
export interface SavedEntry {
  get(key: "collection" | "slug"): string;
  getIn(path: ["data", "slug" | "path"]): unknown;
}

/** The live page of an entry the editor saved: a catalogue entry's, an article's, a page's; null if none. */
export function livePathOf(entry: SavedEntry): string | null {
  const collection = entry.get("collection");
  const catalogue = collectionByDir(collection);
  const slug = entry.getIn(["data", "slug"]);
  if (catalogue && typeof slug === "string" && slug) return entryPath(catalogue, slug);
  if (collection === "blog") return `${BLOG_BASE_PATH}/${entry.get("slug").replace(/\/index$/, "")}`;
  const own = entry.getIn(["data", "path"]);
  return typeof own === "string" && own.startsWith("/") ? own : null;
}

const COLORS = { unknown: "#4A5578", building: "#3B5BFD", failed: "#C62828", live: "#1D6B45" } as const;

export function PublishingBar({ csrfToken, subscribe, config }: { csrfToken: string; subscribe: (onSave: (entry?: SavedEntry) => void) => void; config?: CmsConfig }) {
  const [state, setState] = useState<PublishingState>({ kind: "unknown" });
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<{ path: string; at: string } | null>(null);
  const savedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const poll = useCallback(async () => {
    window.clearTimeout(timer.current);
    let next = SLOW_MS;
    try {
      const response = await fetch("/api/publish/status", { credentials: "same-origin", cache: "no-store" });
      if (response.status === 401) {
        leaveFor("/admin/login");
        return;
      }
      if (response.ok) {
        const described = describe((await response.json()) as PublishStatusView, 0, config);
        setState(described);
        if (described.kind === "building") next = FAST_MS;
        if (described.kind === "failed") setOpen(true);
      }
    } catch {
      // The server is restarting or the network is down: try again at the usual pace.
    }
    if (Date.now() - savedAt.current < AFTER_SAVE_MS) next = FAST_MS;
    timer.current = window.setTimeout(() => void poll(), next);
  }, [config]);

  useEffect(() => {
    subscribe((entry) => {
      savedAt.current = Date.now();
      const path = entry ? livePathOf(entry) : null;
      if (path) setSaved({ path, at: new Date().toISOString() });
      void poll();
    });
    void poll();
    return () => window.clearTimeout(timer.current);
  }, [poll, subscribe]);

  const color = COLORS[state.kind];
  return (
    <aside className="publishing-bar" aria-label="Публикация" aria-live="polite" style={{ borderLeftColor: color }}>
      <p className="publishing-bar__state" style={{ color }}>
        {state.kind === "unknown" ? "Состояние публикации загружается…" : state.text}
        {state.kind === "live" && saved && state.at && state.at > saved.at && (
          <>
            {" — "}
            <a href={saved.path} target="_blank" rel="noopener noreferrer">
              открыть страницу на сайте
            </a>
          </>
        )}
      </p>
      {state.kind === "failed" && (
        <>
          <button type="button" className="publishing-bar__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? "Скрыть причину" : "Почему?"}
          </button>
          {open && (
            <ul className="publishing-bar__details">
              {state.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="publishing-bar__links">
        <a href="/admin/publishing">Журнал публикации</a>
        <form method="post" action="/api/admin/logout">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <button type="submit">Выйти</button>
        </form>
      </div>
    </aside>
  );
}

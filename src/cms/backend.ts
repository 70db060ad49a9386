/**
 * Decap's proxy backend with a real sign-out and refusals the editor can read. The proxy backend's own
 * logout() does nothing, so Decap's «Выйти» only forgot the editor in that tab while the server
 * session lived on (and its login button let anyone at the desk straight back in). This backend is the
 * proxy backend whose logout ends the session on the server and goes to our login page; and whose
 * save, when refused, hands the server's whole answer (its problems, field by field) to `onRefused`
 * instead of Decap's «API_ERROR: …» toast text.
 */
import type { DecapBackendFactory, DecapCms } from "decap-cms-app/dist/decap-cms-app.js";
import { leaveFor } from "./leave";
import type { SavedEntry } from "./refusals";

export const BACKEND_NAME = "videum-proxy";

interface SignOut {
  /** POST here ends the session (the admin's fetch adds the CSRF token). */
  logoutUrl: string;
  /** Where the editor lands afterwards. */
  loginUrl: string;
  go?: (url: string) => void;
  tell?: (message: string) => void;
  /** A save the server refused (or that got no answer: status 0), with the server's body. */
  onRefused?: (saved: SavedEntry, status: number, body: unknown) => void;
  /**
   * The folders the relation fields pick from: listed in the background once the first collection list
   * is in, so that opening an entry does not wait for them (see RELATION_LISTING_MS); the drafts' list
   * is fetched then too (see DRAFTS_PREFETCH_MS).
   */
  relationFolders?: readonly FolderQuery[];
  /** Runs the background listing when the page is idle (requestIdleCallback in the browser). */
  whenIdle?: (run: () => void) => void;
}

const idle = (run: () => void) => (typeof window !== "undefined" && "requestIdleCallback" in window ? window.requestIdleCallback(() => run(), { timeout: 3000 }) : setTimeout(run, 0));

/** What Decap's toast shows after «Запись не сохранена: » (ui.toast.onFailToPersist): the panel says the rest. */
export const REFUSED_TOAST_DETAILS = "что исправить — в сообщении над формой";

interface ProxyRequest {
  action: string;
  params: { dataFiles?: { path: string; newPath?: string; raw?: string }[]; options?: { collectionName?: string; newEntry?: boolean } } & Record<string, unknown>;
}

/** A folder's listing as Decap asks for it (entriesByFolder's parameters). */
export interface FolderQuery {
  folder: string;
  extension: string;
  depth: number;
}

/** An entry of a listing, as the proxy backend answers. */
interface ListedEntry {
  data: string | null;
  file: { path: string; id: string | null };
}

/**
 * How long a listing answers the relation fields (and Decap's search) before it is asked again. The
 * collection's own list always asks the server; this tab's saves and deletions forget every listing.
 */
export const RELATION_LISTING_MS = 2 * 60 * 1000;

/**
 * How long the drafts' list fetched in the background stays good for Decap's first asking. Decap asks
 * for it once per session, when the first entry opens, and waits for it before the entry itself; Decap
 * never asks again within the session, so a list a minute old is no staler than its own.
 */
export const DRAFTS_PREFETCH_MS = 60 * 1000;

/** The actions that change the repository: after any of them the listings are asked again. */
const WRITES = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles", "deleteUnpublishedEntry", "updateUnpublishedEntryStatus", "publishUnpublishedEntry"]);

/** Pictures a raw entry (JSON or Markdown) names, by base name: "../images/modules/faces.jpg" → "faces.jpg". */
export function picturesNamed(raw: string): string[] {
  const names = new Set<string>();
  for (const match of raw.matchAll(/[^\s"'()<>]+\.(?:jpe?g|png|webp|gif|svg|avif)\b/gi)) names.add(match[0].split("/").pop() ?? match[0]);
  return [...names];
}

/** The error Decap's proxy backend makes of a 404 for unpublishedEntry: «no draft, open the entry itself». */
function noDraft(): Error {
  const error = new Error("content is not under editorial workflow") as Error & { notUnderEditorialWorkflow: boolean };
  error.name = "EDITORIAL_WORKFLOW_ERROR";
  error.notUnderEditorialWorkflow = true;
  return error;
}

/** The error Decap gets for a refused save: no «API_ERROR» name, a pointer to the panel as its text. */
function refused(): Error {
  const error = new Error(REFUSED_TOAST_DETAILS);
  error.name = "";
  return error;
}

export function registerSessionBackend(
  cms: Pick<DecapCms, "getBackend" | "registerBackend">,
  { logoutUrl, loginUrl, go = leaveFor, tell = (message) => window.alert(message), onRefused, relationFolders = [], whenIdle = idle }: SignOut,
): void {
  const found: DecapBackendFactory | undefined = cms.getBackend("proxy");
  if (!found) throw new Error("Decap's proxy backend is not registered");
  const proxy = found;
  cms.registerBackend(
    BACKEND_NAME,
    class {
      constructor(...args: unknown[]) {
        // Decap makes its backend once it has checked its configuration (a stage of bench:admin).
        performance.mark("admin:config checked, backend made");
        const backend = proxy.init(...args);
        backend.logout = async () => {
          const response = await fetch(logoutUrl, { method: "POST", credentials: "same-origin" }).catch(() => null);
          // 401: the session had already ended (expired, or signed out in another tab).
          if (response && (response.ok || response.status === 401)) {
            go(loginUrl);
            // Decap would now forget the editor and draw its own login screen, whose button "signs in"
            // without a password: the admin stays as it is until the login page replaces it.
            return new Promise<never>(() => undefined);
          }
          // The session lives on: say so, rather than show a login screen that is not one.
          tell("Не удалось выйти: сервер не ответил, и вход в админку по-прежнему открыт. Попробуйте выйти ещё раз.");
          throw new Error(`выход не удался: ${response ? `HTTP ${response.status}` : "нет связи с сервером"}`);
        };
        const original = backend.request;
        const request = typeof original === "function" ? (original as (payload: ProxyRequest) => Promise<unknown>).bind(backend) : undefined;
        if (!request) return backend;

        // Listings for the relation fields and Decap's search (its listAllEntries uses allEntriesByFolder
        // when the backend has it; the collection's list view keeps calling entriesByFolder). Each relation
        // field with a value asked the server for its collection's whole listing when an entry opened.
        const listings = new Map<string, { at: number; entries: Promise<ListedEntry[]> }>();
        const keyOf = ({ folder, extension, depth }: FolderQuery) => JSON.stringify([folder, extension, depth]);
        const remember = (query: FolderQuery, entries: Promise<ListedEntry[]>) => {
          const key = keyOf(query);
          listings.set(key, { at: Date.now(), entries });
          // A failed listing is not kept: the next field asks again.
          entries.catch(() => {
            if (listings.get(key)?.entries === entries) listings.delete(key);
          });
          return entries;
        };
        const list = (query: FolderQuery): Promise<ListedEntry[]> => {
          const known = listings.get(keyOf(query));
          if (known && Date.now() - known.at < RELATION_LISTING_MS) return known.entries;
          return remember(query, request({ action: "entriesByFolder", params: { branch: backend.branch, ...query } }) as Promise<ListedEntry[]>);
        };
        backend.allEntriesByFolder = async (folder: string, extension: string, depth: number, pathRegex?: RegExp) => {
          const entries = await list({ folder, extension, depth });
          return pathRegex ? entries.filter((entry) => pathRegex.test(entry.file.path)) : entries;
        };
        let prefetched = false;
        let drafts: { at: number; list: Promise<unknown> } | null = null;
        // The entry whose file just came (getEntry), until the current task ends: Decap asks for its
        // media folder right after it, in the same task (backend.processEntry), and only the pictures the
        // entry names are fetched. The whole folder of module pictures was 1.5 MB of base64 decoded on
        // every opening of a module; a picture missing here is fetched alone (getMediaFile) if needed.
        let opened: string[] | null = null;

        backend.request = async (payload: ProxyRequest) => {
          if (WRITES.has(payload.action)) {
            listings.clear();
            drafts = null;
          }
          if (payload.action === "unpublishedEntries" && drafts) {
            const { at, list } = drafts;
            drafts = null;
            if (Date.now() - at < DRAFTS_PREFETCH_MS) return list;
          }
          if (payload.action === "getEntry") {
            const entry = (await request(payload)) as { data?: string | null } | null;
            opened = picturesNamed(entry?.data ?? "");
            setTimeout(() => (opened = null), 0);
            return entry;
          }
          if (payload.action === "getMedia" && opened) return request({ ...payload, params: { ...payload.params, names: opened } });
          if (payload.action === "entriesByFolder") {
            // The collection's list: always from the server, and then the relation fields' listing too.
            const { folder, extension, depth } = payload.params as unknown as FolderQuery;
            const entries = remember({ folder, extension, depth }, request(payload) as Promise<ListedEntry[]>);
            if (!prefetched) {
              prefetched = true;
              void entries.then(
                () =>
                  whenIdle(() => {
                    relationFolders.forEach((query) => void list(query).catch(() => undefined));
                    const fetched = { at: Date.now(), list: request({ action: "unpublishedEntries", params: { branch: backend.branch } }) };
                    // A failed fetch is not kept: Decap then asks the server itself.
                    fetched.list.catch(() => drafts === fetched && (drafts = null));
                    drafts = fetched;
                  }),
                () => undefined,
              );
            }
            return entries;
          }
          if (payload.action === "unpublishedEntry" && payload.params.id === undefined) {
            // Opening an entry asks for its draft first; most entries have none, which the protocol says
            // with a 404 (a red line in the console on every opening). Our server answers null instead.
            const draft = await request({ ...payload, params: { ...payload.params, ifExists: true } });
            if (draft === null) throw noDraft();
            return draft;
          }
          // The proxy backend's request() keeps only the body's `error` text of a refusal; a save is sent
          // here instead, the same request, so its problems reach the form.
          if (payload.action !== "persistEntry" || !onRefused) return request(payload);
          const file = payload.params.dataFiles?.[0];
          const saved: SavedEntry = { collection: payload.params.options?.collectionName ?? "", path: file?.newPath ?? file?.path ?? "", raw: file?.raw, isNew: payload.params.options?.newEntry === true };
          let response: Response;
          try {
            response = await fetch(String(backend.proxyUrl), {
              method: "POST",
              headers: { "Content-Type": "application/json; charset=utf-8" },
              body: JSON.stringify({ branch: backend.branch, ...payload }),
            });
          } catch {
            onRefused(saved, 0, null);
            throw refused();
          }
          const body: unknown = await response.json().catch(() => null);
          if (response.ok) return body;
          onRefused(saved, response.status, body);
          throw refused();
        };
        // A constructor may return the object `new` gives: Decap gets the proxy backend itself.
        return backend;
      }
    },
  );
}

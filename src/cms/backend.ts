/**
 * Decap's proxy backend with a real sign-out and refusals the editor can read. The proxy backend's own
 * logout() does nothing, so Decap's «Выйти» only forgot the editor in that tab while the server
 * session lived on (and its login button let anyone at the desk straight back in). This backend is the
 * proxy backend whose logout ends the session on the server and goes to our login page; and whose
 * save, when refused, hands the server's whole answer (its problems, field by field) to `onRefused`
 * instead of Decap's «API_ERROR: …» toast text.
 */
import type { DecapBackendFactory, DecapCms } from "decap-cms-app/dist/decap-cms-app.js";
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
}

/** What Decap's toast shows after «Запись не сохранена: » (ui.toast.onFailToPersist): the panel says the rest. */
export const REFUSED_TOAST_DETAILS = "что исправить — в сообщении над формой";

interface ProxyRequest {
  action: string;
  params: { dataFiles?: { path: string; newPath?: string; raw?: string }[]; options?: { collectionName?: string } } & Record<string, unknown>;
}

/** The error Decap gets for a refused save: no «API_ERROR» name, a pointer to the panel as its text. */
function refused(): Error {
  const error = new Error(REFUSED_TOAST_DETAILS);
  error.name = "";
  return error;
}

export function registerSessionBackend(cms: Pick<DecapCms, "getBackend" | "registerBackend">, { logoutUrl, loginUrl, go = (url) => window.location.assign(url), tell = (message) => window.alert(message), onRefused }: SignOut): void {
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
            return null;
          }
          // The session lives on: say so, rather than show a login screen that is not one.
          tell("Не удалось выйти: сервер не ответил, и вход в админку по-прежнему открыт. Попробуйте выйти ещё раз.");
          throw new Error(`выход не удался: ${response ? `HTTP ${response.status}` : "нет связи с сервером"}`);
        };
        // The proxy backend's request() keeps only the body's `error` text of a refusal; a save is sent
        // here instead, the same request, so its problems reach the form.
        const original = backend.request;
        const request = typeof original === "function" ? (original as (payload: ProxyRequest) => Promise<unknown>).bind(backend) : undefined;
        if (request && onRefused) backend.request = async (payload: ProxyRequest) => {
          if (payload.action !== "persistEntry") return request(payload);
          const file = payload.params.dataFiles?.[0];
          const saved: SavedEntry = { collection: payload.params.options?.collectionName ?? "", path: file?.newPath ?? file?.path ?? "", raw: file?.raw };
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

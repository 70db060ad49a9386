/**
 * Decap's proxy backend with a real sign-out. The proxy backend's own logout() does nothing, so Decap's
 * «Выйти» only forgot the editor in that tab while the server session lived on (and its login button
 * let anyone at the desk straight back in). This backend is the proxy backend whose logout ends the
 * session on the server and goes to our login page.
 */
import type { DecapBackendFactory, DecapCms } from "decap-cms-app/dist/decap-cms-app.js";

export const BACKEND_NAME = "videum-proxy";

interface SignOut {
  /** POST here ends the session (the admin's fetch adds the CSRF token). */
  logoutUrl: string;
  /** Where the editor lands afterwards. */
  loginUrl: string;
  go?: (url: string) => void;
  tell?: (message: string) => void;
}

export function registerSessionBackend(cms: Pick<DecapCms, "getBackend" | "registerBackend">, { logoutUrl, loginUrl, go = (url) => window.location.assign(url), tell = (message) => window.alert(message) }: SignOut): void {
  const found: DecapBackendFactory | undefined = cms.getBackend("proxy");
  if (!found) throw new Error("Decap's proxy backend is not registered");
  const proxy = found;
  cms.registerBackend(
    BACKEND_NAME,
    class {
      constructor(...args: unknown[]) {
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
        // A constructor may return the object `new` gives: Decap gets the proxy backend itself.
        return backend;
      }
    },
  );
}

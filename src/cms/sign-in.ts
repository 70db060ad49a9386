/**
 * The sign-in page's script (build/admin/sign-in-*.js, loaded by /admin/login with the page's nonce).
 * The page also runs the admin app's code (cms-*.js) while the editor types; this script signs her in
 * without leaving the page (POST /api/admin/login as JSON, then GET /api/admin/cms-settings) and hands
 * the settings to the app, which turns the page into the editor: no second page, no second download,
 * and Decap's 5 MB of code already run. Without JavaScript, or whenever this way fails (no answer,
 * a server error, the app's code not loaded), the form is sent as before and the server answers with a
 * page.
 */
import { ADMIN_APP_SCRIPT_ATTRIBUTE, ADMIN_HANDOVER, CMS_SETTINGS_URL, type AdminHandover, type CmsSettings } from "../../content-model/contract/cms-settings";

/** What to do with the login's answer. */
export type LoginOutcome = { kind: "signed-in" } | { kind: "refused"; message: string } | { kind: "send-form" };

/**
 * The login's answer, read: 200 is in; a refusal the server words (400 missing, 401 wrong, 403 stale or
 * foreign, 429 throttled) is said on the page as the form's answer would say it; anything else (5xx, no
 * JSON) leaves it to the form, whose answer is a page.
 */
export function loginOutcome(status: number, body: unknown): LoginOutcome {
  if (status === 200) return { kind: "signed-in" };
  const message = body && typeof body === "object" && typeof (body as { message?: unknown }).message === "string" ? (body as { message: string }).message : "";
  if (status >= 400 && status < 500 && message) return { kind: "refused", message };
  return { kind: "send-form" };
}

const handover = (): AdminHandover => {
  const holder = window as unknown as Record<string, AdminHandover | undefined>;
  holder[ADMIN_HANDOVER] ??= {};
  return holder[ADMIN_HANDOVER];
};

function enhance(form: HTMLFormElement) {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!email || !password || !button) return;
  // The app's script failed to load: after signing in, the editor opens as a page of its own.
  let appFailed = false;
  document.querySelector(`script[${ADMIN_APP_SCRIPT_ATTRIBUTE}]`)?.addEventListener("error", () => {
    appFailed = true;
    if (handover().settings) window.location.assign("/admin/");
  });
  let busy = false;
  const done = () => {
    busy = false;
    button.disabled = false;
    button.removeAttribute("aria-busy");
  };
  const say = (message: string) => {
    let alert = form.parentElement?.querySelector<HTMLElement>(".error[role=alert]") ?? null;
    if (!alert) {
      alert = document.createElement("p");
      alert.className = "error";
      alert.setAttribute("role", "alert");
      form.before(alert);
    }
    alert.textContent = message;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    void (async () => {
      let response: Response;
      try {
        response = await fetch(form.action, {
          method: "POST",
          headers: { "Content-Type": "application/json; charset=utf-8", Accept: "application/json" },
          credentials: "same-origin",
          body: JSON.stringify({ email: email.value, password: password.value }),
        });
      } catch {
        // No answer: the form's own way, which shows the browser's own error if the server is away.
        form.submit();
        return;
      }
      const outcome = loginOutcome(response.status, await response.json().catch(() => null));
      if (outcome.kind === "send-form") {
        form.submit();
        return;
      }
      if (outcome.kind === "refused") {
        say(outcome.message);
        password.value = "";
        password.focus();
        done();
        return;
      }
      const settings = await fetch(CMS_SETTINGS_URL, { credentials: "same-origin" })
        .then((r) => (r.ok ? (r.json() as Promise<CmsSettings>) : null))
        .catch(() => null);
      // Signed in, but the editor cannot start here (not built, content not a repository…): its page says why.
      if (!settings || appFailed) {
        window.location.assign("/admin/");
        return;
      }
      const app = handover();
      if (app.start) app.start(settings);
      else app.settings = settings;
    })();
  });
}

const form = typeof document === "undefined" ? null : document.querySelector<HTMLFormElement>('form[action="/api/admin/login"]');
if (form) enhance(form);

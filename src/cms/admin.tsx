/**
 * The editors' app at /admin: Decap CMS 3.6.4 in Russian on our server's proxy backend, with the
 * publishing bar over it. It starts in one of two pages: the editor's page (/admin/, its settings in
 * the page), or the sign-in page, which runs this code while the editor types and hands the settings
 * over once she is in (src/cms/sign-in.ts): the page then becomes the editor's page. Bundled by scripts/build-admin.ts into build/admin/; never part of a
 * visitor page. Decap's prebuilt file is used (React 18 as a peer, everything else inside it), not
 * its ESM entry, whose dependencies npm now resolves to releases built for React 19.
 */
import React from "react";
import { createRoot } from "react-dom/client";
import * as decap from "decap-cms-app/dist/decap-cms-app.js";
import { BACKEND_NAME, registerSessionBackend } from "./backend";
import { cmsConfig, relationFolders } from "./config";
import { installCopyHook } from "./copy";
import { installIdleMount } from "./idle-mount";
import { registerFieldChecks } from "./field-checks";
import { RefusalPanel } from "./refusal-panel";
import { RefusalStore } from "./refusal-store";
import { valueAt } from "../../rules/data-path";
import { refusalOfResponse, type SavedEntry } from "./refusals";
import { russian } from "./locale";
import { PublishingBar, type SavedEntry as PublishedEntry } from "./publishing-bar";
import { openFormFirstOnPhone } from "./phone";
import { registerPreviews } from "./previews";
import { ENTRY_SCHEMAS } from "./schemas";
import { ADMIN_APP_STYLE_ID, ADMIN_HANDOVER, CMS_SETTINGS_ID, SIGN_IN_STYLE_ID, type AdminHandover, type CmsSettings } from "../../content-model/contract/cms-settings";
import { SEO_TEXTS_URL, type SeoTextsBody } from "../../content-model/contract/cms-refusals";
import "./admin.css";

// Stages of the admin's start, for npm run bench:admin (performance marks, read from the page).
performance.mark("admin:code evaluated");
const CMS = decap.default ?? decap.DecapCmsApp;

/** Starts Decap and the admin's own parts in this page, for the editor and checkout `settings` describe. */
function start(settings: CmsSettings) {
  // Decap's proxy backend posts with fetch and no way to add a header: every state-changing call to our
  // API carries the session's CSRF token, which the server checks on every one of them.
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (url.origin === window.location.origin && url.pathname.startsWith("/api/") && method !== "GET" && method !== "HEAD") {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set("X-CSRF-Token", settings.csrfToken);
      return nativeFetch(input, { ...init, headers, credentials: "same-origin" });
    }
    return nativeFetch(input, init);
  };

  // The editor signed in on our login page; Decap's own login step (a button that does nothing for the
  // proxy backend) is skipped by handing it the user it would have stored.
  window.localStorage.setItem(
    "decap-cms-user",
    JSON.stringify({ backendName: BACKEND_NAME, name: settings.editor.name, login: settings.editor.email }),
  );

  const config = cmsConfig({ contentPrefix: settings.contentPrefix, branch: settings.branch });

  // Refusals: the panel over the form and the fields' own checks share one store.
  const refusals = new RefusalStore();
  const loadSeoTexts = () =>
    fetch(SEO_TEXTS_URL, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<SeoTextsBody>) : null))
      .then((body) => body && refusals.setSeoTexts(body.entries))
      .catch(() => undefined);
  const onRefused = (saved: SavedEntry, status: number, body: unknown) => {
    let data: unknown;
    try {
      data = saved.raw ? JSON.parse(saved.raw) : undefined;
    } catch {
      data = undefined;
    }
    const refusal = refusalOfResponse(config, saved, status, body);
    const values = Object.fromEntries(refusal.items.filter((i) => i.own && i.path).map((i) => [i.path, valueAt(data, i.path)]));
    refusals.show({ refusal, route: window.location.hash, values });
  };

  const saveListeners: Array<(entry?: PublishedEntry) => void> = [];
  const onSave = ({ entry }: { entry: unknown }) => {
    refusals.clear();
    void loadSeoTexts();
    const saved = typeof (entry as PublishedEntry | undefined)?.getIn === "function" ? (entry as PublishedEntry) : undefined;
    saveListeners.forEach((listener) => listener(saved));
  };
  for (const name of ["postSave", "postPublish", "postUnpublish"] as const) CMS.registerEventListener({ name, handler: onSave });

  installCopyHook();
  installIdleMount();
  openFormFirstOnPhone();
  registerSessionBackend(CMS, { logoutUrl: "/api/admin/logout", loginUrl: "/admin/login", onRefused, relationFolders: relationFolders(config) });
  registerFieldChecks(CMS, refusals, config);
  CMS.registerLocale("ru", russian);
  registerPreviews(CMS, { entries: Object.keys(ENTRY_SCHEMAS), pages: "pages", articles: "blog" });
  CMS.init({ config });
  performance.mark("admin:Decap started");
  void loadSeoTexts();

  const panel = document.body.appendChild(document.createElement("div"));
  panel.id = "refusal-panel";
  createRoot(panel).render(<RefusalPanel store={refusals} />);

  const bar = document.getElementById("publishing-bar");
  if (bar) {
    createRoot(bar).render(<PublishingBar csrfToken={settings.csrfToken} config={config} subscribe={(listener) => saveListeners.push(listener)} />);
  }
}

/**
 * The sign-in page made into the editor's page, as /admin/ is served (server/editorial/pages/cms-page.ts):
 * its address and title; the form and its style sheet go, the app's style sheet (preloaded by the
 * sign-in page) and the publishing bar's place come. Resolves once that style sheet applies: Decap drawn
 * before it would lay itself out at 800 px, and a phone zooms the page out to fit that and stays zoomed
 * out after the phone layout applies (admin.css).
 */
function becomeEditorPage(): Promise<void> {
  window.history.replaceState(null, "", "/admin/");
  document.title = "Редактор сайта — Видеум Лаб";
  // The sign-in page's own style sheet goes; those Decap's code put in while it ran stay.
  document.querySelectorAll(`body > *, #${SIGN_IN_STYLE_ID}`).forEach((element) => element.remove());
  const bar = document.body.appendChild(document.createElement("div"));
  bar.id = "publishing-bar";
  const style = document.getElementById(ADMIN_APP_STYLE_ID);
  if (!style) return Promise.resolve();
  return new Promise((resolve) => {
    // An error or a stalled load starts the editor anyway, only not yet laid out for a phone.
    const timer = window.setTimeout(resolve, STYLE_WAIT_MS);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    style.addEventListener("load", done, { once: true });
    style.addEventListener("error", done, { once: true });
    style.setAttribute("rel", "stylesheet");
  });
}

/** How long the editor's start waits for its style sheet (preloaded, so normally a few milliseconds). */
const STYLE_WAIT_MS = 3000;

const settingsElement = document.getElementById(CMS_SETTINGS_ID);
if (settingsElement?.textContent) {
  start(JSON.parse(settingsElement.textContent) as CmsSettings);
} else {
  // The sign-in page: start once the editor is in (at once, if she already is). Decap's hash router,
  // made as its code ran, gave the page's address a «#/»: the address stays the sign-in page's.
  if (window.location.hash === "#/") window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}`);
  const holder = window as unknown as Record<string, AdminHandover | undefined>;
  const handover = (holder[ADMIN_HANDOVER] ??= {});
  const signedIn = (settings: CmsSettings) => {
    handover.start = undefined;
    void becomeEditorPage().then(() => start(settings));
  };
  if (handover.settings) signedIn(handover.settings);
  else handover.start = signedIn;
}

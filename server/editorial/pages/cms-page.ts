import { escapeHtml } from "../../lib/escape-html";
import { CMS_SETTINGS_ID, type CmsSettings } from "../../../content-model/contract/cms-settings";
import { adminDocument } from "./html";

/** The admin app's files as scripts/build-admin.ts named them. */
export interface AdminAssets {
  script: string;
  style: string;
  /** The sign-in page's script; an older build has none, and its sign-in page runs no script. */
  signIn?: string;
}

/**
 * The policy of the page that runs Decap CMS, and only of it. Decap validates its configuration with
 * ajv, which compiles validators with `new Function` ('unsafe-eval'), and styles itself with emotion,
 * which inserts style elements ('unsafe-inline' for styles). Scripts still come only from this site.
 * Uploaded pictures are shown from blob: URLs before they are saved; the preview is a frame of its own.
 */
export const CMS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // blob: Decap reads an upload back from its object URL before sending it.
  "connect-src 'self' blob:",
  "frame-src 'self' blob: about:",
  "child-src 'self' blob: about:",
  "worker-src 'self' blob:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

/**
 * The sign-in page's policy when it runs the admin app's code while the editor types (html.ts,
 * loginPage): the page becomes the editor's page without a new document, so it is the editor page's
 * policy, except that scripts run only by this response's nonce (the sign-in script and the app's
 * bundle), not any script of this site.
 */
export function signInPageCsp(nonce: string): string {
  return CMS_PAGE_CSP.replace("script-src 'self' 'unsafe-eval'", `script-src 'nonce-${nonce}' 'unsafe-eval'`);
}

/** JSON inside a <script type="application/json">: "</script>" or "<!--" in a value cannot end it early. */
const dataBlock = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page Decap CMS runs in: its script and styles, the editor's settings, the publishing bar's place.
 */
export function cmsPage(settings: CmsSettings, assets: AdminAssets): string {
  return adminDocument({
    title: "Редактор сайта",
    head: `<link rel="stylesheet" href="/admin/assets/${escapeHtml(assets.style)}">
<script type="application/json" id="${CMS_SETTINGS_ID}">${dataBlock(settings)}</script>
<script src="/admin/assets/${escapeHtml(assets.script)}" defer></script>`,
    body: `<noscript><p>Редактор сайта работает только с включённым JavaScript.</p></noscript>
<div id="publishing-bar"></div>`,
  });
}

/**
 * What the server tells the admin app about this editor and this checkout, in the host page's
 * <script type="application/json" id="cms-settings"> (a data block: the admin's policy runs no inline
 * script). Written by the CMS host page (server/editorial/pages/cms-page.ts) and read by src/cms/admin.tsx: one shape for both.
 */
export interface CmsSettings {
  /** The content folder's path inside its git repository: "content", or "" when content is a repository. */
  contentPrefix: string;
  /** The branch the live site is built from. */
  branch: string;
  editor: { name: string; email: string };
  /** The session's token for X-CSRF-Token on every state-changing call. */
  csrfToken: string;
}

export const CMS_SETTINGS_ID = "cms-settings";

/** GET: the same settings as JSON, for a signed-in editor (the sign-in page's script asks after signing in). */
export const CMS_SETTINGS_URL = "/api/admin/cms-settings";

/**
 * The sign-in page runs the admin app's code while the editor types (server/editorial/pages/html.ts):
 * its script signs in without leaving the page (src/cms/sign-in.ts) and hands the settings to the app
 * (src/cms/admin.tsx), which turns the page into the editor. They meet on `window[ADMIN_HANDOVER]`,
 * whichever comes first: the app leaves `start`, the sign-in leaves `settings`.
 */
export const ADMIN_HANDOVER = "videumAdminHandover";

export interface AdminHandover {
  /** Set by the app once its code has run: turns the sign-in page into the editor. */
  start?: (settings: CmsSettings) => void;
  /** Set by the sign-in once the editor is in, when the app is not ready yet. */
  settings?: CmsSettings;
}

/** The sign-in page's data attributes: which script is the app, and its style sheet (preloaded). */
export const ADMIN_APP_SCRIPT_ATTRIBUTE = "data-admin-app";
export const ADMIN_APP_STYLE_ID = "admin-app-style";
/** The sign-in page's own style sheet, which goes when the page becomes the editor's (Decap's stay). */
export const SIGN_IN_STYLE_ID = "sign-in-style";

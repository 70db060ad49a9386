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

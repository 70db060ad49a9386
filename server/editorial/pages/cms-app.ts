/**
 * /admin/ itself: the page Decap CMS runs in, for a signed-in editor, and the admin app's files under
 * /admin/assets/ (built by scripts/build-admin.ts, with .br and .gz copies). The visitor site never
 * links to any of it, and its policy applies to these pages only.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { Git } from "../cms/git";
import { escapeHtml } from "../../lib/escape-html";
import { CMS_PAGE_CSP, cmsPage, type AdminAssets } from "./cms-page";
import { CMS_SETTINGS_URL, type CmsSettings } from "../../../content-model/contract/cms-settings";
import type { AuthenticatedEditor } from "../sessions";
import { ADMIN_PAGE_CSP, messagePage } from "./html";

export interface CmsAppOptions {
  /** build/admin: the bundle and its manifest.json. */
  adminDir: string;
  /** The content folder the CMS edits (a git checkout, or a folder of one). */
  contentDir: string;
}

/** Where the CMS writes: the content folder's place in its repository and the branch the site is built from. */
export interface ContentCheckout {
  prefix: string;
  branch: string;
}

export async function contentCheckout(contentDir: string): Promise<ContentCheckout> {
  const { git, prefix } = await Git.open(contentDir);
  const branch = (await git.text(["symbolic-ref", "--short", "HEAD"])).trim();
  return { prefix: prefix.replace(/\/$/, ""), branch };
}

/** build/admin/manifest.json, or null when the admin is not built. */
export function readAdminManifest(adminDir: string): AdminAssets | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(adminDir, "manifest.json"), "utf8")) as Partial<AdminAssets>;
    if (typeof manifest.script !== "string" || typeof manifest.style !== "string") return null;
    return { script: manifest.script, style: manifest.style, ...(typeof manifest.signIn === "string" ? { signIn: manifest.signIn } : {}) };
  } catch {
    return null;
  }
}

export const cmsApp: FastifyPluginAsync<CmsAppOptions> = async (app, { adminDir, contentDir }) => {
  const assets = readAdminManifest(adminDir);
  // Why the editor cannot edit, said to the operator in the log and to the editor on the page.
  let unavailable: string | null = assets ? null : `Редактор не собран: выполните npm run build (нет ${path.join(adminDir, "manifest.json")})`;
  let checkout: ContentCheckout | null = null;
  try {
    checkout = await contentCheckout(contentDir);
  } catch (error) {
    unavailable ??= `Папка содержимого ${contentDir} — не git-репозиторий или в нём нет ветки: правки некуда сохранить`;
    app.log.error({ err: error, contentDir }, "content folder is not a git checkout: /admin cannot save");
  }
  if (unavailable) app.log.error(unavailable);

  if (assets) {
    await app.register(fastifyStatic, {
      root: adminDir,
      prefix: "/admin/assets/",
      decorateReply: false,
      preCompressed: true,
      index: false,
      // Names carry the content's hash: a new build is a new name.
      immutable: true,
      maxAge: "365d",
      allowedPath: (pathName) => !pathName.endsWith("manifest.json"),
    });
  }

  const unavailablePage = (reply: FastifyReply, message: string) =>
    reply
      .code(503)
      .header("cache-control", "no-store")
      .header("content-security-policy", ADMIN_PAGE_CSP)
      .type("text/html; charset=utf-8")
      .send(messagePage("Редактор недоступен", `<p>${escapeHtml(message)}</p><p class="note">Обратитесь к администратору сайта.</p>`));

  const settingsOf = (editor: AuthenticatedEditor, { prefix, branch }: ContentCheckout): CmsSettings => ({
    contentPrefix: prefix,
    branch,
    editor: { name: editor.name, email: editor.email },
    csrfToken: editor.csrfToken,
  });

  app.get("/admin/", async (request, reply) => {
    const editor = await app.editorSessions.resolve(request, reply);
    if (!editor) return reply.header("cache-control", "no-store").redirect("/admin/login", 303);
    if (unavailable || !assets || !checkout) return unavailablePage(reply, unavailable ?? "Редактор не собран");
    const page = cmsPage(settingsOf(editor, checkout), assets);
    return reply.header("cache-control", "no-store").header("content-security-policy", CMS_PAGE_CSP).type("text/html; charset=utf-8").send(page);
  });

  // The same settings for the sign-in page, which becomes the editor's page without loading /admin/.
  app.get(CMS_SETTINGS_URL, { preHandler: app.requireEditor }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!request.editor) return reply.code(401).send({ error: "Unauthorized", message: "Войдите в редактор", statusCode: 401 });
    if (unavailable || !assets || !checkout) return reply.code(503).send({ error: "Service Unavailable", message: unavailable ?? "Редактор не собран", statusCode: 503 });
    return settingsOf(request.editor, checkout);
  });
};

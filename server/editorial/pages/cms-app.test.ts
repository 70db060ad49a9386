import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import fastify, { type FastifyInstance } from "fastify";
import { adminPlugin } from "../index";
import { CMS_PAGE_CSP, signInPageCsp } from "./cms-page";
import { ADMIN_PAGE_CSP } from "./html";
import { SESSION_COOKIE } from "../sessions";
import { hashPassword } from "../accounts/passwords";
import { createSqliteEditorStore } from "../accounts/sqlite-store";
import type { EditorStore } from "../accounts/types";
import { loadConfig } from "../../config";
import { git } from "../../test/git-repos";
import { CMS_SETTINGS_ID, CMS_SETTINGS_URL, type CmsSettings } from "../../../content-model/contract/cms-settings";

const PASSWORD = "верный-пароль-2026";
const SCRIPT = "cms-ABC123.js";
const STYLE = "cms-DEF456.css";
const SIGN_IN = "sign-in-GHI789.js";
let passwordHash: string;
let work: string;
let app: FastifyInstance;
let store: EditorStore;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

/** The built admin app in miniature, with its brotli copy, as scripts/build-admin.ts leaves it. */
function adminBuild(dir: string, { signIn = true } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, SIGN_IN), "window.signIn = true;\n");
  const script = "window.cms = true;\n".repeat(200);
  fs.writeFileSync(path.join(dir, SCRIPT), script);
  fs.writeFileSync(path.join(dir, `${SCRIPT}.br`), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, STYLE), ".publishing-bar{}");
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ script: SCRIPT, style: STYLE, ...(signIn ? { signIn: SIGN_IN } : {}) }));
}

/** A project whose content/ is a folder of its git repository, on branch "main". */
function project(root: string) {
  fs.mkdirSync(path.join(root, "content/site"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/site/site.json"), "{}\n");
  git(root, "init", "-q", "-b", "main");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "content");
}

async function start({ built = true, repository = true, name = "Анна Петрова", signIn = true } = {}) {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-app-"));
  const root = path.join(work, "project");
  fs.mkdirSync(root);
  if (repository) project(root);
  else fs.mkdirSync(path.join(root, "content"));
  if (built) adminBuild(path.join(root, "build/admin"), { signIn });
  store = createSqliteEditorStore(":memory:");
  await store.addEditor({ email: "anna@videumlab.ru", name, passwordHash }, new Date());
  app = fastify();
  await app.register(adminPlugin, {
    config: loadConfig({ LEADS_DB: ":memory:", SITE_URL: "https://videumlab.ru" }),
    store,
    cms: { contentDir: path.join(root, "content"), staticDir: path.join(root, "static"), adminDir: path.join(root, "build/admin"), publish: jest.fn() },
  });
}

afterEach(async () => {
  await app.close();
  await store.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function signedIn() {
  const res = await app.inject({ method: "POST", url: "/api/admin/login", payload: { email: "anna@videumlab.ru", password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
}

const settingsOf = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${CMS_SETTINGS_ID}">(.*?)</script>`, "s").exec(html)?.[1] ?? "null") as CmsSettings;

test("without a session /admin/ sends the visitor to the login page", async () => {
  await start();
  const res = await app.inject({ url: "/admin/" });
  expect([res.statusCode, res.headers.location]).toEqual([303, "/admin/login"]);
});

test("a signed-in editor gets the CMS page: its own policy, the built script, and the editor's settings for the app", async () => {
  await start();
  const cookie = await signedIn();
  const res = await app.inject({ url: "/admin/", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-security-policy"]).toBe(CMS_PAGE_CSP);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.body).toContain(`<script src="/admin/assets/${SCRIPT}" defer></script>`);
  expect(res.body).toContain(`<link rel="stylesheet" href="/admin/assets/${STYLE}">`);
  const me = (await app.inject({ url: "/api/admin/session", headers: { cookie } })).json<{ csrfToken: string }>();
  expect(settingsOf(res.body)).toEqual({
    contentPrefix: "content",
    branch: "main",
    editor: { name: "Анна Петрова", email: "anna@videumlab.ru" },
    csrfToken: me.csrfToken,
  });
  // The only scripts: the bundle and a data block; nothing inline runs under the policy.
  expect(res.body.match(/<script[^>]*>/g)).toEqual([`<script type="application/json" id="${CMS_SETTINGS_ID}">`, `<script src="/admin/assets/${SCRIPT}" defer>`]);
});

describe("the sign-in page runs the admin's code while the editor types", () => {
  const nonceOf = (csp: string) => /script-src 'nonce-([A-Za-z0-9+/]+=*)' 'unsafe-eval'/.exec(csp)?.[1] ?? "";

  test("it loads the sign-in script and the app's bundle by this response's nonce, deferred, and preloads the app's style sheet", async () => {
    await start();
    const res = await app.inject({ url: "/admin/login" });
    expect(res.statusCode).toBe(200);
    const csp = res.headers["content-security-policy"] as string;
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    // The editor page's policy (the page becomes it), scripts only by the nonce: not any script of the site.
    expect(csp).toBe(signInPageCsp(nonce));
    expect(csp).toBe(CMS_PAGE_CSP.replace("script-src 'self' 'unsafe-eval'", `script-src 'nonce-${nonce}' 'unsafe-eval'`));
    expect(csp).not.toMatch(/script-src[^;]*'self'/);
    expect(res.body.match(/<script[^>]*>/g)).toEqual([
      `<script src="/admin/assets/${SIGN_IN}" nonce="${nonce}" defer>`,
      `<script src="/admin/assets/${SCRIPT}" nonce="${nonce}" data-admin-app defer>`,
    ]);
    expect(res.body).toContain(`<link rel="preload" as="style" href="/admin/assets/${STYLE}" id="admin-app-style">`);
    // The form still works without any script: it posts to the login as before.
    expect(res.body).toContain('<form method="post" action="/api/admin/login">');
    // Both files are served, cached for good (their names change with their content).
    for (const file of [SIGN_IN, SCRIPT]) {
      const asset = await app.inject({ url: `/admin/assets/${file}` });
      expect([asset.statusCode, asset.headers["cache-control"]]).toEqual([200, "public, max-age=31536000, immutable"]);
    }
  });

  test("every answer has a nonce of its own, the form's refusal page too", async () => {
    await start();
    const first = nonceOf((await app.inject({ url: "/admin/login" })).headers["content-security-policy"] as string);
    const page = await app.inject({ url: "/admin/login" });
    const second = nonceOf(page.headers["content-security-policy"] as string);
    expect(second).not.toBe(first);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const cookie = page.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const refused = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ csrf, email: "anna@videumlab.ru", password: "неверный-пароль" }).toString(),
    });
    expect(refused.statusCode).toBe(401);
    const third = nonceOf(refused.headers["content-security-policy"] as string);
    expect(third).not.toBe("");
    expect(third).not.toBe(second);
    expect(refused.body).toContain(`nonce="${third}"`);
  });

  test("an older build without the sign-in script: the page runs no script and keeps the strictest policy", async () => {
    await start({ signIn: false });
    const res = await app.inject({ url: "/admin/login" });
    expect(res.headers["content-security-policy"]).toBe(ADMIN_PAGE_CSP);
    expect(res.body).not.toContain("<script");
  });

  test("after signing in, the script gets the editor's settings as the editor's page has them; without a session 401", async () => {
    await start();
    expect((await app.inject({ url: CMS_SETTINGS_URL })).statusCode).toBe(401);
    const cookie = await signedIn();
    const res = await app.inject({ url: CMS_SETTINGS_URL, headers: { cookie } });
    expect([res.statusCode, res.headers["cache-control"]]).toEqual([200, "no-store"]);
    const page = await app.inject({ url: "/admin/", headers: { cookie } });
    expect(res.json()).toEqual(settingsOf(page.body));
  });

  test("when the editor cannot start (content not in git), the settings say why with 503, and the script opens /admin/, which explains", async () => {
    await start({ repository: false });
    const res = await app.inject({ url: CMS_SETTINGS_URL, headers: { cookie: await signedIn() } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain("не git-репозиторий");
  });
});

test("an editor's name cannot end the settings block early", async () => {
  await start({ name: "Анна</script><script>alert(1)</script>" });
  const res = await app.inject({ url: "/admin/", headers: { cookie: await signedIn() } });
  expect(res.body).not.toContain("<script>alert(1)");
  expect(settingsOf(res.body).editor.name).toBe("Анна</script><script>alert(1)</script>");
});

test("the app's files are sent precompressed and cached for good; the manifest is not served", async () => {
  await start();
  const res = await app.inject({ url: `/admin/assets/${SCRIPT}`, headers: { "accept-encoding": "br" } });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-encoding"]).toBe("br");
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain("window.cms = true;");
  expect((await app.inject({ url: "/admin/assets/manifest.json" })).statusCode).toBe(404);
});

test.each([
  ["the admin app was not built", { built: false }, "Редактор не собран: выполните npm run build"],
  ["the content folder is not a git checkout", { repository: false }, "не git-репозиторий"],
])("%s: a Russian page says why, with 503", async (_case, options, message) => {
  await start(options);
  const res = await app.inject({ url: "/admin/", headers: { cookie: await signedIn() } });
  expect(res.statusCode).toBe(503);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.body).toContain("Редактор недоступен");
  expect(res.body).toContain(message);
});

test("the CMS backend refuses a call posted from another site's page, before anything else", async () => {
  await start();
  const cookie = await signedIn();
  const res = await app.inject({ method: "POST", url: "/api/cms", headers: { cookie, origin: "https://evil.example" }, payload: { action: "info", params: {} } });
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe("Вход с чужой страницы не разрешён");
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import fastify, { type FastifyInstance } from "fastify";
import { adminPlugin } from "../index";
import { CMS_PAGE_CSP } from "./cms-page";
import { SESSION_COOKIE } from "../sessions";
import { hashPassword } from "../accounts/passwords";
import { createSqliteEditorStore } from "../accounts/sqlite-store";
import type { EditorStore } from "../accounts/types";
import { loadConfig } from "../../config";
import { git } from "../../test/git-repos";
import { CMS_SETTINGS_ID, type CmsSettings } from "../../../content-model/contract/cms-settings";

const PASSWORD = "верный-пароль-2026";
const SCRIPT = "cms-ABC123.js";
const STYLE = "cms-DEF456.css";
let passwordHash: string;
let work: string;
let app: FastifyInstance;
let store: EditorStore;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

/** The built admin app in miniature, with its brotli copy, as scripts/build-admin.ts leaves it. */
function adminBuild(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const script = "window.cms = true;\n".repeat(200);
  fs.writeFileSync(path.join(dir, SCRIPT), script);
  fs.writeFileSync(path.join(dir, `${SCRIPT}.br`), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, STYLE), ".publishing-bar{}");
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ script: SCRIPT, style: STYLE }));
}

/** A project whose content/ is a folder of its git repository, on branch "main". */
function project(root: string) {
  fs.mkdirSync(path.join(root, "content/site"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/site/site.json"), "{}\n");
  git(root, "init", "-q", "-b", "main");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "content");
}

async function start({ built = true, repository = true, name = "Анна Петрова" } = {}) {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-app-"));
  const root = path.join(work, "project");
  fs.mkdirSync(root);
  if (repository) project(root);
  else fs.mkdirSync(path.join(root, "content"));
  if (built) adminBuild(path.join(root, "build/admin"));
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

import fastify, { type FastifyInstance } from "fastify";
import { editorSessions, SESSION_COOKIE } from "../sessions";
import { createSqliteEditorStore } from "../accounts/sqlite-store";
import type { EditorStore } from "../accounts/types";
import { cmsRoutes } from "./routes";
import { copyRepo, makeTemplateRepo, removeRepo } from "../../test/cms-repo";
import { git } from "../../test/git-repos";
import path from "node:path";

let repo: string;
let app: FastifyInstance;
let store: EditorStore;
const publish = jest.fn();

beforeAll(async () => {
  const template = makeTemplateRepo();
  repo = copyRepo(template);
  removeRepo(template);
  store = createSqliteEditorStore(":memory:");
  const editor = await store.addEditor({ email: "anna@videumlab.ru", name: "Анна Петрова", passwordHash: "x" }, new Date());
  app = fastify();
  await app.register(editorSessions, { store, ownsStore: false, sessionHours: 12, siteUrl: "http://localhost:9000" });
  // What the login does, without a password: a session for Анна.
  app.post("/test/login", async (request, reply) => {
    const session = await app.editorSessions.start(request, reply, editor);
    return { csrfToken: session.csrfToken };
  });
  await app.register(cmsRoutes, { contentDir: path.join(repo, "content"), publish });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await store.close();
  removeRepo(repo);
});

const body = { action: "persistMedia", params: { branch: "main", asset: { path: "content/images/modules/x.jpg", content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]).toString("base64"), encoding: "base64" }, options: {} } };

test("without a session: 401, nothing written", async () => {
  const before = git(repo, "rev-parse", "main");
  const res = await app.inject({ method: "POST", url: "/api/cms", payload: body });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ message: "Войдите в редактор", statusCode: 401 });
  expect(git(repo, "rev-parse", "main")).toBe(before);
});

test("with a session but without the X-CSRF-Token header (or a wrong one): 403, nothing written", async () => {
  const login = await app.inject({ method: "POST", url: "/test/login" });
  const cookie = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
  const before = git(repo, "rev-parse", "main");
  for (const headers of [{ cookie }, { cookie, "x-csrf-token": "A".repeat(43) }]) {
    const res = await app.inject({ method: "POST", url: "/api/cms", headers, payload: body });
    expect(res.statusCode).toBe(403);
  }
  expect(git(repo, "rev-parse", "main")).toBe(before);
  expect(publish).not.toHaveBeenCalled();
});

test("with the session and its token: the save is the session's editor's commit", async () => {
  const login = await app.inject({ method: "POST", url: "/test/login" });
  const cookie = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
  const res = await app.inject({ method: "POST", url: "/api/cms", headers: { cookie, "x-csrf-token": login.json().csrfToken }, payload: body });
  expect(res.statusCode).toBe(200);
  expect(res.json().path).toBe("content/images/modules/x.jpg");
  expect(git(repo, "log", "-1", "--format=%an <%ae>|%cn <%ce>|%s", "main")).toBe("Анна Петрова <anna@videumlab.ru>|Анна Петрова <anna@videumlab.ru>|Изображение x.jpg: загружено");
  expect(publish).toHaveBeenCalledWith("cms: Изображение x.jpg: загружено (anna@videumlab.ru)");
});

test("the SEO texts the form checks against: editors only (401 without a session), read with the session alone (a GET needs no CSRF token)", async () => {
  const anonymous = await app.inject({ method: "GET", url: "/api/cms/seo" });
  expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, "Войдите в редактор"]);
  const login = await app.inject({ method: "POST", url: "/test/login" });
  const cookie = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
  const res = await app.inject({ method: "GET", url: "/api/cms/seo", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.json().entries.length).toBeGreaterThan(10);
});

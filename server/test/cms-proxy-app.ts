/**
 * A Fastify app with only the CMS route, behind a stub requireEditor that logs a fixed editor in, and
 * helpers to call the proxy backend the way the Decap client does.
 */
import fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import path from "node:path";
import { cmsRoutes } from "../editorial/cms/routes";
import { git } from "./git-repos";

export const EDITOR = { id: "e1", email: "anna@videumlab.ru", name: "Анна Петрова", sessionId: "s", csrfToken: "t" };
/** A second editor, for what two editors do to one entry (`call(…, SECOND_EDITOR)`). */
export const SECOND_EDITOR = { id: "e2", email: "ivan@videumlab.ru", name: "Иван Сидоров", sessionId: "s2", csrfToken: "t2" };
const EDITORS = { [EDITOR.id]: EDITOR, [SECOND_EDITOR.id]: SECOND_EDITOR };

export interface CmsTestApp {
  app: FastifyInstance;
  publish: jest.Mock<void, [string]>;
  call(action: string, params?: Record<string, unknown>, editor?: typeof EDITOR): Promise<LightMyRequestResponse>;
}

export async function cmsApp(repo: string, contentDir = path.join(repo, "content")): Promise<CmsTestApp> {
  const app = fastify();
  app.decorateRequest("editor", null);
  app.decorate("requireEditor", async (request: { editor: unknown; headers: Record<string, unknown> }) => {
    request.editor = EDITORS[String(request.headers["x-test-editor"] ?? EDITOR.id)];
  });
  const publish = jest.fn<void, [string]>();
  await app.register(cmsRoutes, { contentDir, publish });
  await app.ready();
  return {
    app,
    publish,
    call: (action, params = {}, editor = EDITOR) =>
      app.inject({
        method: "POST",
        url: "/api/cms",
        headers: { "content-type": "application/json; charset=utf-8", "x-test-editor": editor.id },
        payload: JSON.stringify({ branch: "main", action, params: { branch: "main", ...params } }),
      }),
  };
}

/** Commits on a branch, newest first: hash, author, committer and subject. */
export function log(repo: string, ref = "main"): { hash: string; author: string; committer: string; subject: string; body: string }[] {
  const out = git(repo, "log", "--format=%H%x1f%an <%ae>%x1f%cn <%ce>%x1f%s%x1f%b%x1e", ref);
  return out
    .split("\x1e")
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => {
      const [hash, author, committer, subject, body] = r.split("\x1f");
      return { hash, author, committer, subject, body };
    });
}

/** Files a commit changed. */
export function changed(repo: string, commit: string): string[] {
  return git(repo, "diff-tree", "--no-commit-id", "--name-only", "-r", commit).split("\n").filter(Boolean).sort();
}

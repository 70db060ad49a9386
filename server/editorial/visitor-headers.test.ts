import fastify, { type FastifyInstance } from "fastify";
import { activeSite } from "../plugins/active-site";
import { compression } from "../plugins/compress";
import { securityHeaders } from "../plugins/helmet";
import { publicFiles } from "../plugins/public-files";
import { MAX_MEMORY_FILE_BYTES } from "../lib/memory-files";
import { NO_RELEASES, setupTestApp } from "../test/test-app";
import { ADMIN_PAGE_CSP } from "./pages/html";
import { signInPageCsp } from "./pages/cms-page";

const t = setupTestApp();

/** The visitor-facing part of buildApp alone, as it was before the admin existed. */
async function withoutAdmin(root: string): Promise<FastifyInstance> {
  const app = fastify({ trustProxy: true });
  await app.register(activeSite, {
    publicDir: root,
    releasesDir: NO_RELEASES,
    memory: { budgetBytes: 256 * 1024 * 1024, maxFileBytes: MAX_MEMORY_FILE_BYTES },
    watch: false,
  });
  await app.register(securityHeaders, { activeSite: app.activeSite, connectOrigins: [], analyticsOrigins: [] });
  await app.register(compression);
  await app.register(publicFiles, { activeSite: app.activeSite });
  return app;
}

const VOLATILE = new Set(["date", "connection", "keep-alive"]);
const stable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name)));

describe("the admin leaves the visitor pages as they were", () => {
  test.each(["/", "/about", "/no-such-page", "/app-2f1c8e0d9b7a6c5d4e3f.js"])("%s: same headers, CSP included, and no cookie", async (url) => {
    const before = await withoutAdmin(t.root);
    try {
      const expected = await before.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      const actual = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(actual.statusCode).toBe(expected.statusCode);
      expect(actual.headers["content-security-policy"]).toBe(expected.headers["content-security-policy"]);
      expect(stable(actual.headers)).toEqual(stable(expected.headers));
      expect(actual.headers["set-cookie"]).toBeUndefined();
    } finally {
      await before.close();
    }
  });
});

describe("the admin inside the whole app", () => {
  test("the login page has the admin's policy instead of the visitors', with the other security headers kept", async () => {
    const res = await t.app.inject({ url: "/admin/login" });
    expect(res.statusCode).toBe(200);
    // With the admin built (build/admin), the sign-in page runs its scripts by a nonce (pages/cms-page.ts).
    const csp = res.headers["content-security-policy"] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toBe(nonce ? signInPageCsp(nonce) : ADMIN_PAGE_CSP);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeDefined();
  });

  test("/admin/ without a session goes to the login page", async () => {
    const res = await t.app.inject({ url: "/admin/" });
    expect([res.statusCode, res.headers.location]).toEqual([303, "/admin/login"]);
  });

  test("/api/admin/session without a session is a JSON 401", async () => {
    const res = await t.app.inject({ url: "/api/admin/session" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Unauthorized", message: "Войдите в редактор", statusCode: 401 });
  });

  test("a login body that is neither JSON nor a form is a 415", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/login", headers: { "content-type": "text/plain" }, payload: "x" });
    expect(res.statusCode).toBe(415);
  });
});

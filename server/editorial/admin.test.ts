import fastify, { type FastifyInstance, type FastifyServerOptions, type LightMyRequestResponse } from "fastify";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminPlugin } from "./index";
import { ADMIN_PAGE_CSP } from "./pages/html";
import { SESSION_COOKIE } from "./sessions";
import { LOGIN_CSRF_COOKIE, MESSAGES } from "./pages/routes";
import * as passwords from "./accounts/passwords";
import { hashPassword } from "./accounts/passwords";
import { createSqliteEditorStore } from "./accounts/sqlite-store";
import type { EditorStore } from "./accounts/types";
import { loadConfig } from "../config";

const PASSWORD = "верный-пароль-2026";
const T0 = Date.parse("2026-11-26T10:00:00.000Z");
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

let app: FastifyInstance;
let store: EditorStore;
let clock: number;

async function start(env: NodeJS.ProcessEnv = {}, logger: FastifyServerOptions["logger"] = false) {
  store = createSqliteEditorStore(":memory:");
  await store.addEditor({ email: "anna@videumlab.ru", name: "Анна Петрова", passwordHash }, new Date(T0));
  clock = T0;
  app = fastify({ trustProxy: true, logger });
  const config = loadConfig({ LEADS_DB: ":memory:", SITE_URL: "http://localhost:9000", ...env });
  await app.register(adminPlugin, { config, store, now: () => clock });
  return app;
}

afterEach(async () => {
  await app.close();
  await store.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);
const setCookieHeader = (res: LightMyRequestResponse, name: string) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((h) => h.startsWith(`${name}=`)) ?? "";

/** The login page's form token and its cookie, as a browser holds them. */
async function loginForm(remoteAddress = "10.0.0.1") {
  const page = await app.inject({ url: "/admin/login", remoteAddress });
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  return { csrf, cookie: `${LOGIN_CSRF_COOKIE}=${cookieOf(page, LOGIN_CSRF_COOKIE)?.value}` };
}

async function postForm(fields: Record<string, string>, { cookie = "", remoteAddress = "10.0.0.1", headers = {} as Record<string, string> } = {}) {
  return app.inject({
    method: "POST",
    url: "/api/admin/login",
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

function loginJson(email: string, password: string, remoteAddress = "10.0.0.1") {
  return app.inject({ method: "POST", url: "/api/admin/login", remoteAddress, payload: { email, password } });
}

/** Logs Анна in through JSON: her session cookie and CSRF token. */
async function session() {
  const res = await loginJson("anna@videumlab.ru", PASSWORD);
  expect(res.statusCode).toBe(200);
  return { cookie: `${SESSION_COOKIE}=${cookieOf(res, SESSION_COOKIE)?.value}`, csrf: res.json<{ csrfToken: string }>().csrfToken };
}

describe("login page", () => {
  beforeEach(() => start());

  test("is Russian HTML with the three fields, a form token, and its own strict policy", async () => {
    const res = await app.inject({ url: "/admin/login" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain('<html lang="ru">');
    expect(res.body).toContain(">Электронная почта</label>");
    expect(res.body).toContain(">Пароль</label>");
    expect(res.body).toContain('<button type="submit">Войти</button>');
    expect(res.body).not.toContain("<script");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toBe(ADMIN_PAGE_CSP);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(csp).not.toContain("unsafe");
    expect(csp).toContain("frame-ancestors 'none'");
    const token = cookieOf(res, LOGIN_CSRF_COOKIE);
    expect(token).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/", maxAge: 3600 });
    expect(res.body).toContain(`name="csrf" value="${token?.value}"`);
  });

  test("the style sheet's hash in the policy is the hash of the page's <style>", async () => {
    const res = await app.inject({ url: "/admin/login" });
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? "";
    const hash = require("node:crypto").createHash("sha256").update(style).digest("base64") as string;
    expect(res.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
  });

  test("a second tab keeps the same form token", async () => {
    const first = await loginForm();
    const again = await app.inject({ url: "/admin/login", headers: { cookie: first.cookie } });
    expect(again.body).toContain(`value="${first.csrf}"`);
  });

  test("the publishing page without a session goes to the login page; /admin to /admin/", async () => {
    const res = await app.inject({ url: "/admin/publishing" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/admin/login");
    const bare = await app.inject({ url: "/admin" });
    expect([bare.statusCode, bare.headers.location]).toEqual([301, "/admin/"]);
  });
});

describe("logging in", () => {
  beforeEach(() => start());

  test("the form logs in: a session cookie, 303 to /admin/, and the page names the editor", async () => {
    const form = await loginForm();
    const res = await postForm({ csrf: form.csrf, email: "Anna@VideumLab.ru", password: PASSWORD }, { cookie: form.cookie });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/admin/");
    const cookie = cookieOf(res, SESSION_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookieHeader(res, SESSION_COOKIE)).toMatch(/; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    // The form's token is spent.
    expect(cookieOf(res, LOGIN_CSRF_COOKIE)?.value).toBe("");

    const home = await app.inject({ url: "/admin/publishing", headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Вы вошли как Анна Петрова (anna@videumlab.ru).");
    expect(home.headers["content-security-policy"]).toBe(ADMIN_PAGE_CSP);
    // With a session, the login page sends the editor on.
    const login = await app.inject({ url: "/admin/login", headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` } });
    expect([login.statusCode, login.headers.location]).toEqual([303, "/admin/"]);
  });

  test("JSON clients get the editor and the CSRF token; the session API answers the same", async () => {
    const res = await loginJson("anna@videumlab.ru", PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ editor: { email: string; name: string }; csrfToken: string }>();
    expect(body).toEqual({ editor: { email: "anna@videumlab.ru", name: "Анна Петрова" }, csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const me = await app.inject({ url: "/api/admin/session", headers: { cookie: `${SESSION_COOKIE}=${cookieOf(res, SESSION_COOKIE)?.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
    expect(me.headers["cache-control"]).toBe("no-store");
  });

  test("the database keeps only the token's hash", async () => {
    const res = await loginJson("anna@videumlab.ru", PASSWORD);
    const token = cookieOf(res, SESSION_COOKIE)?.value ?? "";
    const hash = require("node:crypto").createHash("sha256").update(token).digest("hex") as string;
    await expect(store.findSession(token, new Date(clock))).resolves.toBeUndefined();
    await expect(store.findSession(hash, new Date(clock))).resolves.toBeDefined();
    await expect(store.list()).resolves.toMatchObject([{ lastLoginAt: new Date(T0).toISOString() }]);
  });

  test("a wrong password and an unknown e-mail get the same answer", async () => {
    const wrong = await loginJson("anna@videumlab.ru", "не-тот-пароль-совсем");
    const unknown = await loginJson("ivan@videumlab.ru", PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Unauthorized", message: "Неверная электронная почта или пароль", statusCode: 401 });
      expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
    }
  });

  test("an unknown e-mail costs a full password check, as a wrong password does, so timing does not tell them apart", async () => {
    const checks = jest.spyOn(passwords, "verifyPassword");
    try {
      await loginJson("nobody@videumlab.ru", "не-тот-пароль-совсем");
      await loginJson("anna@videumlab.ru", "не-тот-пароль-совсем");
      expect(checks).toHaveBeenCalledTimes(2);
      const [[againstUnknown], [againstKnown]] = checks.mock.calls;
      // Both are argon2id hashes with the same parameters: the work done is the same.
      const parameters = (stored: string) => stored.split("$").slice(1, 4).join("$");
      expect(parameters(againstUnknown)).toBe("argon2id$v=19$m=19456,t=2,p=1");
      expect(parameters(againstKnown)).toBe(parameters(againstUnknown));
      expect(againstUnknown).not.toBe(againstKnown);
    } finally {
      checks.mockRestore();
    }
  });

  test("a refused form comes back with the message and the typed e-mail, never the password", async () => {
    const form = await loginForm();
    const res = await postForm({ csrf: form.csrf, email: "anna@videumlab.ru", password: "не-тот-пароль-совсем" }, { cookie: form.cookie });
    expect(res.statusCode).toBe(401);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('<p class="error" role="alert">Неверная электронная почта или пароль</p>');
    expect(res.body).toContain('value="anna@videumlab.ru"');
    expect(res.body).not.toContain("не-тот-пароль-совсем");
    expect(res.body).toContain(`name="csrf" value="${form.csrf}"`);
  });

  test("what the editor typed is escaped on the page", async () => {
    const form = await loginForm();
    const res = await postForm({ csrf: form.csrf, email: '"><script>alert(1)</script>', password: "x" }, { cookie: form.cookie });
    expect(res.body).not.toContain("<script>");
    expect(res.body).toContain("&quot;&gt;&lt;script&gt;");
  });

  test("empty fields are a 400 with a plain request", async () => {
    const res = await loginJson("", "");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.missing });
  });

  test("login CSRF: a form without its token, with another token or without the cookie is refused", async () => {
    const form = await loginForm();
    const fields = { email: "anna@videumlab.ru", password: PASSWORD };
    const other = await loginForm("10.0.0.2");
    for (const res of [
      await postForm(fields, { cookie: form.cookie }),
      await postForm({ ...fields, csrf: other.csrf }, { cookie: form.cookie }),
      await postForm({ ...fields, csrf: form.csrf }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(MESSAGES.staleForm);
      expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
    }
  });

  test("a login posted from another site's page is refused", async () => {
    const form = await loginForm();
    const res = await postForm({ csrf: form.csrf, email: "anna@videumlab.ru", password: PASSWORD }, {
      cookie: form.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.foreignOrigin });
  });
});

describe("cookie security", () => {
  test("Secure when SITE_URL is https", async () => {
    await start({ SITE_URL: "https://videumlab.ru" });
    const res = await loginJson("anna@videumlab.ru", PASSWORD);
    expect(cookieOf(res, SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict", path: "/" });
  });

  test("Secure when the request came over HTTPS (through the proxy)", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "x-forwarded-proto": "https" },
      payload: { email: "anna@videumlab.ru", password: PASSWORD },
    });
    expect(cookieOf(res, SESSION_COOKIE)?.secure).toBe(true);
  });

  test("not Secure on plain http to a http site (development); Max-Age from ADMIN_SESSION_HOURS", async () => {
    await start({ ADMIN_SESSION_HOURS: "2" });
    const res = await loginJson("anna@videumlab.ru", PASSWORD);
    expect(cookieOf(res, SESSION_COOKIE)).toMatchObject({ maxAge: 7200 });
    expect(setCookieHeader(res, SESSION_COOKIE)).not.toContain("Secure");
  });
});

describe("throttling of failed sign-ins (issue #35)", () => {
  beforeEach(() => start());

  const A = "203.0.113.7";
  const B = "198.51.100.1";
  const wait = (text: string) => `Слишком много неудачных попыток с этого адреса. Повторите через ${text}.`;

  /** `count` wrong passwords for `email` from `address`, each as soon as the previous one's wait allows. */
  async function fail(count: number, email = "anna@videumlab.ru", address = A) {
    for (let i = 0; i < count; i++) {
      let res = await loginJson(email, `неверный-пароль-${i}`, address);
      while (res.statusCode === 429) {
        clock += Number(res.headers["retry-after"]) * 1000;
        res = await loginJson(email, `неверный-пароль-${i}`, address);
      }
      expect(res.statusCode).toBe(401);
    }
  }

  test("five wrong passwords from one address, then the right one from another: signed in", async () => {
    await fail(5);
    const res = await loginJson("anna@videumlab.ru", PASSWORD, B);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, SESSION_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("five wrong from one address, then the right one from it: 429 with the wait in Russian until it passes, then signed in", async () => {
    for (let i = 0; i < 5; i++) {
      clock = T0 + i * 60_000;
      expect((await loginJson("anna@videumlab.ru", `неверный-пароль-${i}`, A)).statusCode).toBe(401);
    }
    // The fifth failure is followed by 4 s.
    const refused = await loginJson("Anna@videumlab.ru", PASSWORD, A);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "Too Many Requests", message: wait("4\u00a0с"), statusCode: 429 });
    expect(refused.headers["retry-after"]).toBe("4");
    clock += 3001;
    const later = await loginJson("anna@videumlab.ru", PASSWORD, A);
    expect([later.statusCode, later.json().message, later.headers["retry-after"]]).toEqual([429, wait("1\u00a0с"), "1"]);
    clock += 999;
    expect((await loginJson("anna@videumlab.ru", PASSWORD, A)).statusCode).toBe(200);
  });

  test("the waits grow: 1 s after the 3rd failure, then 2 s, 4 s… and at most 15 minutes", async () => {
    await fail(2);
    const seconds = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900];
    const grown: string[] = [];
    for (let i = 0; i < seconds.length; i++) {
      await fail(1); // waits out the previous delay first
      const next = await loginJson("anna@videumlab.ru", PASSWORD, A);
      grown.push(`${next.statusCode} ${next.headers["retry-after"]} ${next.json().message}`);
    }
    const text = (s: number) => (s < 60 ? `${s}\u00a0с` : `${Math.ceil(s / 60)}\u00a0мин`);
    expect(grown).toEqual(seconds.map((s) => `429 ${s} ${wait(text(s))}`));
  });

  test("an unknown e-mail is slowed the same way and gets the same answers as a known one", async () => {
    await fail(5, "anna@videumlab.ru", A);
    const known = await loginJson("anna@videumlab.ru", "неверный-пароль-9", A);
    await fail(5, "ivan@videumlab.ru", B);
    const unknown = await loginJson("ivan@videumlab.ru", "неверный-пароль-9", B);
    expect([known.statusCode, known.headers["retry-after"], known.json()]).toEqual([unknown.statusCode, unknown.headers["retry-after"], unknown.json()]);
    expect([known.statusCode, known.json().message]).toEqual([429, wait("4\u00a0с")]);
  });

  test("a throttled attempt runs no password check (no argon2 work)", async () => {
    const checks = jest.spyOn(passwords, "verifyPassword");
    try {
      for (let i = 0; i < 3; i++) await loginJson("anna@videumlab.ru", "неверный-пароль-0", A);
      expect(checks).toHaveBeenCalledTimes(3);
      for (const password of ["неверный-пароль-0", PASSWORD]) expect((await loginJson("anna@videumlab.ru", password, A)).statusCode).toBe(429);
      expect((await loginJson("ivan@videumlab.ru", "неверный-пароль-0", A)).statusCode).toBe(401);
      expect(checks).toHaveBeenCalledTimes(4);
    } finally {
      checks.mockRestore();
    }
  });

  test("a burst of parallel attempts from one address gets its free password checks only", async () => {
    const checks = jest.spyOn(passwords, "verifyPassword");
    try {
      const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => loginJson("anna@videumlab.ru", `неверный-пароль-${i}`, A)));
      expect(checks).toHaveBeenCalledTimes(2 + 1);
      expect(burst.map((res) => res.statusCode).sort()).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
      // Answered: nothing is pending any more, the three failures make the address wait 1 s.
      expect((await loginJson("anna@videumlab.ru", PASSWORD, A)).headers["retry-after"]).toBe("1");
      clock += 1000;
      expect((await loginJson("anna@videumlab.ru", PASSWORD, A)).statusCode).toBe(200);
    } finally {
      checks.mockRestore();
    }
  });

  test("the sign-in page says how long to wait and keeps the typed e-mail", async () => {
    await fail(5);
    const form = await loginForm(A);
    const res = await postForm({ csrf: form.csrf, email: "anna@videumlab.ru", password: PASSWORD }, { cookie: form.cookie, remoteAddress: A });
    expect(res.statusCode).toBe(429);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(`<p class="error" role="alert">${wait("4\u00a0с")}</p>`);
    expect(res.body).toContain('value="anna@videumlab.ru"');
  });

  test("an address guessing at many e-mails waits from its 20th failure; other addresses go on", async () => {
    for (let i = 0; i < 20; i++) expect((await loginJson(`user${i}@example.org`, "неверный-пароль-0", A)).statusCode).toBe(401);
    const blocked = await loginJson("anna@videumlab.ru", PASSWORD, A);
    expect([blocked.statusCode, blocked.json().message]).toEqual([429, wait("1\u00a0с")]);
    expect((await loginJson("anna@videumlab.ru", PASSWORD, B)).statusCode).toBe(200);
    clock += 1000;
    expect((await loginJson("anna@videumlab.ru", PASSWORD, A)).statusCode).toBe(200);
  });

  test("failures from many addresses never keep the editor out of a clean address", async () => {
    // Password checks stubbed: 150 argon2 runs would only slow the test down.
    const checks = jest.spyOn(passwords, "verifyPassword").mockImplementation(async (_hash, password) => password === PASSWORD);
    try {
      for (let i = 0; i < 150; i++) await loginJson("anna@videumlab.ru", "неверный-пароль-0", `10.1.${i >> 8}.${i & 255}`);
      expect((await loginJson("anna@videumlab.ru", PASSWORD, B)).statusCode).toBe(200);
    } finally {
      checks.mockRestore();
    }
  });

  test("a success starts its pair's count over; failures are forgotten after an hour of quiet", async () => {
    await fail(2);
    expect((await loginJson("anna@videumlab.ru", PASSWORD, A)).statusCode).toBe(200);
    await fail(2);
    expect((await loginJson("anna@videumlab.ru", PASSWORD, A)).statusCode).toBe(200);
    await fail(12);
    clock += 60 * 60_000;
    await fail(2);
    expect((await loginJson("anna@videumlab.ru", PASSWORD, A)).statusCode).toBe(200);
  });

  test("the counts are in the database: another instance, or the server after a restart, makes the address wait", async () => {
    await fail(5);
    const attempt = (server: FastifyInstance) =>
      server.inject({ method: "POST", url: "/api/admin/login", remoteAddress: A, payload: { email: "anna@videumlab.ru", password: PASSWORD } });
    const other = fastify();
    await other.register(adminPlugin, { config: loadConfig({ LEADS_DB: ":memory:" }), store, now: () => clock });
    const res = await attempt(other);
    expect([res.statusCode, res.json().message]).toEqual([429, wait("4\u00a0с")]);
    await other.close();

    // A restart: the server opens its store (LEADS_DB) anew.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
    const config = loadConfig({ LEADS_DB: path.join(dir, "leads.sqlite") });
    try {
      for (const round of ["before", "after"]) {
        const server = fastify();
        await server.register(adminPlugin, { config, now: () => clock });
        if (round === "before") {
          await server.editors.addEditor({ email: "anna@videumlab.ru", name: "Анна Петрова", passwordHash }, new Date(clock));
          for (let i = 0; i < 5; i++) await server.inject({ method: "POST", url: "/api/admin/login", remoteAddress: A, payload: { email: "anna@videumlab.ru", password: `неверный-${i}` } });
        }
        const after = await attempt(server);
        await server.close();
        expect(after.statusCode).toBe(429);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the log records every attempt with the e-mail and the address, never the password", async () => {
    await app.close();
    await store.close();
    const lines: Array<Record<string, unknown>> = [];
    await start({}, { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } });
    await fail(3, " Anna@VideumLab.ru ");
    await loginJson("anna@videumlab.ru", PASSWORD, A);
    await loginJson("anna@videumlab.ru", PASSWORD, B);
    const attempts = lines.filter((line) => "outcome" in line).map(({ level, email, address, outcome }) => [level, email, address, outcome]);
    expect(attempts).toEqual([
      [40, "anna@videumlab.ru", A, "wrong"],
      [40, "anna@videumlab.ru", A, "wrong"],
      [40, "anna@videumlab.ru", A, "wrong"],
      [40, "anna@videumlab.ru", A, "throttled"],
      [30, "anna@videumlab.ru", B, "success"],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/неверный-пароль|верный-пароль-2026/);
  });
});

describe("sessions", () => {
  beforeEach(() => start());

  test("no session, or a cookie that is no session → 401 on /api/admin/session", async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=nonsense`, `${SESSION_COOKIE}=${"a".repeat(43)}`]) {
      const res = await app.inject({ url: "/api/admin/session", headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Unauthorized", message: "Войдите в редактор", statusCode: 401 });
    }
  });

  test("a session expires ADMIN_SESSION_HOURS after its last use; the dead cookie is cleared", async () => {
    const { cookie } = await session();
    clock = T0 + 12 * 3_600_000;
    const res = await app.inject({ url: "/api/admin/session", headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res, SESSION_COOKIE)?.value).toBe("");
  });

  test("use slides the session, writing last_seen_at at most once a minute", async () => {
    const { cookie } = await session();
    const touch = jest.spyOn(store, "touchSession");
    for (const seconds of [10, 59]) {
      clock = T0 + seconds * 1000;
      const res = await app.inject({ url: "/api/admin/session", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
    }
    expect(touch).not.toHaveBeenCalled();
    clock = T0 + 11 * 3_600_000;
    const slid = await app.inject({ url: "/api/admin/session", headers: { cookie } });
    expect(touch).toHaveBeenCalledTimes(1);
    // The browser's cookie slides with it.
    expect(cookieOf(slid, SESSION_COOKIE)).toMatchObject({ maxAge: 43200 });
    clock = T0 + 22 * 3_600_000;
    expect((await app.inject({ url: "/api/admin/session", headers: { cookie } })).statusCode).toBe(200);
  });

  test("logout needs the CSRF token: missing or wrong → 403, and the session lives on", async () => {
    const { cookie, csrf } = await session();
    for (const headers of [{ cookie }, { cookie, "x-csrf-token": `${csrf.slice(0, -1)}x` }]) {
      const res = await app.inject({ method: "POST", url: "/api/admin/logout", headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Forbidden", message: "Сессия устарела: обновите страницу", statusCode: 403 });
    }
    expect((await app.inject({ url: "/api/admin/session", headers: { cookie } })).statusCode).toBe(200);
  });

  test("logout ends the session and clears the cookie", async () => {
    const { cookie, csrf } = await session();
    const res = await app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie, "x-csrf-token": csrf } });
    expect(res.statusCode).toBe(204);
    expect(cookieOf(res, SESSION_COOKIE)).toMatchObject({ value: "", path: "/" });
    expect((await app.inject({ url: "/api/admin/session", headers: { cookie } })).statusCode).toBe(401);
  });

  test("the publishing page's logout button (a form with the token) ends the session and goes to the login page", async () => {
    const { cookie } = await session();
    const home = await app.inject({ url: "/admin/publishing", headers: { cookie } });
    const token = /name="_csrf" value="([^"]+)"/.exec(home.body)?.[1] ?? "";
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: `_csrf=${token}`,
    });
    expect([res.statusCode, res.headers.location]).toEqual([303, "/admin/login"]);
    expect((await app.inject({ url: "/admin/publishing", headers: { cookie } })).statusCode).toBe(303);
  });

  test("logout without a session → 401", async () => {
    const res = await app.inject({ method: "POST", url: "/api/admin/logout", headers: { "x-csrf-token": "x" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("requireEditor on another admin API", () => {
  beforeEach(async () => {
    await start();
    await app.register(async (scope) => {
      scope.get("/api/admin/ping", { preHandler: scope.requireEditor }, async (request) => ({ who: request.editor?.email }));
      scope.put("/api/admin/ping", { preHandler: scope.requireEditor }, async (request) => ({ saved: request.editor?.email }));
    });
  });

  test("sets request.editor; reads need no token, writes do", async () => {
    const { cookie, csrf } = await session();
    expect((await app.inject({ url: "/api/admin/ping", headers: { cookie } })).json()).toEqual({ who: "anna@videumlab.ru" });
    expect((await app.inject({ method: "PUT", url: "/api/admin/ping", headers: { cookie } })).statusCode).toBe(403);
    const put = await app.inject({ method: "PUT", url: "/api/admin/ping", headers: { cookie, "x-csrf-token": csrf } });
    expect(put.json()).toEqual({ saved: "anna@videumlab.ru" });
    expect((await app.inject({ url: "/api/admin/ping" })).statusCode).toBe(401);
  });
});

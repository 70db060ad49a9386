import crypto from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { normaliseEmail } from "../accounts/schema";
import { dummyHash, MAX_PASSWORD_LENGTH, verifyPassword } from "../accounts/passwords";
import { ACCOUNT_NOTICE, ADDRESS_POLICY, forgetBefore, PAIR_POLICY, PendingAttempts, throttleKeys, throttleSource, waitOf } from "../accounts/throttle";
import { signInPageCsp, type AdminAssets } from "./cms-page";
import { ADMIN_PAGE_CSP, loginPage, publishingPage, type LoginPageOptions } from "./html";
import { safeEqual } from "../../lib/safe-equal";
import { newToken } from "../sessions";

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";
/** The login form's double-submit cookie; short-lived, it only has to outlast filling the form in. */
export const LOGIN_CSRF_COOKIE = "videum_admin_login";
const LOGIN_CSRF_SECONDS = 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A wait as the message says it: seconds under a minute, then whole minutes (rounded up). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds}\u00a0с` : `${Math.ceil(seconds / 60)}\u00a0мин`;
}

export const MESSAGES = {
  wrong: "Неверная электронная почта или пароль",
  missing: "Введите электронную почту и пароль",
  staleForm: "Форма входа устарела: попробуйте войти ещё раз",
  foreignOrigin: "Вход с чужой страницы не разрешён",
  /** The same for a known and an unknown e-mail: it names the address, which is what waits. */
  throttled: (ms: number) => `Слишком много неудачных попыток с этого адреса. Повторите через ${waitText(ms)}.`,
};

/** A login from the page (urlencoded) or from a script (JSON). */
interface LoginBody {
  email?: unknown;
  password?: unknown;
  /** The form's double-submit token. */
  csrf?: unknown;
}

/** The logout form's body; JSON clients send the token in X-CSRF-Token and may send no body. */
interface LogoutBody {
  _csrf?: unknown;
}

/**
 * onRequest hook of every admin route: SameSite=Strict keeps our cookies off other sites' requests, and
 * this refuses what a page of another site posts (`siteOrigin`: SITE_URL's origin) even without them.
 */
export function refuseForeignOrigins(siteOrigin: string): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const origin = request.headers.origin;
    if (request.method === "GET" || request.method === "HEAD" || !origin) return;
    if (origin === siteOrigin || origin === `${request.protocol}://${request.host}`) return;
    return reply
      .code(403)
      .header("cache-control", "no-store")
      .send({ error: "Forbidden", message: MESSAGES.foreignOrigin, statusCode: 403 });
  };
}

const isForm = (request: FastifyRequest) => request.headers["content-type"]?.split(";")[0].trim().toLowerCase() === FORM_CONTENT_TYPE;

function html(reply: FastifyReply, status: number, body: string, csp = ADMIN_PAGE_CSP) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", csp)
    .type("text/html; charset=utf-8")
    .send(body);
}

export interface AdminRoutesOptions {
  /**
   * The built admin app (build/admin/manifest.json): with its sign-in script, the sign-in page runs the
   * app's code while the editor types and signs her in without a new page. Without it the page runs no
   * script and keeps the admin pages' strictest policy.
   */
  adminAssets?: AdminAssets | null;
}

/**
 * The login page, login, logout and session APIs, and the publishing journal (/admin/publishing).
 * Encapsulated: the urlencoded parser and the pages' policy stay inside /admin.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { adminAssets } = {}) => {
  const sessions = app.editorSessions;
  const store = app.editors;
  const pending = new PendingAttempts();

  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string" }, (_request, body, done) => {
    // fromEntries defines own properties: a "__proto__" field is only a field.
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The login form's token: the one already in its cookie (another tab's form stays valid) or a new one. */
  const loginToken = (request: FastifyRequest, reply: FastifyReply) => {
    const existing = request.cookies[LOGIN_CSRF_COOKIE];
    const token = existing && TOKEN.test(existing) ? existing : newToken();
    reply.setCookie(LOGIN_CSRF_COOKIE, token, {
      httpOnly: true,
      sameSite: "strict",
      path: "/",
      secure: sessions.secure(request),
      maxAge: LOGIN_CSRF_SECONDS,
    });
    return token;
  };

  /** The sign-in page, with the app's scripts under a fresh nonce when the app is built. */
  const signInPage = (reply: FastifyReply, status: number, options: Omit<LoginPageOptions, "scripts">) => {
    if (!adminAssets?.signIn) return html(reply, status, loginPage(options));
    const nonce = crypto.randomBytes(18).toString("base64");
    const scripts = { nonce, signIn: adminAssets.signIn, script: adminAssets.script, style: adminAssets.style };
    return html(reply, status, loginPage({ ...options, scripts }), signInPageCsp(nonce));
  };

  app.get("/admin", async (_request, reply) => reply.redirect("/admin/", 301));

  app.get("/admin/login", async (request, reply) => {
    if (await sessions.resolve(request, reply)) return reply.header("cache-control", "no-store").redirect("/admin/", 303);
    return signInPage(reply, 200, { csrfToken: loginToken(request, reply) });
  });

  app.get("/admin/publishing", async (request, reply) => {
    const editor = await sessions.resolve(request, reply);
    if (!editor) return reply.header("cache-control", "no-store").redirect("/admin/login", 303);
    return html(reply, 200, publishingPage(editor, app.hasDecorator("publishStatus") ? app.publishStatus() : null));
  });

  app.post<{ Body: LoginBody }>("/api/admin/login", async (request, reply) => {
    const form = isForm(request);
    const body: LoginBody = request.body && typeof request.body === "object" ? request.body : {};
    const typedEmail = typeof body.email === "string" ? body.email.trim().slice(0, 320) : "";
    const refuse = (status: number, message: string) => {
      if (form) return signInPage(reply, status, { csrfToken: loginToken(request, reply), email: typedEmail, message });
      return reply
        .code(status)
        .header("cache-control", "no-store")
        .send({ error: STATUS_CODES[status] ?? "Error", message, statusCode: status });
    };

    // A page on another site could log the browser into an account of the attacker's (login CSRF).
    // JSON needs no token: no page can post it across sites without a CORS preflight we never grant.
    if (form) {
      const cookieToken = request.cookies[LOGIN_CSRF_COOKIE] ?? "";
      if (typeof body.csrf !== "string" || !cookieToken || !safeEqual(body.csrf, cookieToken)) return refuse(403, MESSAGES.staleForm);
    }
    const { email, password } = body;
    if (typeof email !== "string" || typeof password !== "string" || !email.trim() || !password || email.length > 320 || password.length > MAX_PASSWORD_LENGTH) {
      return refuse(400, MESSAGES.missing);
    }

    // Throttled per (account, address) and per address before any password work (accounts/throttle.ts):
    // wrong passwords slow their own address down, never the editor's sign-in from another one.
    const now = sessions.now();
    const normalised = normaliseEmail(email);
    const keys = throttleKeys(normalised, throttleSource(request.ip));
    const attempt = { email: normalised, address: request.ip };
    const [pairCount, addressCount] = await Promise.all([store.loginFailures(keys.pair), store.loginFailures(keys.address)]);
    const wait = Math.max(
      waitOf(pairCount, PAIR_POLICY, now, pending.of(keys.pair)),
      waitOf(addressCount, ADDRESS_POLICY, now, pending.of(keys.address)),
    );
    if (wait > 0) {
      request.log.warn({ ...attempt, outcome: "throttled", waitMs: wait }, "editor login throttled after failed attempts from this address");
      reply.header("retry-after", String(Math.ceil(wait / 1000)));
      return refuse(429, MESSAGES.throttled(wait));
    }

    const answered = pending.enter([keys.pair, keys.address]);
    let editor: Awaited<ReturnType<typeof store.findByEmail>>;
    try {
      editor = await store.findByEmail(email);
      // An unknown e-mail costs a hash check too: the answer's timing does not tell who has an account.
      const valid = await verifyPassword(editor?.passwordHash ?? (await dummyHash()), password);
      if (!editor || !valid) {
        const [pair, address, account] = await Promise.all(
          [keys.pair, keys.address, keys.account].map((key) => store.recordLoginFailure(key, now, forgetBefore(now))),
        );
        const counts = { ...attempt, outcome: "wrong", known: Boolean(editor), failures: { pair: pair.failures, address: address.failures, account: account.failures } };
        if (account.failures >= ACCOUNT_NOTICE) request.log.warn(counts, `editor login failed: ${ACCOUNT_NOTICE}+ failures for this account within the hour, from any addresses`);
        else request.log.warn(counts, "editor login failed");
        return refuse(401, MESSAGES.wrong);
      }
    } finally {
      answered();
    }

    await store.clearLoginFailures(keys.pair);
    const session = await sessions.start(request, reply, editor);
    reply.clearCookie(LOGIN_CSRF_COOKIE, { path: "/" });
    request.log.info({ ...attempt, outcome: "success" }, "editor logged in");
    reply.header("cache-control", "no-store");
    if (form) return reply.redirect("/admin/", 303);
    return reply.send({ editor: { email: editor.email, name: editor.name }, csrfToken: session.csrfToken });
  });

  app.post<{ Body: LogoutBody }>("/api/admin/logout", { preHandler: app.requireEditor }, async (request, reply) => {
    const editor = request.editor;
    if (editor) await sessions.end(reply, editor);
    reply.header("cache-control", "no-store");
    if (isForm(request)) return reply.redirect("/admin/login", 303);
    return reply.code(204).send();
  });

  app.get("/api/admin/session", { preHandler: app.requireEditor }, async (request, reply) => {
    const editor = request.editor;
    reply.header("cache-control", "no-store");
    return { editor: editor && { email: editor.email, name: editor.name }, csrfToken: editor?.csrfToken };
  });
};

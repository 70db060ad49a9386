import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { safeEqual } from "../lib/safe-equal";
import cookie from "@fastify/cookie";
import { forgetBefore } from "./accounts/throttle";
import type { Editor, EditorStore } from "./accounts/types";

export interface AuthenticatedEditor {
  id: string;
  email: string;
  name: string;
  /** SHA-256 of the cookie's token, the session's key in the store. */
  sessionId: string;
  csrfToken: string;
}

declare module "fastify" {
  interface FastifyInstance {
    editors: EditorStore;
    editorSessions: EditorSessions;
    /**
     * preHandler of every admin API: a live session sets `request.editor`; none is a 401, and a
     * state-changing method without the session's X-CSRF-Token is a 403.
     */
    requireEditor: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireEditor. */
    editor: AuthenticatedEditor | null;
  }
}

export const SESSION_COOKIE = "videum_admin";
/** How often a live session's last_seen_at (and expiry) moves: at most once a minute per session. */
export const TOUCH_EVERY_MS = 60_000;
/** Expired sessions and forgotten failure counts are deleted this often. */
const PURGE_EVERY_MS = 10 * 60_000;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = () => crypto.randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");


export interface EditorSessions {
  /** A new session for the editor: cookie set, login recorded. */
  start(request: FastifyRequest, reply: FastifyReply, editor: Editor): Promise<AuthenticatedEditor>;
  /** The request's editor if its session lives; slides the session. A dead cookie is cleared. */
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedEditor | null>;
  end(reply: FastifyReply, editor: AuthenticatedEditor): Promise<void>;
  /** The token a state-changing request carries: the X-CSRF-Token header or a form's `_csrf` field. */
  csrfMatches(request: FastifyRequest, editor: AuthenticatedEditor): boolean;
  /** Whether cookies get the Secure attribute. */
  secure(request: FastifyRequest): boolean;
  now(): Date;
}

export interface EditorSessionsOptions {
  store: EditorStore;
  /** Closed with the server when the plugin opened it. */
  ownsStore: boolean;
  sessionHours: number;
  /** The site's address: with https, cookies are Secure even behind a proxy that speaks http to us. */
  siteUrl: string;
  now?: () => number;
}

function unauthorized(reply: FastifyReply) {
  return reply.code(401).header("cache-control", "no-store").send({ error: "Unauthorized", message: "Войдите в редактор", statusCode: 401 });
}

/**
 * Editors' sessions kept in the database (so every instance knows them), behind a random cookie
 * token whose hash alone is stored. @fastify/cookie parses and writes the cookies.
 */
export const editorSessions = fp<EditorSessionsOptions>(
  async (app, { store, ownsStore, sessionHours, siteUrl, now: clock = Date.now }) => {
    await app.register(cookie);
    const sessionMs = sessionHours * 3_600_000;
    const httpsSite = siteUrl.startsWith("https:");
    const now = () => new Date(clock());
    const secure = (request: FastifyRequest) => httpsSite || request.protocol === "https";
    const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "strict", path: "/", secure: secure(request), maxAge: sessionMs / 1000 });
    const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "strict", path: "/" });

    const sessions: EditorSessions = {
      now,
      secure,
      async start(request, reply, editor) {
        const token = newToken();
        const at = now();
        const session = {
          id: tokenHash(token),
          editorId: editor.id,
          csrfToken: newToken(),
          createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + sessionMs).toISOString(),
          lastSeenAt: at.toISOString(),
        };
        await store.createSession(session);
        setCookie(request, reply, token);
        return { id: editor.id, email: editor.email, name: editor.name, sessionId: session.id, csrfToken: session.csrfToken };
      },
      async resolve(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (!token) return null;
        const at = now();
        const found = TOKEN.test(token) ? await store.findSession(tokenHash(token), at) : undefined;
        if (!found) {
          clearCookie(reply);
          return null;
        }
        const { session, editor } = found;
        if (at.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS) {
          await store.touchSession(session.id, at, new Date(at.getTime() + sessionMs));
          setCookie(request, reply, token);
        }
        return { id: editor.id, email: editor.email, name: editor.name, sessionId: session.id, csrfToken: session.csrfToken };
      },
      async end(reply, editor) {
        await store.deleteSession(editor.sessionId);
        clearCookie(reply);
      },
      csrfMatches(request, editor) {
        const header = request.headers["x-csrf-token"];
        const body = request.body;
        const field = body && typeof body === "object" && "_csrf" in body ? (body as Record<string, unknown>)._csrf : undefined;
        const sent = typeof header === "string" ? header : typeof field === "string" ? field : "";
        return safeEqual(sent, editor.csrfToken);
      },
    };

    const requireEditor: preHandlerAsyncHookHandler = async function (request, reply) {
      const editor = await sessions.resolve(request, reply);
      if (!editor) return unauthorized(reply);
      if (STATE_CHANGING.has(request.method) && !sessions.csrfMatches(request, editor)) {
        return reply
          .code(403)
          .header("cache-control", "no-store")
          .send({ error: "Forbidden", message: "Сессия устарела: обновите страницу", statusCode: 403 });
      }
      request.editor = editor;
    };

    app.decorate("editors", store);
    app.decorate("editorSessions", sessions);
    app.decorate("requireEditor", requireEditor);
    app.decorateRequest("editor", null);

    const purge = async () => {
      const at = now();
      const sessionsGone = await store.purgeExpiredSessions(at);
      // Failure counts that are forgotten (accounts/throttle.ts): they slow nothing down any more.
      await store.purgeLoginFailures(forgetBefore(at));
      if (sessionsGone > 0) app.log.info({ sessions: sessionsGone }, "expired editor sessions deleted");
    };
    await purge().catch((error: unknown) => app.log.error({ err: error }, "editor session purge failed"));
    const timer = setInterval(() => void purge().catch((error: unknown) => app.log.error({ err: error }, "editor session purge failed")), PURGE_EVERY_MS);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      if (ownsStore) await store.close();
    });
  },
  { name: "editor-sessions" },
);

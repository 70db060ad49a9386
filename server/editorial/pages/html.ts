import crypto from "node:crypto";
import { escapeHtml } from "../../lib/escape-html";
import type { PublishStatusView } from "../../../content-model/contract/publish-status";
import { ADMIN_APP_SCRIPT_ATTRIBUTE, ADMIN_APP_STYLE_ID, SIGN_IN_STYLE_ID } from "../../../content-model/contract/cms-settings";

/** The admin pages' only style sheet, inline and allowed by its hash: no request, no 'unsafe-inline'. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#0B1530;background:#EEF1F8}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px}
.card{width:100%;max-width:520px;background:#fff;border-radius:16px;padding:40px 32px;box-shadow:0 12px 40px rgba(11,21,48,.12)}
.brand{margin:0 0 24px;font-weight:700;font-size:15px;letter-spacing:.04em;text-transform:uppercase;color:#3B5BFD}
h1{margin:0 0 24px;font-size:26px;line-height:1.2}
p{line-height:1.5}
label{display:block;margin:16px 0 6px;font-size:14px;font-weight:600}
input{display:block;width:100%;padding:12px 14px;font:inherit;font-size:16px;color:#0B1530;border:1px solid #C9D0E3;border-radius:10px;background:#fff}
input:focus{outline:3px solid rgba(59,91,253,.35);outline-offset:0;border-color:#3B5BFD}
button{display:block;width:100%;margin-top:28px;padding:13px 16px;font:inherit;font-size:16px;font-weight:600;color:#fff;background:#3B5BFD;border:0;border-radius:10px;cursor:pointer}
button:hover{background:#2F4BE0}
button:focus-visible{outline:3px solid #0B1530;outline-offset:2px}
.error{margin:0 0 8px;padding:12px 14px;border-radius:10px;background:#FDECEC;color:#9B1C1C;font-size:15px}
.who{margin:0 0 8px;font-size:17px}
.note{margin:0;color:#4A5578;font-size:14px}
h2{margin:28px 0 8px;font-size:19px}
.error p,.error ul{margin:0 0 8px}.error ul{padding-left:20px}.error code{font-size:14px}
.running{padding:12px 14px;border-radius:10px;background:#EEF1FF}
.ok{color:#1D6B45}
a{color:#3B5BFD}
`;

const STYLE_HASH = `'sha256-${crypto.createHash("sha256").update(STYLE).digest("base64")}'`;

/**
 * The admin pages' own policy, in place of the visitor pages': nothing runs, only this style sheet
 * applies, forms post only to this site, and no one frames the login.
 */
export const ADMIN_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

/**
 * Every admin page's document: its head (language, viewport, no indexing, title, icon) and then what
 * the page adds to the head (`head`, after the icon) and its body. `beforeTitle` goes above the title.
 * Every admin page, the editor's too (src/cms/admin.css lays Decap out for a phone), is laid out at
 * the device's width.
 */
export function adminDocument({ title, beforeTitle = "", head, body }: { title: string; beforeTitle?: string; head: string; body: string }): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${beforeTitle}<title>${escapeHtml(title)} — Видеум Лаб</title>
<link rel="icon" href="/favicon-32x32.png" type="image/png">
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

function page(title: string, body: string, head = "", afterStyle = ""): string {
  return adminDocument({
    title,
    beforeTitle: `${head}\n`,
    head: `<style id="${SIGN_IN_STYLE_ID}">${STYLE}</style>${afterStyle ? `\n${afterStyle}` : ""}`,
    body: `<main class="card">
<p class="brand">Видеум Лаб</p>
${body}
</main>`,
  });
}

/** The admin app's files the sign-in page runs while the editor types, with this response's nonce. */
export interface SignInScripts {
  nonce: string;
  /** The sign-in script (build/admin/sign-in-*.js). */
  signIn: string;
  /** The admin app's bundle and its style sheet (build/admin/cms-*). */
  script: string;
  style: string;
}

export interface LoginPageOptions {
  /** The double-submit token of the login form (the same value is in its cookie). */
  csrfToken: string;
  email?: string;
  message?: string;
  /** Sign in without leaving the page, the editor's code loaded while she types (see cms-page.ts, signInPageCsp). */
  scripts?: SignInScripts;
}

/**
 * The scripts of the sign-in page, deferred (they run in order once the page is parsed: the form is
 * usable at once, the sign-in script is there before the app's bundle). The bundle's style sheet is
 * preloaded; the app turns it on when the page becomes the editor's.
 */
function signInScripts({ nonce, signIn, script, style }: SignInScripts): string {
  const asset = (file: string) => `/admin/assets/${escapeHtml(file)}`;
  return `<link rel="preload" as="style" href="${asset(style)}" id="${ADMIN_APP_STYLE_ID}">
<script src="${asset(signIn)}" nonce="${escapeHtml(nonce)}" defer></script>
<script src="${asset(script)}" nonce="${escapeHtml(nonce)}" ${ADMIN_APP_SCRIPT_ATTRIBUTE} defer></script>`;
}

export function loginPage({ csrfToken, email = "", message, scripts }: LoginPageOptions): string {
  // The caret goes where the editor types next: the password once the e-mail is known.
  const focusEmail = email === "" ? " autofocus" : "";
  const focusPassword = email === "" ? "" : " autofocus";
  return page(
    "Вход в редактор",
    `<h1>Вход в редактор</h1>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ""}
<form method="post" action="/api/admin/login">
<input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">
<label for="email">Электронная почта</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" maxlength="320" required value="${escapeHtml(email)}"${focusEmail}>
<label for="password">Пароль</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="1024" required${focusPassword}>
<button type="submit">Войти</button>
</form>`,
    "",
    scripts ? signInScripts(scripts) : "",
  );
}

const moscow = (iso: string) => new Date(iso).toLocaleString("ru-RU", { timeZone: "Europe/Moscow", dateStyle: "short", timeStyle: "short" });

/** What the editor learns about publishing: what is live, what is building, and why the last one failed. */
function publishingSection(status: PublishStatusView | null): string {
  if (!status) return "";
  const { current, running, queued, lastSuccess, lastFailure } = status;
  const parts: string[] = [];
  parts.push(
    current
      ? `<p>На сайте выпуск от ${moscow(current.builtAt)} МСК, страниц: ${current.pages}${current.commit ? `, коммит ${escapeHtml(current.commit.slice(0, 7))}` : ""}.</p>`
      : "<p>Выпусков ещё нет: сайт отдаётся из последней сборки.</p>",
  );
  if (running) {
    const step = running.buildStepName ? ` (сейчас — ${escapeHtml(running.buildStepName)})` : "";
    parts.push(`<p class="running">Идёт публикация: этап «${escapeHtml(running.stageName)}»${step}, начата в ${moscow(running.startedAt)}. Причина: ${escapeHtml(running.reason)}.</p>`);
  }
  if (queued.length > 0) parts.push(`<p class="note">После неё будут опубликованы: ${escapeHtml(queued.join("; "))}.</p>`);
  const failedLast = lastFailure && (!lastSuccess || lastFailure.at > lastSuccess.at);
  if (failedLast && lastFailure) {
    const problems = lastFailure.problems
      .map((p) => `<li><code>${escapeHtml(p.file)}</code>${p.line ? `, строка ${p.line}` : ""}${p.field ? ` — поле «${escapeHtml(p.field)}»` : ""}: ${escapeHtml(p.message)}</li>`)
      .join("");
    parts.push(
      `<div class="error" role="alert"><p>Последняя публикация не прошла (${moscow(lastFailure.at)} МСК, этап «${escapeHtml(lastFailure.stageName)}»). ` +
        `На сайте осталась прежняя версия.</p><p>${escapeHtml(lastFailure.message)}</p>${problems ? `<ul>${problems}</ul>` : ""}</div>`,
    );
  } else if (lastSuccess) {
    parts.push(`<p class="ok">Последняя публикация: ${moscow(lastSuccess.at)} МСК — ${escapeHtml(lastSuccess.reason)}.</p>`);
  }
  return parts.join("\n");
}

/** A page of the admin's own look that says one thing (the editor unavailable, and why). */
export function messagePage(title: string, bodyHtml: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n${bodyHtml}`);
}

/**
 * The publishing journal, for the editor and without JavaScript: who is signed in, what is live, what
 * is building, and why the last publish failed. While a build runs the page reloads itself every 10 s
 * (a meta refresh: the admin's policy runs no script here).
 */
export function publishingPage({ name, email, csrfToken }: { name: string; email: string; csrfToken: string }, status: PublishStatusView | null): string {
  return page(
    "Публикация",
    `<h1>Публикация</h1>
<p class="who">Вы вошли как ${escapeHtml(name)} (${escapeHtml(email)}).</p>
${publishingSection(status)}
<p><a href="/admin/">Вернуться в редактор</a></p>
<form method="post" action="/api/admin/logout">
<input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}">
<button type="submit">Выйти</button>
</form>`,
    status?.running || (status?.queued.length ?? 0) > 0 ? '<meta http-equiv="refresh" content="10">' : "",
  );
}

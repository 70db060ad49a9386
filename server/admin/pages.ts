import crypto from "node:crypto";
import { escapeHtml } from "../lib/escape-html";

/** The admin pages' only style sheet, inline and allowed by its hash: no request, no 'unsafe-inline'. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#0B1530;background:#EEF1F8}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px}
.card{width:100%;max-width:400px;background:#fff;border-radius:16px;padding:40px 32px;box-shadow:0 12px 40px rgba(11,21,48,.12)}
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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} — Видеум Лаб</title>
<style>${STYLE}</style>
</head>
<body>
<main class="card">
<p class="brand">Видеум Лаб</p>
${body}
</main>
</body>
</html>
`;
}

export interface LoginPageOptions {
  /** The double-submit token of the login form (the same value is in its cookie). */
  csrfToken: string;
  email?: string;
  message?: string;
}

export function loginPage({ csrfToken, email = "", message }: LoginPageOptions): string {
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
  );
}

/** Until Decap CMS takes /admin/ over: who is signed in, and the way out. */
export function homePage({ name, email, csrfToken }: { name: string; email: string; csrfToken: string }): string {
  return page(
    "Редактор сайта",
    `<h1>Редактор сайта</h1>
<p class="who">Вы вошли как ${escapeHtml(name)} (${escapeHtml(email)}).</p>
<p class="note">Редактор содержимого появится здесь в\u00a0следующей версии.</p>
<form method="post" action="/api/admin/logout">
<input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}">
<button type="submit">Выйти</button>
</form>`,
  );
}

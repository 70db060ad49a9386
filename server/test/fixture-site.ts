import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A small built site in a temporary folder, shaped like Gatsby's public/. */
export function makeFixtureSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const files: Record<string, string> = {
    "index.html": page("Главная", 'window.pagePath="/";'),
    "about/index.html": page("О нас", 'window.pagePath="/about";'),
    "ai-projects/ord-erir-automation/index.html": page("ОРД", 'window.pagePath="/ai-projects/ord-erir-automation";'),
    "404.html": page("Страница не найдена", 'window.pagePath="/404.html";'),
    "contact/index.html": page("Контакты | AI лаборатория Видеум", 'window.pagePath="/contact";'),
    "request-sent/index.html": page("Заявка отправлена", 'window.pagePath="/request-sent";'),
    "request-error/index.html": page("Заявка не отправлена", 'window.pagePath="/request-error";', NATIVE_CONTACT_FORM),
    "page-data/about/page-data.json": '{"path":"/about"}',
    "app-2f1c8e0d9b7a6c5d4e3f.js": "console.log('app');".repeat(200),
    "styles.0123456789abcdef0123.css": "body{color:#000}",
    "sw.js": "self.addEventListener('fetch',()=>{});",
    "static/3f2a1b0c/photo.webp": "RIFF....WEBP",
    "robots.txt": "User-agent: *\nAllow: /\n",
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  }
  return root;
}

/** The markup src/components/forms/NativeForms renders (the server fills it in on the error page). */
const NATIVE_CONTACT_FORM = [
  `<p role="alert" data-form-message="" hidden=""></p>`,
  `<form method="post" action="/api/form">`,
  `<input id="native-name" type="text" name="name" aria-invalid="false" value=""/><p data-error-for="name" hidden=""></p>`,
  `<input id="native-phone" type="tel" name="phone" aria-invalid="false" value=""/><p data-error-for="phone" hidden=""></p>`,
  `<textarea id="native-message" name="message" aria-invalid="false"></textarea><p data-error-for="message" hidden=""></p>`,
  `<input type="checkbox" name="consent" value="true"/><p data-error-for="consent" hidden=""></p>`,
  `</form>`,
].join("");

function page(title: string, inlineScript: string, main = ""): string {
  return `<!DOCTYPE html><html lang="ru"><head><title>${title}</title><script>${inlineScript}</script></head><body><h1>${title}</h1>${main}${"<p>Текст страницы.</p>".repeat(100)}<script src="/app-2f1c8e0d9b7a6c5d4e3f.js"></script></body></html>`;
}

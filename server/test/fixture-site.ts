import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

export const PRECOMPRESSED_MARKER = "<!-- precompressed copy -->";

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
    "data/blog-index.json": JSON.stringify(blogIndex(21)),
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  }
  // The build's compressed copies (gatsby/node/precompress.ts). They carry a marker the page itself
  // lacks, so a test can tell a copy sent as it is from the page compressed on the fly.
  const copy = `${files["about/index.html"]}${PRECOMPRESSED_MARKER}`;
  fs.writeFileSync(path.join(root, "about/index.html.br"), zlib.brotliCompressSync(copy));
  fs.writeFileSync(path.join(root, "about/index.html.gz"), zlib.gzipSync(copy));
  return root;
}

/** What the build writes for the content API: `count` articles, newest first (article-1 is the newest). */
export function blogIndex(count: number) {
  return {
    articles: Array.from({ length: count }, (_, i) => ({
      id: count - i,
      slug: `article-${i + 1}`,
      title: `Статья ${i + 1}`,
      description: "Описание статьи для карточки.",
      publicationDate: new Date(Date.UTC(2026, 9, 31 - i)).toISOString().slice(0, 10),
      timeToRead: 5,
      viewsCount: i === 0 ? 10 : 0,
      tags: ["llm"],
      cover: { url: `/static/abc/${i + 1}/cover.jpg`, alternativeText: "Обложка", width: 760, height: 475 },
      content: `<p>Текст статьи ${i + 1}.</p>`,
    })),
  };
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

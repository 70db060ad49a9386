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

function page(title: string, inlineScript: string): string {
  return `<!DOCTYPE html><html lang="ru"><head><title>${title}</title><script>${inlineScript}</script></head><body><h1>${title}</h1>${"<p>Текст страницы.</p>".repeat(100)}<script src="/app-2f1c8e0d9b7a6c5d4e3f.js"></script></body></html>`;
}

/**
 * Full-page screenshots of chosen routes at 1440, 768 and 375 px, from the production server on the
 * production build: `npm run screenshots [-- /route …]`. With `-- --menu`, the screen as a visitor sees
 * it with the mobile menu open, then its «Модули» submenu, at 375 and 1100 px. With `-- --admin`, the
 * editors' login page (empty and refused), the CMS's collections, an entry with its preview and the
 * publishing journal, at 1440 and 375 px. Files go to
 * e2e/artifacts/screens/.
 */
import fs from "node:fs";
import path from "node:path";
import { addEditor, ROOT, withSite } from "../e2e/harness";

const DEFAULT_ROUTES = ["/", "/modules", "/modules/faces", "/services/computer-vision", "/ai-projects/grz-recognition", "/no-such-page"];
const WIDTHS = [1440, 768, 375];

const MENU_WIDTHS = [375, 1100];

async function main() {
  const args = process.argv.slice(2);
  const out = path.join(ROOT, "e2e/artifacts/screens");
  fs.mkdirSync(out, { recursive: true });
  if (args.includes("--menu")) return menuScreens(out);
  if (args.includes("--admin")) return adminScreens(out);
  const routes = args.length > 0 ? args : DEFAULT_ROUTES;
  await withSite(async ({ server, browser }) => {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const route of routes) {
        await page.goto(`${server.origin}${route}`, { waitUntil: "networkidle" });
        // Scroll through once so lazy images load, as they would for a reader.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(400);
        const file = path.join(out, `${route.replace(/\//g, "_") || "_"}-${width}.png`);
        // A full-page capture does not scroll, so blocks rendered only near the viewport
        // (content-visibility: auto) would come out blank; render them all for the picture.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  });
}

async function menuScreens(out: string) {
  await withSite(async ({ server, browser }) => {
    for (const width of MENU_WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.origin}/modules/faces`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Открыть меню" }).click();
      const menu = page.getByRole("navigation", { name: "Меню" });
      await menu.waitFor({ state: "visible" });
      for (const [state, open] of [["menu", null], ["submenu", "Модули"]] as const) {
        if (open) await menu.getByRole("button", { name: open }).click();
        await page.waitForTimeout(300);
        const file = path.join(out, `${state}-${width}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await page.close();
    }
  });
}

const EDITOR = { email: "anna@videumlab.ru", name: "Анна Петрова", password: "надёжный-пароль-анны" };

async function adminScreens(out: string) {
  await withSite(async ({ server, browser }) => {
    // An editor made the way an operator makes one.
    addEditor(server.leadsDb, EDITOR);
    for (const width of [1440, 375]) {
      // 375 px as a phone shows it (its viewport setting applies only in a mobile browser).
      const phone = width < 800 ? { isMobile: true, hasTouch: true } : {};
      const page = await browser.newPage({ viewport: { width, height: 800 }, ...phone });
      const shot = async (name: string) => {
        const file = path.join(out, `admin-${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      };
      await page.goto(`${server.origin}/admin/login`);
      await shot("login");
      await page.getByLabel("Электронная почта").fill(EDITOR.email);
      await page.getByLabel("Пароль").fill("не-тот-пароль");
      await page.getByRole("button", { name: "Войти" }).click();
      await page.waitForLoadState();
      await shot("refused");
      await page.getByLabel("Пароль").fill(EDITOR.password);
      await page.getByRole("button", { name: "Войти" }).click();
      await page.waitForURL(`${server.origin}/admin/`);
      await page.getByRole("link", { name: "Модули", exact: true }).waitFor({ timeout: 30_000 });
      await shot("collections");
      await page.goto(`${server.origin}/admin/#/collections/modules/entries/faces`);
      await page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
      // The editor's own scrolling panes: what the editor sees, not the full page.
      await page.screenshot({ path: path.join(out, `admin-entry-${width}.png`) });
      console.log(path.join(out, `admin-entry-${width}.png`));
      await page.goto(`${server.origin}/admin/publishing`);
      await shot("publishing");
      await page.getByRole("button", { name: "Выйти" }).click();
      await page.waitForURL(`${server.origin}/admin/login`);
      await page.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../config/env";

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) return htmlFiles(abs);
      return Promise.resolve(e.name.endsWith(".html") ? [abs] : []);
    }),
  );
  return nested.flat();
}

/**
 * React 18's streaming renderer, which Gatsby uses for static HTML, flushes its whole 2 KB buffer when
 * a multi-byte character (all of Cyrillic) does not fit at its end, leaking NUL bytes into the page
 * (facebook/react#26228, fixed only in React 19; gatsbyjs/gatsby#37989). NUL is never valid in HTML,
 * and the character itself is written in the next chunk, so removing the NULs restores the text.
 */
export async function stripNulBytes(publicDir: string): Promise<number> {
  let fixed = 0;
  for (const file of await htmlFiles(publicDir)) {
    const bytes = await fs.promises.readFile(file);
    if (!bytes.includes(0)) continue;
    await fs.promises.writeFile(file, Buffer.from(bytes.filter((b) => b !== 0)));
    fixed += 1;
  }
  return fixed;
}

/** robots.txt pointing at the sitemap on the configured origin (SITE_URL). */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  await fs.promises.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(SITE_URL));
  const fixed = await stripNulBytes(publicDir);
  if (fixed > 0) reporter.info(`Removed React 18 NUL bytes from ${fixed} HTML files`);
};

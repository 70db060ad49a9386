import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../config/env";

/** robots.txt pointing at the sitemap on the configured origin (SITE_URL). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${SITE_URL}/sitemap-index.xml`, ""].join("\n");
  await fs.promises.writeFile(path.join(program.directory, "public", "robots.txt"), body);
};

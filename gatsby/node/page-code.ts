import fs from "node:fs";
import path from "node:path";

/** What Gatsby keeps of webpack's stats (public/webpack.stats.json), as far as read here. */
interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

/** A page's data file (public/page-data/…/page-data.json), as far as read here. */
interface PageData {
  componentChunkName?: string;
}

/**
 * The files of each built page's own code (its template's chunk group: the template's chunk and the
 * chunks it shares with other pages), by the page's HTML file, for the starter to ask for with Gatsby's
 * scripts (src/lib/app-scripts). `undefined` for a file that is no page (Gatsby's slices) or a build
 * without stats.
 */
export async function readPageCode(publicDir: string): Promise<(htmlFile: string) => Promise<string[] | undefined>> {
  let stats: WebpackStats;
  try {
    stats = JSON.parse(await fs.promises.readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  } catch {
    return async () => undefined;
  }
  const groups = stats.namedChunkGroups ?? {};
  return async (htmlFile) => {
    const relative = path.relative(publicDir, htmlFile).split(path.sep).join("/");
    // Gatsby's page-data path for a page: "index" for the home page, the page's folder, or a file page's name (404.html).
    const route = relative === "index.html" ? "index" : relative.endsWith("/index.html") ? relative.slice(0, -"/index.html".length) : relative;
    let data: PageData;
    try {
      data = JSON.parse(await fs.promises.readFile(path.join(publicDir, "page-data", route, "page-data.json"), "utf8")) as PageData;
    } catch {
      return undefined;
    }
    const assets = data.componentChunkName ? groups[data.componentChunkName]?.assets : undefined;
    return assets?.filter((asset) => asset.name.endsWith(".js")).map((asset) => `/${asset.name}`);
  };
}

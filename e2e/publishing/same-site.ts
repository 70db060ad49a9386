/**
 * Whether two builds of the same content are the same site: every page's HTML and page-data, byte for
 * byte once what legitimately differs between a clean and a warm build is normalised — the content hashes
 * in file names and the site version, and styled-components' group numbers (the order in which a build
 * first rendered each component, which a warm build that renders a few pages does not repeat).
 */
import fs from "node:fs";
import path from "node:path";

/** HTML and page-data files under `dir`, by path relative to it. */
function pageFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(".html") || entry.name === "page-data.json") out.push(child);
    }
  };
  walk("");
  return out.sort();
}

/**
 * styled-components' block of one page: its rules keyed by component id, in a fixed order, and each
 * group's list of class names sorted (a renderer that drew other pages first registered them in another
 * order: «jICCRG,iirwOD,ibAQcG,» for «jICCRG,ibAQcG,iirwOD,»).
 */
function normaliseStyles(css: string): string {
  return css
    .split("/*!sc*/")
    .map((rule) =>
      rule
        .trim()
        .replace(/data-styled\.g\d+/g, "data-styled.g")
        .replace(/content:"([^"]*)"/g, (_, names: string) => `content:"${names.split(",").filter(Boolean).sort().join(",")},"`),
    )
    .filter((rule) => rule !== "")
    .sort()
    .join("\n");
}

export function normalisePage(text: string): string {
  return text
    .replace(/(<style[^>]*data-styled[^>]*>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => `${open}${normaliseStyles(css)}${close}`)
    .replace(/\b[0-9a-f]{20}\b/g, "#hash")
    .replace(/\b[0-9a-f]{40}\b/g, "#hash");
}

/** The files that differ between the two sites (missing in one, or different once normalised). */
export function siteDifferences(a: string, b: string): string[] {
  const filesA = pageFiles(a);
  const filesB = new Set(pageFiles(b));
  const differences: string[] = [];
  for (const file of filesA) {
    if (!filesB.delete(file)) differences.push(`${file}: only in ${a}`);
    else if (normalisePage(fs.readFileSync(path.join(a, file), "utf8")) !== normalisePage(fs.readFileSync(path.join(b, file), "utf8"))) differences.push(file);
  }
  for (const file of filesB) differences.push(`${file}: only in ${b}`);
  return differences;
}

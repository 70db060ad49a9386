/**
 * The search's content read straight from content/ files, without Gatsby: for the relevance tests and
 * `npm run bench:search`. The build reads the same fields through GraphQL (gatsby/node/search-index.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { COLLECTIONS } from "../../rules/routes";
import { loadArticles } from "../../content-model/articles";
import type { ContentProblem } from "../../content-model/problems";
import type { ArticleContent, EntryContent, SearchContent } from "./documents";

/** Markdown to rough text: enough to index (links, emphasis and tables lose their marks). */
function markdownText(markdown: string): { headings: string[]; text: string } {
  const headings = [...markdown.matchAll(/^#{2,4}\s+(.+)$/gm)].map((m) => m[1].trim());
  const text = markdown
    .replace(/^#{1,6}\s+.*$/gm, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>|#-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { headings, text };
}

export function searchContentFromFiles(contentDir: string): SearchContent {
  const entries = COLLECTIONS.flatMap((collection) => {
    const dir = path.join(contentDir, collection.dir);
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => ({ collection: collection.dir, entry: JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as EntryContent }));
  });
  const problems: ContentProblem[] = [];
  const articles: ArticleContent[] = loadArticles(path.join(contentDir, "blog"), (abs) => abs, problems).map((a) => ({
    slug: a.frontmatter.slug,
    title: a.frontmatter.title,
    description: a.frontmatter.description,
    tags: a.frontmatter.tags,
    ...markdownText(a.body),
  }));
  return { entries, articles };
}

/** Synonym groups of content/site/search-synonyms.json, or none when the file is absent. */
export function synonymsFromFiles(contentDir: string): string[][] {
  const file = path.join(contentDir, "site", "search-synonyms.json");
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { groups: { words: string[] }[] };
  return data.groups.map((g) => g.words);
}

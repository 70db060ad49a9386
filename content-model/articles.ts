/**
 * Blog articles: content/blog/<slug>/index.md, YAML frontmatter then Markdown. Read here the way an
 * editor wrote them, so a broken article stops the build with the file and the field named.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { schemaProblems, type ContentProblem } from "./problems";
import { articleSchema } from "./schema";
import { addressKeptMessage, addressTakenMessage } from "./addresses";
import type { SeoOwner } from "./seo";

export { articleSchema };

export { articlePath } from "../rules/blog";

export type ArticleFrontmatter = z.infer<typeof articleSchema>;

export interface LoadedArticle {
  file: string;
  dir: string;
  frontmatter: ArticleFrontmatter;
  body: string;
}

/**
 * Reads and validates every article under `blogDir`. Problems are pushed to `problems`; valid
 * articles are returned for the cross-file checks (links, duplicate slugs).
 */
export function loadArticles(blogDir: string, label: (abs: string) => string, problems: ContentProblem[]): LoadedArticle[] {
  if (!fs.existsSync(blogDir)) return [];
  const articles: LoadedArticle[] = [];
  const seen = new Map<string, SeoOwner>();
  const read: { name: string; dir: string; file: string; fm: ArticleFrontmatter; body: string }[] = [];
  for (const entry of fs.readdirSync(blogDir, { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = path.join(blogDir, entry.name);
    const abs = path.join(dir, "index.md");
    const file = label(abs);
    if (!fs.existsSync(abs)) {
      problems.push({ file: label(dir), field: "", message: "в папке статьи нет index.md" });
      continue;
    }
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(fs.readFileSync(abs, "utf8"));
    } catch (error) {
      problems.push({ file, field: "", message: `неверный заголовок статьи (YAML): ${(error as Error).message.split("\n")[0]}` });
      continue;
    }
    const result = articleSchema.safeParse(parsed.data);
    if (!result.success) {
      problems.push(...schemaProblems(file, result.error, parsed.data));
      continue;
    }
    read.push({ name: entry.name, dir, file, fm: result.data, body: parsed.content });
  }
  // An address belongs to the article whose folder bears its name: a copy repeating it is the copy's problem.
  const rank = (a: (typeof read)[number]) => (a.fm.slug === a.name ? 0 : 1);
  for (const { name, dir, file, fm, body } of read.sort((a, b) => rank(a) - rank(b))) {
    const holder = seen.get(fm.slug);
    if (holder) {
      problems.push({ file, field: "slug", message: addressTakenMessage(fm.slug, holder), other: holder });
      continue;
    }
    if (fm.slug !== name) {
      problems.push({ file, field: "slug", message: addressKeptMessage(fm.slug, name, `${name}/index.md`) });
    }
    seen.set(fm.slug, { file, title: fm.title });
    if (!fs.existsSync(path.join(dir, fm.cover))) problems.push({ file, field: "cover", message: `файл обложки не найден: ${fm.cover}` });
    // Pictures in the text must be beside the article.
    for (const [, src] of body.matchAll(/!\[[^\]]*\]\((\.\/[^)\s]+)\)/g)) {
      if (!fs.existsSync(path.join(dir, src))) problems.push({ file, field: "текст", message: `картинка не найдена: ${src}` });
    }
    for (const [, alt] of body.matchAll(/!\[([^\]]*)\]\(/g)) {
      if (alt.trim() === "") problems.push({ file, field: "текст", message: "у картинки в тексте нет описания (alt)" });
    }
    articles.push({ file, dir, frontmatter: fm, body });
  }
  return articles;
}

/** Site routes an article's Markdown links to ("](/modules/faces)"), for the link check. */
export function articleLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map(([, url]) => url);
}


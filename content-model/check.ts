/**
 * The content check: reads every file of content/ the way an editor wrote it and reports, per file and
 * field, what would break the site. Runs before Gatsby sources anything (onPreBootstrap), so a broken
 * file stops the build with a message an editor can act on.
 */
import fs from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import { COLLECTIONS, BLOG_BASE_PATH, GENERATED_FILES, entryPath, type CollectionName } from "../rules/routes";
import { ENTRY_SCHEMAS as SCHEMAS, SITE_FILE_SCHEMAS, pageSchema } from "./schema";
import { articleLinks, articlePath, loadArticles } from "./articles";
import { frontMatterLine, jsonLine } from "./lines";
import { jsonSyntaxError } from "./json-syntax";
import { addressKeptMessage, addressTakenMessage } from "./addresses";
import { schemaProblems, type ContentProblem } from "./problems";
import { seoClashMessage, type SeoOwner } from "./seo";

export { formatProblem, type ContentProblem } from "./problems";

/** The JSON files of a content folder, sorted by name, with their paths; none when it does not exist. */
export function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Typed by the collections table: a collection without a schema does not compile. */
const ENTRY_SCHEMAS: Record<CollectionName, ZodType> = SCHEMAS;
const { site: siteSchema, navigation: navigationSchema, layout: layoutSchema, "search-synonyms": synonymsSchema } = SITE_FILE_SCHEMAS;

interface LoadedFile {
  file: string;
  absPath: string;
  data: Record<string, unknown>;
}

/**
 * Checks the content folder. `contentDir` is the absolute path of content/; `staticDir` holds the files
 * served as they are (privacy.pdf…), which links may point at.
 */
export interface CheckOptions {
  /**
   * Files (named as problems name them, "content/modules/x.json") that a clash between two files is
   * blamed on: the ones being changed. A copy that repeats its original's SEO title is the copy's
   * problem, whichever file name sorts first.
   */
  blame?: ReadonlySet<string>;
}

export function checkContent(contentDir: string, staticDir?: string, { blame }: CheckOptions = {}): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const label = (abs: string) => path.join(path.basename(contentDir), path.relative(contentDir, abs));

  function load(absPath: string): LoadedFile | undefined {
    const file = label(absPath);
    let raw: string;
    try {
      raw = fs.readFileSync(absPath, "utf8");
    } catch {
      problems.push({ file, field: "", message: "файл не найден" });
      return undefined;
    }
    const syntax = jsonSyntaxError(raw);
    if (syntax) {
      problems.push({ file, field: "", message: `файл не читается: ${syntax.message}`, line: syntax.line, column: syntax.column });
      return undefined;
    }
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      problems.push({ file, field: "", message: "файл не читается: в нём должен быть объект в фигурных скобках { … }" });
      return undefined;
    }
    return { file, absPath, data: data as Record<string, unknown> };
  }

  function validate(loaded: LoadedFile, schema: ZodType): boolean {
    const result = schema.safeParse(loaded.data);
    if (result.success) return true;
    problems.push(...schemaProblems(loaded.file, result.error, loaded.data));
    return false;
  }

  /**
   * Entries that exist but cannot be read or fail their schema, by collection and file name, and by
   * route: a link to one is a consequence of that file's problem, not a problem of its own.
   */
  const brokenEntries = new Map<string, ContentProblem>();
  const brokenRoutes = new Map<string, ContentProblem>();
  function consequence(problem: ContentProblem | undefined, file: string, field: string): boolean {
    if (!problem) return false;
    (problem.consequences ??= []).push({ file, field });
    return true;
  }

  function checkImage(loaded: LoadedFile, field: string, rel: unknown) {
    if (typeof rel !== "string") return;
    const abs = path.resolve(path.dirname(loaded.absPath), rel);
    if (!fs.existsSync(abs)) {
      problems.push({ file: loaded.file, field, message: `файл изображения не найден: ${rel}` });
    }
  }

  // 1. Read and validate every file; remember what routes exist.
  const routes = new Set<string>([BLOG_BASE_PATH]);
  const slugsByCollection = new Map<CollectionName, Set<string>>();
  const valid: LoadedFile[] = [];

  const ownerOf = (loaded: LoadedFile): SeoOwner => ({ file: loaded.file, title: typeof loaded.data.title === "string" ? loaded.data.title : undefined });
  for (const collection of COLLECTIONS) {
    const slugs = new Set<string>();
    slugsByCollection.set(collection.dir, slugs);
    const readable: LoadedFile[] = [];
    for (const absPath of listJson(path.join(contentDir, collection.dir))) {
      const before = problems.length;
      const loaded = load(absPath);
      if (loaded && validate(loaded, ENTRY_SCHEMAS[collection.dir])) {
        readable.push(loaded);
        continue;
      }
      const name = path.basename(absPath, ".json");
      brokenEntries.set(`${collection.dir}/${name}`, problems[before]);
      brokenRoutes.set(entryPath(collection, name), problems[before]);
    }
    // An address belongs to the entry whose file bears its name, then to one not being changed: a copy
    // that repeats its original's address is the copy's problem, whichever file name sorts first.
    const rank = (f: LoadedFile) => (f.data.slug !== path.basename(f.absPath, ".json") ? 2 : 0) + (blame?.has(f.file) ? 1 : 0);
    const holders = new Map<string, LoadedFile>();
    for (const loaded of [...readable].sort((a, b) => rank(a) - rank(b))) {
      const slug = loaded.data.slug as string;
      const expected = path.basename(loaded.absPath, ".json");
      const holder = holders.get(slug);
      if (holder) {
        problems.push({ file: loaded.file, field: "slug", message: addressTakenMessage(slug, ownerOf(holder)), other: ownerOf(holder) });
        continue;
      }
      if (slug !== expected) {
        problems.push({ file: loaded.file, field: "slug", message: addressKeptMessage(slug, expected, path.basename(loaded.absPath)) });
      }
      holders.set(slug, loaded);
      slugs.add(slug);
      routes.add(entryPath(collection, slug));
      checkImage(loaded, "image", loaded.data.image);
      (loaded.data.samples as { image: string }[] | undefined)?.forEach((sample, i) =>
        checkImage(loaded, `samples.${i}.image`, sample.image),
      );
      valid.push(loaded);
    }
  }

  const pagePaths = new Map<string, LoadedFile>();
  for (const absPath of listJson(path.join(contentDir, "pages"))) {
    const loaded = load(absPath);
    if (!loaded || !validate(loaded, pageSchema)) continue;
    const pagePath = loaded.data.path as string;
    const other = pagePaths.get(pagePath);
    if (other) {
      problems.push({ file: loaded.file, field: "path", message: addressTakenMessage(pagePath, ownerOf(other)), other: ownerOf(other) });
      continue;
    }
    pagePaths.set(pagePath, loaded);
    routes.add(pagePath);
    if (loaded.data.image) checkImage(loaded, "image", loaded.data.image);
    valid.push(loaded);
  }
  for (const collection of COLLECTIONS) routes.add(collection.basePath);

  const articles = loadArticles(path.join(contentDir, "blog"), label, problems);
  for (const article of articles) routes.add(articlePath(article.frontmatter.slug));

  const site = load(path.join(contentDir, "site", "site.json"));
  if (site) validate(site, siteSchema);
  const navigation = load(path.join(contentDir, "site", "navigation.json"));
  const navigationValid = navigation ? validate(navigation, navigationSchema) : false;
  const layout = load(path.join(contentDir, "site", "layout.json"));
  const layoutValid = layout ? validate(layout, layoutSchema) : false;
  // Optional: without it the search simply has no synonyms.
  const synonymsPath = path.join(contentDir, "site", "search-synonyms.json");
  if (fs.existsSync(synonymsPath)) {
    const synonyms = load(synonymsPath);
    if (synonyms) validate(synonyms, synonymsSchema);
  }

  // 2. Cross-file rules: unique SEO texts, links to existing routes and entries.
  const seoTitles = new Map<string, SeoOwner>();
  const seoDescriptions = new Map<string, SeoOwner>();
  const blamedLast = blame ? [...valid.filter((f) => !blame.has(f.file)), ...valid.filter((f) => blame.has(f.file))] : valid;
  for (const loaded of blamedLast) {
    const seo = loaded.data.seo as { title: string; description: string; image?: string };
    const owner = ownerOf(loaded);
    const title = seoTitles.get(seo.title);
    if (title) problems.push({ file: loaded.file, field: "seo.title", message: seoClashMessage("seo.title", title), other: title });
    else seoTitles.set(seo.title, owner);
    const description = seoDescriptions.get(seo.description);
    if (description) problems.push({ file: loaded.file, field: "seo.description", message: seoClashMessage("seo.description", description), other: description });
    else seoDescriptions.set(seo.description, owner);
  }
  for (const loaded of valid) {
    const seo = loaded.data.seo as { title: string; description: string; image?: string };
    if (seo.image) checkImage(loaded, "seo.image", seo.image);

    for (const [field, collectionName] of [
      ["relatedModules", "modules"],
      ["relatedProjects", "projects"],
      ["relatedServices", "services"],
    ] as const) {
      const list = loaded.data[field];
      if (!Array.isArray(list)) continue;
      list.forEach((slug: string, i) => {
        if (slugsByCollection.get(collectionName)?.has(slug)) return;
        if (consequence(brokenEntries.get(`${collectionName}/${slug}`), loaded.file, `${field}.${i}`)) return;
        problems.push({ file: loaded.file, field: `${field}.${i}`, message: `нет записи «${slug}» в content/${collectionName}` });
      });
    }

    const sections = loaded.data.sections as { items?: { link?: string }[] }[];
    sections.forEach((section, si) =>
      section.items?.forEach((item, ii) => {
        if (item.link) checkLink(loaded.file, `sections.${si}.items.${ii}.link`, item.link);
      }),
    );
  }

  if (navigation && navigationValid) {
    const nav = navigation.data as { header: { url: string }[]; footer: { url?: string; links: { url: string }[] }[] };
    nav.header.forEach((item, i) => checkLink(navigation.file, `header.${i}.url`, item.url));
    nav.footer.forEach((group, gi) => {
      if (group.url) checkLink(navigation.file, `footer.${gi}.url`, group.url);
      group.links.forEach((item, li) => checkLink(navigation.file, `footer.${gi}.links.${li}.url`, item.url));
    });
  }

  if (layout && layoutValid) {
    const extended = (layout.data as { extendedBottom: { routes: string[]; infoCard: { link: string }; systems: { items: { path: string }[] } } })
      .extendedBottom;
    extended.routes.forEach((route, i) => {
      const matches = route.endsWith("/*")
        ? [...routes].some((r) => r.startsWith(route.slice(0, -1)))
        : routes.has(route);
      if (!matches) problems.push({ file: layout.file, field: `extendedBottom.routes.${i}`, message: `нет страниц по адресу ${route}` });
    });
    checkLink(layout.file, "extendedBottom.infoCard.link", extended.infoCard.link);
    extended.systems.items.forEach((item, i) => {
      if (!routes.has(item.path) && consequence(brokenRoutes.get(item.path), layout.file, `extendedBottom.systems.items.${i}.path`)) return;
      if (!routes.has(item.path) || item.path === BLOG_BASE_PATH) {
        problems.push({ file: layout.file, field: `extendedBottom.systems.items.${i}.path`, message: `нет страницы ${item.path} в контенте` });
      }
    });
  }

  for (const article of articles) {
    for (const url of articleLinks(article.body)) checkLink(article.file, "текст", url);
  }

  function checkLink(file: string, field: string, url: string) {
    if (!url.startsWith("/")) return;
    const target = url.split("#")[0].split("?")[0];
    if (routes.has(target)) return;
    if (staticDir && path.extname(target) && fs.existsSync(path.join(staticDir, target))) return;
    if (GENERATED_FILES.includes(target)) return;
    if (consequence(brokenRoutes.get(target), file, field)) return;
    problems.push({ file, field, message: `ссылка ведёт на несуществующий адрес ${url}` });
  }

  return withLines(problems, path.dirname(contentDir));
}

/** Each problem with the line it is on, where the file can be read. */
function withLines(problems: ContentProblem[], root: string): ContentProblem[] {
  const texts = new Map<string, string | null>();
  const text = (file: string) => {
    if (!texts.has(file)) {
      try {
        texts.set(file, fs.readFileSync(path.join(root, file), "utf8"));
      } catch {
        texts.set(file, null);
      }
    }
    return texts.get(file) ?? null;
  };
  return problems.map((problem) => {
    const lineOf = (file: string, field: string) => {
      const source = text(file);
      if (source === null) return undefined;
      return file.endsWith(".md") ? frontMatterLine(source, field) : jsonLine(source, field);
    };
    const consequences = problem.consequences?.map((c) => ({ ...c, line: lineOf(c.file, c.field) }));
    const line = problem.line ?? lineOf(problem.file, problem.field);
    return { ...problem, ...(line === undefined ? {} : { line }), ...(consequences ? { consequences } : {}) };
  });
}

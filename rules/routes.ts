/**
 * The route table of the site: where each content collection lives and how an entry's address is built.
 * Pure data shared by gatsby/ (page creation, content check), the browser (links) and server/ (redirects).
 */
export type CollectionName = "modules" | "services" | "industries" | "datasets" | "projects";

export interface Collection {
  /** Folder under content/ with one JSON file per entry. */
  dir: CollectionName;
  /** GraphQL type of an entry. */
  type: "Module" | "Service" | "Industry" | "Dataset" | "Project";
  /** Address of the listing; an entry lives at `${basePath}/${slug}`. */
  basePath: string;
  /** Template under src/templates/ that renders an entry. */
  template: string;
  /** Heading of a list of the collection's entries. */
  title: string;
}

export const COLLECTIONS: readonly Collection[] = [
  { dir: "modules", type: "Module", basePath: "/modules", template: "module", title: "Модули распознавания" },
  { dir: "services", type: "Service", basePath: "/services", template: "service", title: "Услуги" },
  { dir: "industries", type: "Industry", basePath: "/services/computer-vision", template: "industry", title: "Отраслевые решения" },
  { dir: "datasets", type: "Dataset", basePath: "/services/data-labeling", template: "dataset", title: "Готовые датасеты" },
  { dir: "projects", type: "Project", basePath: "/ai-projects", template: "project", title: "Кейсы" },
];

export const BLOG_BASE_PATH = "/blogs";

/** The company's public origin, unless SITE_URL says otherwise (build, server and tests alike). */
export const DEFAULT_SITE_URL = "https://videumlab.ru";

/** Files the build writes into static/ before Gatsby runs (scripts/privacy-pdf.ts); links may point at them. */
export const GENERATED_FILES: readonly string[] = ["/privacy.pdf"];

export function collectionByDir(dir: string): Collection | undefined {
  return COLLECTIONS.find((c) => c.dir === dir);
}

export function collectionByType(type: string): Collection | undefined {
  return COLLECTIONS.find((c) => c.type === type);
}

export function entryPath(collection: Collection, slug: string): string {
  return `${collection.basePath}/${slug}`;
}

/** Removes a trailing slash (but keeps "/"), the form every route of the site is written in. */
export function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith("/")) return path.replace(/\/+$/, "") || "/";
  return path;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

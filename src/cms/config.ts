/**
 * The Decap CMS 3.6 configuration of the editors' interface (/admin), generated from the content's zod
 * schemas (content-model/schema.ts, articles.ts): one schema validates the build, every CMS save on the
 * server and, through this file, shapes the editor's form. Nothing here is a second copy of the fields:
 * labels and hints come from labels.ts by field path, everything else from the schema.
 *
 * Pure TypeScript (bundled into the admin app): no React, Gatsby or node APIs.
 */
import type { ZodType } from "zod";
import { DATASET_SPEC_LABELS, MODULE_SPEC_LABELS } from "../../content-model/schema";
import { BLOG_BASE_PATH, COLLECTIONS } from "../../rules/routes";
import { BACKEND_NAME } from "./backend";
import { contentJsonSchema, type JsonSchema } from "../../content-model/json-schema";
import { COLLECTION_TEXTS, FILE_TEXTS, fieldText, optionLabels } from "./labels";
import { ARTICLE_SCHEMA, ENTRY_SCHEMAS, PAGE_SCHEMA, SETTINGS_FILES, type EntryCollectionName } from "./schemas";
import type { CmsCollection, CmsConfig, CmsField, CmsSelectOption } from "./types";

export type { CmsCollection, CmsConfig, CmsField } from "./types";

export interface CmsConfigOptions {
  /** The content folder's path inside the git repository: "content", or "" when content is its own repository. */
  contentPrefix: string;
  /** Where the proxy backend's API is served; "/api/cms" by default. */
  proxyUrl?: string;
  /** The branch entries are published to; "main" by default. */
  branch?: string;
}

/** List fields of slugs of another collection: edited as a relation (pick entries by title). */
export const RELATION_FIELDS: Readonly<Record<string, EntryCollectionName>> = {
  relatedModules: "modules",
  relatedProjects: "projects",
  relatedServices: "services",
};

/**
 * The folders the relation fields pick from, as Decap lists them (entriesByFolder's folder, extension
 * and depth): the admin lists them in the background after sign-in (src/cms/backend.ts).
 */
export function relationFolders(config: CmsConfig): { folder: string; extension: string; depth: number }[] {
  const targets = new Set<string>(Object.values(RELATION_FIELDS));
  return config.collections.flatMap((c) => (targets.has(c.name) && c.folder ? [{ folder: c.folder, extension: c.extension ?? "json", depth: 1 }] : []));
}

/** Long texts: a multi-line box instead of a one-line input. By dotted path or by name. */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set([
  "description",
  "lead",
  "text",
  "paragraphs",
  "imageAlt",
  "coverAlt",
  "alt",
  "footnote",
  "client",
  "address",
  "specs.value",
]);

/** Names of one element of a list of strings (the list's inner field). */
const ELEMENT_NAMES: Readonly<Record<string, string>> = {
  keywords: "keyword",
  paragraphs: "paragraph",
  tags: "tag",
  routes: "route",
};

/**
 * Where Decap cannot store what the schema asks for. Blog images are kept beside the article
 * (`media_folder: ""`), and Decap writes the chosen file as "cover.jpg": its path join drops a "./"
 * public folder. The schema wants "./cover.jpg", so the form accepts both and the server adds the "./"
 * before validating (see ARTICLE_MEDIA_PREFIX).
 */
export const PATTERN_OVERRIDES: Readonly<Record<string, { source: RegExp; message: string }>> = {
  "blog:cover": { source: /^(\.\/)?[^/]+\.(jpe?g|png|webp)$/i, message: "обложка: файл JPG, PNG или WebP рядом со статьёй" },
};

/** What the server prefixes to an article's image fields saved by Decap without it ("cover.jpg" → "./cover.jpg"). */
export const ARTICLE_MEDIA_PREFIX = "./";

/** What marks an image path among the schemas' string patterns: the list of image extensions. */
const IMAGE_EXTENSIONS = "(jpe?g|png|webp";
/** "2025-03-25": edited with a date picker. */
const DATE_PATTERN = "^\\d{4}-\\d{2}-\\d{2}$";

/** Sub-folders of a collection's image folder for one field ("samples" of datasets). */
const FIELD_MEDIA_SUBFOLDERS: Readonly<Record<string, string>> = {
  "datasets:samples.image": "samples",
};

/**
 * Starting values of a new entry's lists whose rows the schema fixes (a refinement the form cannot
 * enforce): the specification rows, in their order, for the editor to fill in.
 */
export const FIELD_DEFAULTS: Readonly<Record<string, unknown>> = {
  "modules:specs": MODULE_SPEC_LABELS.map((label) => ({ label, value: "" })),
  "datasets:specs": DATASET_SPEC_LABELS.map((label) => ({ label, value: "" })),
};

interface MediaFolders {
  /** Absolute in the repository ("/content/images/modules"), so a new entry's uploads land there too. */
  media: string;
  /** As stored in the JSON file, relative to it ("../images/modules"). */
  public: string;
}

interface Context {
  collection: string;
  media?: MediaFolders;
  /** Inside a list: one field of the form stands for many paths (sections.0.title, sections.1.title…). */
  inList?: boolean;
}

function joinPath(...parts: string[]): string {
  return parts.filter((p) => p !== "").join("/");
}

/** Turns a case-insensitive regular expression into a source that means the same without the flag. */
export function caselessSource(source: string): string {
  let out = "";
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") {
      out += source.slice(i, i + 2);
      i++;
    } else if (ch === "[") {
      let end = i + 1;
      while (end < source.length && source[end] !== "]") end += source[end] === "\\" ? 2 : 1;
      const body = source.slice(i + 1, end);
      if (/[a-z]/i.test(body) && body.includes("\\")) {
        throw new Error(`Не могу сделать шаблон нечувствительным к регистру: ${source}`);
      }
      const negated = body.startsWith("^");
      const inner = negated ? body.slice(1) : body;
      const cases = /[a-z]/i.test(inner) ? `${inner.toLowerCase()}${inner.toUpperCase()}` : inner;
      out += `[${negated ? "^" : ""}${cases}]`;
      i = end;
    } else if (/[a-z]/i.test(ch)) {
      out += `[${ch.toLowerCase()}${ch.toUpperCase()}]`;
    } else {
      out += ch;
    }
  }
  return out;
}

function patternSource(source: string, flags: string | undefined): string {
  const rest = (flags ?? "").replace("i", "");
  if (rest !== "") throw new Error(`Флаги шаблона ${rest} не поддерживаются в Decap: ${source}`);
  return flags?.includes("i") ? caselessSource(source) : source;
}

/** The CMS pattern of a string schema: its regular expression, or its length limits as one. */
function stringPattern(schema: JsonSchema, ctx: Context, path: string): [string, string] | undefined {
  const override = PATTERN_OVERRIDES[`${ctx.collection}:${path}`];
  if (override) return [patternSource(override.source.source, override.source.flags), override.message];
  const messages = schema["x-messages"] ?? {};
  if (schema.pattern !== undefined) {
    return [patternSource(schema.pattern, schema["x-pattern-flags"]), messages.pattern ?? "неверный формат"];
  }
  const min = schema.minLength !== undefined && schema.minLength > 1 ? schema.minLength : undefined;
  const max = schema.maxLength;
  if (min === undefined && max === undefined) return undefined;
  const message =
    min !== undefined && max !== undefined
      ? `длина — от ${min} до ${max} символов`
      : min !== undefined
        ? (messages.minLength ?? `длина — не меньше ${min} символов`)
        : (messages.maxLength ?? `длина — не больше ${max} символов`);
  return [`^[\\s\\S]{${min ?? 0},${max ?? ""}}$`, message];
}

function isImage(schema: JsonSchema): boolean {
  return schema.type === "string" && schema.pattern !== undefined && schema.pattern.includes(IMAGE_EXTENSIONS);
}

function labelled(ctx: Context, path: string): { label: string; hint?: string } {
  const text = fieldText(ctx.collection, path);
  return text.hint ? { label: text.label, hint: text.hint } : { label: text.label };
}

function summaryOf(fields: CmsField[]): string | undefined {
  for (const name of ["title", "name", "label", "path", "alt"]) {
    if (fields.some((f) => f.name === name)) return `{{fields.${name}}}`;
  }
  return undefined;
}

function selectOptions(values: JsonSchema["enum"], path: string): CmsSelectOption[] {
  const labels = optionLabels(path) ?? {};
  return (values ?? []).map((value) => ({ label: labels[String(value)] ?? String(value), value: String(value) }));
}

function numberBounds(schema: JsonSchema): { min?: number; max?: number } {
  const integer = schema.type === "integer";
  const bounds: { min?: number; max?: number } = {};
  if (schema.minimum !== undefined) bounds.min = schema.minimum;
  if (schema.exclusiveMinimum !== undefined) bounds.min = integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum;
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) bounds.max = schema.maximum;
  if (schema.exclusiveMaximum !== undefined) bounds.max = integer ? schema.exclusiveMaximum - 1 : schema.exclusiveMaximum;
  return bounds;
}

/** One CMS field for one property of a JSON Schema object. `path` is dotted, without list indices. */
function fieldOf(name: string, schema: JsonSchema, required: boolean, ctx: Context, path: string): CmsField {
  const base: Pick<CmsField, "name" | "label" | "hint" | "required" | "default"> = { name, ...labelled(ctx, path) };
  if (!required) base.required = false;
  const preset = FIELD_DEFAULTS[`${ctx.collection}:${path}`];
  if (preset !== undefined) base.default = preset;

  if (schema.enum) {
    return { ...base, widget: "select", options: selectOptions(schema.enum, path) };
  }

  switch (schema.type) {
    case "object": {
      const fields = fieldsOf(schema, ctx, path);
      return { ...base, widget: "object", collapsed: false, fields };
    }
    case "array": {
      const items = schema.items;
      if (!items) throw new Error(`${ctx.collection}:${path}: список без описания элементов`);
      const bounds: { min?: number; max?: number } = {};
      if (schema.minItems !== undefined) bounds.min = schema.minItems;
      if (schema.maxItems !== undefined) bounds.max = schema.maxItems;
      const relation = RELATION_FIELDS[name];
      if (relation && items.type === "string") {
        return {
          ...base,
          widget: "relation",
          collection: relation,
          value_field: "slug",
          search_fields: ["title", "slug"],
          display_fields: ["title"],
          multiple: true,
          options_length: 100,
          ...bounds,
        };
      }
      const text = fieldText(ctx.collection, path);
      if (items.type === "object") {
        const fields = fieldsOf(items, { ...ctx, inList: true }, path);
        const summary = summaryOf(fields);
        return {
          ...base,
          widget: "list",
          ...(text.singular ? { label_singular: text.singular } : {}),
          collapsed: true,
          ...(summary ? { summary } : {}),
          ...bounds,
          fields,
        };
      }
      const elementName = ELEMENT_NAMES[name] ?? "item";
      const element = fieldOf(elementName, items, true, { ...ctx, inList: true }, path);
      // The element is labelled by the list's singular; its hint stays on the list.
      const { hint: _hint, ...elementField } = element;
      return {
        ...base,
        widget: "list",
        ...(text.singular ? { label_singular: text.singular } : {}),
        ...bounds,
        field: { ...elementField, label: text.singular ?? text.label },
      };
    }
    case "string": {
      const pattern = stringPattern(schema, ctx, path);
      const withPattern = pattern ? { pattern } : {};
      if (isImage(schema)) {
        const media = ctx.media;
        const sub = FIELD_MEDIA_SUBFOLDERS[`${ctx.collection}:${path}`];
        const folders =
          media && sub ? { media_folder: `${media.media}/${sub}`, public_folder: `${media.public}/${sub}` } : {};
        return { ...base, widget: "image", choose_url: false, ...folders, ...withPattern };
      }
      if (schema.pattern === DATE_PATTERN) {
        return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "DD.MM.YYYY", time_format: false, ...withPattern };
      }
      const long = [path, name, path.split(".").pop() ?? name].some((key) => LONG_TEXT_FIELDS.has(key));
      // Its path, for the checks the form adds (src/cms/field-checks.tsx): a refusal of the server marks
      // the field it names; an SEO text another page has is refused before sending.
      const dataPath = ctx.inList ? {} : { data_path: path };
      return { ...base, widget: long ? "text" : "string", ...withPattern, ...dataPath };
    }
    case "integer":
    case "number":
      return { ...base, widget: "number", value_type: schema.type === "integer" ? "int" : "float", ...numberBounds(schema) };
    case "boolean":
      return { ...base, widget: "boolean" };
    default:
      throw new Error(`${ctx.collection}:${path}: тип поля ${JSON.stringify(schema)} нельзя показать в CMS`);
  }
}

/** The CMS fields of a JSON Schema object, in the schema's order. */
function fieldsOf(schema: JsonSchema, ctx: Context, parent: string): CmsField[] {
  if (schema.type !== "object" || !schema.properties) throw new Error(`${ctx.collection}:${parent}: ожидается объект`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) =>
    fieldOf(name, property, required.has(name), ctx, parent ? `${parent}.${name}` : name),
  );
}

/** The CMS fields generated from a zod schema. */
export function fieldsFromSchema(schema: ZodType, collection: string, media?: MediaFolders): CmsField[] {
  return fieldsOf(contentJsonSchema(schema), { collection, media }, "");
}

function entryCollection(name: EntryCollectionName, prefix: string): CmsCollection {
  const route = COLLECTIONS.find((c) => c.dir === name);
  const media = { media: `/${joinPath(prefix, "images", name)}`, public: `../images/${name}` };
  return {
    name,
    ...COLLECTION_TEXTS[name],
    folder: joinPath(prefix, name),
    format: "json",
    extension: "json",
    // The file is named by the slug, as the content check demands.
    slug: "{{fields.slug}}",
    identifier_field: "title",
    create: true,
    delete: true,
    // Decap 3.6 takes names only (sorting by default came later): the editor picks «order» in the list.
    sortable_fields: ["order", "title"],
    media_folder: media.media,
    public_folder: media.public,
    ...(route ? { preview_path: `${route.basePath.replace(/^\//, "")}/{{slug}}` } : {}),
    fields: fieldsFromSchema(ENTRY_SCHEMAS[name], name, media),
  };
}

function pagesCollection(prefix: string): CmsCollection {
  const media = { media: `/${joinPath(prefix, "images", "pages")}`, public: "../images/pages" };
  return {
    name: "pages",
    ...COLLECTION_TEXTS.pages,
    folder: joinPath(prefix, "pages"),
    format: "json",
    extension: "json",
    slug: "{{fields.slug}}",
    identifier_field: "title",
    // Each page is rendered by its own component in src/pages/ that reads one file: a new file would
    // be no page, a deleted one would break the build.
    create: false,
    delete: false,
    sortable_fields: ["title"],
    media_folder: media.media,
    public_folder: media.public,
    fields: fieldsFromSchema(PAGE_SCHEMA, "pages", media),
  };
}

function blogCollection(prefix: string): CmsCollection {
  return {
    name: "blog",
    ...COLLECTION_TEXTS.blog,
    folder: joinPath(prefix, "blog"),
    format: "frontmatter",
    extension: "md",
    // content/blog/<slug>/index.md, the folder named by the slug as the content check demands.
    path: "{{slug}}/index",
    slug: "{{fields.slug}}",
    identifier_field: "title",
    create: true,
    delete: true,
    // Images beside the article, in its folder.
    media_folder: "",
    public_folder: "",
    sortable_fields: ["publicationDate", "title"],
    preview_path: `${BLOG_BASE_PATH.replace(/^\//, "")}/{{slug}}`,
    fields: [
      ...fieldsFromSchema(ARTICLE_SCHEMA, "blog"),
      // Raw Markdown first: the rich-text mode of Decap 3 does not keep GFM tables, which articles use.
      { name: "body", ...labelled({ collection: "blog" }, "body"), widget: "markdown", modes: ["raw", "rich_text"] },
    ],
  };
}

function settingsCollection(prefix: string): CmsCollection {
  return {
    name: "settings",
    ...COLLECTION_TEXTS.settings,
    format: "json",
    extension: "json",
    create: false,
    delete: false,
    editor: { preview: false },
    files: Object.entries(SETTINGS_FILES).map(([name, { file, schema }]) => ({
      name,
      ...FILE_TEXTS[name],
      file: joinPath(prefix, file),
      fields: fieldsFromSchema(schema, name),
    })),
  };
}

/** The full Decap config, for `CMS.init({ config })`. */
export function cmsConfig(options: CmsConfigOptions): CmsConfig {
  const prefix = options.contentPrefix.replace(/^\/+|\/+$/g, "");
  return {
    load_config_file: false,
    backend: {
      name: BACKEND_NAME,
      proxy_url: options.proxyUrl ?? "/api/cms",
      branch: options.branch ?? "main",
      commit_messages: {
        create: "Создано: {{collection}} «{{slug}}»",
        update: "Изменено: {{collection}} «{{slug}}»",
        delete: "Удалено: {{collection}} «{{slug}}»",
        uploadMedia: "Загружен файл {{path}}",
        deleteMedia: "Удалён файл {{path}}",
      },
    },
    publish_mode: "editorial_workflow",
    locale: "ru",
    // Used only where a collection sets no folder of its own (the settings have no images).
    media_folder: joinPath(prefix, "images"),
    public_folder: "../images",
    // Decap cleans uploaded files' names with these too. "ascii" dropped every Cyrillic letter
    // («Грузовики на весах.jpg» arrived as «n-.jpg»); the server transliterates names itself (media.ts).
    // Entry slugs are typed into the «Адрес страницы» field, whose pattern admits Latin only.
    slug: { encoding: "unicode", clean_accents: false, sanitize_replacement: "-" },
    collections: [
      ...(Object.keys(ENTRY_SCHEMAS) as EntryCollectionName[]).map((name) => entryCollection(name, prefix)),
      blogCollection(prefix),
      pagesCollection(prefix),
      settingsCollection(prefix),
    ],
  };
}

/** A template of an entry's file name ("{{slug}}/index") as a regular expression. */
function templateRegExp(template: string): string {
  return template
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
}

/**
 * The collections (and, for the settings, "settings/<file>") a file of the repository belongs to: one
 * for every content file, none for files editors do not edit (a blog article's diagram.json, the
 * privacy policy). For the server: which schema validates a save.
 */
export function collectionsOfPath(config: CmsConfig, repoPath: string): string[] {
  const matches: string[] = [];
  for (const collection of config.collections) {
    if (collection.files) {
      for (const file of collection.files) if (file.file === repoPath) matches.push(`${collection.name}/${file.name}`);
    } else if (collection.folder !== undefined) {
      const folder = collection.folder === "" ? "" : `${collection.folder}/`;
      const entry = `${templateRegExp(collection.path ?? "{{slug}}")}\\.${collection.extension ?? "md"}`;
      const re = new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${entry}$`);
      if (re.test(repoPath)) matches.push(collection.name);
    }
  }
  return matches;
}

/** The zod schema a save of `collection` (or "settings/<file>") is validated with. */
export function schemaOfCollection(name: string): ZodType | undefined {
  if (name in ENTRY_SCHEMAS) return ENTRY_SCHEMAS[name as EntryCollectionName];
  if (name === "pages") return PAGE_SCHEMA;
  if (name === "blog") return ARTICLE_SCHEMA;
  const [collection, file] = name.split("/");
  if (collection === "settings" && file in SETTINGS_FILES) return SETTINGS_FILES[file as keyof typeof SETTINGS_FILES].schema;
  return undefined;
}

/**
 * The Decap config against the content's zod schemas and the content itself: every schema field has a
 * CMS field of the right widget and constraints and no CMS field is unknown to the schema; every label
 * is Russian; every content file belongs to exactly one collection; existing files open in the form
 * without errors; images land where the existing files keep them.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z, type ZodType } from "zod";
import {
  articleSchema,
  datasetSchema,
  industrySchema,
  layoutSchema,
  searchSynonymsSchema,
  moduleSchema,
  navigationSchema,
  pageSchema,
  projectSchema,
  serviceSchema,
  siteSchema,
} from "../../content-model/schema";
import {
  ARTICLE_MEDIA_PREFIX,
  PATTERN_OVERRIDES,
  caselessSource,
  cmsConfig,
  collectionsOfPath,
  schemaOfCollection,
} from "./config";
import { BACKEND_NAME } from "./backend";
import { contentJsonSchema, pruneEmptyOptional, type JsonSchema } from "../../content-model/json-schema";
import { COLLECTION_FIELD_TEXTS, FIELD_TEXTS } from "./labels";
import type { CmsCollection, CmsConfig, CmsField } from "./types";

const ROOT = path.resolve(__dirname, "../..");
const CONTENT = path.join(ROOT, "content");

/** What each collection must edit, written out here rather than taken from schemas.ts. */
const EXPECTED: { collection: string; file?: string; schema: ZodType; folder?: string; path?: string }[] = [
  { collection: "modules", schema: moduleSchema, folder: "modules" },
  { collection: "services", schema: serviceSchema, folder: "services" },
  { collection: "industries", schema: industrySchema, folder: "industries" },
  { collection: "datasets", schema: datasetSchema, folder: "datasets" },
  { collection: "projects", schema: projectSchema, folder: "projects" },
  { collection: "blog", schema: articleSchema, folder: "blog" },
  { collection: "pages", schema: pageSchema, folder: "pages" },
  { collection: "settings", file: "site", schema: siteSchema, path: "site/site.json" },
  { collection: "settings", file: "navigation", schema: navigationSchema, path: "site/navigation.json" },
  { collection: "settings", file: "layout", schema: layoutSchema, path: "site/layout.json" },
  { collection: "settings", file: "search-synonyms", schema: searchSynonymsSchema, path: "site/search-synonyms.json" },
];

/** Files of content/ that no collection edits, and why. Anything else must belong to a collection. */
const NOT_EDITED: { pattern: RegExp; why: string }[] = [
  { pattern: /^blog\/[^/]+\/diagram\.json$/, why: "source of an article's diagram picture (scripts/generate-blog-images.ts), not site data" },
  { pattern: /^legal\/privacy-policy\.md$/, why: "typeset into /privacy.pdf by scripts/privacy-pdf.ts; no schema" },
];

/** Lists of slugs an editor picks from another collection (written out here, not taken from config.ts). */
const RELATION_FIELDS: Record<string, string> = {
  relatedModules: "modules",
  relatedProjects: "projects",
  relatedServices: "services",
};

// Built before the tests rather than at load, so a field without a label fails every test with its
// path named instead of failing to load the file.
let config: CmsConfig;
beforeAll(() => {
  config = cmsConfig({ contentPrefix: "content" });
});

function collection(cfg: CmsConfig, name: string): CmsCollection {
  const found = cfg.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

function fieldsOf(cfg: CmsConfig, name: string, file?: string): CmsField[] {
  const c = collection(cfg, name);
  if (file) {
    const f = c.files?.find((x) => x.name === file);
    if (!f) throw new Error(`no file ${file} in ${name}`);
    return f.fields;
  }
  return c.fields ?? [];
}

/** The plain JSON Schema of zod v4, independent of json-schema.ts. */
function plainJsonSchema(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

const CYRILLIC = /[А-Яа-яЁё]/;

function russianProblems(where: string, text: string | undefined): string[] {
  if (text === undefined) return [];
  const problems: string[] = [];
  if (!CYRILLIC.test(text)) problems.push(`${where}: «${text}» не по-русски`);
  if (/["']/.test(text)) problems.push(`${where}: прямые кавычки в «${text}»`);
  if (/--|\s-\s/.test(text)) problems.push(`${where}: дефис вместо тире в «${text}»`);
  return problems;
}

/** All texts an editor reads: labels, hints, singular labels, option labels, at every depth. */
function fieldTexts(fields: CmsField[], where: string): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  for (const f of fields) {
    const at = `${where}.${f.name}`;
    out.push([`${at} label`, f.label], [`${at} hint`, f.hint], [`${at} label_singular`, f.label_singular]);
    for (const option of f.options ?? []) {
      if (typeof option !== "string") out.push([`${at} option ${option.value}`, option.label]);
    }
    if (f.pattern) out.push([`${at} pattern message`, f.pattern[1]]);
    if (f.fields) out.push(...fieldTexts(f.fields, at));
    if (f.field) out.push(...fieldTexts([f.field], at));
  }
  return out;
}

const IMAGE_EXTENSIONS = "(jpe?g|png|webp";

/**
 * Compares a schema object with CMS fields, both ways; returns the differences ("drift"). The values of
 * `samples` are the content's real values per dotted path, which a CMS pattern must accept.
 */
function drift(schema: JsonSchema, fields: CmsField[], where: string, collectionName: string, samples: Map<string, unknown[]>): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = new Set(Object.keys(properties));
  for (const field of fields) {
    if (!names.has(field.name)) problems.push(`${where}.${field.name}: поле CMS, которого нет в схеме`);
  }
  for (const [name, property] of Object.entries(properties)) {
    const at = where ? `${where}.${name}` : name;
    const field = fields.find((f) => f.name === name);
    if (!field) {
      problems.push(`${at}: нет поля CMS`);
      continue;
    }
    if ((field.required === false) !== !required.has(name)) {
      problems.push(`${at}: required ${String(field.required)}, а в схеме ${required.has(name) ? "обязательно" : "необязательно"}`);
    }
    problems.push(...fieldDrift(property, field, at, collectionName, samples));
  }
  return problems;
}

function fieldDrift(property: JsonSchema, field: CmsField, at: string, collectionName: string, samples: Map<string, unknown[]>): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, message: string) => {
    if (!ok) problems.push(`${at}: ${message}`);
  };
  if (property.enum) {
    expect(field.widget === "select", `ожидался select, а не ${field.widget}`);
    const values = (field.options ?? []).map((o) => (typeof o === "string" ? o : o.value));
    expect(JSON.stringify(values) === JSON.stringify(property.enum), `варианты ${values.join(",")} ≠ ${property.enum.join(",")}`);
    return problems;
  }
  switch (property.type) {
    case "object":
      expect(field.widget === "object", `ожидался object, а не ${field.widget}`);
      problems.push(...drift(property, field.fields ?? [], at, collectionName, samples));
      break;
    case "array": {
      const items = property.items ?? {};
      const name = at.split(".").pop() ?? at;
      if (items.type === "string" && name in RELATION_FIELDS) {
        expect(field.widget === "relation", `ожидался relation, а не ${field.widget}`);
        expect(field.multiple === true, "relation без multiple");
        expect(field.collection === RELATION_FIELDS[name], `relation к ${field.collection}`);
        expect(field.value_field === "slug", "relation хранит не slug");
      } else {
        expect(field.widget === "list", `ожидался list, а не ${field.widget}`);
        if (items.type === "object") {
          expect(field.field === undefined && Array.isArray(field.fields), "список объектов без fields");
          problems.push(...drift(items, field.fields ?? [], at, collectionName, samples));
        } else {
          expect(field.field !== undefined && field.fields === undefined, "список значений без field");
          if (field.field) {
            expect(field.field.required !== false, "элемент списка необязателен");
            problems.push(...fieldDrift(items, field.field, `${at}[]`, collectionName, samples));
          }
        }
      }
      expect(field.min === property.minItems, `min ${field.min} ≠ minItems ${property.minItems}`);
      expect(field.max === property.maxItems, `max ${field.max} ≠ maxItems ${property.maxItems}`);
      break;
    }
    case "string": {
      const image = property.pattern?.includes(IMAGE_EXTENSIONS) ?? false;
      if (image) expect(field.widget === "image", `картинка в виджете ${field.widget}`);
      else expect(["string", "text", "datetime"].includes(field.widget), `строка в виджете ${field.widget}`);
      const values = (samples.get(at.replace(/\[\]$/, "")) ?? []).filter((v): v is string => typeof v === "string");
      const key = `${collectionName}:${at.replace(/\[\]$/, "")}`;
      if (property.pattern !== undefined) {
        expect(field.pattern !== undefined, `нет шаблона ${property.pattern}`);
        if (field.pattern) {
          const cms = new RegExp(field.pattern[0]);
          if (!image && !PATTERN_OVERRIDES[key]) {
            expect(field.pattern[0] === property.pattern, `шаблон ${field.pattern[0]} ≠ ${property.pattern}`);
          }
          for (const value of values) expect(cms.test(value), `шаблон CMS отвергает значение из контента «${value}»`);
          if (image) {
            for (const bad of ["picture.gif", "picture.txt", "picture"]) expect(!cms.test(bad), `шаблон CMS принимает «${bad}»`);
            for (const good of ["a.jpg", "a.JPG", "a.png", "a.webp"]) {
              if (new RegExp(property.pattern, "i").test(`./${good}`) || new RegExp(property.pattern, "i").test(good)) {
                expect(cms.test(good) || cms.test(`./${good}`), `шаблон CMS отвергает «${good}»`);
              }
            }
          }
        }
      } else if (property.maxLength !== undefined || (property.minLength ?? 0) > 1) {
        expect(field.pattern !== undefined, "нет шаблона длины");
        if (field.pattern) {
          const cms = new RegExp(field.pattern[0]);
          const min = property.minLength ?? 0;
          if (property.maxLength !== undefined) {
            expect(cms.test("я".repeat(property.maxLength)), "шаблон длины отвергает maxLength символов");
            expect(!cms.test("я".repeat(property.maxLength + 1)), "шаблон длины принимает maxLength + 1 символов");
          }
          if (min > 1) {
            expect(cms.test("я".repeat(min)), "шаблон длины отвергает minLength символов");
            expect(!cms.test("я".repeat(min - 1)), "шаблон длины принимает minLength − 1 символов");
          }
          for (const value of values) expect(cms.test(value), `шаблон CMS отвергает значение из контента «${value}»`);
        }
      } else {
        expect(field.pattern === undefined, `лишний шаблон ${field.pattern?.[0]}`);
      }
      break;
    }
    case "integer":
    case "number": {
      expect(field.widget === "number", `число в виджете ${field.widget}`);
      if (property.type === "integer") expect(field.value_type === "int", `value_type ${field.value_type}`);
      const min =
        property.exclusiveMinimum !== undefined ? property.exclusiveMinimum + (property.type === "integer" ? 1 : 0) : property.minimum;
      expect(field.min === min, `min ${field.min} ≠ ${min}`);
      break;
    }
    case "boolean":
      expect(field.widget === "boolean", `логическое значение в виджете ${field.widget}`);
      break;
    default:
      problems.push(`${at}: тип ${JSON.stringify(property)} не сопоставлен`);
  }
  return problems;
}

/** Every file under a folder, relative to it, with "/" separators. */
function walk(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name)).split(path.sep).join("/")]))
    .sort();
}

const CONTENT_FILES = walk(CONTENT).filter((f) => f.endsWith(".json") || f.endsWith(".md"));

function readEntry(rel: string): Record<string, unknown> {
  const text = fs.readFileSync(path.join(CONTENT, rel), "utf8");
  if (rel.endsWith(".md")) {
    const parsed = matter(text);
    // As the CMS reads it: YAML dates as the schema's "ГГГГ-ММ-ДД".
    const data = Object.fromEntries(
      Object.entries(parsed.data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
    );
    return { ...data, body: parsed.content };
  }
  return JSON.parse(text) as Record<string, unknown>;
}

/** Values of the content per dotted path without indices ("sections.items.link"). */
function collectSamples(value: unknown, at: string, into: Map<string, unknown[]>) {
  if (Array.isArray(value)) {
    for (const item of value) collectSamples(item, at, into);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) collectSamples(v, at ? `${at}.${k}` : k, into);
  } else if (at) {
    into.set(at, [...(into.get(at) ?? []), value]);
  }
}

/** The content files of one collection (or one settings file). */
function filesOf(name: string): string[] {
  return CONTENT_FILES.filter((rel) => {
    const matched = collectionsOfPath(config, `content/${rel}`);
    return matched.length === 1 && matched[0] === name;
  });
}

function samplesOf(name: string): Map<string, unknown[]> {
  const samples = new Map<string, unknown[]>();
  for (const rel of filesOf(name)) collectSamples(readEntry(rel), "", samples);
  return samples;
}

describe("fields generated from the schemas", () => {
  it.each(EXPECTED.map((e) => [e.file ? `${e.collection}/${e.file}` : e.collection, e] as const))(
    "%s: every schema field has its CMS field and no other field exists",
    (name, expected) => {
      const fields = fieldsOf(config, expected.collection, expected.file);
      const extra = expected.collection === "blog" ? fields.filter((f) => f.name === "body") : [];
      const problems = drift(
        plainJsonSchema(expected.schema),
        fields.filter((f) => !extra.includes(f)),
        "",
        expected.file ?? expected.collection,
        samplesOf(name),
      );
      expect(problems).toEqual([]);
    },
  );

  it("gives the article's text a Markdown field, raw mode first (GFM tables survive)", () => {
    const body = fieldsOf(config, "blog").find((f) => f.name === "body");
    expect(body).toMatchObject({ widget: "markdown" });
    expect(body?.modes?.[0]).toBe("raw");
    expect(body?.required).not.toBe(false);
  });

  it("uses the schema's own checks: JSON Schema of json-schema.ts equals zod's, plus messages and flags", () => {
    const annotated = contentJsonSchema(articleSchema);
    const cover = annotated.properties?.cover;
    expect(cover?.["x-pattern-flags"]).toBe("i");
    expect(cover?.["x-messages"]?.pattern).toMatch(CYRILLIC);
    const strip = (s: unknown): unknown =>
      JSON.parse(JSON.stringify(s, (k, v: unknown) => (k.startsWith("x-") || k === "$schema" ? undefined : v)));
    for (const e of EXPECTED) expect(strip(contentJsonSchema(e.schema))).toEqual(strip(plainJsonSchema(e.schema)));
  });

  it("offers Russian names for the kinds of sections, in the schema's order", () => {
    const sections = fieldsOf(config, "modules").find((f) => f.name === "sections");
    const kind = sections?.fields?.find((f) => f.name === "kind");
    expect(kind?.options).toEqual([
      { label: "Текст", value: "text" },
      { label: "Преимущества", value: "features" },
      { label: "Цифры", value: "stats" },
      { label: "Этапы", value: "steps" },
      { label: "Вопросы и ответы", value: "faq" },
      { label: "Список", value: "list" },
    ]);
  });

  it("starts a new module's and dataset's specification with the rows the schema demands", () => {
    for (const name of ["modules", "datasets"]) {
      const specs = fieldsOf(config, name).find((f) => f.name === "specs");
      const rows = (specs?.default as { label: string }[]).map((r) => r.label);
      const schema = name === "modules" ? moduleSchema : datasetSchema;
      // The default rows are exactly what the schema's refinement accepts, once filled in.
      const filled = rows.map((label) => ({ label, value: "заполнено" }));
      const entry = readEntry(`${name}/${filesOf(name)[0].split("/").pop()}`);
      expect(schema.safeParse({ ...entry, specs: filled }).success).toBe(true);
    }
  });
});

describe("Russian interface", () => {
  it("labels and hints every field, option and collection in Russian, with « » and —", () => {
    const texts: [string, string | undefined][] = [];
    for (const c of config.collections) {
      texts.push([`${c.name} label`, c.label], [`${c.name} label_singular`, c.label_singular], [`${c.name} description`, c.description]);
      if (c.fields) texts.push(...fieldTexts(c.fields, c.name));
      for (const f of c.files ?? []) {
        texts.push([`${c.name}/${f.name} label`, f.label], [`${c.name}/${f.name} description`, f.description]);
        texts.push(...fieldTexts(f.fields, `${c.name}/${f.name}`));
      }
    }
    for (const [where, text] of Object.entries(config.backend.commit_messages ?? {})) texts.push([`commit ${where}`, text]);
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.flatMap(([where, text]) => russianProblems(where, text))).toEqual([]);
    // Every field has a label; collections a singular one.
    const unlabelled = texts.filter(([where, text]) => where.endsWith(" label") && !text);
    expect(unlabelled).toEqual([]);
    expect(config.collections.filter((c) => !c.label_singular).map((c) => c.name)).toEqual([]);
  });

  it("names the collections as editors know them", () => {
    expect(config.collections.map((c) => [c.name, c.label, c.label_singular])).toEqual([
      ["modules", "Модули", "Модуль"],
      ["services", "Услуги", "Услуга"],
      ["industries", "Отрасли", "Отрасль"],
      ["datasets", "Датасеты", "Датасет"],
      ["projects", "Кейсы", "Кейс"],
      ["blog", "Статьи блога", "Статья"],
      ["pages", "Страницы", "Страница"],
      ["settings", "Настройки сайта", "Настройки"],
    ]);
  });

  it("keeps no label for a field that no longer exists", () => {
    const paths = new Set<string>();
    const names = new Set<string>();
    const visit = (fields: CmsField[], parent: string, collectionName: string) => {
      for (const f of fields) {
        const at = parent ? `${parent}.${f.name}` : f.name;
        paths.add(at);
        paths.add(`${collectionName}:${at}`);
        names.add(f.name);
        if (f.fields) visit(f.fields, at, collectionName);
      }
    };
    for (const c of config.collections) {
      if (c.fields) visit(c.fields, "", c.name);
      for (const f of c.files ?? []) visit(f.fields, "", f.name);
    }
    const unused = [...Object.keys(FIELD_TEXTS), ...Object.keys(COLLECTION_FIELD_TEXTS)].filter((k) => !paths.has(k) && !names.has(k));
    expect(unused).toEqual([]);
  });
});

describe("collections and the content folder", () => {
  it("puts every content file in exactly one collection (none left out, none twice)", () => {
    const problems: string[] = [];
    for (const rel of CONTENT_FILES) {
      const matched = collectionsOfPath(config, `content/${rel}`);
      const excluded = NOT_EDITED.some((n) => n.pattern.test(rel));
      if (excluded) {
        if (matched.length > 0) problems.push(`${rel}: не редактируется, но попал в ${matched.join(", ")}`);
      } else if (matched.length !== 1) {
        problems.push(`${rel}: коллекций ${matched.length} (${matched.join(", ")})`);
      }
    }
    expect(problems).toEqual([]);
    expect(CONTENT_FILES.length).toBeGreaterThan(80);
    // Every expected collection (and settings file) has content.
    for (const e of EXPECTED) expect(filesOf(e.file ? `${e.collection}/${e.file}` : e.collection).length).toBeGreaterThan(0);
  });

  it("puts each file in the collection of its schema: the schema the server will validate it with accepts it", () => {
    const problems: string[] = [];
    for (const rel of CONTENT_FILES) {
      const [name] = collectionsOfPath(config, `content/${rel}`);
      if (!name) continue;
      const expected = EXPECTED.find((e) => (e.file ? `${e.collection}/${e.file}` : e.collection) === name);
      const schema = schemaOfCollection(name);
      if (!expected || schema !== expected.schema) {
        problems.push(`${rel}: коллекция ${name} проверяется не той схемой`);
        continue;
      }
      const { body: _body, ...data } = readEntry(rel);
      const result = schema.safeParse(data);
      if (!result.success) problems.push(`${rel}: ${result.error.issues[0]?.message}`);
    }
    expect(problems).toEqual([]);
  });

  it("names a catalogue entry's file, and an article's folder, by its slug", () => {
    for (const c of config.collections.filter((x) => x.folder !== undefined)) {
      expect(c.slug).toBe("{{fields.slug}}");
      expect(c.identifier_field).toBe("title");
    }
    expect(collection(config, "blog")).toMatchObject({ path: "{{slug}}/index", format: "frontmatter", extension: "md" });
  });

  it("lets editors create and delete catalogue entries and articles, but not pages or settings", () => {
    const flags = Object.fromEntries(config.collections.map((c) => [c.name, [c.create, c.delete !== false]]));
    expect(flags).toEqual({
      modules: [true, true],
      services: [true, true],
      industries: [true, true],
      datasets: [true, true],
      projects: [true, true],
      blog: [true, true],
      pages: [false, false],
      settings: [false, false],
    });
    for (const name of ["modules", "services", "industries", "datasets", "projects"]) {
      expect(collection(config, name)).toMatchObject({ format: "json", extension: "json" });
      expect(collection(config, name).sortable_fields).toEqual(["order", "title"]);
    }
  });

  it.each([
    ["content", "content/"],
    ["", ""],
    ["/content/", "content/"],
  ])("places every folder and file under the content prefix %j", (prefix, dir) => {
    const cfg = cmsConfig({ contentPrefix: prefix });
    for (const e of EXPECTED) {
      const c = collection(cfg, e.collection);
      if (e.file) expect(c.files?.find((f) => f.name === e.file)?.file).toBe(`${dir}${e.path}`);
      else expect(c.folder).toBe(`${dir}${e.folder}`);
    }
    expect(cfg.media_folder).toBe(`${dir}images`);
    for (const name of ["modules", "services", "industries", "datasets", "projects", "pages"]) {
      expect(collection(cfg, name).media_folder).toBe(`/${dir}images/${name}`);
    }
    const datasetSamples = fieldsOf(cfg, "datasets").find((f) => f.name === "samples")?.fields?.find((f) => f.name === "image");
    expect(datasetSamples?.media_folder).toBe(`/${dir}images/datasets/samples`);
    // The same files are recognised through either layout.
    for (const rel of CONTENT_FILES) {
      expect(collectionsOfPath(cfg, `${dir}${rel}`)).toEqual(collectionsOfPath(config, `content/${rel}`));
    }
    // Nothing outside the content folder belongs to a collection.
    if (dir) expect(collectionsOfPath(cfg, `modules/faces.json`)).toEqual([]);
  });

  it("talks to our server through the proxy backend, with the editorial workflow in Russian", () => {
    expect(config).toMatchObject({
      load_config_file: false,
      backend: { name: BACKEND_NAME, proxy_url: "/api/cms", branch: "main" },
      publish_mode: "editorial_workflow",
      locale: "ru",
      // Uploaded files keep their Cyrillic names on the way to the server, which transliterates them.
      slug: { encoding: "unicode", clean_accents: false, sanitize_replacement: "-" },
    });
    const custom = cmsConfig({ contentPrefix: "", proxyUrl: "https://cms.example/api", branch: "content" });
    expect(custom.backend).toMatchObject({ proxy_url: "https://cms.example/api", branch: "content" });
  });
});

describe("existing content in the form", () => {
  /** Errors Decap would show on opening a file: unknown keys, pattern, options, list bounds, relations. */
  function formProblems(value: Record<string, unknown>, fields: CmsField[], at: string, slugs: Map<string, Set<string>>): string[] {
    const problems: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      const field = fields.find((f) => f.name === key);
      const where = `${at}.${key}`;
      if (!field) {
        problems.push(`${where}: нет поля в форме`);
        continue;
      }
      problems.push(...valueProblems(v, field, where, slugs));
    }
    for (const f of fields) {
      if (f.required !== false && !(f.name in value)) problems.push(`${at}.${f.name}: обязательное поле пусто`);
    }
    return problems;
  }

  function valueProblems(v: unknown, field: CmsField, where: string, slugs: Map<string, Set<string>>): string[] {
    const problems: string[] = [];
    if (field.widget === "object") return formProblems(v as Record<string, unknown>, field.fields ?? [], where, slugs);
    if (field.widget === "list" || field.widget === "relation") {
      const list = v as unknown[];
      if (field.min !== undefined && list.length < field.min) problems.push(`${where}: меньше ${field.min}`);
      if (field.max !== undefined && list.length > field.max) problems.push(`${where}: больше ${field.max}`);
      list.forEach((item, i) => {
        if (field.widget === "relation") {
          if (!slugs.get(field.collection ?? "")?.has(item as string)) problems.push(`${where}.${i}: нет записи «${String(item)}»`);
        } else if (field.fields) problems.push(...formProblems(item as Record<string, unknown>, field.fields, `${where}.${i}`, slugs));
        else if (field.field) problems.push(...valueProblems(item, field.field, `${where}.${i}`, slugs));
      });
      return problems;
    }
    if (field.widget === "select") {
      const values = (field.options ?? []).map((o) => (typeof o === "string" ? o : o.value));
      if (!values.includes(v as string)) problems.push(`${where}: «${String(v)}» нет среди вариантов`);
    }
    if (field.widget === "number" && (typeof v !== "number" || (field.min !== undefined && v < field.min))) {
      problems.push(`${where}: число ${String(v)}`);
    }
    if (field.pattern && typeof v === "string" && !new RegExp(field.pattern[0]).test(v)) {
      problems.push(`${where}: «${v}» не проходит шаблон ${field.pattern[0]}`);
    }
    return problems;
  }

  it("opens every existing file without a validation error", () => {
    const slugs = new Map<string, Set<string>>();
    for (const name of Object.values(RELATION_FIELDS)) {
      slugs.set(name, new Set(filesOf(name).map((rel) => String(readEntry(rel).slug))));
    }
    const problems: string[] = [];
    for (const rel of CONTENT_FILES) {
      const [name] = collectionsOfPath(config, `content/${rel}`);
      if (!name) continue;
      const [collectionName, file] = name.split("/");
      problems.push(...formProblems(readEntry(rel), fieldsOf(config, collectionName, file), rel, slugs));
    }
    expect(problems).toEqual([]);
  });
});

describe("images", () => {
  /** Decap's public path of a chosen file: the field's or collection's public folder joined with the name. */
  function decapValue(publicFolder: string, file: string): string {
    return path.posix.join(publicFolder, file);
  }

  function imageFields(fields: CmsField[], at = ""): [string, CmsField][] {
    return fields.flatMap((f) => {
      const here = at ? `${at}.${f.name}` : f.name;
      if (f.widget === "image") return [[here, f] as [string, CmsField]];
      return f.fields ? imageFields(f.fields, here) : [];
    });
  }

  it("stores a catalogue image the way the existing files do, in the folder they point at", () => {
    const problems: string[] = [];
    for (const name of ["modules", "services", "industries", "datasets", "projects", "pages"]) {
      const c = collection(config, name);
      for (const rel of filesOf(name)) {
        const entry = readEntry(rel);
        const samples = new Map<string, unknown[]>();
        collectSamples(entry, "", samples);
        for (const [at, field] of imageFields(c.fields ?? [])) {
          const publicFolder = field.public_folder ?? c.public_folder ?? "";
          const mediaFolder = field.media_folder ?? c.media_folder ?? "";
          for (const value of (samples.get(at) ?? []) as string[]) {
            // What Decap writes for the same file is what the file holds…
            const written = decapValue(publicFolder, path.posix.basename(value));
            if (written !== value) problems.push(`${rel} ${at}: Decap запишет «${written}», в файле «${value}»`);
            // …and the upload folder is the folder the value points at.
            const target = path.posix.dirname(path.posix.normalize(path.posix.join("content", path.posix.dirname(rel), value)));
            if (`/${target}` !== mediaFolder) problems.push(`${rel} ${at}: загрузка в ${mediaFolder}, файл в /${target}`);
            if (!fs.existsSync(path.join(ROOT, target, path.posix.basename(value)))) problems.push(`${rel} ${at}: нет файла ${value}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps an article's images beside it; the server's './' prefix makes Decap's value valid", () => {
    const blog = collection(config, "blog");
    expect(blog).toMatchObject({ media_folder: "", public_folder: "" });
    const cover = fieldsOf(config, "blog").find((f) => f.name === "cover");
    const written = decapValue(blog.public_folder ?? "", "cover.jpg");
    expect(written).toBe("cover.jpg");
    expect(new RegExp(cover?.pattern?.[0] ?? "^$").test(written)).toBe(true);
    expect(new RegExp(cover?.pattern?.[0] ?? "^$").test("./cover.JPG")).toBe(true);
    expect(new RegExp(cover?.pattern?.[0] ?? "^$").test("../cover.jpg")).toBe(false);
    const entry = readEntry(filesOf("blog")[0]);
    const { body: _body, ...data } = entry;
    expect(articleSchema.safeParse({ ...data, cover: written }).success).toBe(false);
    expect(articleSchema.safeParse({ ...data, cover: `${ARTICLE_MEDIA_PREFIX}${written}` }).success).toBe(true);
  });
});

describe("helpers", () => {
  it("makes a case-insensitive pattern mean the same without the flag", () => {
    const original = /^\.\/[^/]+\.(jpe?g|png|webp)$/i;
    const plain = new RegExp(caselessSource(original.source));
    for (const s of ["./a.jpg", "./a.JPG", "./a.JpEg", "./A.PNG", "./x.webp", "./x.gif", "x.jpg", "./a/b.jpg", "./a.jpgx"]) {
      expect([s, plain.test(s)]).toEqual([s, original.test(s)]);
    }
    const classes = /^[a-z0-9]+$/i;
    const plainClasses = new RegExp(caselessSource(classes.source));
    for (const s of ["abc", "ABC", "aB9", "a-b", ""]) expect([s, plainClasses.test(s)]).toEqual([s, classes.test(s)]);
  });

  it("drops the empty optional fields Decap keeps, so the schema accepts a cleared field", () => {
    const json = contentJsonSchema(moduleSchema);
    const rel = filesOf("modules")[0];
    const entry = readEntry(rel) as { sections: Record<string, unknown>[] } & Record<string, unknown>;
    const edited = {
      ...entry,
      facts: [],
      relatedModules: [],
      sections: entry.sections.map((s, i) => (i === 0 ? { ...s, lead: "" } : s)),
    };
    expect(moduleSchema.safeParse(edited).success).toBe(false);
    const pruned = pruneEmptyOptional(json, edited) as Record<string, unknown>;
    expect(moduleSchema.safeParse(pruned).success).toBe(true);
    expect("facts" in pruned).toBe(false);
    // A required field left empty is kept, and still reported.
    const emptyTitle = pruneEmptyOptional(json, { ...entry, title: "" }) as Record<string, unknown>;
    expect(emptyTitle.title).toBe("");
    expect(moduleSchema.safeParse(emptyTitle).success).toBe(false);
  });
});

describe("the admin bundle", () => {
  /**
   * config.ts goes into the browser app (scripts/build-admin.ts: esbuild, platform "browser"), so none
   * of its imports, at any depth, may need node (the article loader in articles.ts reads files), React
   * or Gatsby.
   */
  it("imports nothing a browser cannot load, and no React, Gatsby or node module", async () => {
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: [path.join(__dirname, "config.ts")],
      bundle: true,
      write: false,
      metafile: true,
      platform: "browser",
      format: "iife",
      logLevel: "silent",
    }).catch((error: { errors: { text: string; location: { file: string } | null }[] }) =>
      error.errors.map((e) => `${e.text} @ ${e.location?.file ?? "?"}`),
    );
    expect(Array.isArray(result) ? result : []).toEqual([]);
    if (Array.isArray(result)) return;
    const inputs = Object.keys(result.metafile?.inputs ?? {});
    expect(inputs.filter((file) => /node_modules\/(react|gatsby|gray-matter)\/|content-model\/articles|^node:/.test(file))).toEqual([]);
    expect(inputs.some((file) => file.endsWith("content-model/schema.ts"))).toBe(true);
  });
});

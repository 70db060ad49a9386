/**
 * The shape of every content file editors write. The content check (check.ts) validates each file
 * against these schemas before Gatsby reads anything, so a bad file stops the build with the file
 * and the field named. The GraphQL types in gatsby/schema.ts mirror these shapes.
 */
import { z } from "zod";

export const text = z.string().trim().min(1, "пустое значение");
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug: только строчные латинские буквы, цифры и дефисы");
/** A site route ("/modules/faces"), a file of static/ ("/privacy.pdf") or an external URL. */
export const link = z
  .string()
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, "ссылка должна начинаться с /, https://, mailto: или tel:");
/** Path of an image file relative to the JSON file, e.g. "../images/modules/faces.jpg". */
const imagePath = z.string().regex(/\.(jpe?g|png|webp|avif)$/i, "изображение: .jpg, .png, .webp или .avif");

export const SECTION_KINDS = ["text", "features", "stats", "steps", "faq", "list"] as const;

const item = z.strictObject({
  title: text,
  text: text.optional(),
  /** A figure for "stats" items ("98,7 %"). */
  value: text.optional(),
  link: link.optional(),
});

const section = z
  .strictObject({
    kind: z.enum(SECTION_KINDS),
    title: text,
    lead: text.optional(),
    paragraphs: z.array(text).min(1).optional(),
    items: z.array(item).min(1).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.kind === "text" && !s.paragraphs) {
      ctx.addIssue({ code: "custom", path: ["paragraphs"], message: "секции вида text нужны абзацы" });
    }
    if (s.kind !== "text" && !s.items) {
      ctx.addIssue({ code: "custom", path: ["items"], message: `секции вида ${s.kind} нужны пункты` });
    }
    if (s.kind === "stats" && s.items?.some((i) => !i.value)) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "у каждого пункта секции stats нужно value" });
    }
    if (s.kind === "faq" && s.items?.some((i) => !i.text)) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "у каждого вопроса нужен ответ (text)" });
    }
  });

const seo = z.strictObject({
  title: text.max(70, "seo.title длиннее 70 символов"),
  description: text.min(50, "seo.description короче 50 символов").max(200, "seo.description длиннее 200 символов"),
  keywords: z.array(text).min(3, "нужно не меньше трёх ключевых слов"),
  /** Image for social cards; defaults to the entry's image or the site's default card. */
  image: imagePath.optional(),
});

const hero = z.strictObject({ title: text, lead: text });
const fact = z.strictObject({ label: text, value: text });

const base = {
  slug,
  /** Short name: cards, breadcrumbs, menus. */
  title: text,
  /** One or two sentences for the card of the entry in listings. */
  description: text,
  seo,
  hero,
  facts: z.array(fact).optional(),
  sections: z.array(section).min(2, "нужно не меньше двух секций"),
};

const catalogueBase = {
  ...base,
  image: imagePath,
  imageAlt: text,
  /** Position in listings, ascending. */
  order: z.number().int().nonnegative(),
  relatedModules: z.array(slug).optional(),
  relatedProjects: z.array(slug).optional(),
  relatedServices: z.array(slug).optional(),
};

export const PROJECT_CATEGORIES = [
  "Разработка нейросети",
  "Разработка крупной системы",
  "Сбор данных для обучения ИИ",
] as const;

/** The rows of a module's technical specification, in this order (what a buyer's engineer asks first). */
export const MODULE_SPEC_LABELS = [
  "Источники данных",
  "Требования к съёмке",
  "Производительность",
  "Оборудование",
  "Развёртывание",
  "Результат",
  "Интеграции",
] as const;

/** The rows of a dataset's passport, in this order. */
export const DATASET_SPEC_LABELS = ["Объём", "Классы", "Форматы разметки", "Условия съёмки", "Лицензия", "Поставка"] as const;

/** A specification table whose rows are exactly `labels`, in order. */
const specs = (labels: readonly string[]) =>
  z.array(fact).superRefine((rows, ctx) => {
    const got = rows.map((r) => r.label);
    if (got.join("|") !== labels.join("|")) {
      ctx.addIssue({ code: "custom", message: `нужны строки ${labels.map((l) => `«${l}»`).join(", ")} в этом порядке` });
    }
  });

/** Catalogue pages answer buyers' questions: a FAQ of at least four questions (also FAQPage JSON-LD). */
const withFaq = (sections: z.infer<typeof section>[], ctx: z.RefinementCtx) => {
  const faq = sections.findIndex((s) => s.kind === "faq");
  if (faq < 0) ctx.addIssue({ code: "custom", path: ["sections"], message: "нужна секция вида faq с частыми вопросами" });
  else if ((sections[faq].items?.length ?? 0) < 4) {
    ctx.addIssue({ code: "custom", path: ["sections", faq, "items"], message: "в FAQ нужно не меньше четырёх вопросов" });
  }
};

/** Services, industries and modules point the reader at what we have delivered: at least one case. */
const withCases = (entry: { relatedProjects?: string[] }, ctx: z.RefinementCtx) => {
  if (!entry.relatedProjects?.length) {
    ctx.addIssue({ code: "custom", path: ["relatedProjects"], message: "укажите хотя бы один связанный кейс" });
  }
};

const sample = z.strictObject({ image: imagePath, alt: text });

export const moduleSchema = z
  .strictObject({ ...catalogueBase, specs: specs(MODULE_SPEC_LABELS) })
  .superRefine((e, ctx) => {
    withFaq(e.sections, ctx);
    withCases(e, ctx);
  });
export const serviceSchema = z.strictObject(catalogueBase).superRefine((e, ctx) => {
  withFaq(e.sections, ctx);
  withCases(e, ctx);
});
export const industrySchema = z.strictObject(catalogueBase).superRefine((e, ctx) => {
  withFaq(e.sections, ctx);
  withCases(e, ctx);
});
export const datasetSchema = z
  .strictObject({
    ...catalogueBase,
    specs: specs(DATASET_SPEC_LABELS),
    /** Example frames with their annotation, shown as a gallery. */
    samples: z.array(sample).min(3, "нужно не меньше трёх примеров кадров").max(6, "не больше шести примеров кадров"),
  })
  .superRefine((e, ctx) => withFaq(e.sections, ctx));
export const projectSchema = z.strictObject({
  ...catalogueBase,
  category: z.enum(PROJECT_CATEGORIES),
  /** Who the client is; under NDA named by industry only. */
  client: text,
});

/** content/pages/<slug>.json: pages with their own address (home, about, listings…). */
export const pageSchema = z.strictObject({
  ...base,
  path: z.string().regex(/^\/[a-z0-9/-]*$/, "path: адрес страницы, например /about"),
  image: imagePath.optional(),
  imageAlt: text.optional(),
});

const social = z.strictObject({ id: slug, name: text, link: link, icon: slug });

export const siteSchema = z.strictObject({
  companyName: text,
  legalName: text,
  productName: text,
  email: z.email("email: неверный адрес"),
  phone: z.string().regex(/^\+\d[\d\s()-]{9,20}$/, "phone: международный формат, например +7 495 120-17-54"),
  address: text,
  foundedYear: z.number().int().min(1990),
  projectsDelivered: z.number().int().positive(),
  accreditation: text,
  messengerChannel: link,
  socials: z.array(social).min(1),
});

const navLink = z.strictObject({ name: text, url: link, newTab: z.boolean().optional() });
const navGroup = z.strictObject({ name: text, url: link.optional(), links: z.array(navLink).min(1) });

export const navigationSchema = z.strictObject({
  header: z.array(
    z.strictObject({
      name: text,
      url: link,
      newTab: z.boolean().optional(),
      /** Submenu built from a collection ("modules", "services") instead of listing links by hand. */
      submenu: z.enum(["modules", "services"]).optional(),
    }),
  ),
  footer: z.array(navGroup).length(3, "в подвале три группы меню"),
});

export type SectionInput = z.infer<typeof section>;

/** content/site/layout.json: which routes use the extended-bottom layout and what it shows (SPEC §2). */
export const layoutSchema = z.strictObject({
  extendedBottom: z.strictObject({
    /** Routes, or "/prefix/*" for every page under a prefix. */
    routes: z.array(z.string().regex(/^\/[a-z0-9/-]*(\/\*)?$/, "маршрут вида /about или /ai-projects/*")).min(1),
    infoCard: z.strictObject({ title: text, text: text, linkText: text, link: link }),
    systems: z.strictObject({
      title: text,
      lead: text.optional(),
      items: z
        .array(z.strictObject({ path: link, hideBelow: z.enum(["lg", "sm"]).optional() }))
        .min(3, "в витрине систем не меньше трёх карточек"),
    }),
    messenger: z.strictObject({ title: text, description: text, footnote: text.optional() }),
  }),
});

/** "2025-03-25", a real calendar day. YAML reads an unquoted date as a Date: both are accepted. */
const isoDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "дата в виде ГГГГ-ММ-ДД, например 2025-03-25")
    .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s), "такой даты нет в календаре"),
);

/** Front matter of a blog article, content/blog/<slug>/index.md (read in articles.ts). */
export const articleSchema = z.strictObject({
  title: text.max(110, "title длиннее 110 символов"),
  slug,
  publicationDate: isoDate,
  description: text.min(50, "description короче 50 символов").max(200, "description длиннее 200 символов"),
  cover: z.string().regex(/^\.\/[^/]+\.(jpe?g|png|webp)$/i, "cover: файл рядом со статьёй, например ./cover.jpg"),
  coverAlt: text,
  tags: z.array(text).min(1, "нужен хотя бы один тег").max(6, "не больше шести тегов"),
  /** Minutes; computed from the text when absent. */
  timeToRead: z.number().int().positive().optional(),
  viewsCount: z.number().int().nonnegative().optional(),
});

/** The schema of each catalogue collection's entries, by its folder under content/ (COLLECTIONS in rules/routes). */
export const ENTRY_SCHEMAS = {
  modules: moduleSchema,
  services: serviceSchema,
  industries: industrySchema,
  datasets: datasetSchema,
  projects: projectSchema,
} as const;

/**
 * content/site/search-synonyms.json: groups of words the site search treats as one («пожар», «огонь»,
 * «возгорание»). A query with any word of a group also finds pages with the others, ranked a little lower.
 */
export const searchSynonymsSchema = z
  .strictObject({
    groups: z.array(
      z.strictObject({
        words: z
          .array(text.max(60, "не длиннее 60 символов"))
          .min(2, "в группе нужно не меньше двух слов")
          .max(12, "не больше двенадцати слов в группе"),
      }),
    ),
  })
  .superRefine((file, ctx) => {
    const seen = new Map<string, number>();
    file.groups.forEach((group, gi) =>
      group.words.forEach((word, wi) => {
        const key = word.toLowerCase().replace(/ё/g, "е");
        const other = seen.get(key);
        if (other !== undefined && other !== gi) {
          ctx.addIssue({ code: "custom", path: ["groups", gi, "words", wi], message: `«${word}» уже есть в группе ${other + 1}: объедините группы` });
        } else if (other === gi) {
          ctx.addIssue({ code: "custom", path: ["groups", gi, "words", wi], message: `«${word}» повторяется в группе` });
        }
        seen.set(key, gi);
      }),
    );
  });

/** The schema of each file of content/site/, by its name. */
export const SITE_FILE_SCHEMAS = {
  site: siteSchema,
  navigation: navigationSchema,
  layout: layoutSchema,
  "search-synonyms": searchSynonymsSchema,
} as const;

/**
 * Which zod schema each CMS collection (and each file of the settings collection) edits: the one source
 * of the CMS fields, and what the server validates a save with.
 * Only content-model/schema.ts (zod, nothing else) may be imported here: this goes into the browser
 * bundle of the admin app (the article loader, articles.ts, reads files and must stay out).
 */
import type { ZodType } from "zod";
import { ENTRY_SCHEMAS, SITE_FILE_SCHEMAS, articleSchema, pageSchema } from "../../content-model/schema";

/** Folder collections of JSON entries, in the order of the CMS sidebar. */
export { ENTRY_SCHEMAS };

export const PAGE_SCHEMA: ZodType = pageSchema;
export const ARTICLE_SCHEMA: ZodType = articleSchema;

/** The files of the settings collection: name → file under content/ and its schema. */
export const SETTINGS_FILES = {
  site: { file: "site/site.json", schema: SITE_FILE_SCHEMAS.site },
  navigation: { file: "site/navigation.json", schema: SITE_FILE_SCHEMAS.navigation },
  layout: { file: "site/layout.json", schema: SITE_FILE_SCHEMAS.layout },
  "search-synonyms": { file: "site/search-synonyms.json", schema: SITE_FILE_SCHEMAS["search-synonyms"] },
} as const satisfies Record<keyof typeof SITE_FILE_SCHEMAS, { file: string; schema: ZodType }>;

export type EntryCollectionName = keyof typeof ENTRY_SCHEMAS;
export type SettingsFileName = keyof typeof SETTINGS_FILES;

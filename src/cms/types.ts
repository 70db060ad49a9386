/**
 * The part of Decap CMS 3.6 configuration this site uses (the format of `CMS.init({ config })`, see
 * decap-cms-core's index.d.ts and constants/configSchema.js). Kept here so the admin app, the server
 * and the tests share one typed shape without importing Decap's ambient module declarations.
 */

export type CmsWidget =
  | "string"
  | "text"
  | "number"
  | "boolean"
  | "select"
  | "object"
  | "list"
  | "image"
  | "file"
  | "datetime"
  | "markdown"
  | "relation"
  | "hidden";

export interface CmsSelectOption {
  label: string;
  value: string;
}

export interface CmsField {
  name: string;
  label: string;
  widget: CmsWidget;
  hint?: string;
  /** Decap treats a field without `required` as required; optional fields say `required: false`. */
  required?: boolean;
  /** [regular expression source, message shown to the editor]. */
  pattern?: [string, string];
  default?: unknown;
  // object / list
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  // number
  value_type?: "int" | "float";
  step?: number;
  // select
  options?: CmsSelectOption[] | string[];
  multiple?: boolean;
  // relation
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  // image / file
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  // datetime
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  picker_utc?: boolean;
  // markdown
  modes?: ("raw" | "rich_text")[];
  /** string / text outside lists: the field's dotted path in the file, read by src/cms/field-checks.tsx (ours, not Decap's). */
  data_path?: string;
}

export interface CmsCollectionFile {
  name: string;
  label: string;
  file: string;
  fields: CmsField[];
  description?: string;
  preview_path?: string;
  media_folder?: string;
  public_folder?: string;
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  /** Folder collection: the folder of the entries, from the repository's root. */
  folder?: string;
  /** Files collection: one entry per listed file. */
  files?: CmsCollectionFile[];
  fields?: CmsField[];
  format?: "json" | "frontmatter" | "yaml-frontmatter" | "yml" | "yaml" | "toml";
  extension?: string;
  identifier_field?: string;
  summary?: string;
  slug?: string;
  path?: string;
  preview_path?: string;
  create?: boolean;
  delete?: boolean;
  publish?: boolean;
  media_folder?: string;
  public_folder?: string;
  /** Field names the list can be sorted by (Decap 3.6 takes names only). */
  sortable_fields?: string[];
  editor?: { preview?: boolean };
}

export interface CmsBackend {
  /** Decap's proxy backend under our name, with a sign-out that ends the server session (backend.ts). */
  name: "videum-proxy";
  proxy_url: string;
  branch: string;
  commit_messages?: {
    create?: string;
    update?: string;
    delete?: string;
    uploadMedia?: string;
    deleteMedia?: string;
  };
}

export interface CmsSlug {
  encoding: "unicode" | "ascii";
  clean_accents: boolean;
  sanitize_replacement: string;
}

export interface CmsConfig {
  /** Always false: the admin app passes this object to `CMS.init({ config })`. */
  load_config_file: false;
  backend: CmsBackend;
  publish_mode: "editorial_workflow" | "simple";
  locale: string;
  site_url?: string;
  display_url?: string;
  show_preview_links?: boolean;
  media_folder: string;
  public_folder: string;
  slug: CmsSlug;
  collections: CmsCollection[];
}

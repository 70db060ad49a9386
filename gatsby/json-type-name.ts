import { COLLECTIONS } from "../rules/routes";

const SITE_FILES: Record<string, string> = {
  site: "SiteSettings",
  navigation: "Navigation",
  layout: "SiteLayout",
  "search-synonyms": "SearchSynonyms",
};

/**
 * GraphQL type of each JSON file of content/: collection folders map to their entry type
 * (content/modules/*.json → Module), content/pages/*.json → ContentPage, content/site/*.json by file name.
 */
export function jsonTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }): string {
  const dir = node.relativeDirectory ?? "";
  const collection = COLLECTIONS.find((c) => c.dir === dir);
  if (collection) return collection.type;
  if (dir === "pages") return "ContentPage";
  if (dir === "site" && node.name && SITE_FILES[node.name]) return SITE_FILES[node.name];
  throw new Error(`content/${dir}/${node.name}.json: неизвестная папка контента`);
}

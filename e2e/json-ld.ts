/** What each schema.org type on the site must carry to be useful to search engines. */
type Ld = Record<string, unknown>;

const has = (v: unknown) => (typeof v === "string" ? v.trim() !== "" : v !== undefined && v !== null);
const isUrl = (v: unknown) => typeof v === "string" && /^https?:\/\//.test(v);
const named = (v: unknown) => typeof v === "object" && v !== null && has((v as Ld).name);

const REQUIRED: Record<string, (d: Ld) => string[]> = {
  Organization: (d) => [!has(d.name) && "name", !isUrl(d.url) && "url", !isUrl(d.logo) && "logo"].filter(Boolean) as string[],
  WebSite: (d) => {
    const action = d.potentialAction as Ld | undefined;
    const target = action?.target as Ld | undefined;
    return [
      !has(d.name) && "name",
      !isUrl(d.url) && "url",
      action?.["@type"] !== "SearchAction" && "potentialAction.@type",
      !(isUrl(target?.urlTemplate) && String(target?.urlTemplate).includes("{search_term_string}")) && "potentialAction.target.urlTemplate",
      action?.["query-input"] !== "required name=search_term_string" && "potentialAction.query-input",
    ].filter(Boolean) as string[];
  },
  BreadcrumbList: (d) => {
    const items = d.itemListElement as Ld[] | undefined;
    if (!Array.isArray(items) || items.length === 0) return ["itemListElement"];
    return items.flatMap((item, i) => [item.position !== i + 1 && `itemListElement.${i}.position`, !has(item.name) && `itemListElement.${i}.name`, !isUrl(item.item) && `itemListElement.${i}.item`].filter(Boolean) as string[]);
  },
  Product: (d) => [!has(d.name) && "name", !has(d.description) && "description", !named(d.brand) && "brand", !isUrl(d.image) && "image", !isUrl(d.url) && "url"].filter(Boolean) as string[],
  Service: (d) => [!has(d.name) && "name", !has(d.description) && "description", !named(d.provider) && "provider", !isUrl(d.url) && "url"].filter(Boolean) as string[],
  Article: (d) => [!has(d.headline) && "headline", !has(d.description) && "description", !named(d.author) && "author", !isUrl(d.image) && "image", !isUrl(d.mainEntityOfPage) && "mainEntityOfPage"].filter(Boolean) as string[],
  BlogPosting: (d) =>
    [!has(d.headline) && "headline", !/^\d{4}-\d{2}-\d{2}/.test(String(d.datePublished)) && "datePublished", !named(d.author) && "author", !isUrl(d.image) && "image", !isUrl(d.mainEntityOfPage) && "mainEntityOfPage"].filter(Boolean) as string[],
  FAQPage: (d) => {
    const questions = d.mainEntity as Ld[] | undefined;
    if (!Array.isArray(questions) || questions.length === 0) return ["mainEntity"];
    return questions.flatMap((q, i) => [q["@type"] !== "Question" && `mainEntity.${i}.@type`, !has(q.name) && `mainEntity.${i}.name`, !has((q.acceptedAnswer as Ld | undefined)?.text) && `mainEntity.${i}.acceptedAnswer.text`].filter(Boolean) as string[]);
  },
};

/** Parses a page's JSON-LD blocks; returns their types and every problem found, named. */
export function checkJsonLd(blocks: string[]): { types: string[]; problems: string[] } {
  const types: string[] = [];
  const problems: string[] = [];
  blocks.forEach((block, i) => {
    let data: Ld;
    try {
      data = JSON.parse(block) as Ld;
    } catch (error) {
      problems.push(`block ${i}: not JSON (${(error as Error).message})`);
      return;
    }
    const type = String(data["@type"]);
    types.push(type);
    if (data["@context"] !== "https://schema.org") problems.push(`${type}: @context`);
    const rule = REQUIRED[type];
    if (!rule) problems.push(`${type}: a type the site does not use`);
    else problems.push(...rule(data).map((field) => `${type}: ${field}`));
  });
  return { types, problems };
}

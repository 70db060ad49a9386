import { absoluteUrl, normalizePath } from "../../rules/routes";

/** SPEC §2 "Page metadata": every title ends with this suffix, carrying the product's name. */
export function pageTitle(title: string, productName: string): string {
  const suffix = ` | AI лаборатория ${productName}`;
  return title.endsWith(suffix) ? title : `${title}${suffix}`;
}

/** Canonical URL: absolute, lower case, no trailing slash, no query or hash. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const clean = normalizePath(path.split(/[?#]/)[0].toLowerCase());
  return absoluteUrl(siteUrl, clean);
}

/** Digits of a phone for a tel: link ("+7 495 120-17-54" → "+74951201754"). */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, "")}`;
}

interface SectionLike {
  kind: string;
  items?: readonly { title: string; text?: string | null }[] | null;
}

/**
 * schema.org FAQPage from a page's FAQ sections, or null when it has none. Search engines show these
 * answers under the result only if each question has its answer; questions without one are left out.
 */
export function faqJsonLd(sections: readonly SectionLike[]): object | null {
  const questions = sections
    .filter((s) => s.kind === "faq")
    .flatMap((s) => s.items ?? [])
    .filter((item) => item.text);
  if (questions.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.title,
      acceptedAnswer: { "@type": "Answer", text: q.text },
    })),
  };
}

/** How a catalogue entry presents itself to search engines. */
export type EntrySchema = "Product" | "Service" | "Article" | "BlogPosting";

export interface EntryLdInput {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of its picture, if any. */
  image: string | null;
  /** For a case study: who it was for. */
  client?: string | null;
  category?: string | null;
  /** For a blog post: "2025-03-25", its tags and minutes of reading. */
  datePublished?: string;
  keywords?: readonly string[];
  minutes?: number;
}

/**
 * schema.org data of a catalogue page: modules and datasets are products the company sells, services
 * and industry solutions are services it provides, cases are articles about work done, blog posts
 * are articles with a date.
 */
export function entryJsonLd(schema: EntrySchema, entry: EntryLdInput, company: { name: string; url: string }): object {
  const organization = { "@type": "Organization", name: company.name, url: company.url };
  const common = { "@context": "https://schema.org", url: entry.url, ...(entry.image ? { image: entry.image } : {}) };
  switch (schema) {
    case "Product":
      return { ...common, "@type": "Product", name: entry.title, description: entry.description, brand: organization, ...(entry.category ? { category: entry.category } : {}) };
    case "Service":
      return { ...common, "@type": "Service", name: entry.title, description: entry.description, provider: organization, areaServed: { "@type": "Country", name: "Россия" } };
    case "Article":
    case "BlogPosting":
      return {
        ...common,
        "@type": schema,
        headline: entry.title,
        description: entry.description,
        author: organization,
        publisher: organization,
        mainEntityOfPage: entry.url,
        ...(entry.client ? { about: entry.client } : {}),
        ...(entry.category ? { articleSection: entry.category } : {}),
        ...(entry.datePublished ? { datePublished: entry.datePublished, dateModified: entry.datePublished, inLanguage: "ru" } : {}),
        ...(entry.keywords ? { keywords: entry.keywords.join(", ") } : {}),
        ...(entry.minutes ? { timeRequired: `PT${entry.minutes}M` } : {}),
      };
  }
}

/**
 * schema.org WebSite of the home page with its search (SearchAction): search engines may offer a search
 * box that leads to /search?q=….
 */
export function websiteJsonLd(siteUrl: string, name: string): object {
  const url = absoluteUrl(siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url,
    inLanguage: "ru",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(siteUrl, "/search?q={search_term_string}") },
      "query-input": "required name=search_term_string",
    },
  };
}

import { absoluteUrl, normalizePath } from "./routes";

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

import React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { absoluteUrl } from "../../../rules/routes";
import { canonicalUrl, pageTitle } from "../../lib/seo";

export interface SeoProps {
  title: string;
  description: string;
  /** Route of the page; the canonical URL is built from it. */
  path: string;
  keywords?: readonly string[];
  /** Site-relative or absolute URL of the social card image. */
  image?: string | null;
  /** Hide the page from search engines (error pages). */
  noindex?: boolean;
  /** Open Graph type: an article carries its own tags (published time, section) as children. */
  ogType?: "website" | "article";
  children?: React.ReactNode;
}

/** Everything a page puts in <head>: rendered from each page's `Head` export (Gatsby Head API). */
export function Seo({ title, description, path, keywords, image, noindex, ogType = "website", children }: SeoProps) {
  const site = useSiteSettings();
  const fullTitle = pageTitle(title, site.productName);
  const url = canonicalUrl(site.siteUrl, path);
  const imageSrc = image ?? site.defaultImage;
  const imageUrl = imageSrc ? absoluteUrl(site.siteUrl, imageSrc) : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {children}
    </>
  );
}

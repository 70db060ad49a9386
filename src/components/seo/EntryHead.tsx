import React from "react";
import { graphql } from "gatsby";
import { imageSrc } from "../ui/ResponsiveImage";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { absoluteUrl } from "../../../rules/routes";
import { canonicalUrl, entryJsonLd, faqJsonLd, type EntrySchema } from "../../lib/seo";
import { JsonLd } from "./JsonLd";
import { Seo } from "./Seo";

export interface EntryHeadProps {
  entry: Queries.EntrySeoFragment;
  /** What a catalogue entry is to search engines (Product, Service, Article); nothing for plain pages. */
  schema?: EntrySchema;
  /** A case's client and category, a module's or dataset's category. */
  client?: string | null;
  category?: string | null;
  children?: React.ReactNode;
}

/** Head of any page backed by a content entry: its SEO fields, social card, structured data and FAQ. */
export function EntryHead({ entry, schema, client, category, children }: EntryHeadProps) {
  const site = useSiteSettings();
  const card = entry.seo.image?.childImageSharp?.gatsbyImageData ?? entry.image?.childImageSharp?.ogImage;
  const faq = faqJsonLd(entry.sections);
  const cardSrc = imageSrc(card) ?? null;
  const structured =
    schema &&
    entryJsonLd(
      schema,
      {
        title: entry.title,
        description: entry.seo.description,
        url: canonicalUrl(site.siteUrl, entry.path),
        image: cardSrc ? absoluteUrl(site.siteUrl, cardSrc) : null,
        client,
        category,
      },
      { name: site.companyName, url: site.siteUrl },
    );
  return (
    <Seo
      title={entry.seo.title}
      description={entry.seo.description}
      keywords={entry.seo.keywords}
      path={entry.path}
      image={cardSrc}
    >
      {structured && <JsonLd data={structured} />}
      {faq && <JsonLd data={faq} />}
      {children}
    </Seo>
  );
}

export const query = graphql`
  fragment EntrySeo on ContentEntry {
    path
    title
    sections {
      kind
      items {
        title
        text
      }
    }
    seo {
      title
      description
      keywords
      image {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
    }
    image {
      childImageSharp {
        ogImage: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
      }
    }
  }
`;

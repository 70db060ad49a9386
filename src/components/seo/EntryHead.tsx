import React from "react";
import { graphql } from "gatsby";
import { getSrc } from "gatsby-plugin-image";
import { faqJsonLd } from "../../lib/seo";
import { JsonLd } from "./JsonLd";
import { Seo } from "./Seo";

/** Head of any page backed by a content entry: its SEO fields, social card image and FAQ for search. */
export function EntryHead({ entry, children }: { entry: Queries.EntrySeoFragment; children?: React.ReactNode }) {
  const card = entry.seo.image?.childImageSharp?.gatsbyImageData ?? entry.image?.childImageSharp?.ogImage;
  const faq = faqJsonLd(entry.sections);
  return (
    <Seo
      title={entry.seo.title}
      description={entry.seo.description}
      keywords={entry.seo.keywords}
      path={entry.path}
      image={card ? getSrc(card) : null}
    >
      {faq && <JsonLd data={faq} />}
      {children}
    </Seo>
  );
}

export const query = graphql`
  fragment EntrySeo on ContentEntry {
    path
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

import React from "react";
import { graphql } from "gatsby";
import { getSrc } from "gatsby-plugin-image";
import { Seo } from "./Seo";

/** Head of any page backed by a content entry: its SEO fields and social card image. */
export function EntryHead({ entry, children }: { entry: Queries.EntrySeoFragment; children?: React.ReactNode }) {
  const card = entry.seo.image?.childImageSharp?.gatsbyImageData ?? entry.image?.childImageSharp?.ogImage;
  return (
    <Seo
      title={entry.seo.title}
      description={entry.seo.description}
      keywords={entry.seo.keywords}
      path={entry.path}
      image={card ? getSrc(card) : null}
    >
      {children}
    </Seo>
  );
}

export const query = graphql`
  fragment EntrySeo on ContentEntry {
    path
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

import React from "react";
import { graphql } from "gatsby";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { Gallery, Figure } from "./styled";

export interface SampleGalleryProps {
  samples: Queries.DatasetSamplesFragment["samples"];
}

/** Example frames of a dataset with their annotation drawn on. */
export function SampleGallery({ samples }: SampleGalleryProps) {
  return (
    <Gallery>
      {samples.map((sample) => {
        const image = sample.image.childImageSharp?.gatsbyImageData;
        return (
          image && (
            <li key={sample.alt}>
              <Figure>
                <ResponsiveImage image={image} alt={sample.alt} />
              </Figure>
            </li>
          )
        );
      })}
    </Gallery>
  );
}

export const query = graphql`
  fragment DatasetSamples on Dataset {
    samples {
      alt
      image {
        childImageSharp {
          gatsbyImageData(width: 800, placeholder: NONE, sizes: "(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 400px")
        }
      }
    }
  }
`;

import React from "react";
import { graphql } from "gatsby";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { Card, CardLink, Media, Body, Label, Title, Text } from "./styled";

export interface EntryCardProps {
  entry: Queries.EntryCardFragment;
  /** Category label shown above the title (cases). */
  label?: string | null;
  /** Heading level inside the surrounding section. */
  headingLevel?: "h2" | "h3";
}

/** A card of a catalogue entry: image, title and short description, the whole card a link to its page. */
export function EntryCard({ entry, label, headingLevel = "h3" }: EntryCardProps) {
  const image = entry.image?.childImageSharp?.gatsbyImageData;
  return (
    <Card>
      {image && (
        <Media>
          <ResponsiveImage image={image} alt={entry.imageAlt ?? ""} />
        </Media>
      )}
      <Body>
        {label && <Label>{label}</Label>}
        <Title as={headingLevel}>
          <CardLink to={entry.path}>{entry.title}</CardLink>
        </Title>
        <Text>{entry.description}</Text>
      </Body>
    </Card>
  );
}

export const query = graphql`
  fragment EntryCard on ContentEntry {
    path
    title
    description
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.6, sizes: "(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 400px")
      }
    }
  }
`;

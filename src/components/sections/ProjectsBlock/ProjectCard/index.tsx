import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage } from "../../../ui/ResponsiveImage";
import { useContactPanel } from "../../../contact/context";
import { CategoryIcon } from "./category-icons";
import { Card, Media, Body, Category, Title, Target, Text } from "./styled";

export interface ProjectCardProps {
  title: string;
  /** The category label (SPEC §3 "text"). */
  category: string;
  description: string;
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
  /** The case page, opened in a new tab; a card without one opens the contact panel. */
  link: string | null;
}

/** The card props of a case from the `EntryCard` fragment: its page is its link. */
export function projectCardFromEntry(entry: Queries.EntryCardFragment & { category: string }): ProjectCardProps {
  return {
    title: entry.title,
    category: entry.category,
    description: entry.description,
    image: entry.image?.childImageSharp?.gatsbyImageData,
    imageAlt: entry.imageAlt,
    link: entry.path,
  };
}

/** A case in the Projects block: the whole card is one link (or one button) named by the title. */
export function ProjectCard({ title, category, description, image, imageAlt, link }: ProjectCardProps) {
  const { open } = useContactPanel();
  return (
    <Card as="li">
      <Media>{image && <ResponsiveImage image={image} alt={imageAlt ?? ""} />}</Media>
      <Body>
        <Category>
          <CategoryIcon category={category} />
          {category}
        </Category>
        <Title>
          {link ? (
            <Target as="a" href={link} target="_blank" rel="noopener noreferrer">
              {title}
            </Target>
          ) : (
            <Target as="button" type="button" onClick={open} aria-haspopup="dialog">
              {title}
            </Target>
          )}
        </Title>
        <Text>{description}</Text>
      </Body>
    </Card>
  );
}

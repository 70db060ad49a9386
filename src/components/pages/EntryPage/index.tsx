import React from "react";
import { graphql } from "gatsby";
import { Layout } from "../../layout/Layout";
import { PageHero } from "../../sections/PageHero";
import { ContentSections } from "../../sections/ContentSections";

export interface EntryPageProps {
  entry: Queries.EntryPageFragment;
  /** Label above the h1 (a case's category). */
  eyebrow?: string | null;
  /** Figures shown in the hero instead of the entry's own. */
  facts?: Queries.EntryPageFragment["facts"];
  /** Blocks shown right after the hero (a listing's cards). */
  intro?: React.ReactNode;
  /** Blocks shown after the content sections (related entries). */
  children?: React.ReactNode;
}

/** The page of any content entry: hero with figures, the entry's sections, what the template adds. */
export function EntryPage({ entry, eyebrow, facts, intro, children }: EntryPageProps) {
  return (
    <Layout path={entry.path}>
      <PageHero
        title={entry.hero.title}
        lead={entry.hero.lead}
        eyebrow={eyebrow}
        image={entry.image?.childImageSharp?.gatsbyImageData}
        imageAlt={entry.imageAlt}
        facts={facts ?? entry.facts}
      />
      {intro}
      <ContentSections sections={entry.sections} />
      {children}
    </Layout>
  );
}

export const query = graphql`
  fragment EntryPage on ContentEntry {
    path
    title
    hero {
      title
      lead
    }
    facts {
      label
      value
    }
    sections {
      ...ContentSection
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 760, aspectRatio: 1.6, placeholder: NONE, sizes: "(max-width: 1023px) 100vw, 600px")
      }
    }
  }
`;

import React from "react";
import { graphql } from "gatsby";
import { Layout } from "../../layout/Layout";
import { PageHero } from "../../sections/PageHero";
import { ContentSection, SectionBand } from "../../sections/ContentSections";

/** A band the template adds to the entry's own sections (a specification table, a gallery, cards). */
export type DetailBand = {
  id: string;
  /** How many of the entry's sections come before this band; by default all up to the FAQ. */
  after?: number;
} & (
  | { title: string; lead?: string; content: React.ReactNode }
  /** A whole band drawn by a part of its own (its heading too), given its place for the tint. */
  | { band: (position: number) => React.ReactNode }
);

export interface EntryPageProps {
  entry: Queries.EntryPageFragment;
  /** Label above the h1 (a case's category). */
  eyebrow?: string | null;
  /** Figures shown in the hero instead of the entry's own. */
  facts?: Queries.EntryPageFragment["facts"];
  /** Blocks shown right after the hero (a listing's cards). */
  intro?: React.ReactNode;
  /** Bands shown among the entry's sections. */
  details?: readonly DetailBand[];
  /** Blocks shown after the content sections (related entries). */
  children?: React.ReactNode;
}

type Band = { kind: "section"; section: Queries.EntryPageFragment["sections"][number] } | { kind: "detail"; band: DetailBand };

/** The entry's sections in file order, with the template's bands slotted in where they belong. */
function arrange(sections: Queries.EntryPageFragment["sections"], details: readonly DetailBand[]): Band[] {
  const faq = sections.findIndex((s) => s.kind === "faq");
  const beforeFaq = faq < 0 ? sections.length : faq;
  const bands: Band[] = [];
  for (let i = 0; i <= sections.length; i++) {
    for (const band of details) if ((band.after ?? beforeFaq) === i) bands.push({ kind: "detail", band });
    if (i < sections.length) bands.push({ kind: "section", section: sections[i] });
  }
  return bands;
}

/**
 * The page of any content entry: hero with figures, the entry's sections, what the template adds.
 * The entry's own copy is one <article>; related cards and shared blocks follow it.
 */
export function EntryPage({ entry, eyebrow, facts, intro, details = [], children }: EntryPageProps) {
  return (
    <Layout path={entry.path}>
      <article>
        <PageHero
          title={entry.hero.title}
          lead={entry.hero.lead}
          eyebrow={eyebrow}
          image={entry.image?.childImageSharp?.gatsbyImageData}
          imageAlt={entry.imageAlt}
          facts={facts ?? entry.facts}
        />
        {intro}
        {arrange(entry.sections, details).map((item, position) =>
          item.kind === "section" ? (
            <ContentSection key={item.section.title} section={item.section} position={position} />
          ) : "band" in item.band ? (
            <React.Fragment key={item.band.id}>{item.band.band(position)}</React.Fragment>
          ) : (
            <SectionBand key={item.band.id} id={item.band.id} title={item.band.title} lead={item.band.lead} position={position}>
              {item.band.content}
            </SectionBand>
          ),
        )}
      </article>
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

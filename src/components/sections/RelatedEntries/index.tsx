import React from "react";
import { Container } from "../../ui/Container";
import { Reveal } from "../../ui/Reveal";
import { EntryCardGrid } from "../../cards/EntryCardGrid";
import { Band, Heading } from "./styled";

export interface RelatedEntriesProps {
  id: string;
  title: string;
  entries: readonly (Queries.EntryCardFragment & { category?: string | null })[] | null | undefined;
}

/** A band of cards linking to related modules, cases, services or a page's own sub-pages. */
export function RelatedEntries({ id, title, entries }: RelatedEntriesProps) {
  if (!entries || entries.length === 0) return null;
  return (
    <Reveal>
      <Band aria-labelledby={id}>
        <Container>
          <Heading id={id}>{title}</Heading>
          <EntryCardGrid entries={entries} />
        </Container>
      </Band>
    </Reveal>
  );
}

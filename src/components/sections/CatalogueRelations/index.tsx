import React from "react";
import { graphql } from "gatsby";
import { RelatedEntries } from "../RelatedEntries";

export interface CatalogueRelationsProps {
  entry: Queries.CatalogueRelationsFragment;
  /** Headings of the three bands, where a collection words them its own way. */
  titles?: { modules?: string; projects?: string; services?: string };
}

/** The modules, cases and services an entry links to, each as a band of cards. */
export function CatalogueRelations({ entry, titles = {} }: CatalogueRelationsProps) {
  return (
    <>
      <RelatedEntries id="related-modules" title={titles.modules ?? "Связанные модули"} entries={entry.relatedModules} />
      <RelatedEntries id="related-projects" title={titles.projects ?? "Кейсы"} entries={entry.relatedProjects} />
      <RelatedEntries id="related-services" title={titles.services ?? "Услуги"} entries={entry.relatedServices} />
    </>
  );
}

export const query = graphql`
  fragment CatalogueRelations on CatalogueEntry {
    relatedModules {
      ...EntryCard
    }
    relatedProjects {
      ...EntryCard
      category
    }
    relatedServices {
      ...EntryCard
    }
  }
`;

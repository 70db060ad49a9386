import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { CatalogueRelations } from "../components/sections/CatalogueRelations";
import { RelatedEntries } from "../components/sections/RelatedEntries";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ServicePageQuery;

export default function ServiceTemplate({ data }: PageProps<Data>) {
  const entry = data.service;
  if (!entry) return null;
  return (
    <EntryPage entry={entry}>
      {entry.subEntriesTitle && <RelatedEntries id="sub-entries" title={entry.subEntriesTitle} entries={entry.subEntries} />}
      <CatalogueRelations entry={entry} titles={{ modules: "Готовые модули", services: "Смежные услуги" }} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.service ? <EntryHead entry={data.service} schema="Service" /> : null;
}

export const query = graphql`
  query ServicePage($slug: String!) {
    service(slug: { eq: $slug }) {
      ...EntrySeo
      ...EntryPage
      subEntriesTitle
      subEntries { ...EntryCard }
      ...CatalogueRelations
    }
  }
`;

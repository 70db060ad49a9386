import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { RelatedEntries } from "../components/sections/RelatedEntries";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ServicePageQuery;

export default function ServiceTemplate({ data }: PageProps<Data>) {
  const entry = data.service;
  if (!entry) return null;
  return (
    <EntryPage entry={entry}>
      <RelatedEntries id="sub-entries" title="Направления" entries={entry.subEntries} />
      <RelatedEntries id="related-modules" title="Готовые модули" entries={entry.relatedModules} />
      <RelatedEntries id="related-projects" title="Кейсы" entries={entry.relatedProjects} />
      <RelatedEntries id="related-services" title="Смежные услуги" entries={entry.relatedServices} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.service ? <EntryHead entry={data.service} /> : null;
}

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      ...EntrySeo
      ...EntryPage
      subEntries { ...EntryCard }
      relatedModules { ...EntryCard }
      relatedProjects { ...EntryCard category }
      relatedServices { ...EntryCard }
    }
  }
`;

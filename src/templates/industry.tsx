import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { RelatedEntries } from "../components/sections/RelatedEntries";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.IndustryPageQuery;

export default function IndustryTemplate({ data }: PageProps<Data>) {
  const entry = data.industry;
  if (!entry) return null;
  return (
    <EntryPage entry={entry}>
      <RelatedEntries id="related-modules" title="Связанные модули" entries={entry.relatedModules} />
      <RelatedEntries id="related-projects" title="Кейсы" entries={entry.relatedProjects} />
      <RelatedEntries id="related-services" title="Услуги" entries={entry.relatedServices} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.industry ? <EntryHead entry={data.industry} /> : null;
}

export const query = graphql`
  query IndustryPage($id: String!) {
    industry(id: { eq: $id }) {
      ...EntrySeo
      ...EntryPage
      relatedModules { ...EntryCard }
      relatedProjects { ...EntryCard category }
      relatedServices { ...EntryCard }
    }
  }
`;

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { RelatedEntries } from "../components/sections/RelatedEntries";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ProjectPageQuery;

export default function ProjectTemplate({ data }: PageProps<Data>) {
  const entry = data.project;
  if (!entry) return null;
  return (
    <EntryPage entry={entry} eyebrow={entry.category} facts={[{ label: "Заказчик", value: entry.client }, ...(entry.facts ?? [])]}>
      <RelatedEntries id="related-modules" title="Модули в решении" entries={entry.relatedModules} />
      <RelatedEntries id="related-projects" title="Похожие проекты" entries={entry.relatedProjects} />
      <RelatedEntries id="related-services" title="Услуги" entries={entry.relatedServices} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.project ? <EntryHead entry={data.project} /> : null;
}

export const query = graphql`
  query ProjectPage($id: String!) {
    project(id: { eq: $id }) {
      ...EntrySeo
      ...EntryPage
      category
      client
      relatedModules { ...EntryCard }
      relatedProjects { ...EntryCard category }
      relatedServices { ...EntryCard }
    }
  }
`;

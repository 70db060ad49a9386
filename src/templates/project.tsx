import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { CatalogueRelations } from "../components/sections/CatalogueRelations";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ProjectPageQuery;

export default function ProjectTemplate({ data }: PageProps<Data>) {
  const entry = data.project;
  if (!entry) return null;
  return (
    <EntryPage entry={entry} eyebrow={entry.category} facts={[{ label: "Заказчик", value: entry.client }, ...(entry.facts ?? [])]}>
      <CatalogueRelations entry={entry} titles={{ modules: "Модули в решении", projects: "Похожие проекты" }} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.project ? <EntryHead entry={data.project} schema="Article" client={data.project.client} category={data.project.category} /> : null;
}

export const query = graphql`
  query ProjectPage($slug: String!) {
    project(slug: { eq: $slug }) {
      ...EntrySeo
      ...EntryPage
      category
      client
      ...CatalogueRelations
    }
  }
`;

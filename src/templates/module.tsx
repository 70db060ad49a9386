import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { CatalogueRelations } from "../components/sections/CatalogueRelations";
import { SpecsTable } from "../components/sections/SpecsTable";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ModulePageQuery;

export default function ModuleTemplate({ data }: PageProps<Data>) {
  const entry = data.module;
  if (!entry) return null;
  return (
    <EntryPage
      entry={entry}
      details={[{ id: "module-specs", title: "Технические характеристики", content: <SpecsTable rows={entry.specs} /> }]}
    >
      <CatalogueRelations entry={entry} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.module ? <EntryHead entry={data.module} schema="Product" category="Модуль видеоаналитики" /> : null;
}

export const query = graphql`
  query ModulePage($id: String!) {
    module(id: { eq: $id }) {
      ...EntrySeo
      ...EntryPage
      ...CatalogueRelations
      specs {
        label
        value
      }
    }
  }
`;

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { CatalogueRelations } from "../components/sections/CatalogueRelations";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ModulePageQuery;

export default function ModuleTemplate({ data }: PageProps<Data>) {
  if (!data.module) return null;
  return (
    <EntryPage entry={data.module}>
      <CatalogueRelations entry={data.module} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.module ? <EntryHead entry={data.module} /> : null;
}

export const query = graphql`
  query ModulePage($id: String!) {
    module(id: { eq: $id }) {
      ...EntrySeo
      ...EntryPage
      ...CatalogueRelations
    }
  }
`;

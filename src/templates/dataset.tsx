import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { CatalogueRelations } from "../components/sections/CatalogueRelations";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.DatasetPageQuery;

export default function DatasetTemplate({ data }: PageProps<Data>) {
  if (!data.dataset) return null;
  return (
    <EntryPage entry={data.dataset}>
      <CatalogueRelations entry={data.dataset} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.dataset ? <EntryHead entry={data.dataset} /> : null;
}

export const query = graphql`
  query DatasetPage($id: String!) {
    dataset(id: { eq: $id }) {
      ...EntrySeo
      ...EntryPage
      ...CatalogueRelations
    }
  }
`;

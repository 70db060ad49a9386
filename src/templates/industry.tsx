import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { CatalogueRelations } from "../components/sections/CatalogueRelations";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.IndustryPageQuery;

export default function IndustryTemplate({ data }: PageProps<Data>) {
  if (!data.industry) return null;
  return (
    <EntryPage entry={data.industry}>
      <CatalogueRelations entry={data.industry} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.industry ? <EntryHead entry={data.industry} schema="Service" /> : null;
}

export const query = graphql`
  query IndustryPage($slug: String!) {
    industry(slug: { eq: $slug }) {
      ...EntrySeo
      ...EntryPage
      ...CatalogueRelations
    }
  }
`;

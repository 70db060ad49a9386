import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ConsentPageQuery;

export default function ConsentPage({ data }: PageProps<Data>) {
  return data.contentPage ? <EntryPage entry={data.contentPage} /> : null;
}

export function Head({ data }: HeadProps<Data>) {
  return data.contentPage ? <EntryHead entry={data.contentPage} /> : null;
}

export const query = graphql`
  query ConsentPage {
    contentPage(slug: { eq: "consent" }) {
      ...EntrySeo
      ...EntryPage
    }
  }
`;

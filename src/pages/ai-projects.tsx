import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.AiProjectsPageQuery;

/** The cases listing: the cards themselves are the Projects block of the layout, fully expanded here. */
export default function AiProjectsPage({ data }: PageProps<Data>) {
  if (!data.contentPage) return null;
  return <EntryPage entry={data.contentPage} />;
}

export function Head({ data }: HeadProps<Data>) {
  return data.contentPage ? <EntryHead entry={data.contentPage} /> : null;
}

export const query = graphql`
  query AiProjectsPage {
    contentPage(slug: { eq: "ai-projects" }) {
      ...EntrySeo
      ...EntryPage
    }
  }
`;

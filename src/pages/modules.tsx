import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { RelatedEntries } from "../components/sections/RelatedEntries";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ModulesPageQuery;

export default function ModulesPage({ data }: PageProps<Data>) {
  if (!data.contentPage) return null;
  return (
    <EntryPage
      entry={data.contentPage}
      intro={<RelatedEntries id="listing" title="Все модули" entries={data.allModule.nodes} />}
    />
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.contentPage ? <EntryHead entry={data.contentPage} /> : null;
}

export const query = graphql`
  query ModulesPage {
    contentPage(slug: { eq: "modules" }) {
      ...EntrySeo
      ...EntryPage
    }
    allModule(sort: { order: ASC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`;

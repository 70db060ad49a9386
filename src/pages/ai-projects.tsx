import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { RelatedEntries } from "../components/sections/RelatedEntries";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.AiProjectsPageQuery;

export default function AiProjectsPage({ data }: PageProps<Data>) {
  if (!data.contentPage) return null;
  return (
    <EntryPage
      entry={data.contentPage}
      intro={<RelatedEntries id="listing" title="Все опубликованные кейсы" entries={data.allProject.nodes} />}
    />
  );
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
    allProject(sort: { order: ASC }) {
      nodes {
        ...EntryCard category
      }
    }
  }
`;

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { RelatedEntries } from "../components/sections/RelatedEntries";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ServicesPageQuery;

export default function ServicesPage({ data }: PageProps<Data>) {
  if (!data.contentPage) return null;
  return (
    <EntryPage
      entry={data.contentPage}
      intro={<RelatedEntries id="listing" title="Все услуги" entries={data.allService.nodes} />}
    />
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.contentPage ? <EntryHead entry={data.contentPage} /> : null;
}

export const query = graphql`
  query ServicesPage {
    contentPage(slug: { eq: "services" }) {
      ...EntrySeo
      ...EntryPage
    }
    allService(sort: { order: ASC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`;

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { RelatedEntries } from "../components/sections/RelatedEntries";
import { EntryHead } from "../components/seo/EntryHead";
import { OrganizationJsonLd } from "../components/seo/OrganizationJsonLd";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  if (!data.contentPage) return null;
  return (
    <EntryPage entry={data.contentPage}>
      <RelatedEntries id="home-modules" title="Готовые модули распознавания" entries={data.allModule.nodes} />
      <RelatedEntries id="home-projects" title="Реализованные проекты" entries={data.allProject.nodes} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  if (!data.contentPage) return null;
  return (
    <EntryHead entry={data.contentPage}>
      <OrganizationJsonLd />
    </EntryHead>
  );
}

export const query = graphql`
  query HomePage {
    contentPage(slug: { eq: "home" }) {
      ...EntrySeo
      ...EntryPage
    }
    allModule(sort: { order: ASC }, limit: 6) {
      nodes {
        ...EntryCard
      }
    }
    allProject(sort: { order: ASC }, limit: 6) {
      nodes {
        ...EntryCard
        category
      }
    }
  }
`;

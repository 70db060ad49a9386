import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { ModulesOverview } from "../components/sections/ModulesOverview";
import { EntryHead } from "../components/seo/EntryHead";
import { OrganizationJsonLd } from "../components/seo/OrganizationJsonLd";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  if (!data.contentPage) return null;
  const modules = data.allModule;
  return (
    <EntryPage
      entry={data.contentPage}
      details={[
        {
          id: "home-modules",
          title: "Готовые модули распознавания",
          lead: "Запускаются на ваших камерах внутри платформы «Видеум» за дни: обучение с нуля не нужно.",
          after: 1,
          content: <ModulesOverview modules={modules.nodes} total={modules.totalCount} />,
        },
      ]}
    />
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
      totalCount
      nodes {
        ...EntryCard
      }
    }
  }
`;

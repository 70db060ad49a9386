import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.VideoAnalyticsPlatformPageQuery;

export default function VideoAnalyticsPlatformPage({ data }: PageProps<Data>) {
  return data.contentPage ? <EntryPage entry={data.contentPage} /> : null;
}

export function Head({ data }: HeadProps<Data>) {
  return data.contentPage ? <EntryHead entry={data.contentPage} schema="Product" category="Платформа видеоаналитики" /> : null;
}

export const query = graphql`
  query VideoAnalyticsPlatformPage {
    contentPage(slug: { eq: "video-analytics-platform" }) {
      ...EntrySeo
      ...EntryPage
    }
  }
`;

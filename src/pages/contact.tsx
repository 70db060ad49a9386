import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { ContactRequest } from "../components/sections/ContactRequest";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ContactPageQuery;

export default function ContactPage({ data }: PageProps<Data>) {
  return data.contentPage ? <EntryPage entry={data.contentPage} intro={<ContactRequest />} /> : null;
}

export function Head({ data }: HeadProps<Data>) {
  return data.contentPage ? <EntryHead entry={data.contentPage} /> : null;
}

export const query = graphql`
  query ContactPage {
    contentPage(slug: { eq: "contact" }) {
      ...EntrySeo
      ...EntryPage
    }
  }
`;

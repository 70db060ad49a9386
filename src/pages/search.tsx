import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { SearchPage } from "../components/search/SearchPage";
import { Seo } from "../components/seo/Seo";

/** Site search results (/search?q=…): shareable, rendered by the server without JavaScript; never indexed. */
export default function Search({ location }: PageProps) {
  return (
    <Layout path={location.pathname} title="Поиск по сайту" callToAction={false} lightTop>
      <SearchPage search={location.search} />
    </Layout>
  );
}

export function Head() {
  return (
    <Seo
      title="Поиск по сайту"
      description="Поиск по модулям, услугам, отраслевым решениям, датасетам, кейсам и статьям блога AI-лаборатории Видеум."
      path="/search"
      noindex
    />
  );
}

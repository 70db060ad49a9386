import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage, type DetailBand } from "../components/pages/EntryPage";
import { DEMO_OF_MODULE } from "../components/demo/modules";
import { LazyDemo } from "../components/demo/lazy";
import { CatalogueRelations } from "../components/sections/CatalogueRelations";
import { SpecsTable } from "../components/sections/SpecsTable";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.ModulePageQuery;

export default function ModuleTemplate({ data }: PageProps<Data>) {
  const entry = data.module;
  if (!entry) return null;
  const details: DetailBand[] = [{ id: "module-specs", title: "Технические характеристики", content: <SpecsTable rows={entry.specs} /> }];
  const demo = DEMO_OF_MODULE[entry.slug];
  if (demo) {
    // After the first section, which says what the module does: then she tries it.
    details.unshift({ id: "demo", after: 1, band: (position) => <LazyDemo kind={demo} moduleTitle={entry.title} position={position} /> });
  }
  return (
    <EntryPage entry={entry} details={details}>
      <CatalogueRelations entry={entry} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.module ? <EntryHead entry={data.module} schema="Product" category="Модуль видеоаналитики" /> : null;
}

export const query = graphql`
  query ModulePage($slug: String!) {
    module(slug: { eq: $slug }) {
      slug
      ...EntrySeo
      ...EntryPage
      ...CatalogueRelations
      specs {
        label
        value
      }
    }
  }
`;

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EntryPage } from "../components/pages/EntryPage";
import { CatalogueRelations } from "../components/sections/CatalogueRelations";
import { SampleGallery } from "../components/sections/SampleGallery";
import { SpecsTable } from "../components/sections/SpecsTable";
import { EntryHead } from "../components/seo/EntryHead";

type Data = Queries.DatasetPageQuery;

export default function DatasetTemplate({ data }: PageProps<Data>) {
  const dataset = data.dataset;
  if (!dataset) return null;
  return (
    <EntryPage
      entry={dataset}
      details={[
        { id: "dataset-specs", title: "Паспорт датасета", content: <SpecsTable rows={dataset.specs} /> },
        {
          id: "dataset-samples",
          title: "Примеры кадров с разметкой",
          lead: "Так выглядят кадры набора: рамки, метки и атрибуты нанесены поверх изображения.",
          content: <SampleGallery samples={dataset.samples} />,
        },
      ]}
    >
      <CatalogueRelations entry={dataset} />
    </EntryPage>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.dataset ? <EntryHead entry={data.dataset} schema="Product" category="Датасет для обучения нейросетей" /> : null;
}

export const query = graphql`
  query DatasetPage($slug: String!) {
    dataset(slug: { eq: $slug }) {
      ...EntrySeo
      ...EntryPage
      ...CatalogueRelations
      ...DatasetSamples
      specs {
        label
        value
      }
    }
  }
`;

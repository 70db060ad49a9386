import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { FormResult } from "../components/sections/FormResult";
import { Seo } from "../components/seo/Seo";

/** Where a newsletter subscription sent without JavaScript lands. Not indexed. */
export default function SubscribedPage({ location }: PageProps) {
  return (
    <Layout path={location.pathname} title="Вы подписаны на рассылку" callToAction={false} lightTop>
      <FormResult
        title="Вы подписаны на рассылку"
        actions={[{ to: "/", label: "На главную" }, { to: "/modules", label: "Модули распознавания" }]}
      >
        Спасибо! Раз в&nbsp;месяц будем присылать новые модули, разборы внедрений и&nbsp;практику компьютерного зрения. Отписаться можно по&nbsp;ссылке в&nbsp;любом письме.
      </FormResult>
    </Layout>
  );
}

export function Head() {
  return <Seo title="Подписка оформлена" description="Подписка на рассылку оформлена: раз в месяц — новые модули и разборы внедрений." path="/subscribed" noindex />;
}

import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { NotFound } from "../components/sections/NotFound";
import { Seo } from "../components/seo/Seo";

/** SPEC §2 error page; the production server answers every unknown address with it and status 404. */
export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout path={location.pathname} callToAction={false}>
      <NotFound />
    </Layout>
  );
}

export function Head() {
  return (
    <Seo
      title="Страница не найдена"
      description="Запрошенной страницы нет на сайте. Вернитесь на главную, чтобы найти модули, услуги и кейсы компании."
      path="/404"
      noindex
    />
  );
}

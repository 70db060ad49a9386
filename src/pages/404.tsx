import React from "react";
import { Layout } from "../components/layout/Layout";
import { NotFound } from "../components/sections/NotFound";
import { Seo } from "../components/seo/Seo";

/** The page's own route, whatever address it answers: the same breadcrumb on the server and in the browser. */
const NOT_FOUND_PATH = "/404";

/**
 * SPEC §2 error page; the production server answers every unknown address with it and status 404.
 * Built once (as /404.html) and shown for any address, so nothing in it may follow the address: the
 * build would render "404.html" where the browser renders the visitor's path, and React would discard
 * the page on hydration. No breadcrumb JSON-LD: an error page is not a place in the site.
 */
export default function NotFoundPage() {
  return (
    <Layout path={NOT_FOUND_PATH} title="Страница не найдена" callToAction={false} breadcrumbsJsonLd={false} lightTop>
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

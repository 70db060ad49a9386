import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { FormResult } from "../components/sections/FormResult";
import { Seo } from "../components/seo/Seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { telHref } from "../lib/seo";

/** Where a contact request sent without JavaScript lands (the server's 303 after storing it). Not indexed. */
export default function ContactPage({ location }: PageProps) {
  const site = useSiteSettings();
  return (
    <Layout path={location.pathname} title="Заявка отправлена" callToAction={false} lightTop>
      <FormResult
        title="Заявка отправлена"
        actions={[{ to: "/", label: "На главную" }, { to: "/ai-projects", label: "Посмотреть кейсы" }]}
      >
        Спасибо! Заявка уже у наших специалистов. Мы перезвоним или напишем в&nbsp;рабочее время — обычно в&nbsp;течение часа. Если вопрос срочный, позвоните: <a href={telHref(site.phone)}>{site.phone}</a>.
      </FormResult>
    </Layout>
  );
}

export function Head() {
  return <Seo title="Заявка отправлена" description="Заявка получена: наши специалисты свяжутся с вами в рабочее время." path="/request-sent" noindex />;
}

import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { NativeNewsletterForm } from "../components/forms/NativeForms";
import { FormResult } from "../components/sections/FormResult";
import { Seo } from "../components/seo/Seo";
import { useSiteSettings } from "../hooks/use-site-settings";

/** A subscription the server refused, sent without JavaScript: the form again, filled in by the server. Not indexed. */
export default function SubscriptionErrorPage({ location }: PageProps) {
  const site = useSiteSettings();
  return (
    <Layout path={location.pathname} title="Подписка не оформлена" callToAction={false} lightTop>
      <FormResult
        title="Подписка не оформлена"
        form={<NativeNewsletterForm />}
      >
        Проверьте адрес и&nbsp;согласие ниже и&nbsp;отправьте форму ещё раз — введённый адрес сохранён. Вопросы о&nbsp;рассылке можно задать по&nbsp;адресу <a href={`mailto:${site.email}`}>{site.email}</a>.
      </FormResult>
    </Layout>
  );
}

export function Head() {
  return <Seo title="Подписка не оформлена" description="Подписка на рассылку не оформлена: проверьте адрес и отправьте форму ещё раз." path="/subscription-error" noindex />;
}

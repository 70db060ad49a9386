import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { NativeContactForm } from "../components/forms/NativeForms";
import { FormResult } from "../components/sections/FormResult";
import { Seo } from "../components/seo/Seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { telHref } from "../lib/seo";

/** A contact request the server refused, sent without JavaScript: the form again, filled in by the server. Not indexed. */
export default function RequestErrorPage({ location }: PageProps) {
  const site = useSiteSettings();
  return (
    <Layout path={location.pathname} title="Заявка не отправлена" callToAction={false} lightTop>
      <FormResult
        title="Заявка не отправлена"
        form={<NativeContactForm />}
      >
        Проверьте поля, отмеченные ниже, и&nbsp;отправьте форму ещё раз — всё, что вы ввели, сохранено. Если не&nbsp;получается, позвоните нам: <a href={telHref(site.phone)}>{site.phone}</a> или напишите на&nbsp;<a href={`mailto:${site.email}`}>{site.email}</a>.
      </FormResult>
    </Layout>
  );
}

export function Head() {
  return <Seo title="Заявка не отправлена" description="Заявка не отправлена: проверьте поля формы и отправьте её ещё раз или позвоните нам." path="/request-error" noindex />;
}

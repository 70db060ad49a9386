import React from "react";
import { Link } from "gatsby";
import logoUrl from "../../../images/logo.svg";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { telHref } from "../../../lib/seo";
import { ButtonLink } from "../../ui/ButtonLink";
import { Bar, Brand, BrandName, BrandTag, Actions, Phone } from "./styled";

/** Top bar of every page: logo to home, phone, and the request button. */
export function SiteHeader() {
  const site = useSiteSettings();
  return (
    <Bar as="header">
      <Brand as={Link} to="/" aria-label={`${site.companyName} — на главную`}>
        <img src={logoUrl} width={40} height={40} alt="" />
        <span>
          <BrandName>{site.productName}</BrandName>
          <BrandTag>AI лаборатория</BrandTag>
        </span>
      </Brand>
      <Actions>
        <Phone href={telHref(site.phone)}>{site.phone}</Phone>
        <ButtonLink to="/contact">Оставить заявку</ButtonLink>
      </Actions>
    </Bar>
  );
}

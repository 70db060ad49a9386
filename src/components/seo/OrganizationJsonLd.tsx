import React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { absoluteUrl } from "../../../rules/routes";
import { JsonLd } from "./JsonLd";

/** schema.org Organization for the home page: who the company is and how to reach it. */
export function OrganizationJsonLd() {
  const site = useSiteSettings();
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.companyName,
    legalName: site.legalName,
    url: site.siteUrl,
    logo: absoluteUrl(site.siteUrl, "/icons/icon-512x512.png"),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "RU" },
    sameAs: site.socials.map((s) => s.link),
  };
  return <JsonLd data={data} />;
}

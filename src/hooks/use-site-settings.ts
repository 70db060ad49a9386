import { graphql } from "gatsby";
import { useSiteData } from "./use-site-data";

/** Company contacts, product name and figures from content/site/site.json, plus the site's origin. */
export function useSiteSettings() {
  const data: Queries.SiteSettingsFragment = useSiteData();
  if (!data.siteSettings) throw new Error("content/site/site.json отсутствует");
  return {
    ...data.siteSettings,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    /** static/og-default.jpg, made by scripts/generate-images.ts. */
    defaultImage: "/og-default.jpg",
  };
}

export const query = graphql`
  fragment SiteSettings on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteSettings {
      companyName
      legalName
      productName
      email
      phone
      address
      foundedYear
      projectsDelivered
      accreditation
      messengerChannel
      socials {
        id
        name
        link
        icon
      }
    }
  }
`;

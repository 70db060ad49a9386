import { graphql, useStaticQuery } from "gatsby";

/** Company contacts, product name and figures from content/site/site.json, plus the site's origin. */
export function useSiteSettings() {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
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
  `);
  if (!data.siteSettings) throw new Error("content/site/site.json отсутствует");
  return {
    ...data.siteSettings,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    /** static/og-default.jpg, made by scripts/generate-images.ts. */
    defaultImage: "/og-default.jpg",
  };
}

import React from "react";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { telHref } from "../../../lib/seo";
import { Container } from "../../ui/Container";
import { Band, Columns, Legal, Muted } from "./styled";

/** Bottom of every page: legal name, address, contacts, privacy policy, accreditation. */
export function SiteFooter() {
  const site = useSiteSettings();
  const year = new Date().getFullYear();
  return (
    <Band>
      <Container>
        <Columns>
          <div>
            <strong>{site.legalName}</strong>
            <Muted>{site.address}</Muted>
          </div>
          <div>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            <a href={telHref(site.phone)}>{site.phone}</a>
          </div>
        </Columns>
        <Legal>
          <span>
            © {site.foundedYear}–{year} {site.legalName}
          </span>
          <a href="/privacy.pdf">Политика конфиденциальности</a>
          <Muted>{site.accreditation}</Muted>
        </Legal>
      </Container>
    </Band>
  );
}

import React from "react";
import { Link } from "gatsby";
import { breadcrumbJsonLd, buildBreadcrumbs } from "../../../lib/breadcrumbs";
import { useRouteTitles } from "../../../hooks/use-route-titles";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { JsonLd } from "../../seo/JsonLd";
import { Container } from "../../ui/Container";
import { Nav, List, Item, WHOLE_CRUMB_CHARS, type BreadcrumbsTone } from "./styled";

export interface BreadcrumbsProps {
  path: string;
  /** Title of the last crumb when the page is not in the route-title table. */
  title?: string;
  /** Also describe the trail to search engines (BreadcrumbList); not for error pages. */
  jsonLd?: boolean;
  /** The colour of the page's first block, which the trail continues: a dark hero by default. */
  tone?: BreadcrumbsTone;
}

/** Where the visitor is: «Главная / Услуги / Компьютерное зрение»; nothing on the home page. */
export function Breadcrumbs({ path, title, jsonLd = true, tone = "dark" }: BreadcrumbsProps) {
  const titles = useRouteTitles();
  const { siteUrl } = useSiteSettings();
  const crumbs = buildBreadcrumbs(path, titles, title);
  if (crumbs.length === 0) return null;
  return (
    <Nav aria-label="Хлебные крошки" $tone={tone}>
      <Container>
        <List>
          {crumbs.map((crumb, i) => {
            const current = i === crumbs.length - 1;
            return (
              <Item key={crumb.path} aria-current={current ? "page" : undefined} $tone={tone} $whole={crumb.title.length <= WHOLE_CRUMB_CHARS}>
                {current ? crumb.title : <Link to={crumb.path}>{crumb.title}</Link>}
              </Item>
            );
          })}
        </List>
      </Container>
      {jsonLd && <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />}
    </Nav>
  );
}

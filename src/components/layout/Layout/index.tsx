import React from "react";
import { ContactPanel } from "../../contact/ContactPanel";
import { SkipLink } from "../SkipLink";
import { Header } from "../Header";
import { Breadcrumbs } from "../Breadcrumbs";
import { ErrorBoundary } from "../ErrorBoundary";
import { ScrollUp } from "../ScrollUp";
import { SiteFooter } from "../SiteFooter";

export interface LayoutProps {
  /** Route of the page: breadcrumbs and the menu's active item follow it. */
  path: string;
  children: React.ReactNode;
}

/** The frame of every page (SPEC §2 default layout): contact panel, header, breadcrumbs, the page, 'Наверх', footer. */
export function Layout({ path, children }: LayoutProps) {
  return (
    <>
      <SkipLink />
      <ContactPanel />
      <Header path={path} />
      <Breadcrumbs path={path} />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </main>
      <ScrollUp />
      <SiteFooter />
    </>
  );
}

import React from "react";
import { SkipLink } from "../SkipLink";
import { SiteHeader } from "../SiteHeader";
import { SiteFooter } from "../SiteFooter";

/** The frame of every page: skip link, header, the page's main content, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

import React from "react";
import { usesExtendedBottom } from "../../../lib/layouts";
import { useSiteLayout } from "../../../hooks/use-site-layout";
import { LazyContactPanel } from "../../contact/ContactPanel/lazy";
import { CallToAction } from "../../sections/CallToAction";
import { SkipLink } from "../SkipLink";
import { Header } from "../Header";
import { Breadcrumbs } from "../Breadcrumbs";
import { ErrorBoundary } from "../ErrorBoundary";
import { LazyExtendedBottom } from "../ExtendedBottom/lazy";
import { ScrollUp } from "../ScrollUp";
import { LazyFooter } from "../Footer/lazy";
import { HydrateLater } from "../HydrateLater";
import { MessengerBanner } from "../MessengerBanner";

export interface LayoutProps {
  /** Route of the page: breadcrumbs, the menu and the choice of layout follow it. */
  path: string;
  /** The last breadcrumb of a page that is not in the content (its own title otherwise). */
  title?: string;
  /** The closing request block of the default layout; off on error pages. */
  callToAction?: boolean;
  /** The breadcrumbs' BreadcrumbList for search engines; off on error pages. */
  breadcrumbsJsonLd?: boolean;
  /** A page whose first block is light (an article, an error or a form's result): the trail is too. */
  lightTop?: boolean;
  children: React.ReactNode;
}

/**
 * The frame of every page (SPEC §2). Default layout: contact panel, header, breadcrumbs, the page,
 * 'Наверх', footer, messaging-channel banner. Routes listed in content/site/layout.json get the
 * extended-bottom layout: no banner, and the projects block with its info card, the systems showcase and
 * the messenger section before the footer.
 */
export function Layout({ path, title, callToAction = true, breadcrumbsJsonLd = true, lightTop = false, children }: LayoutProps) {
  const layout = useSiteLayout();
  const extended = usesExtendedBottom(path, layout.routes);
  return (
    <>
      <SkipLink />
      <LazyContactPanel />
      <HydrateLater>
        <Header path={path} />
        <Breadcrumbs path={path} title={title} jsonLd={breadcrumbsJsonLd} tone={lightTop ? "light" : "dark"} />
      </HydrateLater>
      <main id="main" tabIndex={-1} data-layout={extended ? "extended-bottom" : "default"}>
        <HydrateLater>
          <ErrorBoundary>{children}</ErrorBoundary>
          {callToAction && !extended && <CallToAction />}
          {/* Inside main: on /ai-projects the cases are the page's own content. */}
          {extended && <LazyExtendedBottom key={path} path={path} blocks={layout} />}
        </HydrateLater>
      </main>
      <ScrollUp />
      {/* Keyed by route: a part whose code is still to come mounts anew with each page (see LoadWhenNear). */}
      <LazyFooter key={path} />
      {!extended && <MessengerBanner />}
    </>
  );
}

import React from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "./styles/theme";
import { ContactPanelProvider } from "./components/contact/context";
import { LazyCookieNotice } from "./components/layout/CookieNotice/lazy";
import { ProgressBar } from "./components/layout/ProgressBar";
import { Toasts } from "./components/ui/Toasts";

/**
 * Shared by gatsby-browser and gatsby-ssr. The root holds only providers (the theme, site-wide UI
 * state): Gatsby also renders each page's Head through wrapRootElement, into a detached element, and
 * anything visible here would live twice. A second toast stack there measured every toast at height
 * 0, which react-hot-toast's shared store then applied to the real one: opacity 0, an invisible toast.
 */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ContactPanelProvider>{children}</ContactPanelProvider>
    </ThemeProvider>
  );
}

/**
 * Around every page, kept across page changes (same place, same type): the progress bar, the cookie
 * notice and the toasts (a toast outlives the page change that may follow it).
 */
export function PageWrapper({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ProgressBar />
      {children}
      <LazyCookieNotice />
      <Toasts />
    </>
  );
}

export const wrapRootElement = ({ element }: { element: React.ReactNode }) => <RootWrapper>{element}</RootWrapper>;
export const wrapPageElement = ({ element }: { element: React.ReactNode }) => <PageWrapper>{element}</PageWrapper>;

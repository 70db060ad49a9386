import React from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "./styles/theme";
import { ContactPanelProvider } from "./components/contact/context";
import { LazyCookieNotice } from "./components/layout/CookieNotice/lazy";
import { ProgressBar } from "./components/layout/ProgressBar";
import { Toasts } from "./components/ui/Toasts";

/**
 * Shared by gatsby-browser and gatsby-ssr: the theme, site-wide UI state, the cookie notice and the
 * toasts (a toast outlives the page change that may follow it).
 */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ProgressBar />
      <ContactPanelProvider>{children}</ContactPanelProvider>
      <LazyCookieNotice />
      <Toasts />
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: React.ReactNode }) => <RootWrapper>{element}</RootWrapper>;

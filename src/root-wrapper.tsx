import React from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "./styles/theme";
import { GlobalStyle } from "./styles/global-styles";
import { ContactPanelProvider } from "./components/contact/context";

/** Shared by gatsby-browser and gatsby-ssr: the theme, global styles and site-wide UI state. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ContactPanelProvider>{children}</ContactPanelProvider>
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: React.ReactNode }) => <RootWrapper>{element}</RootWrapper>;

import React from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "./styles/theme";
import { GlobalStyle } from "./styles/global-styles";

/** Shared by gatsby-browser and gatsby-ssr: one ThemeProvider and the global styles. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: React.ReactNode }) => <RootWrapper>{element}</RootWrapper>;

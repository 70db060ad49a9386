import React from "react";
import { render } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/styles/theme";
import { ContactPanelProvider } from "../src/components/contact/context";

function SiteProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ContactPanelProvider>{children}</ContactPanelProvider>
    </ThemeProvider>
  );
}

/** Renders a component inside what the root wrapper provides on the site: theme and contact panel state. */
export function renderOnSite(ui: React.ReactElement) {
  return render(ui, { wrapper: SiteProviders });
}

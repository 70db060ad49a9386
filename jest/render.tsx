import React from "react";
import { act, render } from "@testing-library/react";
import toast from "react-hot-toast";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/styles/theme";
import { ContactPanelProvider } from "../src/components/contact/context";
import { Toasts } from "../src/components/ui/Toasts";

function SiteProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ContactPanelProvider>
        {children}
        <Toasts />
      </ContactPanelProvider>
    </ThemeProvider>
  );
}

/** Renders a component inside what the root wrapper provides on the site: theme, contact panel state, toasts. */
export function renderOnSite(ui: React.ReactElement) {
  return render(ui, { wrapper: SiteProviders });
}

// Toasts live in one store for the whole page: a test must not see the previous test's.
afterEach(() => {
  act(() => toast.remove());
});

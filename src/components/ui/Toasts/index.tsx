import React from "react";
import { Toaster } from "react-hot-toast";
import { useTheme } from "styled-components";

export { notify, TOAST_DURATION_MS } from "./notify";

/** Where the site's toasts appear: bottom centre, stacked, above the panel and banners. */
export function Toasts() {
  const theme = useTheme();
  return (
    <Toaster
      position="bottom-center"
      gutter={8}
      containerStyle={{ zIndex: 1000 }}
      toastOptions={{
        style: {
          maxWidth: "28rem",
          padding: "0.75rem 1rem",
          borderRadius: theme.radii.sm,
          background: theme.colors.surfaceDark,
          color: theme.colors.textOnDark,
          fontFamily: theme.fonts.base,
          fontSize: theme.fontSizes.sm,
          boxShadow: theme.shadows.raised,
        },
        success: { iconTheme: { primary: theme.colors.accentOnDark, secondary: theme.colors.surfaceDark } },
        error: { iconTheme: { primary: theme.colors.errorOnDark, secondary: theme.colors.surfaceDark } },
      }}
    />
  );
}

import React from "react";
import toast, { Toaster } from "react-hot-toast";
import { useTheme } from "styled-components";
import { TOAST_DURATION_MS, type ToastKind } from "./kinds";

const ARIA = {
  polite: { role: "status", "aria-live": "polite" },
  assertive: { role: "alert", "aria-live": "assertive" },
} as const;

/** Shows one toast; loaded with this module on the first `notify` call. */
export function showToast(kind: ToastKind, message: string) {
  const duration = TOAST_DURATION_MS[kind];
  if (kind === "info") return toast.success(message, { duration, ariaProps: ARIA.polite });
  if (kind === "error") return toast.error(message, { duration, ariaProps: ARIA.assertive });
  return toast(message, { duration, ariaProps: ARIA.polite });
}

/**
 * Where the site's toasts appear: at the top centre, just below the header, above the panel and
 * banners. There they cover neither the header's controls nor what a form's visitor reaches for next
 * (the send button, the messenger links at the panel's foot, «Наверх»); only the opening text.
 */
export function ToastStack() {
  const theme = useTheme();
  return (
    <Toaster
      position="top-center"
      gutter={8}
      containerStyle={{ zIndex: 1000, top: theme.layout.headerHeight + 8 }}
      toastOptions={{
        style: {
          maxWidth: "28rem",
          padding: "0.75rem 1rem",
          borderRadius: theme.radii.sm,
          // Light on every background: the page has dark bands (hero, footer) as well as white ones.
          background: theme.colors.background,
          color: theme.colors.text,
          border: `1px solid ${theme.colors.border}`,
          fontFamily: theme.fonts.base,
          fontSize: theme.fontSizes.sm,
          boxShadow: theme.shadows.raised,
        },
        success: { iconTheme: { primary: theme.colors.accent, secondary: theme.colors.background } },
        error: { iconTheme: { primary: theme.colors.error, secondary: theme.colors.background } },
      }}
    />
  );
}

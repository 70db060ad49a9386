/** The one source of colours, type, spacing and breakpoints (SPEC §9). Colours are named by role. */
export const theme = {
  colors: {
    text: "#0b1530",
    textMuted: "#4a5578",
    textOnDark: "#f4f6fb",
    textMutedOnDark: "#b8c0dc",
    background: "#ffffff",
    surface: "#f4f6fb",
    surfaceDark: "#0b1530",
    surfaceDarkRaised: "#16224a",
    primary: "#3b5bfd",
    primaryHover: "#2945d6",
    accent: "#12c2a4",
    accentOnDark: "#4fe0c6",
    border: "#dde2f0",
    borderOnDark: "#2a3763",
    error: "#c62828",
    errorSurface: "#fdecec",
    errorOnDark: "#ff8a8a",
    focus: "#3b5bfd",
  },
  fonts: {
    base: '"Golos Text", "Golos Text Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
  fontSizes: { xs: "0.8125rem", sm: "0.9375rem", md: "1.0625rem", lg: "1.25rem", xl: "1.625rem", xxl: "2.25rem", hero: "3rem" },
  lineHeights: { tight: 1.15, heading: 1.25, body: 1.6 },
  space: { xs: "0.5rem", sm: "0.75rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem", section: "5.5rem" },
  radii: { sm: "8px", md: "14px", lg: "22px", pill: "999px" },
  shadows: { card: "0 1px 2px rgba(11, 21, 48, 0.06), 0 8px 24px rgba(11, 21, 48, 0.06)", raised: "0 12px 32px rgba(11, 21, 48, 0.14)" },
  /** SPEC §9: 1400, 1200, 1023, 767, 576 px. */
  breakpoints: { xl: 1400, lg: 1200, md: 1023, sm: 767, xs: 576 },
  layout: { headerHeight: 82, containerWidth: 1240, gutter: "1.25rem", buttonHeight: 44, buttonHeightSmall: 40 },
  motion: { fast: "150ms", base: "250ms" },
} as const;

export type Theme = typeof theme;
export type Breakpoint = keyof Theme["breakpoints"];

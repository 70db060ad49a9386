import { media } from "./media";
import { theme } from "./theme";

/**
 * The site's element defaults, written into each page's head as a static style (gatsby-ssr), before
 * styled-components' sheet so component classes still come later in the cascade. Not a
 * createGlobalStyle: that component recompiled these rules with stylis in the browser on every page
 * load and carried them in the app's JavaScript, although nothing in them changes at run time.
 */
export const globalCss = `
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.layout.headerHeight + 16}px; }
  /* Desktop widths, where scrollbars take room: the scrollbar's place is kept from the first paint, so the
     page does not narrow when the HTML grows taller than the window (a layout shift) or slide when a
     dialog locks the scroll. Phones and tablets draw scrollbars over the page and need nothing. */
  ${media.up("md")} {
    html { scrollbar-gutter: stable; }
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.base};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
    /* a long Russian word must never push the page sideways on a phone */
    overflow-wrap: break-word;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { margin: 0; line-height: ${theme.lineHeights.heading}; font-weight: 700; letter-spacing: -0.01em; hyphens: auto; }
  dt, dd { hyphens: auto; }
  p { margin: 0; }
  img { max-width: 100%; display: block; }
  a { color: ${theme.colors.primary}; text-underline-offset: 0.18em; }
  a:hover { color: ${theme.colors.primaryHover}; }
  /* a phone number is read and dialled whole: it never breaks across lines */
  a[href^="tel:"] { white-space: nowrap; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 3px; }
  ${media.down("sm")} { body { font-size: 1rem; } }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`
  // The comments and indentation are for the reader here; each page's head gets the rules alone.
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, "\n")
  .trim();

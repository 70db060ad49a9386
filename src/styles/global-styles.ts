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
  /* a phone number or an e-mail address is read, dialled and copied whole: it never breaks across lines */
  a[href^="tel:"], a[href^="mailto:"] { white-space: nowrap; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 3px; }
  ${media.down("sm")} { body { font-size: 1rem; } }
  /* The header's search (src/components/search/HeaderSearch): a field above 1400 px, a button at 1400 px and
     below, where the menu leaves no room for a field. Here rather than in styled-components so that its
     markup, in every page, adds nothing to the first JavaScript. */
  [data-header-search] { position: relative; width: 6rem; height: ${theme.layout.buttonHeightSmall}px; }
  [data-header-search] input {
    width: 100%; height: ${theme.layout.buttonHeightSmall}px; padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface}; color: ${theme.colors.text}; font: inherit; font-size: ${theme.fontSizes.sm};
  }
  [data-search-toggle] {
    display: inline-flex; align-items: center; justify-content: center; flex: none;
    width: ${theme.layout.buttonHeight}px; height: ${theme.layout.buttonHeight}px; padding: 0; border: 0;
    border-radius: ${theme.radii.sm}; background: none; color: ${theme.colors.text}; cursor: pointer;
  }
  [data-search-toggle]::before {
    content: ""; width: 20px; height: 20px; background: currentColor;
    mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z'/%3E%3C/svg%3E") center / contain no-repeat;
  }
  ${media.down("xl")} { [data-header-search] { display: none; } }
  ${media.up("xl")} { [data-search-toggle] { display: none; } }
  /* Above 1200 px the full menu, the search and the request button fill the page's column (the logo and
     «Оставить заявку» on its edges, as the content below): the e-mail icon (the address is in the footer,
     the contact panel and on /contact) gives way to the search. */
  ${media.up("lg")} { header a[href^="mailto:"] { display: none; } }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`
  // The comments and indentation are for the reader here; each page's head gets the rules alone.
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, "\n")
  .trim();

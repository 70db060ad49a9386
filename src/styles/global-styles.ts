import { createGlobalStyle } from "styled-components";
import { media } from "./media";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.headerHeight + 16}px; }
  /* Desktop widths, where scrollbars take room: the scrollbar's place is kept from the first paint, so the
     page does not narrow when the HTML grows taller than the window (a layout shift) or slide when a
     dialog locks the scroll. Phones and tablets draw scrollbars over the page and need nothing. */
  ${media.up("md")} {
    html { scrollbar-gutter: stable; }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.base};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    /* a long Russian word must never push the page sideways on a phone */
    overflow-wrap: break-word;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { margin: 0; line-height: ${({ theme }) => theme.lineHeights.heading}; font-weight: 700; letter-spacing: -0.01em; hyphens: auto; }
  dt, dd { hyphens: auto; }
  p { margin: 0; }
  img { max-width: 100%; display: block; }
  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 0.18em; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 3px; }
  ${media.down("sm")} { body { font-size: 1rem; } }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;

/**
 * Golos Text, self-hosted: Cyrillic and Latin subsets of the three weights the design uses, served
 * from /fonts/ (copied there from @fontsource/golos-text by scripts/copy-fonts.ts at build time).
 * Declared here rather than imported as CSS so webpack does not inline the fonts into every page;
 * gatsby-ssr writes these rules into each page's head as a static style.
 */
const SUBSETS = {
  cyrillic: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
} as const;
const WEIGHTS = [400, 600, 700] as const;

export const FONT_FILES = WEIGHTS.flatMap((weight) =>
  (Object.keys(SUBSETS) as (keyof typeof SUBSETS)[]).map((subset) => ({
    weight,
    subset,
    file: `golos-text-${subset}-${weight}-normal.woff2`,
  })),
);

export const fontFaces = FONT_FILES.map(
  ({ weight, subset, file }) => `
@font-face {
  font-family: "Golos Text";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(/fonts/${file}) format("woff2");
  unicode-range: ${SUBSETS[subset]};
}`,
).join("\n");

/*
 * Until Golos Text arrives the text is set in a local Arial-compatible face (Arial, or Liberation Sans
 * on Linux, which has Arial's widths) scaled to Golos Text's metrics, so the swap seldom moves a line:
 * size-adjust makes a line of the site's own Russian text as wide in both fonts (measured in Chromium
 * on 20,000 characters of five pages' content: 400 → 105.97 %, 600 → 100.04 %, 700 → 100.85 %; the
 * Latin-based average of @capsizecss/metrics, 108.57 %, set Russian lines 2.4 % too wide and rewrapped
 * hero paragraphs at the swap). The overrides give Golos Text's ascent (980), descent (220), line gap 0.
 */
const fallbackFace = (weight: string, sizeAdjust: number, names: string[]) => `
@font-face {
  font-family: "Golos Text Fallback";
  font-weight: ${weight};
  src: ${names.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${sizeAdjust}%;
  ascent-override: ${((98 / sizeAdjust) * 100).toFixed(2)}%;
  descent-override: ${((22 / sizeAdjust) * 100).toFixed(2)}%;
  line-gap-override: 0%;
}`;

const REGULAR = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans-Regular"];
// Arial has no semibold: both heavier weights take its bold, each scaled to its own Golos weight.
const BOLD = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"];

export const fallbackFontFaces = [
  fallbackFace("400", 105.97, REGULAR),
  fallbackFace("600", 100.04, BOLD),
  fallbackFace("700", 100.85, BOLD),
].join("\n");

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

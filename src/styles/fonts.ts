/**
 * Golos Text, self-hosted, in the three weights the design uses, served from /fonts/ (made there by
 * scripts/copy-fonts.ts at build time). Declared here rather than imported as CSS so webpack does not
 * inline the fonts into every page; gatsby-ssr writes these rules into each page's head as a static style.
 *
 * Every page needs Cyrillic and the basic Latin range (spaces, digits, punctuation, «», dashes), so each
 * weight is one file holding exactly those (`golos-text-{weight}.woff2`, cut by copy-fonts from the full
 * font of @expo-google-fonts/golos-text): three requests, about 40 KB, where fontsource's Cyrillic and
 * Latin subsets were six and 63 KB, the largest part of what a phone fetched before the first screen
 * (issue #34). The rest of fontsource's Latin subset (accented letters, a few signs) stays a face of its
 * own, fetched only by a page that uses one of its characters.
 */

/** Inclusive code point ranges. */
type Ranges = readonly (readonly [number, number])[];

/** fontsource's `cyrillic` subset. */
export const CYRILLIC: Ranges = [[0x0301, 0x0301], [0x0400, 0x045f], [0x0490, 0x0491], [0x04b0, 0x04b1], [0x2116, 0x2116]];
/** fontsource's `latin` subset, as its CSS declares it. */
export const LATIN: Ranges = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da], [0x02dc, 0x02dc],
  [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191],
  [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];
/**
 * The Latin part every page uses: ASCII, Latin-1's signs (no-break space, «», ©, °, ±, ×, ÷…), general
 * punctuation (dashes, quotes, ellipsis, thin spaces), €, ™, arrows, minus.
 */
export const LATIN_BASIC: Ranges = [
  [0x0000, 0x00bf], [0x00d7, 0x00d7], [0x00f7, 0x00f7], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191],
  [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];

/** The code points of `ranges`, each once, ascending. */
export function codePoints(ranges: Ranges): number[] {
  const points = new Set<number>();
  for (const [from, to] of ranges) for (let c = from; c <= to; c += 1) points.add(c);
  return [...points].sort((a, b) => a - b);
}

/** Code points (ascending, each once) as a CSS unicode-range: consecutive ones joined. */
export function unicodeRange(points: readonly number[]): string {
  const parts: string[] = [];
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, "0");
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j += 1;
    parts.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return parts.join(",");
}

const latinBasic = new Set(codePoints(LATIN_BASIC));
/** What each weight's own file holds: Cyrillic and the basic Latin. */
export const FIRST_SCREEN_POINTS = codePoints([...CYRILLIC, ...LATIN_BASIC]);
/** fontsource's Latin subset less the basic part: its own face, fetched only where it is used. */
export const LATIN_REST_POINTS = codePoints(LATIN).filter((c) => !latinBasic.has(c));

const WEIGHTS = [400, 600, 700] as const;
export type FontWeight = (typeof WEIGHTS)[number];

export interface FontFile {
  weight: FontWeight;
  /** The file's name in /fonts/. */
  file: string;
  /** The characters the face is declared for (its unicode-range). */
  points: readonly number[];
  /**
   * Where copy-fonts takes it: cut from the full font of @expo-google-fonts/golos-text to `points`, or
   * copied from @fontsource/golos-text's files.
   */
  source: { cutFrom: string } | { copyOf: string };
}

const EXPO_FILES: Record<FontWeight, string> = { 400: "400Regular/GolosText_400Regular.ttf", 600: "600SemiBold/GolosText_600SemiBold.ttf", 700: "700Bold/GolosText_700Bold.ttf" };

export const FONT_FILES: FontFile[] = WEIGHTS.flatMap((weight): FontFile[] => [
  // The two faces' characters are disjoint (scripts/copy-fonts.test.ts), so their order does not matter.
  { weight, file: `golos-text-latin-${weight}-normal.woff2`, points: LATIN_REST_POINTS, source: { copyOf: `golos-text-latin-${weight}-normal.woff2` } },
  { weight, file: `golos-text-${weight}.woff2`, points: FIRST_SCREEN_POINTS, source: { cutFrom: EXPO_FILES[weight] } },
]);

export const fontFaces = FONT_FILES.map(
  ({ weight, file, points }) => `
@font-face {
  font-family: "Golos Text";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(/fonts/${file}) format("woff2");
  unicode-range: ${unicodeRange(points)};
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

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
 * on Linux, which has Arial's widths) scaled to Golos Text's metrics, so that the swap moves text within a
 * line less than the 3 px Chromium's layout-shift count ignores. It cannot promise the same line breaks:
 * single words differ in width between the two fonts, and at 360 px a line near the edge may wrap
 * differently (docs/engineering/architecture.md, «Как устроена сборка», «Шрифт», has the figures).
 * - Letters and punctuation: one scale per weight (size-adjust), measured in Chromium on the main text of
 *   seven pages (42,000 characters without spaces and figures) so that a line is as wide in both fonts.
 * - The space, the figures, "+" and "-": Arial's figures are all one width and Golos Text's are not ("1"
 *   is 22 % narrower, "0" 11 % wider), and Arial's space is 11 % wider, so one scale put a phone number
 *   in a line 4–7 px off at the swap (/contact, issue #34). Each of these glyphs has a face of its own,
 *   scaled from the two fonts' advance widths to exactly Golos Text's width.
 * The overrides give Golos Text's ascent (980), descent (220), line gap 0 whatever the scale.
 */
const fallbackFace = (weight: FontWeight, sizeAdjust: number, names: readonly string[], range?: string) => `
@font-face {
  font-family: "Golos Text Fallback";
  font-weight: ${weight};
  src: ${names.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${sizeAdjust}%;
  ascent-override: ${((98 / sizeAdjust) * 100).toFixed(2)}%;
  descent-override: ${((22 / sizeAdjust) * 100).toFixed(2)}%;
  line-gap-override: 0%;${range ? `\n  unicode-range: ${range};` : ""}
}`;

const REGULAR = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans-Regular"];
// Arial has no semibold: both heavier weights take its bold, each scaled to its own Golos weight.
const BOLD = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"];

/** Letters and the rest: size-adjust, %, per weight (measured, see above). */
const LETTERS_SCALE: Record<FontWeight, number> = { 400: 107.3, 600: 100.62, 700: 101.51 };

/** The glyphs fitted one by one. */
export const FITTED_GLYPHS = "0123456789 \u00a0+-";
/** Their advance widths in Arial, Regular and Bold alike (and Liberation Sans), in 1/2048 em. */
export const ARIAL_ADVANCES: Record<string, number> = { ...Object.fromEntries([..."0123456789"].map((d) => [d, 1139])), " ": 569, "\u00a0": 569, "+": 1196, "-": 682 };
/** Their advance widths in Golos Text, in 1/1000 em, in the order of FITTED_GLYPHS (scripts/copy-fonts.test.ts reads them from the fonts). */
export const GOLOS_ADVANCES: Record<FontWeight, readonly number[]> = {
  400: [620, 485, 580, 585, 610, 580, 605, 530, 610, 605, 250, 250, 550, 380],
  600: [639, 504, 599, 604, 628, 599, 624, 540, 629, 624, 250, 250, 569, 380],
  700: [650, 515, 610, 610, 625, 610, 635, 545, 640, 635, 250, 250, 580, 380],
};

/** The fitted glyphs of a weight grouped by their scale: one face each. */
export function fittedScales(weight: FontWeight): { scale: number; points: number[] }[] {
  const groups = new Map<number, number[]>();
  [...FITTED_GLYPHS].forEach((glyph, i) => {
    const scale = Math.round(((GOLOS_ADVANCES[weight][i] / 1000) / (ARIAL_ADVANCES[glyph] / 2048)) * 10000) / 100;
    groups.set(scale, [...(groups.get(scale) ?? []), glyph.codePointAt(0)!]);
  });
  return [...groups].map(([scale, points]) => ({ scale, points: points.sort((a, b) => a - b) }));
}

// The faces with a unicode-range come after the one without: of overlapping faces the last declared wins.
export const fallbackFontFaces = WEIGHTS.flatMap((weight) => {
  const names = weight === 400 ? REGULAR : BOLD;
  return [fallbackFace(weight, LETTERS_SCALE[weight], names), ...fittedScales(weight).map(({ scale, points }) => fallbackFace(weight, scale, names, unicodeRange(points)))];
}).join("\n");

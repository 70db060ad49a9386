/** The two font packages scripts/copy-fonts uses; neither ships types. */
declare module "subset-font" {
  /** A copy of `font` (TrueType, CFF, WOFF or WOFF2) with only the glyphs of `text`'s characters. */
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: "sfnt" | "woff" | "woff2" | "truetype" }): Promise<Buffer>;
}
declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, to: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer>;
    detectFormat(font: Buffer): string;
  };
  export default fontverter;
}

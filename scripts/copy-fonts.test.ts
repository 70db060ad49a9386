import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import {
  ARIAL_ADVANCES,
  CYRILLIC,
  FIRST_SCREEN_POINTS,
  FITTED_GLYPHS,
  FONT_FILES,
  GOLOS_ADVANCES,
  LATIN,
  LATIN_REST_POINTS,
  codePoints,
  fallbackFontFaces,
  unicodeRange,
} from "../src/styles/fonts";
import { FONTSOURCE_DIR, fontFile } from "./copy-fonts";

/** Where an sfnt's table starts. */
function tableOf(sfnt: Buffer, tag: string): number {
  const tables = sfnt.readUInt16BE(4);
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (sfnt.toString("latin1", record, record + 4) === tag) return sfnt.readUInt32BE(record + 8);
  }
  throw new Error(`no ${tag} table`);
}

/** The characters a font has glyphs for, and the glyph of each: its cmap's format 4 or 12 subtable (an sfnt: TrueType or CFF). */
function glyphsOf(sfnt: Buffer): Map<number, number> {
  const cmap = tableOf(sfnt, "cmap");
  const found = new Map<number, number>();
  const subtables = sfnt.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i += 1) {
    const at = cmap + sfnt.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = sfnt.readUInt16BE(at);
    if (format === 4) {
      const segments = sfnt.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const offsets = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        const end = sfnt.readUInt16BE(ends + s * 2);
        const start = sfnt.readUInt16BE(starts + s * 2);
        const delta = sfnt.readInt16BE(deltas + s * 2);
        const offset = sfnt.readUInt16BE(offsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c += 1) {
          const glyph = offset === 0 ? (c + delta) & 0xffff : sfnt.readUInt16BE(offsets + s * 2 + offset + (c - start) * 2);
          if (glyph !== 0) found.set(c, glyph);
        }
      }
    } else if (format === 12) {
      const groups = sfnt.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = at + 16 + g * 12;
        const start = sfnt.readUInt32BE(group);
        for (let c = start; c <= sfnt.readUInt32BE(group + 4); c += 1) found.set(c, sfnt.readUInt32BE(group + 8) + c - start);
      }
    }
  }
  return found;
}

const charactersOf = (sfnt: Buffer) => new Set(glyphsOf(sfnt).keys());

/** A character's advance width in font units (hmtx), and the font's units per em (head). */
function advanceOf(sfnt: Buffer, glyphs: Map<number, number>, character: string): { advance: number; unitsPerEm: number } {
  const glyph = glyphs.get(character.codePointAt(0)!);
  if (glyph === undefined) throw new Error(`no glyph for ${JSON.stringify(character)}`);
  const metrics = sfnt.readUInt16BE(tableOf(sfnt, "hhea") + 34);
  const advance = sfnt.readUInt16BE(tableOf(sfnt, "hmtx") + Math.min(glyph, metrics - 1) * 4);
  return { advance, unitsPerEm: sfnt.readUInt16BE(tableOf(sfnt, "head") + 18) };
}

/** The code points of a CSS unicode-range. */
const rangePoints = (range: string) =>
  range ? range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().slice(2).split("-").map((hex) => parseInt(hex, 16));
    return codePoints([[from, to]]);
  }) : [];

const sfntOf = async (woff2: Buffer) => Buffer.from(await fontverter.convert(woff2, "sfnt"));

test("the first-screen and the rest faces split fontsource's Cyrillic and Latin ranges between them, with nothing lost or doubled", () => {
  const both = [...FIRST_SCREEN_POINTS, ...LATIN_REST_POINTS];
  expect(new Set(both).size).toBe(both.length);
  expect([...both].sort((a, b) => a - b)).toEqual(codePoints([...CYRILLIC, ...LATIN]));
  expect(unicodeRange([0x41, 0x42, 0x43, 0x2116])).toBe("U+0041-0043,U+2116");
});

test.each([400, 600, 700])(
  "weight %i: the file cut for the first screen draws every character fontsource's Cyrillic and Latin files drew there",
  async (weight) => {
    const font = FONT_FILES.find((f) => f.weight === weight && "cutFrom" in f.source)!;
    const cut = charactersOf(await sfntOf(await fontFile(font)));
    const fontsource = new Set<number>();
    for (const subset of ["cyrillic", "latin"]) {
      for (const c of charactersOf(await sfntOf(fs.readFileSync(path.join(FONTSOURCE_DIR, `golos-text-${subset}-${weight}-normal.woff2`))))) fontsource.add(c);
    }
    const expected = FIRST_SCREEN_POINTS.filter((c) => fontsource.has(c));
    expect(expected.length).toBeGreaterThan(200);
    expect(expected.filter((c) => !cut.has(c)).map((c) => `U+${c.toString(16)}`)).toEqual([]);
    // Nothing beyond its range: the rest is the other face's.
    expect([...cut].filter((c) => !FIRST_SCREEN_POINTS.includes(c))).toEqual([]);
  },
);

test.each([400, 600, 700] as const)(
  "weight %i: the fallback draws the space, each figure, + and - exactly as wide as the site's Golos Text file, from the two fonts' own widths",
  async (weight) => {
    const golos = await sfntOf(await fontFile(FONT_FILES.find((f) => f.weight === weight && "cutFrom" in f.source)!));
    // Liberation Sans, Arial's metric twin, is what Chromium's fallback draws with on Linux (fonts-liberation).
    const liberation = fs.readFileSync(`/usr/share/fonts/truetype/liberation/LiberationSans-${weight === 400 ? "Regular" : "Bold"}.ttf`);
    const faces = fallbackFontFaces.split("@font-face").filter((face) => face.includes(`font-weight: ${weight};`));
    const golosGlyphs = glyphsOf(golos);
    const liberationGlyphs = glyphsOf(liberation);
    [...FITTED_GLYPHS].forEach((glyph, i) => {
      const web = advanceOf(golos, golosGlyphs, glyph);
      const arial = advanceOf(liberation, liberationGlyphs, glyph);
      expect({ glyph, golos: web.advance, arial: arial.advance }).toEqual({ glyph, golos: GOLOS_ADVANCES[weight][i], arial: ARIAL_ADVANCES[glyph] });
      const face = faces.find((f) => rangePoints(/unicode-range: ([^;]+);/.exec(f)?.[1] ?? "").includes(glyph.codePointAt(0)!));
      const scale = Number(/size-adjust: ([\d.]+)%/.exec(face ?? "")?.[1]);
      // The fallback's glyph, scaled, against the web font's, in em: equal to a hundredth of a per cent.
      const fallbackEm = (arial.advance / arial.unitsPerEm) * (scale / 100);
      expect({ glyph, off: Math.abs(fallbackEm / (web.advance / web.unitsPerEm) - 1) < 1e-4 }).toEqual({ glyph, off: true });
    });
  },
);

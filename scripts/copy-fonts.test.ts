import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import { CYRILLIC, FIRST_SCREEN_POINTS, FONT_FILES, LATIN, LATIN_REST_POINTS, codePoints, unicodeRange } from "../src/styles/fonts";
import { FONTSOURCE_DIR, fontFile } from "./copy-fonts";

/** The characters a font has glyphs for: its cmap's format 4 or 12 subtable (an sfnt: TrueType or CFF). */
function charactersOf(sfnt: Buffer): Set<number> {
  const tables = sfnt.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (sfnt.toString("latin1", record, record + 4) === "cmap") cmap = sfnt.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error("no cmap table");
  const found = new Set<number>();
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
          if (glyph !== 0) found.add(c);
        }
      }
    } else if (format === 12) {
      const groups = sfnt.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = at + 16 + g * 12;
        for (let c = sfnt.readUInt32BE(group); c <= sfnt.readUInt32BE(group + 4); c += 1) found.add(c);
      }
    }
  }
  return found;
}

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

/**
 * The faces demo's labelled set: photos with every face's box known, for bench:demo (recall and
 * precision) and the demo's end-to-end tests. Two public-domain portraits (SOURCES.md) are the people;
 * each photo is composed from them — cropped to head and shoulders, scaled, mirrored, darkened or turned
 * grey, set in rows on a background — so each face's box follows from the portrait's hand-marked face
 * box. The two originals are in the set as they are, and two photos have nobody in them.
 *
 * Deterministic: `composeSet(folder)` writes the same JPEGs every time, with labels.json beside them.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(__dirname, "../../..");

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A portrait: its file, the head-and-shoulders crop used in groups, and the face's box (marked by hand). */
interface Person {
  file: string;
  crop: Box;
  face: Box;
}

const PEOPLE = {
  hopper: { file: path.join(__dirname, "sources/grace-hopper.jpg"), crop: { x: 60, y: 10, width: 420, height: 520 }, face: { x: 172, y: 160, width: 190, height: 190 } },
  collins: { file: path.join(ROOT, "src/images/demo/astronaut.jpg"), crop: { x: 40, y: 0, width: 380, height: 400 }, face: { x: 172, y: 55, width: 118, height: 127 } },
} satisfies Record<string, Person>;
type Who = keyof typeof PEOPLE;

/** Backgrounds: the site's own generated illustrations (no people in them), or a plain wall. */
const BACKGROUNDS = {
  warehouse: path.join(ROOT, "content/images/industries/logistics-and-warehouses.jpg"),
  field: path.join(ROOT, "content/images/industries/agro-industry.jpg"),
  checkpoint: path.join(ROOT, "content/blog/anpr-logistics-checkpoint/cover.jpg"),
} as const;

interface Group {
  /** Faces per row, back row first. */
  rows: number[];
  /** Face height in pixels, per row (back rows smaller), or one for all. */
  face: number | number[];
  /** Left edge of the first person, as a share of the photo's free width (0 = left, 0.5 = centred). */
  align?: number;
}

export interface Recipe {
  name: string;
  /** What the photo is, for the table. */
  what: string;
  width: number;
  height: number;
  background?: keyof typeof BACKGROUNDS | string;
  groups?: Group[];
  /** The original portrait, as it is. */
  original?: Who;
  /** «grey» or «dark» (a dim room), applied to the whole photo. */
  look?: "grey" | "dark";
}

/** One row of people, returning each face's box; who alternates, every other person mirrored. */
interface Placed {
  who: Who;
  left: number;
  top: number;
  scale: number;
  mirrored: boolean;
}

const ORDER: Who[] = ["hopper", "collins"];

function layout(recipe: Recipe): Placed[] {
  const placed: Placed[] = [];
  let index = 0;
  for (const group of recipe.groups ?? []) {
    const faces = Array.isArray(group.face) ? group.face : group.rows.map(() => group.face as number);
    // Rows from the back: the next row's heads start below this row's chins.
    let top = 0;
    const rows = group.rows.map((count, row) => {
      const face = faces[row];
      const people = Array.from({ length: count }, (_, i) => {
        const who = ORDER[(index + i) % ORDER.length];
        const person: Person = PEOPLE[who];
        return { who, scale: face / person.face.height, mirrored: (index + i) % 3 === 1 };
      });
      index += count;
      // Shoulders overlap a little; faces never (each face sits in the middle half of its crop).
      const step = (p: (typeof people)[number]) => PEOPLE[p.who].crop.width * p.scale * 0.8;
      const rowWidth = people.reduce((sum, p) => sum + step(p), 0) + people[people.length - 1].scale * PEOPLE[people[people.length - 1].who].crop.width * 0.2;
      const entry = { people, rowWidth, top, face };
      const chin = Math.max(...people.map((p) => (PEOPLE[p.who].face.y + PEOPLE[p.who].face.height - PEOPLE[p.who].crop.y) * p.scale));
      top += chin + face * 0.15;
      return entry;
    });
    const lastRow = rows[rows.length - 1];
    const groupHeight = lastRow.top + Math.max(...lastRow.people.map((p) => PEOPLE[p.who].crop.height * p.scale));
    const offsetY = Math.max(0, recipe.height - groupHeight);
    for (const row of rows) {
      let left = Math.max(0, (recipe.width - row.rowWidth) * (group.align ?? 0.5));
      for (const p of row.people) {
        placed.push({ who: p.who, left: Math.round(left), top: Math.round(offsetY + row.top), scale: p.scale, mirrored: p.mirrored });
        left += PEOPLE[p.who].crop.width * p.scale * 0.8;
      }
    }
  }
  return placed;
}

function faceOf(p: Placed): Box {
  const person: Person = PEOPLE[p.who];
  const fx = p.mirrored ? person.crop.x + person.crop.width - (person.face.x + person.face.width) : person.face.x - person.crop.x;
  return {
    x: Math.round(p.left + fx * p.scale),
    y: Math.round(p.top + (person.face.y - person.crop.y) * p.scale),
    width: Math.round(person.face.width * p.scale),
    height: Math.round(person.face.height * p.scale),
  };
}

/** The set: portraits, pairs, groups of 6 to 60, small faces, panoramas, 12- and 50-megapixel photos, nobody. */
export const RECIPES: Recipe[] = [
  { name: "portrait-collins", what: "портрет (оригинал)", width: 512, height: 512, original: "collins" },
  { name: "portrait-hopper", what: "портрет (оригинал)", width: 512, height: 600, original: "hopper" },
  { name: "phone-portrait", what: "портрет, 12 Мп", width: 3000, height: 4000, background: "#d9dee4", groups: [{ rows: [1], face: 900 }] },
  { name: "pair", what: "двое", width: 1600, height: 900, background: "warehouse", groups: [{ rows: [2], face: 220 }] },
  { name: "row-6-panorama", what: "шестеро, 2300 × 800", width: 2300, height: 800, background: "field", groups: [{ rows: [6], face: 60 }] },
  { name: "row-8-small", what: "восемь, 1600 × 600", width: 1600, height: 600, background: "warehouse", groups: [{ rows: [8], face: 34 }] },
  { name: "team-12", what: "команда, 2 ряда", width: 2400, height: 1350, background: "#c9ced6", groups: [{ rows: [6, 6], face: [70, 80] }] },
  { name: "team-20", what: "группа 20, 3 ряда", width: 3000, height: 1500, background: "field", groups: [{ rows: [7, 7, 6], face: [48, 54, 60] }] },
  { name: "class-30", what: "группа 30, 3 ряда", width: 4000, height: 2000, background: "#b8c2cc", groups: [{ rows: [10, 10, 10], face: [52, 58, 64] }] },
  { name: "hall-60", what: "зал, 60 лиц", width: 3600, height: 1900, background: "#9aa5b1", groups: [{ rows: [15, 15, 15, 15], face: [34, 38, 42, 46] }] },
  { name: "small-20px", what: "10 лиц по 20–24 px", width: 1600, height: 1000, background: "checkpoint", groups: [{ rows: [5, 5], face: [20, 24] }] },
  { name: "small-16", what: "16 лиц по 28 px", width: 1920, height: 1080, background: "field", groups: [{ rows: [8, 8], face: 28 }] },
  { name: "panorama-21-9", what: "панорама 21:9", width: 3360, height: 1440, background: "warehouse", groups: [{ rows: [7], face: 110 }] },
  { name: "panorama-10000", what: "панорама 10 000 × 1000", width: 10000, height: 1000, background: "#d0d4d8", groups: [{ rows: [12], face: 150, align: 0 }] },
  { name: "tall-1080x1920", what: "вертикальный, трое", width: 1080, height: 1920, background: "#e4e0d8", groups: [{ rows: [1, 1, 1], face: [160, 180, 200] }] },
  { name: "near-and-far", what: "крупно и мелко", width: 2000, height: 1200, background: "field", groups: [{ rows: [4], face: 32, align: 0.9 }, { rows: [1], face: 260, align: 0.05 }] },
  { name: "dim-room", what: "тёмное помещение", width: 1600, height: 900, background: "#4a4f57", groups: [{ rows: [4], face: 90 }], look: "dark" },
  { name: "grey-5", what: "чёрно-белый", width: 1800, height: 1000, background: "warehouse", groups: [{ rows: [5], face: 100 }], look: "grey" },
  { name: "square-crowd", what: "квадрат, 25 лиц", width: 2000, height: 2000, background: "#aab3bd", groups: [{ rows: [5, 5, 5, 5, 5], face: [44, 48, 52, 56, 60] }] },
  { name: "mp50", what: "12 человек, 50 Мп", width: 8660, height: 5773, background: "#c4ccd4", groups: [{ rows: [6, 6], face: [150, 160] }] },
  { name: "hd-3", what: "трое, Full HD", width: 1920, height: 1080, background: "checkpoint", groups: [{ rows: [3], face: 140 }] },
  { name: "nobody-checkpoint", what: "без людей (КПП)", width: 1600, height: 1000, background: "checkpoint" },
  { name: "nobody-warehouse", what: "без людей (склад)", width: 1600, height: 1000, background: "warehouse" },
];

export interface Labelled {
  name: string;
  what: string;
  file: string;
  width: number;
  height: number;
  faces: Box[];
}

async function background(recipe: Recipe): Promise<Buffer> {
  const spec = recipe.background ?? "#ffffff";
  if (spec.startsWith("#")) return sharp({ create: { width: recipe.width, height: recipe.height, channels: 3, background: spec } }).png().toBuffer();
  return sharp(BACKGROUNDS[spec as keyof typeof BACKGROUNDS]).resize(recipe.width, recipe.height, { fit: "cover" }).png().toBuffer();
}

async function compose(recipe: Recipe, file: string): Promise<Box[]> {
  if (recipe.original) {
    fs.copyFileSync(PEOPLE[recipe.original].file, file);
    return [PEOPLE[recipe.original].face];
  }
  const placed = layout(recipe);
  const layers = await Promise.all(
    placed.map(async (p) => {
      const person: Person = PEOPLE[p.who];
      let image = sharp(person.file).extract({ left: person.crop.x, top: person.crop.y, width: person.crop.width, height: person.crop.height });
      if (p.mirrored) image = image.flop();
      const resized = await image.resize(Math.round(person.crop.width * p.scale), Math.round(person.crop.height * p.scale)).png().toBuffer();
      // Cut to the photo: a person at the edge is partly outside it.
      const meta = await sharp(resized).metadata();
      const width = Math.min(meta.width!, recipe.width - p.left);
      const height = Math.min(meta.height!, recipe.height - p.top);
      const input = width < meta.width! || height < meta.height! ? await sharp(resized).extract({ left: 0, top: 0, width, height }).png().toBuffer() : resized;
      return { input, left: p.left, top: p.top };
    }),
  );
  let image = sharp(await sharp(await background(recipe)).composite(layers).png().toBuffer());
  if (recipe.look === "grey") image = image.grayscale();
  if (recipe.look === "dark") image = image.modulate({ brightness: 0.45 }).linear(0.8, 0);
  await image.jpeg({ quality: 88, mozjpeg: true }).toFile(file);
  return placed.map(faceOf).filter((box) => box.x + box.width <= recipe.width && box.y + box.height <= recipe.height);
}

/** Writes the set's photos and labels.json into `folder` (skipped when they are there and current). */
export async function composeSet(folder: string): Promise<Labelled[]> {
  fs.mkdirSync(folder, { recursive: true });
  const labels = path.join(folder, "labels.json");
  const stamp = fs.readFileSync(__filename, "utf8").length;
  if (fs.existsSync(labels)) {
    const saved = JSON.parse(fs.readFileSync(labels, "utf8")) as { stamp: number; photos: Labelled[] };
    if (saved.stamp === stamp && saved.photos.every((photo) => fs.existsSync(photo.file))) return saved.photos;
  }
  const photos: Labelled[] = [];
  for (const recipe of RECIPES) {
    const file = path.join(folder, `${recipe.name}.jpg`);
    const faces = await compose(recipe, file);
    photos.push({ name: recipe.name, what: recipe.what, file, width: recipe.original ? (await sharp(file).metadata()).width! : recipe.width, height: recipe.original ? (await sharp(file).metadata()).height! : recipe.height, faces });
  }
  fs.writeFileSync(labels, `${JSON.stringify({ stamp, photos }, null, 2)}\n`);
  return photos;
}

if (require.main === module) {
  const folder = path.resolve(process.argv[2] ?? path.join(ROOT, "build/demo-set"));
  composeSet(folder).then(
    (photos) => console.log(`${photos.length} photos, ${photos.reduce((n, p) => n + p.faces.length, 0)} faces → ${path.relative(process.cwd(), folder)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** Scenes for content/images/datasets/<slug>.jpg — mosaics of annotated sample tiles. */
import { C, Ctx, Pt, rect, circle, ellipse, line, path, g, polygon, f, mix, smooth, roundedPoly } from "./core";
import { box, skeleton, mask, polyAnno, check, tag } from "./hud";
import { makePose, person, outfit, poseBox, face, carRear, carSide, plate, CAR_COLORS, CAR_TYPES, carHeight, PoseName } from "./figures";
import { xrayBag, logoMark, phoneFrame, skyline } from "./objects";
import { Scene, mosaic, tileRoom, tileFooter, MOSAIC } from "./scene";

/** One annotated frame of a dataset, drawn in a w×h tile; `i` is its place in the mosaic. */
type Tile = (ctx: Ctx, i: number, w: number, h: number) => string;

/** A dataset's picture: a cols×rows mosaic of its frames. */
interface DatasetTiles {
  cols: number;
  rows: number;
  tile: Tile;
}

const tiles = (cols: number, rows: number, tile: Tile): DatasetTiles => ({ cols, rows, tile });

const TEAL_BLUE_AMBER = [C.teal, C.blue, C.amber];

const anpr = tiles(4, 3, (ctx, i, w, h) => {
  const r = ctx.rng;
  let s = "";
  if (i % 3 === 1) {
    // car rear with plate
    s += tileRoom(ctx, w, h, h * 0.35);
    const cw = w * 0.62;
    s += carRear(ctx, w / 2 + r.range(-20, 20), h * 0.86, cw, r.pick(CAR_COLORS));
    const pw = cw * 0.34;
    s += box(ctx, w / 2 - pw / 2 - 8, h * 0.86 - cw * 0.23 - pw * 0.11 - 6, pw + 16, pw * 0.22 + 12, { color: C.teal, scale: 0.55, tagW: 36 });
  } else {
    // close-up plate crop with character boxes
    s += rect(0, 0, w, h, { fill: ctx.lin([[0, r.pick(["#2A3A73", "#3A4776", "#1C2A5E", "#5B668F"])], [1, "#111C3D"]]) });
    const ang = r.range(-7, 7);
    s += g(plate(w / 2, h * 0.44, w * 0.78, { boxes: C.teal }), { transform: `rotate(${f(ang)} ${f(w / 2)} ${f(h * 0.44)})` });
    let d = "";
    for (let k = 0; k < 8; k++) d += `M${f(w * 0.12 + k * w * 0.095)},${f(h * 0.72)}h${f(w * 0.065)}v12h${f(-w * 0.065)}Z`;
    s += path(d, { fill: C.teal, "fill-opacity": 0.85 });
  }
  return s + tileFooter(ctx, w, h, [C.teal]);
});

const antispoofing = tiles(4, 3, (ctx, i, w, h) => {
  const r = ctx.rng;
  const spoof = [1, 4, 6, 11].includes(i);
  let s = rect(0, 0, w, h, { fill: ctx.lin([[0, r.pick(["#22306A", "#1C2A5E", "#2A3A73"])], [1, "#101836"]]) });
  const fs = 52;
  if (spoof && i % 2 === 0) {
    // face on a phone screen
    s += phoneFrame(ctx, w / 2 - 88, 20, 176, h + 60);
    s += g(face(ctx, 0, 0, fs * 0.9, { bust: true }), { transform: `translate(${f(w / 2)},${f(h * 0.42)})` });
    s += rect(w / 2 - 80, 30, 160, h, { fill: C.white, "fill-opacity": 0.06 });
  } else if (spoof) {
    // printed photo held in front
    s += g(rect(-100, -120, 200, 250, { fill: C.white }) + rect(-88, -108, 176, 210, { fill: "#8A94B8" }) + face(ctx, 0, -10, fs * 0.8, { bust: true }), { transform: `translate(${f(w / 2)},${f(h * 0.5)}) rotate(${f(r.range(-8, 8))})` });
  } else {
    s += face(ctx, w / 2, h * 0.4, fs, { bust: true, glasses: r.chance(0.25), beard: r.chance(0.2), landmarks: "dots", smile: r.range(0, 0.6) });
  }
  const col = spoof ? C.amber : C.teal;
  s += box(ctx, w / 2 - fs * 1.45, h * 0.4 - fs * 1.55, fs * 2.9, fs * 3.1, { color: col, scale: 0.6, tagW: 40 });
  if (!spoof) s += check(w - 30, 30, 14, C.teal);
  else s += rect(w - 44, 18, 28, 24, { rx: 6, fill: C.amber });
  return s + tileFooter(ctx, w, h, [col]);
});

const carBrands = tiles(4, 3, (ctx, i, w, h) => {
  const r = ctx.rng;
  let s = tileRoom(ctx, w, h, h * 0.35);
  const cw = w * 0.68, by = h * 0.86, cx = w / 2;
  s += carRear(ctx, cx, by, cw, CAR_COLORS[i % CAR_COLORS.length], { suv: i % 3 === 0 });
  // emblem above the plate
  const ey = by - cw * 0.37;
  s += logoMark(cx, ey, cw * 0.09, i, C.white);
  s += box(ctx, cx - cw * 0.08, ey - cw * 0.08, cw * 0.16, cw * 0.16, { color: TEAL_BLUE_AMBER[i % 3], scale: 0.55, tagW: r.int(30, 50) });
  return s + tileFooter(ctx, w, h, [TEAL_BLUE_AMBER[i % 3]]);
});

const carDefects = tiles(4, 3, (ctx, i, w, h) => {
  const r = ctx.rng;
  let s = rect(0, 0, w, h, { fill: "#1A2550" });
  // zoomed fragment of a car side
  const L = w * 2.1;
  const ox = -r.range(0.1, 0.9) * L * 0.5;
  const type = r.pick(["sedan", "hatch", "suv"] as const);
  s += carSide(ctx, ox, h * 0.95, L, CAR_COLORS[(i * 3) % CAR_COLORS.length], type);
  const cx = w * r.range(0.3, 0.7), cy = h * r.range(0.45, 0.62);
  const kind = i % 3;
  const col = kind === 0 ? C.amber : kind === 1 ? C.coral : C.teal;
  const pts: Pt[] = [];
  const rr = r.range(34, 56);
  for (let k = 0; k < 7; k++) {
    const a = (k / 7) * Math.PI * 2;
    pts.push([cx + Math.cos(a) * rr * r.range(0.7, 1.3) * (kind === 0 ? 1.8 : 1), cy + Math.sin(a) * rr * r.range(0.6, 1) * 0.7]);
  }
  if (kind === 0) s += path(smooth([[cx - rr * 1.5, cy], [cx - rr * 0.5, cy - 8], [cx + rr * 0.5, cy + 6], [cx + rr * 1.5, cy - 4]]), { stroke: "#26335F", "stroke-width": 3, fill: "none" });
  else s += ellipse(cx, cy, rr * 0.8, rr * 0.45, { fill: "#26335F", "fill-opacity": 0.45 });
  s += mask(pts, col, 0.3);
  s += tag(ctx, cx - rr, cy - rr - 30, col, { w: 40, h: 20 });
  return s + tileFooter(ctx, w, h, [col]);
});

const carDetection = tiles(3, 2, (ctx, i, w, h) => {
  const r = ctx.rng;
  const hy = h * r.range(0.35, 0.45);
  let s = rect(0, 0, w, hy, { fill: ctx.lin([[0, "#0E1838"], [1, "#22357A"]]) });
  s += skyline(ctx, 0, w, hy, h * 0.25, "#16224A");
  s += rect(0, hy, w, h - hy, { fill: "#141C3E" });
  const vx = w * r.range(0.35, 0.65);
  s += polygon([[vx - 6, hy], [vx + 6, hy], [w * 1.2, h], [-w * 0.2, h]], { fill: "#1A2348" });
  s += path(`M${f(vx)},${f(hy)}L${f(vx - w * 0.1)},${h}`, { stroke: C.white, "stroke-opacity": 0.4, "stroke-width": 3, "stroke-dasharray": "18 14" });
  const n = r.int(2, 3);
  const lanes = r.shuffle([-1, 0, 1]).slice(0, n);
  const ts = [0.3, 0.58, 0.9].slice(3 - n);
  const items = lanes.map((lane, k) => ({ lane, t: ts[k] + r.range(-0.06, 0.04) }));
  const boxes: string[] = [];
  items.forEach(({ t, lane }) => {
    const y = hy + (h - hy) * t;
    const k = (y - hy) / (h - hy);
    const cw = 36 + 170 * k;
    const x = vx + lane * (w * 0.05 + w * 0.42 * k);
    s += carRear(ctx, x, y, cw, r.pick(CAR_COLORS), { suv: r.chance(0.3), plate: cw > 90 });
    boxes.push(box(ctx, x - cw * 0.56, y - cw * 0.84, cw * 1.12, cw * 0.9, { color: r.pick(TEAL_BLUE_AMBER), scale: 0.6, tagW: 30, label: cw > 70 }));
  });
  return s + boxes.join("") + tileFooter(ctx, w, h, [C.teal, C.blue]);
});

const carTypes = tiles(3, 2, (ctx, i, w, h) => {
  const type = CAR_TYPES[i % CAR_TYPES.length];
  let s = tileRoom(ctx, w, h, h * 0.62, "#1C2A5E");
  const L = w * (type === "bus" || type === "truck" ? 0.86 : 0.78);
  const by = h * 0.8;
  s += carSide(ctx, (w - L) / 2, by, L, CAR_COLORS[(i + 1) % CAR_COLORS.length], type, { flip: i % 2 === 1 });
  const ch = carHeight(type) * L;
  const col = [C.teal, C.blue, C.amber, C.teal, C.blue, C.amber][i];
  s += box(ctx, (w - L) / 2 - 12, by - ch - 14, L + 24, ch + 22, { color: col, scale: 0.75, tagW: 50 });
  return s + tileFooter(ctx, w, h, [col]);
});

/** Flat-lay garment silhouettes. */
function garment(kind: number, cx: number, cy: number, s: number, col: string): { svg: string; poly: Pt[] } {
  const T = (p: Pt[]): Pt[] => p.map(([x, y]) => [cx + x * s, cy + y * s]);
  let poly: Pt[];
  switch (kind % 6) {
    case 0: // t-shirt
      poly = T([[-0.3, -0.5], [-0.12, -0.55], [0, -0.48], [0.12, -0.55], [0.3, -0.5], [0.58, -0.3], [0.46, -0.12], [0.32, -0.2], [0.32, 0.55], [-0.32, 0.55], [-0.32, -0.2], [-0.46, -0.12], [-0.58, -0.3]]);
      break;
    case 1: // dress
      poly = T([[-0.16, -0.6], [-0.06, -0.58], [0, -0.5], [0.06, -0.58], [0.16, -0.6], [0.22, -0.3], [0.16, -0.08], [0.45, 0.6], [-0.45, 0.6], [-0.16, -0.08], [-0.22, -0.3]]);
      break;
    case 2: // trousers
      poly = T([[-0.3, -0.6], [0.3, -0.6], [0.34, 0.62], [0.08, 0.62], [0, -0.1], [-0.08, 0.62], [-0.34, 0.62]]);
      break;
    case 3: // jacket / long sleeve
      poly = T([[-0.3, -0.52], [-0.1, -0.56], [0, -0.44], [0.1, -0.56], [0.3, -0.52], [0.52, -0.2], [0.66, 0.5], [0.5, 0.54], [0.34, -0.05], [0.34, 0.56], [-0.34, 0.56], [-0.34, -0.05], [-0.5, 0.54], [-0.66, 0.5], [-0.52, -0.2]]);
      break;
    case 4: // skirt
      poly = T([[-0.3, -0.35], [0.3, -0.35], [0.5, 0.4], [-0.5, 0.4]]);
      break;
    default: // sneakers pair
      poly = T([[-0.55, 0.1], [-0.5, -0.15], [-0.32, -0.18], [-0.1, -0.02], [0.05, 0.04], [0.08, 0.2], [-0.55, 0.2]]);
  }
  let o = path(roundedPoly(poly, s * 0.03), { fill: col, stroke: mix(col, C.navy, 0.35), "stroke-width": 2 });
  if (kind % 6 === 3) o += line(cx, cy - s * 0.44, cx, cy + s * 0.56, { stroke: mix(col, C.navy, 0.45), "stroke-width": 3 });
  if (kind % 6 === 5) o += path(roundedPoly(poly.map(([x, y]) => [x + s * 0.55, y + s * 0.15] as Pt), s * 0.03), { fill: col, stroke: mix(col, C.navy, 0.35), "stroke-width": 2 });
  if (kind % 6 === 2) o += rect(cx - s * 0.3, cy - s * 0.6, s * 0.6, s * 0.08, { fill: mix(col, C.navy, 0.3) });
  return { svg: o, poly };
}

const clothesTypes = tiles(4, 3, (ctx, i, w, h) => {
  const r = ctx.rng;
  let s = rect(0, 0, w, h, { fill: r.pick(["#202C5E", "#1C2755", "#243268"]) });
  const col = r.pick(["#D7DDEE", "#3B5BFD", "#6B5FC8", "#12C2A4", "#8A94B8", "#FFB547", "#FF7A59"]);
  const gm = garment(i, w / 2 - (i % 6 === 5 ? 40 : 0), h * 0.44, h * 0.62, col);
  s += gm.svg;
  const mc = TEAL_BLUE_AMBER[i % 3];
  s += polyAnno(gm.poly, mc, 0.18, 3.5);
  s += tag(ctx, 12, 12, mc, { w: 44, h: 20 });
  return s + tileFooter(ctx, w, h, [mc]);
});

const facesData = tiles(4, 3, (ctx, i, w, h) => {
  const r = ctx.rng;
  let s = rect(0, 0, w, h, { fill: ctx.lin([[0, r.pick(["#22306A", "#2A3A73", "#1C2A5E", "#31407C"])], [1, "#111C3D"]]) });
  const fs = 56;
  s += face(ctx, w / 2, h * 0.42, fs, { bust: true, landmarks: "mesh", glasses: r.chance(0.2), beard: r.chance(0.2), yaw: r.range(-0.35, 0.35), smile: r.range(0, 0.7) });
  s += box(ctx, w / 2 - fs * 1.4, h * 0.42 - fs * 1.5, fs * 2.8, fs * 3, { color: C.teal, scale: 0.55, tagW: 30, label: false });
  return s + tileFooter(ctx, w, h, [C.teal, C.blue]);
});

const peopleFallData = tiles(4, 3, (ctx, i, w, h) => {
  const kinds: PoseName[] = ["stand", "fall", "lie", "walk", "lie", "sit", "fall", "bend", "walk2", "lie", "stand", "fall"];
  const kind = kinds[i];
  let s = tileRoom(ctx, w, h, h * 0.4);
  const hh = kind === "lie" ? Math.min(h * 0.9, (w * 0.82) / 0.9) : h * 0.7;
  const x = kind === "lie" ? w / 2 + 0.41 * hh : kind === "fall" ? w / 2 + 0.3 * hh : w / 2;
  const p = makePose(kind, x, h * 0.84, hh, { flip: i % 2 === 1 && kind !== "lie" && kind !== "fall" });
  if (kind === "sit") s += rect(x - 40, h * 0.84 - hh * 0.32, 80, 12, { rx: 4, fill: "#3A4776" }) + rect(x - 6, h * 0.84 - hh * 0.3, 10, hh * 0.3, { fill: "#3A4776" });
  s += person(ctx, p, hh, outfit(ctx));
  const bad = kind === "lie" || kind === "fall";
  const col = bad ? C.amber : C.teal;
  s += skeleton(p, col, 0.5);
  const b = poseBox(p, hh, 0.04);
  s += box(ctx, b[0], b[1], b[2], b[3], { color: col, scale: 0.6, tagW: 36 });
  return s + tileFooter(ctx, w, h, [col]);
});

const xrayData = tiles(3, 2, (ctx, i, w, h) => {
  let s = rect(0, 0, w, h, { fill: "#0B1330" });
  const th = (["knife", "gun", "none", "both", "gun", "knife"] as const)[i];
  const bag = xrayBag(ctx, w * 0.1, h * 0.08, w * 0.8, h * 0.72, { threat: th });
  const flip = i % 2 === 1;
  s += flip ? g(bag.svg, { transform: `translate(${f(w)},0) scale(-1,1)` }) : bag.svg;
  for (const t of bag.threats) s += box(ctx, flip ? w - t[0] - t[2] : t[0], t[1], t[2], t[3], { color: C.amber, scale: 0.6, tagW: 40 });
  if (th === "none") s += check(w - 34, 34, 16, C.teal);
  return s + tileFooter(ctx, w, h, th === "none" ? [C.teal] : [C.amber, C.teal]);
});

const DATASETS: Record<string, DatasetTiles> = {
  "anpr-ocr-data": anpr, "antispoofing-data": antispoofing, "car-brands-data": carBrands, "car-defects-data": carDefects,
  "car-detection-data": carDetection, "car-types-data": carTypes, "clothes-types-data": clothesTypes, "faces-data": facesData,
  "people-fall-data": peopleFallData, "x-ray-data": xrayData,
};

/** The page image of each dataset: the mosaic of its frames. */
export const datasets: Record<string, Scene> = Object.fromEntries(
  Object.entries(DATASETS).map(([slug, d]) => [slug, (ctx: Ctx) => mosaic(ctx, d.cols, d.rows, (i, w, h) => d.tile(ctx, i, w, h))]),
);

/** Size of one frame of a dataset's mosaic, in SVG units. */
export function sampleSize(slug: string): { w: number; h: number } {
  const d = DATASETS[slug];
  return {
    w: (MOSAIC.W - 2 * MOSAIC.margin - (d.cols - 1) * MOSAIC.gap) / d.cols,
    h: (MOSAIC.H - 2 * MOSAIC.margin - (d.rows - 1) * MOSAIC.gap) / d.rows,
  };
}

/** One frame of a dataset on its own, for the sample gallery; `ctx` is sized by sampleSize(). */
export function sampleScene(slug: string, i: number): Scene {
  const d = DATASETS[slug];
  return (ctx) => rect(0, 0, ctx.W, ctx.H, { fill: ctx.lin([[0, "#1A2656"], [1, "#0F1738"]]) }) + d.tile(ctx, i, ctx.W, ctx.H);
}

export { circle };

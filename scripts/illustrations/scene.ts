/**
 * Scene-level helpers: environments (room, street, sky, site), the common
 * finishing pass (HUD + vignette) and the dataset mosaic layout.
 */
import { C, Ctx, Pt, rect, circle, ellipse, line, path, g, polygon, f, mix, lerp } from "./core";
import { floorGrid, hudFrame, vignette, backdrop, grid } from "./hud";
import { skyline } from "./objects";

export type Scene = (ctx: Ctx) => string;

/** Indoor room: wall above `hy`, floor below with perspective grid. */
export function room(ctx: Ctx, hy: number, vx = ctx.W / 2, opt: { wall?: string; floor?: string; lights?: boolean; panels?: boolean } = {}): string {
  const { W, H } = ctx;
  const wall = opt.wall ?? "#17224C";
  const floor = opt.floor ?? "#101939";
  let s = rect(0, 0, W, hy, { fill: ctx.lin([[0, mix(wall, C.navy, 0.45)], [1, wall]]) });
  if (opt.panels !== false) {
    let d = "";
    for (let x = 120; x < W; x += 240) d += `M${x},0V${f(hy)}`;
    s += path(d, { stroke: C.bluePale, "stroke-opacity": 0.05, "stroke-width": 2 });
  }
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, mix(floor, C.navy3, 0.5)], [1, mix(floor, C.ink, 0.3)]]) });
  s += floorGrid(ctx, hy, H, vx, { opacity: 0.08, rows: 8 });
  s += rect(0, hy - 10, W, 10, { fill: mix(wall, C.white, 0.08) });
  if (opt.lights !== false) {
    for (let x = 260; x < W; x += 540) {
      s += ellipse(x, 0, 190, 70, { fill: ctx.rad([[0, C.bluePale, 0.25], [1, C.bluePale, 0]]) });
      s += rect(x - 70, 0, 140, 8, { rx: 4, fill: C.white, "fill-opacity": 0.6 });
    }
  }
  return s;
}

/** Outdoor sky gradient with a soft horizon glow. */
export function sky(ctx: Ctx, hy: number, opt: { glowX?: number; dusk?: boolean } = {}): string {
  const { W } = ctx;
  let s = rect(0, 0, W, hy, { fill: ctx.lin([[0, "#0A1330"], [0.7, "#17265A"], [1, opt.dusk ? "#3A3F7A" : "#22357A"]]) });
  s += ellipse(opt.glowX ?? W * 0.6, hy, W * 0.5, hy * 0.45, { fill: ctx.rad([[0, C.blue, 0.35], [1, C.blue, 0]]) });
  return s;
}

/** Perspective street: road converging to (vx, hy). Returns helpers to place things on the road. */
export function street(ctx: Ctx, hy: number, vx: number, opt: { lanes?: number; half?: number; skyline?: boolean } = {}): { svg: string; at: (lane: number, t: number) => { x: number; y: number; k: number } } {
  const { W, H } = ctx;
  const lanes = opt.lanes ?? 3;
  const half = opt.half ?? 1100; // half road width at bottom edge
  let s = sky(ctx, hy, { glowX: vx });
  if (opt.skyline !== false) {
    s += skyline(ctx, -20, W + 20, hy, 230, "#121C44");
    s += skyline(ctx, -60, W + 20, hy, 130, "#17224E", false);
  }
  // ground
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, "#1A2550"], [1, "#0E1636"]]) });
  // sidewalks
  s += polygon([[vx - 30, hy], [vx + 30, hy], [vx + half * 1.45, H], [vx - half * 1.45, H]], { fill: "#1B2856" });
  // road
  s += polygon([[vx - 22, hy], [vx + 22, hy], [vx + half, H], [vx - half, H]], { fill: ctx.lin([[0, "#1A2348"], [1, "#111936"]]) });
  // lane markings
  let d = "";
  for (let l = 1; l < lanes; l++) {
    const off = -1 + (2 * l) / lanes;
    for (let i = 0; i < 14; i++) {
      const t0 = Math.pow(i / 14, 2), t1 = Math.pow((i + 0.5) / 14, 2);
      const y0 = lerp(hy, H, t0), y1 = lerp(hy, H, t1);
      const x0 = vx + off * lerp(22, half, t0), x1 = vx + off * lerp(22, half, t1);
      const w0 = lerp(0.5, 12, t0), w1 = lerp(0.5, 12, t1);
      d += `M${f(x0 - w0 / 2)},${f(y0)}L${f(x0 + w0 / 2)},${f(y0)}L${f(x1 + w1 / 2)},${f(y1)}L${f(x1 - w1 / 2)},${f(y1)}Z`;
    }
  }
  s += path(d, { fill: C.white, "fill-opacity": 0.5 });
  // edge lines
  s += path(`M${f(vx - 22)},${f(hy)}L${f(vx - half)},${H}M${f(vx + 22)},${f(hy)}L${f(vx + half)},${H}`, { stroke: C.white, "stroke-opacity": 0.55, "stroke-width": 4 });
  const at = (lane: number, t: number) => {
    const y = lerp(hy, H, t);
    const k = (y - hy) / (H - hy);
    const off = -1 + (2 * lane + 1) / lanes;
    return { x: vx + off * lerp(22, half, k), y, k };
  };
  return { svg: s, at };
}

/** Common finishing pass. */
export function finish(ctx: Ctx, opt: { hud?: boolean; rec?: boolean; vignette?: number; minimal?: boolean } = {}): string {
  let s = "";
  if (opt.vignette !== 0) s += vignette(ctx, opt.vignette ?? 0.55);
  if (opt.hud !== false) s += hudFrame(ctx, { rec: opt.rec, minimal: opt.minimal });
  return s;
}

/** Abstract background for services / pages. */
export function abstractBg(ctx: Ctx, glow?: Pt, glow2?: Pt): string {
  return backdrop(ctx, { glow: glow ?? [ctx.W * 0.55, ctx.H * 0.45], glow2: glow2 ?? [ctx.W * 0.2, ctx.H * 0.85], grid: 80 });
}

/**
 * Dataset mosaic: a grid of annotated sample tiles. `tile` draws in local
 * coordinates (0..w, 0..h) and receives the tile index.
 */
/** Geometry of the dataset mosaic (1600×1000 picture, 70 px margin, 22 px between frames). */
export const MOSAIC = { W: 1600, H: 1000, margin: 70, gap: 22 } as const;

export function mosaic(ctx: Ctx, cols: number, rows: number, tile: (i: number, w: number, h: number) => string, opt: { highlight?: number } = {}): string {
  const { W, H } = ctx;
  let s = backdrop(ctx, { glow: [W * 0.5, H * 0.5], grid: 80 });
  const mx = MOSAIC.margin, my = MOSAIC.margin, gap = MOSAIC.gap;
  const tw = (W - 2 * mx - (cols - 1) * gap) / cols;
  const th = (H - 2 * my - (rows - 1) * gap) / rows;
  const hi = opt.highlight ?? ctx.rng.int(0, cols * rows - 1);
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const idx = j * cols + i;
      const x = mx + i * (tw + gap), y = my + j * (th + gap);
      const clip = ctx.clip(`<rect x="0" y="0" width="${f(tw)}" height="${f(th)}" rx="14"/>`);
      const inner = rect(0, 0, tw, th, { fill: ctx.lin([[0, "#1A2656"], [1, "#0F1738"]]) }) + tile(idx, tw, th);
      s += g(
        g(inner, { "clip-path": clip }) +
          rect(0, 0, tw, th, { rx: 14, fill: "none", stroke: idx === hi ? C.teal : C.bluePale, "stroke-opacity": idx === hi ? 1 : 0.18, "stroke-width": idx === hi ? 4 : 1.5 }),
        { transform: `translate(${f(x)},${f(y)})`, filter: ctx.shadow(10, 14, 0.45) },
      );
      if (idx === hi) {
        s += rect(x - 8, y - 8, tw + 16, th + 16, { rx: 20, fill: "none", stroke: C.teal, "stroke-opacity": 0.3, "stroke-width": 2 });
      }
    }
  s += vignette(ctx, 0.35);
  return s;
}

/** Local-coordinates room/backdrop for a dataset tile. */
export function tileRoom(ctx: Ctx, w: number, h: number, hy: number, tone = "#1A2656"): string {
  return rect(0, 0, w, hy, { fill: ctx.lin([[0, mix(tone, C.navy, 0.35)], [1, tone]]) }) +
    rect(0, hy, w, h - hy, { fill: ctx.lin([[0, "#141E46"], [1, "#0C1433"]]) }) +
    path(Array.from({ length: 9 }, (_, i) => `M${f(w / 2 + (i - 4) * 6)},${f(hy)}L${f(w / 2 + (i - 4) * w * 0.3)},${f(h)}`).join(""), { stroke: C.bluePale, "stroke-opacity": 0.08, "stroke-width": 1 });
}

/** Tile footer with class chips (bars). */
export function tileFooter(ctx: Ctx, w: number, h: number, colors: string[]): string {
  let s = rect(0, h - 38, w, 38, { fill: C.navy, "fill-opacity": 0.72 });
  let x = 14;
  colors.forEach((c) => {
    const cw = ctx.rng.int(38, 64);
    s += rect(x, h - 26, cw + 20, 14, { rx: 7, fill: c, "fill-opacity": 0.22 });
    s += circle(x + 8, h - 19, 4, { fill: c });
    s += rect(x + 16, h - 22, cw - 4, 6, { rx: 3, fill: C.white, "fill-opacity": 0.6 });
    x += cw + 30;
  });
  s += rect(w - 58, h - 25, 44, 12, { rx: 6, fill: C.white, "fill-opacity": 0.15 });
  return s;
}

export { grid, line, polygon, circle };

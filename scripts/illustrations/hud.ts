/**
 * Shared "camera / analytics" vocabulary: backgrounds, HUD frame, detection
 * boxes with corner ticks, label tags (bars instead of letters), charts,
 * glass panels, skeletons and segmentation masks.
 */
import {
  C, Ctx, Pt, Attrs, rect, circle, line, path, g, polygon, polyline, f, smooth, clamp, lerp,
} from "./core";

/* ------------------------------------------------------------ backdrops */

export function backdrop(
  ctx: Ctx,
  opt: { glow?: Pt; glow2?: Pt; grid?: number | false; tone?: "deep" | "mid" } = {},
): string {
  const { W, H } = ctx;
  const top = opt.tone === "mid" ? C.navy2 : C.navy;
  let s = rect(0, 0, W, H, { fill: ctx.lin([[0, top], [1, C.navy2]], 0, 0, 0.3, 1) });
  const gl = opt.glow ?? [W * 0.55, H * 0.45];
  s += circle(gl[0], gl[1], Math.max(W, H) * 0.5, {
    fill: ctx.rad([[0, C.blue, 0.32], [0.55, C.blue, 0.08], [1, C.blue, 0]]),
  });
  if (opt.glow2) {
    s += circle(opt.glow2[0], opt.glow2[1], Math.max(W, H) * 0.3, {
      fill: ctx.rad([[0, C.teal, 0.22], [1, C.teal, 0]]),
    });
  }
  if (opt.grid !== false) s += grid(ctx, opt.grid ?? 80);
  return s;
}

export function grid(ctx: Ctx, step = 80, opacity = 0.07, x0 = 0, y0 = 0, w = ctx.W, h = ctx.H): string {
  let d = "";
  for (let x = x0 + step; x < x0 + w; x += step) d += `M${f(x)},${f(y0)}V${f(y0 + h)}`;
  for (let y = y0 + step; y < y0 + h; y += step) d += `M${f(x0)},${f(y)}H${f(x0 + w)}`;
  return path(d, { stroke: C.grey, "stroke-opacity": opacity, "stroke-width": 1, fill: "none" });
}

export function dotGrid(x0: number, y0: number, cols: number, rows: number, step: number, opacity = 0.18, r = 1.6): string {
  let d = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const x = x0 + i * step, y = y0 + j * step;
      d += `M${f(x - r)},${f(y)}a${r},${r} 0 1,0 ${f(2 * r)},0a${r},${r} 0 1,0 ${f(-2 * r)},0`;
    }
  return path(d, { fill: C.grey, "fill-opacity": opacity });
}

/** Darkened edges — adds depth and focuses the eye on the centre. */
export function vignette(ctx: Ctx, strength = 0.55): string {
  return rect(0, 0, ctx.W, ctx.H, {
    fill: ctx.rad([[0.55, C.ink, 0], [1, C.ink, strength]], 0.5, 0.5, 0.75),
  });
}

/** Perspective floor grid between y0 (horizon) and y1 with vanishing point vx. */
export function floorGrid(ctx: Ctx, y0: number, y1: number, vx: number, opt: { color?: string; opacity?: number; cols?: number; rows?: number } = {}): string {
  const { W } = ctx;
  const cols = opt.cols ?? 24;
  const rows = opt.rows ?? 9;
  let d = "";
  for (let i = -cols; i <= cols * 2; i++) {
    const xb = (i / cols) * W;
    d += `M${f(vx + (xb - vx) * 0.02)},${f(y0)}L${f(xb)},${f(y1)}`;
  }
  for (let j = 1; j <= rows; j++) {
    const t = Math.pow(j / rows, 2.2);
    const y = lerp(y0, y1, t);
    d += `M0,${f(y)}H${f(W)}`;
  }
  return path(d, {
    stroke: opt.color ?? C.bluePale,
    "stroke-opacity": opt.opacity ?? 0.09,
    "stroke-width": 1.2,
    fill: "none",
  });
}

/* ------------------------------------------------------------ HUD frame */

export function hudFrame(ctx: Ctx, opt: { rec?: boolean; inset?: number; color?: string; minimal?: boolean } = {}): string {
  const { W, H, rng } = ctx;
  const m = opt.inset ?? 34;
  const L = 58;
  const col = opt.color ?? C.white;
  const st: Attrs = { stroke: col, "stroke-opacity": 0.6, "stroke-width": 4, fill: "none", "stroke-linecap": "round" };
  let s = path(
    `M${m},${m + L}V${m}H${m + L}M${W - m - L},${m}H${W - m}V${m + L}` +
      `M${W - m},${H - m - L}V${H - m}H${W - m - L}M${m + L},${H - m}H${m}V${H - m - L}`,
    st,
  );
  if (opt.minimal) return s;
  if (opt.rec !== false) {
    // REC dot + "timestamp" made of small blocks
    s += circle(m + 30, m + 32, 8, { fill: C.amber });
    s += circle(m + 30, m + 32, 14, { fill: C.amber, "fill-opacity": 0.18 });
    let x = m + 52;
    for (let i = 0; i < 8; i++) {
      if (i === 2 || i === 5) { x += 9; continue; }
      s += rect(x, m + 25, 9, 14, { rx: 2, fill: col, "fill-opacity": 0.55 });
      x += 13;
    }
  }
  // top-right: camera id + signal bars
  const rx = W - m - 30;
  for (let i = 0; i < 4; i++) {
    const h = 8 + i * 5;
    s += rect(rx - 40 + i * 10, m + 40 - h, 6, h, { rx: 1.5, fill: i < 3 ? C.teal : col, "fill-opacity": i < 3 ? 0.9 : 0.3 });
  }
  s += rect(rx - 130, m + 25, rng.int(52, 72), 14, { rx: 3, fill: col, "fill-opacity": 0.35 });
  // bottom-left scale ruler
  let d = `M${m + 26},${H - m - 30}H${m + 206}`;
  for (let i = 0; i <= 9; i++) d += `M${m + 26 + i * 20},${H - m - 30}v${i % 5 === 0 ? -14 : -7}`;
  s += path(d, { stroke: col, "stroke-opacity": 0.35, "stroke-width": 2, fill: "none" });
  return s;
}

/** Crosshair reticle. */
export function reticle(cx: number, cy: number, r: number, color: string = C.teal, opacity = 0.8): string {
  const st: Attrs = { stroke: color, "stroke-width": 2, fill: "none", "stroke-opacity": opacity };
  return g(
    circle(cx, cy, r, { ...st, "stroke-dasharray": `${f(r * 0.5)} ${f(r * 0.285)}` }) +
      path(`M${f(cx - r * 1.35)},${f(cy)}h${f(r * 0.6)}M${f(cx + r * 0.75)},${f(cy)}h${f(r * 0.6)}M${f(cx)},${f(cy - r * 1.35)}v${f(r * 0.6)}M${f(cx)},${f(cy + r * 0.75)}v${f(r * 0.6)}`, st) +
      circle(cx, cy, 3, { fill: color }),
  );
}

/** A horizontal scan band (soft gradient + bright line). */
export function scanBand(ctx: Ctx, y: number, x0 = 0, x1 = ctx.W, color: string = C.teal): string {
  return (
    rect(x0, y - 90, x1 - x0, 90, { fill: ctx.lin([[0, color, 0], [1, color, 0.12]]) }) +
    line(x0, y, x1, y, { stroke: color, "stroke-opacity": 0.55, "stroke-width": 2 })
  );
}

/* ----------------------------------------------------- detection boxes */

export interface BoxOpt {
  color?: string;
  label?: boolean;
  tag?: "top" | "bottom" | "inside";
  fill?: number;
  thin?: boolean;
  dashed?: boolean;
  tagW?: number;
  scale?: number;
}

export function tag(ctx: Ctx, x: number, y: number, color: string, opt: { w?: number; conf?: boolean; h?: number; dark?: boolean } = {}): string {
  const h = opt.h ?? 26;
  const wLbl = opt.w ?? ctx.rng.int(40, 70);
  const conf = opt.conf !== false;
  const w = 12 + wLbl + (conf ? 44 : 8);
  const ink = C.navy;
  let s = rect(x, y, w, h, { rx: 5, fill: color });
  s += rect(x + 10, y + h / 2 - 3.5, wLbl, 7, { rx: 3.5, fill: ink, "fill-opacity": 0.78 });
  if (conf) {
    const cx = x + 12 + wLbl + 8;
    s += rect(cx, y + h / 2 - 3.5, 7, 7, { rx: 2, fill: ink, "fill-opacity": 0.55 });
    s += rect(cx + 11, y + h / 2 - 3.5, 7, 7, { rx: 2, fill: ink, "fill-opacity": 0.55 });
    s += rect(cx + 22, y + h / 2 - 3.5, 7, 7, { rx: 2, fill: ink, "fill-opacity": 0.55 });
  }
  return s;
}

export function tagWidth(wLbl: number, conf = true): number {
  return 12 + wLbl + (conf ? 44 : 8);
}

export function box(ctx: Ctx, x: number, y: number, w: number, h: number, opt: BoxOpt = {}): string {
  const col = opt.color ?? C.teal;
  const sc = opt.scale ?? 1;
  const k = clamp(Math.min(w, h) * 0.2, 8 * sc, 30 * sc);
  const sw = (opt.thin ? 2 : 2.5) * sc;
  let s = rect(x, y, w, h, {
    rx: 3 * sc,
    fill: col,
    "fill-opacity": opt.fill ?? 0.08,
    stroke: col,
    "stroke-width": sw,
    "stroke-opacity": 0.85,
    "stroke-dasharray": opt.dashed ? `${f(10 * sc)} ${f(7 * sc)}` : undefined,
  });
  const t = 5.5 * sc;
  s += path(
    `M${f(x)},${f(y + k)}V${f(y)}H${f(x + k)}M${f(x + w - k)},${f(y)}H${f(x + w)}V${f(y + k)}` +
      `M${f(x + w)},${f(y + h - k)}V${f(y + h)}H${f(x + w - k)}M${f(x + k)},${f(y + h)}H${f(x)}V${f(y + h - k)}`,
    { stroke: col, "stroke-width": t, fill: "none", "stroke-linecap": "square" },
  );
  if (opt.label !== false) {
    const th = 26 * sc;
    const wl = opt.tagW ?? ctx.rng.int(36, 64);
    const pos = opt.tag ?? (y > th + 8 ? "top" : "inside");
    const ty = pos === "top" ? y - th - 6 * sc : pos === "bottom" ? y + h + 6 * sc : y + 8 * sc;
    const tx = pos === "inside" ? x + 8 * sc : x - t / 2;
    if (sc === 1) s += tag(ctx, tx, ty, col, { w: wl });
    else s += g(tag(ctx, 0, 0, col, { w: wl }), { transform: `translate(${f(tx)},${f(ty)}) scale(${sc})` });
  }
  return s;
}

/** Segmentation mask polygon. */
export function mask(p: Pt[], color: string = C.teal, opacity = 0.3, smoothEdge = true): string {
  const d = smoothEdge ? smooth(p, true, 0.9) : `M${pts(p)}Z`;
  return path(d, { fill: color, "fill-opacity": opacity, stroke: color, "stroke-width": 2.5, "stroke-opacity": 0.9 });
}
const pts = (p: Pt[]) => p.map(([x, y]) => `${f(x)},${f(y)}`).join("L");

/** Polygon annotation with vertex handles (data-labeling look). */
export function polyAnno(p: Pt[], color: string = C.teal, opacity = 0.22, handle = 5): string {
  let s = polygon(p, { fill: color, "fill-opacity": opacity, stroke: color, "stroke-width": 2.5, "stroke-linejoin": "round" });
  for (const [x, y] of p) s += rect(x - handle, y - handle, handle * 2, handle * 2, { fill: C.white, stroke: color, "stroke-width": 2 });
  return s;
}

/* ---------------------------------------------------------- skeletons */

export type Pose = Record<KP, Pt>;
export type KP =
  | "head" | "neck" | "lsh" | "rsh" | "lel" | "rel" | "lwr" | "rwr"
  | "lhip" | "rhip" | "lkn" | "rkn" | "lan" | "ran";

export const BONES: [KP, KP][] = [
  ["head", "neck"], ["neck", "lsh"], ["neck", "rsh"], ["lsh", "lel"], ["lel", "lwr"],
  ["rsh", "rel"], ["rel", "rwr"], ["lsh", "lhip"], ["rsh", "rhip"], ["lhip", "rhip"],
  ["lhip", "lkn"], ["lkn", "lan"], ["rhip", "rkn"], ["rkn", "ran"],
];

export function skeleton(p: Pose, color: string = C.teal, scale = 1): string {
  let d = "";
  for (const [a, b] of BONES) d += `M${f(p[a][0])},${f(p[a][1])}L${f(p[b][0])},${f(p[b][1])}`;
  let s = path(d, { stroke: color, "stroke-width": 3.2 * scale, "stroke-linecap": "round", fill: "none", "stroke-opacity": 0.95 });
  for (const k of Object.keys(p) as KP[]) {
    s += circle(p[k][0], p[k][1], 5.5 * scale, { fill: C.white, stroke: color, "stroke-width": 2.5 * scale });
  }
  return s;
}

/* ------------------------------------------------------------- panels */

export function panel(ctx: Ctx, x: number, y: number, w: number, h: number, opt: { header?: boolean; shadow?: boolean; opacity?: number; r?: number } = {}): string {
  let s = rect(x, y, w, h, {
    rx: opt.r ?? 16,
    fill: C.navy3,
    "fill-opacity": opt.opacity ?? 0.82,
    stroke: C.bluePale,
    "stroke-opacity": 0.16,
    "stroke-width": 1.5,
    filter: opt.shadow === false ? undefined : ctx.shadow(12, 18, 0.4),
  });
  if (opt.header !== false) {
    s += circle(x + 24, y + 24, 5, { fill: C.teal });
    s += rect(x + 38, y + 20, Math.min(w * 0.4, ctx.rng.int(60, 110)), 8, { rx: 4, fill: C.white, "fill-opacity": 0.55 });
  }
  return s;
}

/** Lines of "text" drawn as rounded bars. */
export function textLines(ctx: Ctx, x: number, y: number, w: number, n: number, opt: { gap?: number; h?: number; color?: string; opacity?: number; last?: number } = {}): string {
  const gap = opt.gap ?? 18, h = opt.h ?? 7;
  let s = "";
  for (let i = 0; i < n; i++) {
    const lw = i === n - 1 ? w * (opt.last ?? ctx.rng.range(0.35, 0.7)) : w * ctx.rng.range(0.78, 1);
    s += rect(x, y + i * gap, lw, h, { rx: h / 2, fill: opt.color ?? C.white, "fill-opacity": opt.opacity ?? 0.35 });
  }
  return s;
}

export function barChart(x: number, y: number, w: number, h: number, values: number[], opt: { color?: string; highlight?: number; hiColor?: string; gap?: number; baseline?: boolean } = {}): string {
  const n = values.length;
  const gap = opt.gap ?? 0.35;
  const bw = w / (n + (n - 1) * gap);
  let s = "";
  values.forEach((v, i) => {
    const bh = Math.max(4, v * h);
    const hi = i === opt.highlight;
    s += rect(x + i * bw * (1 + gap), y + h - bh, bw, bh, {
      rx: Math.min(4, bw / 3),
      fill: hi ? opt.hiColor ?? C.amber : opt.color ?? C.blue,
      "fill-opacity": hi ? 1 : 0.9,
    });
  });
  if (opt.baseline !== false) s += line(x - 4, y + h + 0.5, x + w + 4, y + h + 0.5, { stroke: C.grey, "stroke-opacity": 0.4, "stroke-width": 1.5 });
  return s;
}

export function lineChart(ctx: Ctx, x: number, y: number, w: number, h: number, values: number[], opt: { color?: string; area?: boolean; dots?: boolean; width?: number } = {}): string {
  const col = opt.color ?? C.teal;
  const p: Pt[] = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h]);
  let s = "";
  if (opt.area !== false) {
    s += path(smooth(p) + `L${f(x + w)},${f(y + h)}L${f(x)},${f(y + h)}Z`, {
      fill: ctx.lin([[0, col, 0.35], [1, col, 0]]),
    });
  }
  s += path(smooth(p), { stroke: col, "stroke-width": opt.width ?? 3.5, fill: "none", "stroke-linecap": "round" });
  if (opt.dots) {
    const last = p[p.length - 1];
    s += circle(last[0], last[1], 7, { fill: C.white, stroke: col, "stroke-width": 3 });
  }
  return s;
}

export function donut(cx: number, cy: number, r: number, fr: number[], colors: string[], width = 16): string {
  let s = circle(cx, cy, r, { fill: "none", stroke: C.white, "stroke-opacity": 0.08, "stroke-width": width });
  let a0 = -Math.PI / 2;
  const total = fr.reduce((a, b) => a + b, 0);
  fr.forEach((v, i) => {
    const a1 = a0 + (v / total) * Math.PI * 2 - 0.06;
    const large = a1 - a0 > Math.PI ? 1 : 0;
    s += path(
      `M${f(cx + r * Math.cos(a0))},${f(cy + r * Math.sin(a0))}A${f(r)},${f(r)} 0 ${large} 1 ${f(cx + r * Math.cos(a1))},${f(cy + r * Math.sin(a1))}`,
      { stroke: colors[i % colors.length], "stroke-width": width, fill: "none", "stroke-linecap": "butt" },
    );
    a0 = a1 + 0.06;
  });
  return s;
}

/** Horizontal confidence bars list (icon dot + label bar + progress). */
export function confList(ctx: Ctx, x: number, y: number, w: number, values: number[], colors: string[] = [C.teal, C.blue, C.amber], gap = 34): string {
  let s = "";
  values.forEach((v, i) => {
    const col = colors[i % colors.length];
    const yy = y + i * gap;
    s += rect(x, yy, 12, 12, { rx: 3, fill: col });
    s += rect(x + 22, yy + 2, ctx.rng.range(0.25, 0.4) * w, 8, { rx: 4, fill: C.white, "fill-opacity": 0.45 });
    s += rect(x, yy + 20, w, 5, { rx: 2.5, fill: C.white, "fill-opacity": 0.1 });
    s += rect(x, yy + 20, w * v, 5, { rx: 2.5, fill: col });
  });
  return s;
}

/** KPI block: big "number" (blocks) and caption bar. */
export function kpi(ctx: Ctx, x: number, y: number, color: string = C.white, digits = 3, size = 1): string {
  let s = "";
  for (let i = 0; i < digits; i++) s += rect(x + i * 22 * size, y, 17 * size, 30 * size, { rx: 4 * size, fill: color, "fill-opacity": 0.9 });
  s += rect(x, y + 42 * size, ctx.rng.int(60, 100) * size, 7 * size, { rx: 3.5, fill: C.white, "fill-opacity": 0.35 });
  return s;
}

/** Sparkline values between lo and hi generated by a seeded random walk. */
export function walk(ctx: Ctx, n: number, lo = 0.2, hi = 0.9, trend = 0): number[] {
  const r = ctx.rng;
  let v = r.range(lo, hi);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    v = clamp(v + r.range(-0.18, 0.18) + trend, lo, hi);
    out.push(v);
  }
  return out;
}

/** Small round icon-ish marker: a check mark. */
export function check(cx: number, cy: number, r: number, color: string = C.teal): string {
  return (
    circle(cx, cy, r, { fill: color }) +
    path(`M${f(cx - r * 0.45)},${f(cy + r * 0.02)}L${f(cx - r * 0.12)},${f(cy + r * 0.35)}L${f(cx + r * 0.48)},${f(cy - r * 0.32)}`, {
      stroke: C.navy, "stroke-width": Math.max(2, r * 0.26), fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round",
    })
  );
}

export function alertIcon(cx: number, cy: number, r: number, color: string = C.amber): string {
  return (
    path(`M${f(cx)},${f(cy - r)}L${f(cx + r * 1.1)},${f(cy + r * 0.85)}L${f(cx - r * 1.1)},${f(cy + r * 0.85)}Z`, { fill: color, "stroke-linejoin": "round", stroke: color, "stroke-width": r * 0.25 }) +
    rect(cx - r * 0.09, cy - r * 0.45, r * 0.18, r * 0.7, { rx: r * 0.09, fill: C.navy }) +
    circle(cx, cy + r * 0.5, r * 0.11, { fill: C.navy })
  );
}

/** Dotted connector line. */
export function connector(a: Pt, b: Pt, color: string = C.teal, opacity = 0.7, curve = 0): string {
  const mx = (a[0] + b[0]) / 2;
  const d = curve
    ? `M${f(a[0])},${f(a[1])}C${f(mx)},${f(a[1])} ${f(mx)},${f(b[1])} ${f(b[0])},${f(b[1])}`
    : `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`;
  return path(d, { stroke: color, "stroke-width": 2.5, "stroke-opacity": opacity, fill: "none", "stroke-dasharray": "2 8", "stroke-linecap": "round" }) +
    circle(a[0], a[1], 4.5, { fill: color }) + circle(b[0], b[1], 4.5, { fill: color });
}

export { polyline };

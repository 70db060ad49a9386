/**
 * Scene objects: animals, infrastructure, vehicles on rails, warehouse,
 * retail shelves, X-ray content, fire & smoke, documents, UI pieces, etc.
 */
import { C, Ctx, Pt, Attrs, rect, circle, ellipse, line, path, g, polygon, f, smooth, roundedPoly, mix, lerp } from "./core";
import { textLines } from "./hud";

/* ------------------------------------------------------------------ COW */

export interface CowOpt { flip?: boolean; base?: string; patch?: string; head?: "down" | "up" }

/** Side view of a Holstein-like cow facing left. (x, by): left of body at ground; L = body length. */
export function cow(ctx: Ctx, x: number, by: number, L: number, o: CowOpt = {}): string {
  const r = ctx.rng;
  const base = o.base ?? "#E4E9F6";
  const patch = o.patch ?? "#1A2450";
  const T = (px: number, py: number): Pt => [x + px * L, by + py * L];
  const legH = 0.36;
  let s = ellipse(x + L * 0.5, by, L * 0.55, L * 0.04, { fill: C.ink, "fill-opacity": 0.5 });
  const leg = (px: number, back: boolean) => {
    const c = back ? mix(base, C.navy, 0.35) : base;
    return path(roundedPoly([T(px - 0.045, -legH - 0.06), T(px + 0.045, -legH - 0.06), T(px + 0.03, -0.035), T(px - 0.025, -0.035)], L * 0.015), { fill: c }) +
      rect(x + (px - 0.033) * L, by - 0.045 * L, 0.062 * L, 0.045 * L, { rx: L * 0.008, fill: "#0A1024" });
  };
  s += leg(0.28, true) + leg(0.9, true);
  // tail
  s += path(`M${f(x + L * 0.99)},${f(by - L * 0.66)}C${f(x + L * 1.07)},${f(by - L * 0.6)} ${f(x + L * 1.05)},${f(by - L * 0.38)} ${f(x + L * 1.06)},${f(by - L * 0.28)}`, { stroke: base, "stroke-width": f(L * 0.018), fill: "none", "stroke-linecap": "round" });
  s += ellipse(x + L * 1.06, by - L * 0.26, L * 0.02, L * 0.04, { fill: patch });
  // body
  const body: Pt[] = [T(0.08, -0.66), T(0.3, -0.72), T(0.62, -0.7), T(0.9, -0.74), T(1.0, -0.66), T(1.02, -0.48), T(0.95, -0.36), T(0.72, -0.33), T(0.4, -0.34), T(0.15, -0.37), T(0.05, -0.48)];
  s += path(smooth(body, true, 0.85), { fill: ctx.lin([[0, mix(base, C.white, 0.2)], [1, mix(base, C.navy, 0.25)]]) });
  // patches (clipped by staying inside body roughly)
  const clip = ctx.clip(path(smooth(body, true, 0.85)));
  let pd = "";
  const nP = r.int(3, 5);
  for (let i = 0; i < nP; i++) {
    const cx = r.range(0.15, 0.92), cy = r.range(-0.68, -0.4), rr = r.range(0.07, 0.13);
    const q: Pt[] = [];
    for (let k = 0; k < 7; k++) {
      const a = (k / 7) * Math.PI * 2;
      const rad = rr * r.range(0.7, 1.2);
      q.push(T(cx + Math.cos(a) * rad, cy + Math.sin(a) * rad * 0.8));
    }
    pd += smooth(q, true);
  }
  s += g(path(pd, { fill: patch }), { "clip-path": clip });
  // udder
  s += ellipse(x + L * 0.74, by - L * 0.33, L * 0.07, L * 0.045, { fill: "#D6B7C8" });
  // front legs
  s += leg(0.14, false) + leg(0.76, false);
  // neck + head
  const down = o.head === "down";
  const hx = down ? -0.12 : -0.1, hy = down ? -0.36 : -0.74;
  s += path(smooth([T(0.18, -0.7), T(0.02, hy + (down ? -0.1 : 0.02)), T(hx + 0.04, hy - 0.03), T(hx + 0.05, hy + 0.1), T(0.06, -0.46), T(0.16, -0.42)], true, 0.7), { fill: base });
  s += path(roundedPoly([T(hx - 0.02, hy - 0.07), T(hx + 0.1, hy - 0.08), T(hx + 0.08, hy + 0.12), T(hx - 0.05, hy + 0.2), T(hx - 0.1, hy + 0.13)], L * 0.04), { fill: mix(base, C.white, 0.1) });
  s += ellipse(x + (hx - 0.06) * L, by + (hy + 0.15) * L, L * 0.055, L * 0.045, { fill: "#C9A9BE" });
  s += circle(x + (hx + 0.01) * L, by + (hy - 0.0) * L, L * 0.012, { fill: C.navy });
  s += path(`M${f(x + (hx + 0.08) * L)},${f(by + (hy - 0.07) * L)}l${f(L * 0.07)},${f(-L * 0.02)}l${f(-L * 0.03)},${f(L * 0.05)}Z`, { fill: patch });
  s += path(`M${f(x + (hx + 0.04) * L)},${f(by + (hy - 0.08) * L)}q${f(L * 0.02)},${f(-L * 0.07)} ${f(L * 0.06)},${f(-L * 0.07)}`, { stroke: "#D9DFEF", "stroke-width": f(L * 0.015), fill: "none", "stroke-linecap": "round" });
  // ear tag
  s += rect(x + (hx + 0.13) * L, by + (hy - 0.05) * L, L * 0.018, L * 0.025, { fill: C.amber });
  return o.flip ? g(s, { transform: `translate(${f(2 * x + L)},0) scale(-1,1)` }) : s;
}

/* ------------------------------------------------------ POWER LINE / DRONE */

export function pylon(ctx: Ctx, x: number, by: number, h: number, col: string = "#8A94B8"): { svg: string; arms: Pt[] } {
  const w = h * 0.22;
  const st: Attrs = { stroke: col, "stroke-width": f(Math.max(1.5, h * 0.01)), fill: "none", "stroke-linejoin": "round" };
  const topY = by - h;
  let d = `M${f(x - w / 2)},${f(by)}L${f(x - w * 0.08)},${f(topY)}M${f(x + w / 2)},${f(by)}L${f(x + w * 0.08)},${f(topY)}`;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t0 = i / n, t1 = (i + 1) / n;
    const ya = lerp(by, topY, t0), yb = lerp(by, topY, t1);
    const wa = lerp(w / 2, w * 0.08, t0), wb = lerp(w / 2, w * 0.08, t1);
    d += `M${f(x - wa)},${f(ya)}L${f(x + wb)},${f(yb)}M${f(x + wa)},${f(ya)}L${f(x - wb)},${f(yb)}M${f(x - wb)},${f(yb)}H${f(x + wb)}`;
  }
  // cross arms
  const armY = [topY + h * 0.08, topY + h * 0.26];
  const armW = [h * 0.3, h * 0.38];
  const arms: Pt[] = [];
  armY.forEach((ay, i) => {
    d += `M${f(x - armW[i])},${f(ay)}H${f(x + armW[i])}M${f(x - armW[i])},${f(ay)}L${f(x - w * 0.1)},${f(ay - h * 0.05)}M${f(x + armW[i])},${f(ay)}L${f(x + w * 0.1)},${f(ay - h * 0.05)}`;
    arms.push([x - armW[i] * 0.85, ay], [x + armW[i] * 0.85, ay]);
  });
  d += `M${f(x)},${f(topY)}v${f(-h * 0.06)}`;
  let s = path(d, st);
  // insulators
  for (const [ax, ay] of arms) s += insulator(ax, ay, h * 0.07);
  return { svg: s, arms: arms.map(([ax, ay]) => [ax, ay + h * 0.07] as Pt) };
}

export function insulator(x: number, y: number, len: number, col: string = "#C5CCE3", broken = false): string {
  let s = line(x, y, x, y + len, { stroke: col, "stroke-width": f(Math.max(1, len * 0.06)) });
  const n = 5;
  for (let i = 0; i < n; i++) {
    const yy = y + len * (0.15 + (i / (n - 1)) * 0.7);
    if (broken && i === 2) {
      s += path(`M${f(x - len * 0.18)},${f(yy)}l${f(len * 0.12)},${f(-len * 0.04)}l${f(len * 0.05)},${f(len * 0.05)}`, { stroke: C.amber, "stroke-width": f(len * 0.05), fill: "none" });
      continue;
    }
    s += ellipse(x, yy, len * 0.2, len * 0.06, { fill: col, stroke: mix(col, C.navy, 0.4), "stroke-width": f(Math.max(0.6, len * 0.015)) });
  }
  return s;
}

/** Catenary wire between two points. */
export function wire(a: Pt, b: Pt, sag: number, col: string = "#A9B2D0", w = 2): string {
  const mx = (a[0] + b[0]) / 2, my = (a[1] + b[1]) / 2 + sag;
  return path(`M${f(a[0])},${f(a[1])}Q${f(mx)},${f(my + sag)} ${f(b[0])},${f(b[1])}`, { stroke: col, "stroke-width": w, fill: "none", "stroke-opacity": 0.8 });
}

export function drone(ctx: Ctx, cx: number, cy: number, s: number): string {
  let o = "";
  const arm = (dx: number, dy: number) =>
    line(cx, cy, cx + dx * s, cy + dy * s, { stroke: "#2A3560", "stroke-width": f(s * 0.09), "stroke-linecap": "round" });
  const rotor = (dx: number, dy: number) =>
    ellipse(cx + dx * s, cy + dy * s - s * 0.1, s * 0.42, s * 0.07, { fill: C.bluePale, "fill-opacity": 0.35 }) +
    ellipse(cx + dx * s, cy + dy * s - s * 0.1, s * 0.42, s * 0.07, { fill: "none", stroke: C.white, "stroke-opacity": 0.5, "stroke-width": 1.5 }) +
    rect(cx + dx * s - s * 0.05, cy + dy * s - s * 0.1, s * 0.1, s * 0.14, { rx: s * 0.02, fill: "#1A2247" });
  o += arm(-0.9, 0.05) + arm(0.9, 0.05) + arm(-0.6, -0.18) + arm(0.6, -0.18);
  o += rotor(-0.6, -0.18) + rotor(0.6, -0.18);
  o += path(roundedPoly([[cx - s * 0.38, cy - s * 0.14], [cx + s * 0.38, cy - s * 0.14], [cx + s * 0.3, cy + s * 0.18], [cx - s * 0.3, cy + s * 0.18]], s * 0.1), { fill: ctx.lin([[0, "#E4E9F6"], [1, "#8A94B8"]]) });
  o += rect(cx - s * 0.3, cy - s * 0.05, s * 0.6, s * 0.05, { fill: C.blue });
  // gimbal camera
  o += rect(cx - s * 0.06, cy + s * 0.18, s * 0.12, s * 0.08, { fill: "#2A3560" });
  o += circle(cx, cy + s * 0.33, s * 0.11, { fill: "#111C3D", stroke: "#8A94B8", "stroke-width": f(s * 0.02) });
  o += circle(cx, cy + s * 0.33, s * 0.05, { fill: C.teal });
  // legs
  o += path(`M${f(cx - s * 0.2)},${f(cy + s * 0.15)}l${f(-s * 0.12)},${f(s * 0.3)}h${f(-s * 0.1)}M${f(cx + s * 0.2)},${f(cy + s * 0.15)}l${f(s * 0.12)},${f(s * 0.3)}h${f(s * 0.1)}`, { stroke: "#5B668F", "stroke-width": f(s * 0.035), fill: "none", "stroke-linecap": "round" });
  o += rotor(-0.9, 0.05) + rotor(0.9, 0.05);
  o += circle(cx - s * 0.9, cy + s * 0.05, s * 0.03, { fill: C.amber });
  o += circle(cx + s * 0.9, cy + s * 0.05, s * 0.03, { fill: C.teal });
  return o;
}

/* -------------------------------------------------------------- RAIL */

export function track(ctx: Ctx, y: number, x0: number, x1: number, s = 1): string {
  let d = "";
  for (let x = x0; x < x1; x += 46 * s) d += `M${f(x)},${f(y + 4 * s)}h${f(26 * s)}v${f(12 * s)}h${f(-26 * s)}Z`;
  return rect(x0, y + 2 * s, x1 - x0, 22 * s, { fill: "#141D40" }) +
    path(d, { fill: "#2A3252" }) +
    rect(x0, y - 4 * s, x1 - x0, 7 * s, { fill: "#8A94B8" }) +
    rect(x0, y - 4 * s, x1 - x0, 2 * s, { fill: C.white, "fill-opacity": 0.5 });
}

/** Rail car side view. (x, by): left end at rail level; L length. Returns svg + number-plate area. */
export function railcar(ctx: Ctx, x: number, by: number, L: number, col: string, type: "box" | "tank" | "hopper" = "box"): { svg: string; num: [number, number, number, number] } {
  const h = L * 0.3;
  const top = by - L * 0.07 - h;
  let s = "";
  // couplers
  s += rect(x - L * 0.03, by - L * 0.1, L * 1.06, L * 0.018, { fill: "#2A3252" });
  // bogies
  for (const bx of [0.14, 0.86]) {
    const cx = x + bx * L;
    s += rect(cx - L * 0.09, by - L * 0.085, L * 0.18, L * 0.04, { rx: 4, fill: "#1A2247" });
    for (const dx of [-0.055, 0.055]) {
      s += circle(cx + dx * L, by - L * 0.032, L * 0.032, { fill: "#0A1024", stroke: "#5B668F", "stroke-width": f(L * 0.006) });
      s += circle(cx + dx * L, by - L * 0.032, L * 0.01, { fill: "#8A94B8" });
    }
  }
  s += rect(x, by - L * 0.095, L, L * 0.025, { fill: "#10183A" });
  let num: [number, number, number, number];
  if (type === "tank") {
    s += rect(x + L * 0.02, top + h * 0.15, L * 0.96, h * 0.8, { rx: h * 0.4, fill: bodyGrad(ctx, col) });
    s += rect(x + L * 0.45, top + h * 0.02, L * 0.1, h * 0.16, { rx: 4, fill: mix(col, C.navy, 0.3) });
    s += path(`M${f(x + L * 0.1)},${f(top + h * 0.55)}H${f(x + L * 0.9)}`, { stroke: C.white, "stroke-opacity": 0.25, "stroke-width": f(h * 0.04) });
    num = [x + L * 0.3, top + h * 0.66, L * 0.4, h * 0.16];
  } else if (type === "hopper") {
    s += path(roundedPoly([[x + L * 0.01, top], [x + L * 0.99, top], [x + L * 0.99, top + h * 0.7], [x + L * 0.8, top + h * 0.95], [x + L * 0.62, top + h * 0.7], [x + L * 0.38, top + h * 0.7], [x + L * 0.2, top + h * 0.95], [x + L * 0.01, top + h * 0.7]], 6), { fill: bodyGrad(ctx, col) });
    let d = "";
    for (let i = 1; i < 12; i++) d += `M${f(x + L * (0.01 + i * 0.08))},${f(top + 4)}V${f(top + h * 0.68)}`;
    s += path(d, { stroke: C.navy, "stroke-opacity": 0.25, "stroke-width": f(L * 0.006) });
    num = [x + L * 0.06, top + h * 0.14, L * 0.3, h * 0.17];
  } else {
    s += rect(x + L * 0.005, top, L * 0.99, h, { rx: 6, fill: bodyGrad(ctx, col) });
    let d = "";
    for (let i = 1; i < 16; i++) d += `M${f(x + L * i * 0.0625)},${f(top + 4)}V${f(top + h - 4)}`;
    s += path(d, { stroke: C.navy, "stroke-opacity": 0.22, "stroke-width": f(L * 0.005) });
    // door
    s += rect(x + L * 0.4, top + h * 0.06, L * 0.2, h * 0.9, { fill: mix(col, C.navy, 0.2), stroke: mix(col, C.navy, 0.5), "stroke-width": f(L * 0.004) });
    s += rect(x + L * 0.49, top + h * 0.45, L * 0.02, h * 0.12, { fill: "#0A1024" });
    s += rect(x + L * 0.38, top + h * 0.02, L * 0.24, h * 0.04, { fill: "#10183A" });
    num = [x + L * 0.07, top + h * 0.12, L * 0.26, h * 0.17];
  }
  s += rect(x, top - 3, L, 5, { fill: C.white, "fill-opacity": 0.12 });
  // number stencil (8 digits as blocks)
  const [nx, ny, nw, nh] = num;
  s += rect(nx - 6, ny - 6, nw + 12, nh + 12, { rx: 3, fill: C.navy, "fill-opacity": 0.25 });
  let dd = "";
  const cw = nw / 8;
  for (let i = 0; i < 8; i++) dd += `M${f(nx + i * cw + cw * 0.15)},${f(ny)}h${f(cw * 0.7)}v${f(nh)}h${f(-cw * 0.7)}Z`;
  s += path(dd, { fill: C.white, "fill-opacity": 0.92 });
  // small data plate lines
  s += rect(nx, ny + nh + h * 0.1, nw * 0.7, h * 0.05, { fill: C.white, "fill-opacity": 0.5 });
  s += rect(nx, ny + nh + h * 0.2, nw * 0.5, h * 0.05, { fill: C.white, "fill-opacity": 0.35 });
  return { svg: s, num };
}

function bodyGrad(ctx: Ctx, col: string) {
  return ctx.lin([[0, mix(col, C.white, 0.15)], [1, mix(col, C.navy, 0.4)]]);
}

/* ------------------------------------------------------------ WAREHOUSE */

export const BOX_COL = "#C99A5B";

export function cardboard(ctx: Ctx, x: number, y: number, w: number, h: number, opt: { tape?: boolean; label?: boolean; col?: string } = {}): string {
  const col = opt.col ?? BOX_COL;
  let s = rect(x, y, w, h, { rx: 2, fill: ctx.lin([[0, mix(col, C.white, 0.12)], [1, mix(col, C.navy, 0.25)]]) });
  if (opt.tape !== false) s += rect(x + w * 0.44, y, w * 0.12, h * 0.35, { fill: mix(col, C.white, 0.3), "fill-opacity": 0.7 });
  if (opt.label) {
    s += rect(x + w * 0.12, y + h * 0.5, w * 0.36, h * 0.3, { fill: C.white, "fill-opacity": 0.9 });
    let d = "";
    for (let i = 0; i < 7; i++) d += `M${f(x + w * (0.15 + i * 0.045))},${f(y + h * 0.56)}v${f(h * 0.18)}`;
    s += path(d, { stroke: C.navy, "stroke-width": f(Math.max(1, w * 0.015)) });
  }
  return s;
}

export function pallet(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h * 0.3, { fill: "#8C6A45" }) +
    rect(x + w * 0.02, y + h * 0.3, w * 0.12, h * 0.7, { fill: "#6E5236" }) +
    rect(x + w * 0.44, y + h * 0.3, w * 0.12, h * 0.7, { fill: "#6E5236" }) +
    rect(x + w * 0.86, y + h * 0.3, w * 0.12, h * 0.7, { fill: "#6E5236" });
}

/** Pallet rack with `levels` shelves, filled with pallets of boxes. Returns svg and list of pallet cells. */
export function rack(ctx: Ctx, x: number, by: number, w: number, h: number, levels: number, bays: number, opt: { empty?: number[] } = {}): { svg: string; cells: [number, number, number, number][] } {
  const r = ctx.rng;
  const up = "#3B5BFD", beam = C.amber;
  let s = "";
  const lh = h / levels;
  const bw = w / bays;
  const cells: [number, number, number, number][] = [];
  let idx = 0;
  for (let l = 0; l < levels; l++) {
    const yb = by - l * lh;
    for (let b = 0; b < bays; b++) {
      const bx = x + b * bw;
      const empty = opt.empty?.includes(idx);
      idx++;
      if (empty) continue;
      const pw = bw * 0.82, ph = lh * 0.08;
      const px = bx + (bw - pw) / 2;
      const boxH = lh * r.range(0.5, 0.72);
      s += pallet(px, yb - ph - 6, pw, ph);
      // stack of boxes
      const cols = r.int(2, 3), rows = r.int(1, 2);
      const cw = pw / cols, ch = boxH / rows;
      for (let i = 0; i < cols; i++)
        for (let j = 0; j < rows; j++)
          s += cardboard(ctx, px + i * cw + 1, yb - ph - 6 - (j + 1) * ch + 1, cw - 2, ch - 2, { label: j === 0 && i === 0, tape: true });
      cells.push([px, yb - ph - 6 - boxH, pw, boxH + ph]);
    }
    s += rect(x, yb - 8, w, 10, { fill: beam });
  }
  s += rect(x, by - h - 10, w, 10, { fill: beam });
  for (let b = 0; b <= bays; b++) s += rect(x + b * bw - 6, by - h - 14, 12, h + 14, { fill: up });
  return { svg: s, cells };
}

export function forklift(ctx: Ctx, x: number, by: number, s: number, load = true): string {
  let o = ellipse(x + s * 0.5, by, s * 0.6, s * 0.05, { fill: C.ink, "fill-opacity": 0.5 });
  // mast and forks (front is right)
  o += rect(x + s * 0.92, by - s * 1.05, s * 0.06, s * 1.0, { fill: "#2A3560" });
  o += rect(x + s * 0.98, by - s * 0.1, s * 0.42, s * 0.04, { fill: "#5B668F" });
  if (load) {
    o += pallet(x + s * 0.98, by - s * 0.2, s * 0.42, s * 0.1);
    o += cardboard(ctx, x + s * 1.0, by - s * 0.55, s * 0.38, s * 0.35, { label: true });
  }
  // body
  o += path(roundedPoly([[x, by - s * 0.15], [x, by - s * 0.5], [x + s * 0.25, by - s * 0.55], [x + s * 0.9, by - s * 0.55], [x + s * 0.9, by - s * 0.15]], s * 0.05), { fill: ctx.lin([[0, "#FFC872"], [1, "#D98A1E"]]) });
  // cabin frame
  o += path(`M${f(x + s * 0.2)},${f(by - s * 0.55)}L${f(x + s * 0.28)},${f(by - s * 1.05)}H${f(x + s * 0.82)}V${f(by - s * 0.55)}`, { stroke: "#1A2247", "stroke-width": f(s * 0.05), fill: "none", "stroke-linejoin": "round" });
  o += rect(x + s * 0.02, by - s * 0.72, s * 0.22, s * 0.2, { rx: 4, fill: "#2A3560" });
  // wheels
  o += circle(x + s * 0.2, by - s * 0.13, s * 0.13, { fill: "#0A1024" }) + circle(x + s * 0.2, by - s * 0.13, s * 0.05, { fill: "#8A94B8" });
  o += circle(x + s * 0.74, by - s * 0.14, s * 0.14, { fill: "#0A1024" }) + circle(x + s * 0.74, by - s * 0.14, s * 0.055, { fill: "#8A94B8" });
  return o;
}

/* --------------------------------------------------------------- RETAIL */

export const PRODUCT_COLS = ["#3B5BFD", "#12C2A4", "#FFB547", "#F4F6FB", "#6B5FC8", "#FF7A59", "#5FE0C8", "#A9B8FF"];

export function product(ctx: Ctx, x: number, by: number, w: number, h: number, kind: number, col: string): string {
  const dk = mix(col, C.navy, 0.35);
  const fill = ctx.lin([[0, mix(col, C.white, 0.15)], [1, dk]], 0, 0, 1, 0);
  let s = "";
  switch (kind % 4) {
    case 0: // bottle
      s += path(roundedPoly([[x + w * 0.38, by - h], [x + w * 0.62, by - h], [x + w * 0.62, by - h * 0.78], [x + w * 0.9, by - h * 0.6], [x + w * 0.9, by], [x + w * 0.1, by], [x + w * 0.1, by - h * 0.6], [x + w * 0.38, by - h * 0.78]], w * 0.12), { fill });
      s += rect(x + w * 0.36, by - h - 2, w * 0.28, h * 0.08, { rx: 2, fill: dk });
      s += rect(x + w * 0.1, by - h * 0.45, w * 0.8, h * 0.22, { fill: C.white, "fill-opacity": 0.85 });
      break;
    case 1: // box
      s += rect(x + w * 0.04, by - h * 0.86, w * 0.92, h * 0.86, { rx: 3, fill });
      s += rect(x + w * 0.04, by - h * 0.86, w * 0.92, h * 0.16, { rx: 3, fill: C.white, "fill-opacity": 0.25 });
      s += circle(x + w * 0.5, by - h * 0.45, w * 0.22, { fill: C.white, "fill-opacity": 0.8 });
      break;
    case 2: // can
      s += rect(x + w * 0.12, by - h * 0.58, w * 0.76, h * 0.58, { rx: w * 0.12, fill });
      s += rect(x + w * 0.12, by - h * 0.42, w * 0.76, h * 0.14, { fill: C.white, "fill-opacity": 0.8 });
      s += ellipse(x + w * 0.5, by - h * 0.58, w * 0.38, w * 0.06, { fill: mix(col, C.white, 0.4) });
      break;
    default: // jar / pouch
      s += path(roundedPoly([[x + w * 0.15, by - h * 0.72], [x + w * 0.85, by - h * 0.72], [x + w * 0.92, by], [x + w * 0.08, by]], w * 0.12), { fill });
      s += rect(x + w * 0.2, by - h * 0.8, w * 0.6, h * 0.1, { rx: 3, fill: dk });
      s += rect(x + w * 0.25, by - h * 0.5, w * 0.5, h * 0.2, { rx: 3, fill: C.white, "fill-opacity": 0.8 });
  }
  return s;
}

/** Store shelf unit with rows of products. Returns svg + product item boxes + gap boxes. */
export function shelfUnit(ctx: Ctx, x: number, y: number, w: number, h: number, rows: number, opt: { gaps?: number; perRow?: number } = {}): { svg: string; items: [number, number, number, number][]; gaps: [number, number, number, number][] } {
  const r = ctx.rng;
  let s = rect(x, y, w, h, { rx: 6, fill: ctx.lin([[0, "#1F2D5E"], [1, "#131C40"]]) });
  s += rect(x + 10, y + 10, w - 20, h - 20, { fill: "#0E1634" });
  const rh = (h - 20) / rows;
  const items: [number, number, number, number][] = [];
  const gaps: [number, number, number, number][] = [];
  let gapLeft = opt.gaps ?? 0;
  for (let i = 0; i < rows; i++) {
    const by = y + 10 + (i + 1) * rh - 14;
    const kind = r.int(0, 3);
    const col = r.pick(PRODUCT_COLS);
    const pw = (opt.perRow ? (w - 40) / opt.perRow : r.range(46, 62));
    const n = Math.floor((w - 40) / pw);
    const ph = rh * r.range(0.62, 0.8);
    const gapAt = gapLeft > 0 && r.chance(0.6) ? r.int(1, n - 3) : -1;
    if (gapAt >= 0) gapLeft--;
    for (let k = 0; k < n; k++) {
      const px = x + 20 + k * pw;
      if (gapAt >= 0 && (k === gapAt || k === gapAt + 1)) {
        if (k === gapAt) gaps.push([px, by - ph, pw * 2, ph]);
        continue;
      }
      const c2 = k % 5 === 4 ? r.pick(PRODUCT_COLS) : col;
      s += product(ctx, px + 2, by, pw - 4, ph, kind, c2);
      items.push([px, by - ph, pw, ph]);
    }
    s += rect(x + 6, by, w - 12, 14, { fill: ctx.lin([[0, "#C5CCE3"], [1, "#7C86AA"]]) });
    // price tags
    for (let k = 0; k < n; k += 3) s += rect(x + 24 + k * pw, by + 3, 24, 8, { fill: C.amber, "fill-opacity": 0.9 });
  }
  return { svg: s, items, gaps };
}

/* ---------------------------------------------------------------- X-RAY */

export const XR = { organic: "#FFB547", inorganic: "#12C2A4", metal: "#3B5BFD", dense: "#1B2A8C" };

export function gunShape(x: number, y: number, s: number, angle = 0, col: string = XR.metal): string {
  const d = roundedPoly([[0, 0], [1.0, 0], [1.0, 0.2], [0.45, 0.2], [0.42, 0.3], [0.32, 0.3], [0.3, 0.22], [0.27, 0.22], [0.3, 0.62], [0.12, 0.62], [0.1, 0.22], [0, 0.18]].map(([px, py]) => [px * s, py * s] as Pt), s * 0.03);
  return path(d, { fill: col, "fill-opacity": 0.88, stroke: mix(col, C.white, 0.3), "stroke-width": 1.5, transform: `translate(${f(x)},${f(y)}) rotate(${f(angle)})` });
}

export function knifeShape(x: number, y: number, s: number, angle = 0, col: string = XR.metal): string {
  const blade = path(`M0,0L${f(s * 0.62)},0Q${f(s * 0.95)},${f(s * 0.02)} ${f(s)},${f(s * 0.1)}Q${f(s * 0.75)},${f(s * 0.14)} 0,${f(s * 0.13)}Z`, { fill: col, "fill-opacity": 0.85, stroke: mix(col, C.white, 0.35), "stroke-width": 1.5 });
  const handle = rect(-s * 0.38, -s * 0.01, s * 0.38, s * 0.15, { rx: s * 0.05, fill: XR.organic, "fill-opacity": 0.7 });
  return g(handle + blade, { transform: `translate(${f(x)},${f(y)}) rotate(${f(angle)})` });
}

/** X-ray view of a bag with assorted items. Returns svg and threat boxes. */
export function xrayBag(ctx: Ctx, x: number, y: number, w: number, h: number, opt: { threat?: "gun" | "knife" | "both" | "none" } = {}): { svg: string; threats: [number, number, number, number][]; items: [number, number, number, number][] } {
  const r = ctx.rng;
  const th = opt.threat ?? "knife";
  let s = "";
  // bag shell + handle
  s += path(roundedPoly([[x, y + h * 0.12], [x + w, y + h * 0.12], [x + w * 0.98, y + h], [x + w * 0.02, y + h]], w * 0.06), { fill: XR.inorganic, "fill-opacity": 0.14, stroke: XR.inorganic, "stroke-opacity": 0.6, "stroke-width": 4 });
  s += path(`M${f(x + w * 0.32)},${f(y + h * 0.12)}V${f(y)}H${f(x + w * 0.68)}V${f(y + h * 0.12)}`, { stroke: XR.inorganic, "stroke-opacity": 0.6, "stroke-width": 10, fill: "none", "stroke-linejoin": "round" });
  // zip line
  s += line(x + w * 0.04, y + h * 0.2, x + w * 0.96, y + h * 0.2, { stroke: XR.metal, "stroke-width": 3, "stroke-dasharray": "4 4", "stroke-opacity": 0.8 });
  const items: [number, number, number, number][] = [];
  // clothes (organic blobs)
  for (let i = 0; i < 3; i++) {
    const cx = x + w * r.range(0.2, 0.8), cy = y + h * r.range(0.4, 0.8), rr = w * r.range(0.14, 0.22);
    const q: Pt[] = [];
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      q.push([cx + Math.cos(a) * rr * r.range(0.7, 1.2), cy + Math.sin(a) * rr * 0.6 * r.range(0.7, 1.2)]);
    }
    s += path(smooth(q, true), { fill: XR.organic, "fill-opacity": 0.22 });
  }
  // laptop
  const lx = x + w * r.range(0.05, 0.14), ly = y + h * r.range(0.26, 0.36);
  s += rect(lx, ly, w * 0.5, h * 0.36, { rx: 6, fill: XR.inorganic, "fill-opacity": 0.28, stroke: XR.inorganic, "stroke-opacity": 0.8, "stroke-width": 3 });
  s += rect(lx + w * 0.03, ly + h * 0.04, w * 0.44, h * 0.22, { fill: XR.metal, "fill-opacity": 0.25 });
  s += rect(lx + w * 0.33, ly + h * 0.27, w * 0.12, h * 0.06, { fill: XR.dense, "fill-opacity": 0.8 });
  items.push([lx, ly, w * 0.5, h * 0.36]);
  // bottle
  const bx = x + w * r.range(0.66, 0.8), byy = y + h * r.range(0.26, 0.34);
  s += path(roundedPoly([[bx + w * 0.03, byy], [bx + w * 0.07, byy], [bx + w * 0.07, byy + h * 0.08], [bx + w * 0.1, byy + h * 0.14], [bx + w * 0.1, byy + h * 0.5], [bx, byy + h * 0.5], [bx, byy + h * 0.14], [bx + w * 0.03, byy + h * 0.08]], 8), { fill: XR.organic, "fill-opacity": 0.55, stroke: XR.organic, "stroke-width": 2 });
  items.push([bx - 6, byy - 6, w * 0.1 + 12, h * 0.5 + 12]);
  // cables
  s += path(smooth([[x + w * 0.15, y + h * 0.85], [x + w * 0.3, y + h * 0.72], [x + w * 0.45, y + h * 0.9], [x + w * 0.6, y + h * 0.75], [x + w * 0.55, y + h * 0.62]]), { stroke: XR.metal, "stroke-width": 4, fill: "none", "stroke-opacity": 0.9 });
  s += rect(x + w * 0.52, y + h * 0.56, w * 0.07, h * 0.08, { rx: 4, fill: XR.dense, "fill-opacity": 0.85 });
  // keys / coins
  for (let i = 0; i < 4; i++) s += circle(x + w * (0.78 + i * 0.035), y + h * (0.87 - (i % 2) * 0.04), w * 0.016, { fill: XR.dense, "fill-opacity": 0.85 });
  // shoe
  s += path(smooth([[x + w * 0.62, y + h * 0.88], [x + w * 0.66, y + h * 0.72], [x + w * 0.74, y + h * 0.7], [x + w * 0.82, y + h * 0.76], [x + w * 0.94, y + h * 0.8], [x + w * 0.93, y + h * 0.9]], true), { fill: XR.organic, "fill-opacity": 0.35, stroke: XR.organic, "stroke-opacity": 0.7, "stroke-width": 2 });
  const threats: [number, number, number, number][] = [];
  if (th === "gun" || th === "both") {
    const gs = w * 0.3, gx = x + w * r.range(0.15, 0.3), gy = y + h * r.range(0.5, 0.6);
    s += gunShape(gx, gy, gs, -8, XR.dense);
    threats.push([gx - 10, gy - gs * 0.1, gs * 1.05, gs * 0.75]);
  }
  if (th === "knife" || th === "both") {
    const ks = w * 0.34, kx = x + w * r.range(0.45, 0.52), ky = y + h * r.range(0.38, 0.48);
    s += knifeShape(kx, ky, ks, 18, XR.dense);
    threats.push([kx - ks * 0.42, ky - ks * 0.16, ks * 1.36, ks * 0.55]);
  }
  return { svg: s, threats, items };
}

/* -------------------------------------------------------- FIRE / SMOKE */

export function flame(ctx: Ctx, cx: number, by: number, h: number, seed = 0): string {
  const r = ctx.rng;
  const layer = (k: number, col1: string, col2: string) => {
    const w = h * 0.42 * k, hh = h * k;
    const tipX = cx + r.range(-0.08, 0.08) * h;
    const q: Pt[] = [
      [cx - w, by], [cx - w * 1.05, by - hh * 0.3], [cx - w * 0.7, by - hh * 0.55], [cx - w * 0.85, by - hh * 0.72],
      [cx - w * 0.35, by - hh * 0.68], [tipX - w * 0.1, by - hh], [cx + w * 0.15, by - hh * 0.7], [cx + w * 0.55, by - hh * 0.82],
      [cx + w * 0.6, by - hh * 0.5], [cx + w * 1.05, by - hh * 0.35], [cx + w, by],
    ];
    return path(smooth(q, true, 0.8), { fill: ctx.lin([[0, col1], [1, col2]]) });
  };
  let s = ellipse(cx, by - h * 0.3, h * 0.7, h * 0.6, { fill: C.amber, "fill-opacity": 0.18, filter: ctx.blur(28) });
  s += layer(1, C.coral, "#FF9A3D");
  s += layer(0.74, "#FF9A3D", C.amber);
  s += layer(0.48, C.amber, "#FFE3A6");
  return s;
}

export function smoke(ctx: Ctx, cx: number, by: number, h: number, drift = 0.3, opacity = 0.5): string {
  const r = ctx.rng;
  let d = "";
  const n = 9;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = cx + drift * h * t * t + r.range(-0.05, 0.05) * h;
    const y = by - h * t;
    const rr = h * (0.08 + t * 0.16);
    d += `M${f(x - rr)},${f(y)}a${f(rr)},${f(rr)} 0 1,0 ${f(2 * rr)},0a${f(rr)},${f(rr)} 0 1,0 ${f(-2 * rr)},0`;
  }
  return path(d, { fill: "#8A94B8", "fill-opacity": opacity, filter: ctx.blur(Math.max(4, h * 0.04)) });
}

/* ------------------------------------------------------------ DOCUMENTS */

export function docPage(ctx: Ctx, x: number, y: number, w: number, h: number, kind: "passport" | "form" | "invoice" | "contract" | "spec" = "form", opt: { tilt?: number } = {}): { svg: string; fields: [number, number, number, number][] } {
  const r = ctx.rng;
  let s = rect(x, y, w, h, { rx: 10, fill: ctx.lin([[0, "#F4F6FB"], [1, "#DCE2F2"]]), filter: ctx.shadow(14, 16, 0.5) });
  const ink = "#26335F";
  const fields: [number, number, number, number][] = [];
  const tl = (xx: number, yy: number, ww: number, n: number, gap = 20, op = 0.3) => textLines(ctx, xx, yy, ww, n, { color: ink, opacity: op, gap, h: 8 });
  const pad = w * 0.08;
  if (kind === "passport") {
    s += rect(x, y, w, h * 0.1, { rx: 10, fill: C.blue, "fill-opacity": 0.9 });
    s += rect(x, y + h * 0.06, w, h * 0.04, { fill: C.blue, "fill-opacity": 0.9 });
    // photo
    const px = x + pad, py = y + h * 0.16, pw = w * 0.3, ph = w * 0.38;
    s += rect(px, py, pw, ph, { rx: 6, fill: "#C5CCE3" });
    s += circle(px + pw / 2, py + ph * 0.4, pw * 0.22, { fill: "#8A94B8" });
    s += path(`M${f(px + pw * 0.12)},${f(py + ph)}Q${f(px + pw / 2)},${f(py + ph * 0.55)} ${f(px + pw * 0.88)},${f(py + ph)}Z`, { fill: "#8A94B8" });
    fields.push([px - 4, py - 4, pw + 8, ph + 8]);
    const fx = px + pw + w * 0.07, fw = w - (fx - x) - pad;
    for (let i = 0; i < 5; i++) {
      const yy = py + i * ph * 0.21;
      s += rect(fx, yy, fw * 0.35, 6, { rx: 3, fill: ink, "fill-opacity": 0.25 });
      const vw = fw * r.range(0.55, 0.95);
      s += rect(fx, yy + 12, vw, 10, { rx: 4, fill: ink, "fill-opacity": 0.7 });
      fields.push([fx - 5, yy + 6, vw + 10, 22]);
    }
    // MRZ
    const my = y + h * 0.78;
    for (let k = 0; k < 2; k++) {
      let d = "";
      const n = 26;
      for (let i = 0; i < n; i++) d += `M${f(x + pad + i * ((w - 2 * pad) / n))},${f(my + k * 26)}h${f(((w - 2 * pad) / n) * 0.7)}v14h${f(-((w - 2 * pad) / n) * 0.7)}Z`;
      s += path(d, { fill: ink, "fill-opacity": 0.55 });
    }
    fields.push([x + pad - 6, my - 6, w - 2 * pad + 12, 52]);
    // signature
    s += path(smooth([[x + pad, y + h * 0.66], [x + pad + 30, y + h * 0.62], [x + pad + 55, y + h * 0.68], [x + pad + 90, y + h * 0.61], [x + pad + 120, y + h * 0.66]]), { stroke: C.blue, "stroke-width": 3, fill: "none" });
  } else if (kind === "invoice" || kind === "form" || kind === "contract" || kind === "spec") {
    // header
    s += rect(x + pad, y + h * 0.06, w * 0.14, w * 0.14, { rx: 6, fill: kind === "spec" ? C.teal : C.blue, "fill-opacity": 0.85 });
    s += rect(x + pad + w * 0.2, y + h * 0.07, w * 0.4, 12, { rx: 5, fill: ink, "fill-opacity": 0.75 });
    s += rect(x + pad + w * 0.2, y + h * 0.07 + 22, w * 0.28, 8, { rx: 4, fill: ink, "fill-opacity": 0.3 });
    fields.push([x + pad + w * 0.2 - 6, y + h * 0.07 - 6, w * 0.4 + 12, 46]);
    let yy = y + h * 0.2;
    if (kind === "invoice") {
      // table
      const tw = w - 2 * pad;
      s += rect(x + pad, yy, tw, 26, { fill: C.blue, "fill-opacity": 0.15 });
      for (let i = 0; i < 6; i++) {
        const ry = yy + 34 + i * 30;
        s += rect(x + pad + 8, ry + 6, tw * r.range(0.3, 0.45), 8, { rx: 4, fill: ink, "fill-opacity": 0.35 });
        s += rect(x + pad + tw * 0.62, ry + 6, tw * 0.12, 8, { rx: 4, fill: ink, "fill-opacity": 0.35 });
        s += rect(x + pad + tw * 0.82, ry + 6, tw * 0.14, 8, { rx: 4, fill: ink, "fill-opacity": 0.6 });
        s += line(x + pad, ry + 24, x + pad + tw, ry + 24, { stroke: ink, "stroke-opacity": 0.1 });
      }
      fields.push([x + pad + tw * 0.8, yy + 34, tw * 0.18, 180]);
      yy += 34 + 6 * 30 + 20;
      s += rect(x + pad + tw * 0.6, yy, tw * 0.4, 16, { rx: 5, fill: ink, "fill-opacity": 0.75 });
      fields.push([x + pad + tw * 0.6 - 6, yy - 6, tw * 0.4 + 12, 28]);
      // stamp
      s += circle(x + pad + tw * 0.2, y + h * 0.84, w * 0.1, { fill: "none", stroke: C.blue, "stroke-width": 3, "stroke-opacity": 0.7 });
      s += circle(x + pad + tw * 0.2, y + h * 0.84, w * 0.07, { fill: "none", stroke: C.blue, "stroke-width": 2, "stroke-opacity": 0.6 });
    } else {
      const paras = kind === "spec" ? 3 : 4;
      for (let p = 0; p < paras; p++) {
        if (kind === "spec") {
          s += rect(x + pad, yy, 14, 14, { rx: 3, fill: "none", stroke: C.teal, "stroke-width": 2.5 });
          if (p < 2) s += path(`M${f(x + pad + 3)},${f(yy + 7)}l4,4l7,-8`, { stroke: C.teal, "stroke-width": 2.5, fill: "none" });
          s += tl(x + pad + 26, yy + 3, w - 2 * pad - 26, 3, 20);
        } else {
          s += tl(x + pad, yy, w - 2 * pad, 3, 20);
        }
        yy += 3 * 20 + 24;
      }
      if (kind === "form") {
        for (let i = 0; i < 2; i++) {
          s += rect(x + pad, yy + i * 44, w - 2 * pad, 32, { rx: 6, fill: "none", stroke: ink, "stroke-opacity": 0.3, "stroke-width": 2 });
          s += rect(x + pad + 10, yy + i * 44 + 12, (w - 2 * pad) * r.range(0.3, 0.6), 9, { rx: 4, fill: C.blue, "fill-opacity": 0.7 });
          fields.push([x + pad - 5, yy + i * 44 - 5, w - 2 * pad + 10, 42]);
        }
      }
      s += path(smooth([[x + w - pad - 130, y + h * 0.9], [x + w - pad - 100, y + h * 0.86], [x + w - pad - 70, y + h * 0.92], [x + w - pad - 40, y + h * 0.85], [x + w - pad, y + h * 0.89]]), { stroke: C.blue, "stroke-width": 3, fill: "none" });
      fields.push([x + w - pad - 140, y + h * 0.82, 150, h * 0.12]);
    }
  }
  if (opt.tilt) return { svg: g(s, { transform: `rotate(${opt.tilt} ${f(x + w / 2)} ${f(y + h / 2)})` }), fields };
  return { svg: s, fields };
}

/* ----------------------------------------------------------- UI PIECES */

export function browser(ctx: Ctx, x: number, y: number, w: number, h: number, content = true): string {
  const r = ctx.rng;
  let s = rect(x, y, w, h, { rx: 16, fill: "#131D42", stroke: C.bluePale, "stroke-opacity": 0.2, "stroke-width": 1.5, filter: ctx.shadow(16, 22, 0.5) });
  s += path(`M${f(x)},${f(y + 44)}V${f(y + 16)}Q${f(x)},${f(y)} ${f(x + 16)},${f(y)}H${f(x + w - 16)}Q${f(x + w)},${f(y)} ${f(x + w)},${f(y + 16)}V${f(y + 44)}Z`, { fill: "#1B2754" });
  s += circle(x + 22, y + 22, 6, { fill: C.coral }) + circle(x + 42, y + 22, 6, { fill: C.amber }) + circle(x + 62, y + 22, 6, { fill: C.teal });
  s += rect(x + 90, y + 13, w * 0.45, 18, { rx: 9, fill: C.navy, "fill-opacity": 0.7 });
  if (!content) return s;
  const px = x + 28, pw = w - 56;
  let yy = y + 68;
  // nav
  s += rect(px, yy, 34, 14, { rx: 4, fill: C.blue });
  for (let i = 0; i < 4; i++) s += rect(px + pw - 250 + i * 58, yy + 3, 42, 8, { rx: 4, fill: C.white, "fill-opacity": 0.35 });
  yy += 40;
  // hero
  const hh = h * 0.3;
  s += rect(px, yy, pw, hh, { rx: 12, fill: ctx.lin([[0, C.blue, 0.55], [1, C.teal, 0.35]], 0, 0, 1, 1) });
  s += rect(px + 28, yy + hh * 0.28, pw * 0.38, 16, { rx: 6, fill: C.white, "fill-opacity": 0.9 });
  s += rect(px + 28, yy + hh * 0.28 + 28, pw * 0.28, 10, { rx: 5, fill: C.white, "fill-opacity": 0.5 });
  s += rect(px + 28, yy + hh * 0.28 + 56, 110, 30, { rx: 15, fill: C.amber });
  s += circle(px + pw * 0.78, yy + hh * 0.5, hh * 0.32, { fill: C.white, "fill-opacity": 0.12 });
  s += circle(px + pw * 0.78, yy + hh * 0.5, hh * 0.18, { fill: C.white, "fill-opacity": 0.18 });
  yy += hh + 24;
  // cards
  const cw = (pw - 40) / 3;
  const ch = y + h - yy - 26;
  for (let i = 0; i < 3; i++) {
    const cx = px + i * (cw + 20);
    s += rect(cx, yy, cw, ch, { rx: 10, fill: C.white, "fill-opacity": 0.06, stroke: C.white, "stroke-opacity": 0.08 });
    s += rect(cx + 16, yy + 16, 36, 36, { rx: 8, fill: [C.blue, C.teal, C.amber][i], "fill-opacity": 0.9 });
    s += textLines(ctx, cx + 16, yy + 68, cw - 32, Math.max(1, Math.min(3, Math.floor((ch - 80) / 18))), { opacity: 0.3 });
  }
  void r;
  return s;
}

export function codeBlock(ctx: Ctx, x: number, y: number, w: number, h: number, lines = 12): string {
  const r = ctx.rng;
  let s = rect(x, y, w, h, { rx: 14, fill: "#0D1533", stroke: C.bluePale, "stroke-opacity": 0.18, "stroke-width": 1.5, filter: ctx.shadow(14, 20, 0.5) });
  s += circle(x + 20, y + 20, 5, { fill: C.coral }) + circle(x + 36, y + 20, 5, { fill: C.amber }) + circle(x + 52, y + 20, 5, { fill: C.teal });
  const cols = [C.blueLight, C.teal, C.amber, C.white, C.bluePale];
  const lh = (h - 60) / lines;
  let indent = 0;
  for (let i = 0; i < lines; i++) {
    const yy = y + 46 + i * lh;
    s += rect(x + 18, yy, 14, 6, { rx: 3, fill: C.grey, "fill-opacity": 0.35 });
    if (r.chance(0.12) && i > 0) { continue; }
    let xx = x + 46 + indent * 22;
    const toks = r.int(1, 4);
    for (let k = 0; k < toks && xx < x + w - 40; k++) {
      const tw = Math.min(r.range(22, 80), x + w - 30 - xx);
      s += rect(xx, yy, tw, 7, { rx: 3.5, fill: r.pick(cols), "fill-opacity": 0.75 });
      xx += tw + 10;
    }
    if (r.chance(0.3)) indent = Math.min(3, indent + 1);
    else if (r.chance(0.3)) indent = Math.max(0, indent - 1);
  }
  return s;
}

export function chatBubble(ctx: Ctx, x: number, y: number, w: number, lines: number, side: "left" | "right", col?: string): { svg: string; h: number } {
  const h = 28 + lines * 18;
  const fill = col ?? (side === "left" ? "#1F2D5E" : C.blue);
  let s = rect(x, y, w, h, { rx: 18, fill });
  s += path(side === "left" ? `M${f(x + 6)},${f(y + h - 18)}L${f(x - 10)},${f(y + h + 4)}L${f(x + 24)},${f(y + h - 4)}Z` : `M${f(x + w - 6)},${f(y + h - 18)}L${f(x + w + 10)},${f(y + h + 4)}L${f(x + w - 24)},${f(y + h - 4)}Z`, { fill });
  s += textLines(ctx, x + 20, y + 16, w - 40, lines, { opacity: side === "left" ? 0.45 : 0.75, gap: 18 });
  return { svg: s, h };
}

/** Neural network graph: layers of nodes with connections. */
export function nnGraph(ctx: Ctx, x: number, y: number, w: number, h: number, layers: number[], opt: { hot?: boolean } = {}): string {
  const r = ctx.rng;
  const nodes: Pt[][] = layers.map((n, i) => {
    const lx = x + (i / (layers.length - 1)) * w;
    return Array.from({ length: n }, (_, k) => [lx, y + h / 2 + (k - (n - 1) / 2) * Math.min(h / n, 64)] as Pt);
  });
  let d = "", dh = "";
  for (let i = 0; i < nodes.length - 1; i++)
    for (const a of nodes[i])
      for (const b of nodes[i + 1]) {
        const seg = `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`;
        if (opt.hot !== false && r.chance(0.1)) dh += seg; else d += seg;
      }
  let s = path(d, { stroke: C.bluePale, "stroke-opacity": 0.16, "stroke-width": 1.5 });
  s += path(dh, { stroke: C.teal, "stroke-opacity": 0.75, "stroke-width": 2.5 });
  nodes.forEach((col, i) =>
    col.forEach(([nx, ny]) => {
      const hot = r.chance(0.3);
      s += circle(nx, ny, 13, { fill: C.navy2, stroke: hot ? C.teal : i === 0 || i === nodes.length - 1 ? C.blueLight : C.bluePale, "stroke-width": 3, "stroke-opacity": hot ? 1 : 0.7 });
      s += circle(nx, ny, 5, { fill: hot ? C.teal : C.blueLight });
    }),
  );
  return s;
}

/* -------------------------------------------------------- ENVIRONMENT */

export function skyline(ctx: Ctx, x0: number, x1: number, by: number, hMax: number, col = "#16224A", windows = true): string {
  const r = ctx.rng;
  let s = "", d = "";
  let x = x0;
  while (x < x1) {
    const w = r.range(60, 150), h = r.range(0.3, 1) * hMax;
    s += rect(x, by - h, w - 6, h, { fill: col });
    if (windows) {
      for (let wy = by - h + 16; wy < by - 16; wy += 26)
        for (let wx = x + 12; wx < x + w - 24; wx += 22)
          if (r.chance(0.22)) d += `M${f(wx)},${f(wy)}h10v12h-10Z`;
    }
    x += w;
  }
  s += path(d, { fill: C.amber, "fill-opacity": 0.35 });
  return s;
}

export function cctvCam(ctx: Ctx, x: number, y: number, s: number, flip = false): string {
  let o = rect(x - s * 0.05, y - s * 0.35, s * 0.1, s * 0.4, { fill: "#5B668F" });
  o += rect(x - s * 0.2, y - s * 0.42, s * 0.4, s * 0.08, { rx: 3, fill: "#5B668F" });
  o += g(
    path(roundedPoly([[-s * 0.1, -s * 0.2], [s * 0.75, -s * 0.2], [s * 0.85, s * 0.12], [-s * 0.1, s * 0.12]], s * 0.06), { fill: ctx.lin([[0, "#E4E9F6"], [1, "#8A94B8"]]) }) +
      rect(s * 0.82, -s * 0.16, s * 0.08, s * 0.26, { rx: 3, fill: "#1A2247" }) +
      circle(s * 0.86, -s * 0.03, s * 0.07, { fill: C.teal }) +
      circle(s * 0.05, -s * 0.1, s * 0.025, { fill: C.amber }),
    { transform: `translate(${f(x)},${f(y)}) rotate(${flip ? 200 : 20})${flip ? " scale(1,-1)" : ""}` },
  );
  return o;
}

export function monitor(ctx: Ctx, x: number, y: number, w: number, h: number, inner = ""): string {
  let s = rect(x + w / 2 - w * 0.04, y + h, w * 0.08, h * 0.16, { fill: "#2A3560" });
  s += rect(x + w / 2 - w * 0.16, y + h + h * 0.14, w * 0.32, h * 0.04, { rx: 4, fill: "#2A3560" });
  s += rect(x - 10, y - 10, w + 20, h + 20, { rx: 14, fill: "#1A2247", filter: ctx.shadow(14, 18, 0.45) });
  s += rect(x, y, w, h, { rx: 6, fill: "#0B1330" });
  return s + inner;
}

export function phoneFrame(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, { rx: w * 0.14, fill: "#1A2247", stroke: "#3A4776", "stroke-width": 3, filter: ctx.shadow(16, 20, 0.5) }) +
    rect(x + w * 0.05, y + w * 0.05, w * 0.9, h - w * 0.1, { rx: w * 0.1, fill: "#0B1330" }) +
    rect(x + w * 0.38, y + w * 0.08, w * 0.24, w * 0.05, { rx: w * 0.025, fill: "#1A2247" });
}

/** Simple stylised logo marks for brand detection (no letters). */
export function logoMark(x: number, y: number, s: number, kind: number, col: string, bg?: string): string {
  let o = bg ? rect(x - s * 0.6, y - s * 0.6, s * 1.2, s * 1.2, { rx: s * 0.2, fill: bg }) : "";
  switch (kind % 6) {
    case 0: o += circle(x, y, s * 0.42, { fill: col }) + circle(x + s * 0.14, y - s * 0.1, s * 0.22, { fill: bg ?? C.navy }); break;
    case 1: o += polygon([[x, y - s * 0.45], [x + s * 0.45, y + s * 0.35], [x - s * 0.45, y + s * 0.35]], { fill: col }); break;
    case 2: o += path(`M${f(x - s * 0.45)},${f(y + s * 0.1)}Q${f(x - s * 0.22)},${f(y - s * 0.4)} ${f(x)},${f(y + s * 0.1)}T${f(x + s * 0.45)},${f(y + s * 0.1)}`, { stroke: col, "stroke-width": f(s * 0.16), fill: "none", "stroke-linecap": "round" }); break;
    case 3: o += rect(x - s * 0.4, y - s * 0.4, s * 0.35, s * 0.35, { fill: col }) + rect(x + s * 0.05, y - s * 0.4, s * 0.35, s * 0.35, { fill: col, "fill-opacity": 0.6 }) + rect(x - s * 0.4, y + s * 0.05, s * 0.35, s * 0.35, { fill: col, "fill-opacity": 0.6 }) + rect(x + s * 0.05, y + s * 0.05, s * 0.35, s * 0.35, { fill: col }); break;
    case 4: o += path(`M${f(x - s * 0.45)},${f(y - s * 0.3)}L${f(x)},${f(y + s * 0.4)}L${f(x + s * 0.45)},${f(y - s * 0.3)}`, { stroke: col, "stroke-width": f(s * 0.18), fill: "none", "stroke-linejoin": "round", "stroke-linecap": "round" }); break;
    default: o += circle(x, y, s * 0.42, { fill: "none", stroke: col, "stroke-width": f(s * 0.14) }) + circle(x, y, s * 0.14, { fill: col });
  }
  return o;
}

/** Voice waveform bars. */
export function waveform(ctx: Ctx, x: number, cy: number, w: number, h: number, n: number, colorFn: (i: number) => string): string {
  const r = ctx.rng;
  let s = "";
  const bw = w / n;
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const env = Math.pow(Math.sin(Math.PI * t), 0.6) * (0.45 + 0.55 * Math.abs(Math.sin(t * 9.3 + 0.7)));
    const a = Math.max(0.04, env * r.range(0.45, 1)) * h / 2;
    s += rect(x + i * bw + bw * 0.18, cy - a, bw * 0.64, a * 2, { rx: bw * 0.32, fill: colorFn(i) });
  }
  return s;
}

/* ------------------------------------------------------------ FOOD / DISH */

export function dishPlate(ctx: Ctx, cx: number, cy: number, r: number, food: "soup" | "salad" | "main" | "dessert" | "bread" | "drink" | "porridge"): string {
  const rng = ctx.rng;
  let s = circle(cx + 4, cy + 8, r, { fill: C.ink, "fill-opacity": 0.35, filter: ctx.blur(6) });
  if (food === "drink") {
    s += circle(cx, cy, r * 0.8, { fill: "#C5CCE3" }) + circle(cx, cy, r * 0.68, { fill: ctx.rad([[0, "#FFD08A"], [1, "#E8913A"]]) });
    s += ellipse(cx - r * 0.25, cy - r * 0.25, r * 0.2, r * 0.1, { fill: C.white, "fill-opacity": 0.5, transform: `rotate(-35 ${f(cx - r * 0.25)} ${f(cy - r * 0.25)})` });
    return s;
  }
  if (food === "bread") {
    for (let i = 0; i < 2; i++) {
      const x0 = cx - r * 0.5 + i * r * 0.35, y0 = cy - r * 0.4 + i * r * 0.2;
      s += path(roundedPoly([[x0, y0 + r * 0.2], [x0 + r * 0.1, y0], [x0 + r * 0.6, y0], [x0 + r * 0.7, y0 + r * 0.2], [x0 + r * 0.65, y0 + r * 0.8], [x0 + r * 0.05, y0 + r * 0.8]], r * 0.12), { fill: "#D9A05B", stroke: "#A8703A", "stroke-width": f(r * 0.05) });
    }
    return s;
  }
  s += circle(cx, cy, r, { fill: ctx.rad([[0, "#F4F6FB"], [0.8, "#E1E6F3"], [1, "#B8C0DA"]]) });
  s += circle(cx, cy, r * 0.74, { fill: "none", stroke: "#C5CCE3", "stroke-width": f(r * 0.03) });
  if (food === "soup" || food === "porridge") {
    s += circle(cx, cy, r * 0.66, { fill: food === "soup" ? ctx.rad([[0, "#F0A25A"], [1, "#C66A2E"]]) : ctx.rad([[0, "#F6E7C8"], [1, "#E0C79A"]]) });
    for (let i = 0; i < 9; i++) {
      const a = rng.range(0, Math.PI * 2), d = rng.range(0, r * 0.5);
      const c = food === "soup" ? rng.pick([C.white, "#12C2A4", "#FFB547"]) : rng.pick(["#C66A2E", "#FFB547"]);
      s += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * rng.range(0.04, 0.08), { fill: c, "fill-opacity": 0.85 });
    }
  } else if (food === "salad") {
    for (let i = 0; i < 16; i++) {
      const a = rng.range(0, Math.PI * 2), d = rng.range(0, r * 0.5);
      const col = rng.pick(["#12C2A4", "#0C8C78", "#5FE0C8", "#FF7A59", "#FFB547"]);
      s += ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * rng.range(0.1, 0.18), r * rng.range(0.06, 0.1), { fill: col, transform: `rotate(${f(rng.range(0, 180))} ${f(cx + Math.cos(a) * d)} ${f(cy + Math.sin(a) * d)})` });
    }
  } else if (food === "main") {
    // garnish (rice/potato) + cutlet
    for (let i = 0; i < 22; i++) {
      const a = rng.range(Math.PI * 0.5, Math.PI * 1.5), d = rng.range(r * 0.1, r * 0.55);
      s += ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * 0.07, r * 0.04, { fill: "#FFF6E2", stroke: "#E0D3B8", "stroke-width": 1 });
    }
    s += ellipse(cx + r * 0.25, cy, r * 0.34, r * 0.26, { fill: ctx.rad([[0, "#B8733F"], [1, "#7A4424"]]) });
    s += ellipse(cx + r * 0.2, cy - r * 0.45, r * 0.1, r * 0.06, { fill: "#12C2A4" });
  } else if (food === "dessert") {
    s += path(roundedPoly([[cx - r * 0.4, cy + r * 0.3], [cx + r * 0.45, cy + r * 0.3], [cx + r * 0.05, cy - r * 0.45]], r * 0.06), { fill: "#F6E1C0", stroke: "#C99A5B", "stroke-width": f(r * 0.04) });
    s += path(`M${f(cx - r * 0.3)},${f(cy + r * 0.12)}L${f(cx + r * 0.35)},${f(cy + r * 0.12)}`, { stroke: "#C66A2E", "stroke-width": f(r * 0.08) });
    s += circle(cx + r * 0.05, cy - r * 0.42, r * 0.08, { fill: C.coral });
  }
  return s;
}

export function cutlery(x: number, y: number, l: number, angle = 0): string {
  const st = { fill: "#C5CCE3" };
  return g(
    rect(-l * 0.03, 0, l * 0.06, l * 0.55, { rx: l * 0.03, ...st }) +
      path(`M${f(-l * 0.07)},${f(-l * 0.35)}V${f(-l * 0.05)}Q0,${f(l * 0.05)} ${f(l * 0.07)},${f(-l * 0.05)}V${f(-l * 0.35)}`, { stroke: "#C5CCE3", "stroke-width": f(l * 0.03), fill: "none" }) +
      path(`M0,${f(-l * 0.35)}V${f(-l * 0.05)}`, { stroke: "#C5CCE3", "stroke-width": f(l * 0.025) }),
    { transform: `translate(${f(x)},${f(y)}) rotate(${f(angle)})` },
  );
}

/** Scenes for content/images/services/<slug>.jpg — abstract compositions in the same HUD style. */
import { C, Ctx, Pt, rect, circle, ellipse, line, path, g, polygon, f, mix, smooth, lerp, roundedPoly } from "./core";
import {
  box, tag, panel, confList, barChart, lineChart, donut, textLines, walk, kpi, check, connector, polyAnno, dotGrid, reticle, alertIcon,
} from "./hud";
import { face, carSide, carRear, makePose, person, outfit, poseBox, CAR_COLORS } from "./figures";
import { browser, codeBlock, chatBubble, nnGraph, docPage, phoneFrame, logoMark, skyline } from "./objects";
import { Scene, finish, abstractBg } from "./scene";

/* ------------------------------------------------------------ helpers */

export function gear(cx: number, cy: number, r: number, teeth = 10, col: string = C.blue, hole: string = C.navy2): string {
  const pts: Pt[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r * 0.82;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return path(roundedPoly(pts, r * 0.05), { fill: col }) + circle(cx, cy, r * 0.38, { fill: hole }) + circle(cx, cy, r * 0.18, { fill: col, "fill-opacity": 0.5 });
}

export function database(ctx: Ctx, cx: number, top: number, w: number, h: number, col: string = C.blue): string {
  const ry = w * 0.16;
  let s = rect(cx - w / 2, top, w, h, { fill: ctx.lin([[0, mix(col, C.navy, 0.35)], [0.5, col], [1, mix(col, C.navy, 0.35)]], 0, 0, 1, 0) });
  s += ellipse(cx, top + h, w / 2, ry, { fill: mix(col, C.navy, 0.35) });
  s += rect(cx - w / 2, top, w, h, { fill: ctx.lin([[0, mix(col, C.navy, 0.35)], [0.5, col], [1, mix(col, C.navy, 0.35)]], 0, 0, 1, 0) });
  for (let i = 1; i < 3; i++) s += path(`M${f(cx - w / 2)},${f(top + (h * i) / 3)}A${f(w / 2)},${f(ry)} 0 0 0 ${f(cx + w / 2)},${f(top + (h * i) / 3)}`, { stroke: C.navy, "stroke-opacity": 0.45, "stroke-width": 3, fill: "none" });
  s += ellipse(cx, top, w / 2, ry, { fill: mix(col, C.white, 0.3) });
  return s;
}

/** Rounded node card with an icon well. */
export function node(ctx: Ctx, x: number, y: number, w: number, h: number, col: string, icon = "", opt: { lines?: number; glow?: boolean } = {}): string {
  let s = rect(x, y, w, h, { rx: 18, fill: C.navy3, stroke: col, "stroke-opacity": 0.55, "stroke-width": 2, filter: ctx.shadow(12, 18, 0.45) });
  if (opt.glow) s += rect(x - 8, y - 8, w + 16, h + 16, { rx: 24, fill: "none", stroke: col, "stroke-opacity": 0.25, "stroke-width": 2 });
  s += rect(x + 18, y + 18, 56, 56, { rx: 14, fill: col, "fill-opacity": 0.18 });
  s += icon;
  if (opt.lines !== 0) s += textLines(ctx, x + 92, y + 28, w - 120, opt.lines ?? 2, { opacity: 0.45, gap: 18 });
  return s;
}

function flowLine(a: Pt, b: Pt, col: string = C.teal, packets = 2): string {
  const mx = (a[0] + b[0]) / 2;
  const d = `M${f(a[0])},${f(a[1])}C${f(mx)},${f(a[1])} ${f(mx)},${f(b[1])} ${f(b[0])},${f(b[1])}`;
  let s = path(d, { stroke: col, "stroke-opacity": 0.55, "stroke-width": 3, fill: "none" });
  for (let i = 1; i <= packets; i++) {
    const t = i / (packets + 1);
    // point on cubic bezier
    const u = 1 - t;
    const x = u * u * u * a[0] + 3 * u * u * t * mx + 3 * u * t * t * mx + t * t * t * b[0];
    const y = u * u * u * a[1] + 3 * u * u * t * a[1] + 3 * u * t * t * b[1] + t * t * t * b[1];
    s += rect(x - 11, y - 7, 22, 14, { rx: 5, fill: col });
  }
  s += circle(a[0], a[1], 6, { fill: col }) + circle(b[0], b[1], 6, { fill: col });
  return s;
}

/* ------------------------------------------------------------- scenes */

const automation: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.5, H * 0.5]);
  // incoming documents (left)
  for (let i = 0; i < 3; i++) {
    const x = 110 + i * 18, y = 250 + i * 150;
    s += rect(x, y, 250, 120, { rx: 14, fill: C.white, "fill-opacity": 0.92, filter: ctx.shadow(10, 14, 0.4) });
    s += rect(x + 18, y + 18, 40, 40, { rx: 8, fill: [C.blue, C.teal, C.amber][i], "fill-opacity": 0.85 });
    s += textLines(ctx, x + 74, y + 24, 150, 2, { color: C.navy, opacity: 0.4 });
    s += textLines(ctx, x + 18, y + 78, 210, 2, { color: C.navy, opacity: 0.25, gap: 16 });
  }
  // engine
  const ex = 640, ey = 280, ew = 340, eh = 440;
  s += rect(ex - 20, ey - 20, ew + 40, eh + 40, { rx: 40, fill: C.blue, "fill-opacity": 0.08, stroke: C.blue, "stroke-opacity": 0.3, "stroke-width": 2, "stroke-dasharray": "8 8" });
  s += rect(ex, ey, ew, eh, { rx: 30, fill: ctx.lin([[0, "#23336E"], [1, "#16214C"]]), stroke: C.bluePale, "stroke-opacity": 0.25, "stroke-width": 2, filter: ctx.shadow(16, 24, 0.5) });
  s += gear(ex + 150, ey + 180, 96, 12, C.blue, "#1C2A5E");
  s += gear(ex + 250, ey + 270, 60, 9, C.teal, "#1C2A5E");
  s += rect(ex + 40, ey + 360, ew - 80, 10, { rx: 5, fill: C.white, "fill-opacity": 0.1 });
  s += rect(ex + 40, ey + 360, (ew - 80) * 0.72, 10, { rx: 5, fill: C.teal });
  s += rect(ex + 40, ey + 390, 120, 8, { rx: 4, fill: C.white, "fill-opacity": 0.35 });
  for (let i = 0; i < 3; i++) s += flowLine([380 + i * 18, 310 + i * 150], [ex, ey + 120 + i * 100], C.teal, 1);
  // outputs (right)
  const outs: [number, number, string][] = [[1160, 190, C.teal], [1160, 440, C.blue], [1160, 690, C.amber]];
  outs.forEach(([x, y, col], i) => {
    s += flowLine([ex + ew, ey + 120 + i * 100], [x, y + 60], col, 1);
    s += node(ctx, x, y, 330, 120, col, "", { lines: 2 });
    if (i === 0) s += check(x + 46, y + 46, 20, col);
    if (i === 1) s += database(ctx, x + 46, y + 26, 34, 34, col);
    if (i === 2) s += barChart(x + 24, y + 26, 44, 40, [0.4, 0.8, 0.6], { color: col, baseline: false });
  });
  // run history strip
  s += rect(110, 850, 1380, 70, { rx: 16, fill: C.white, "fill-opacity": 0.04, stroke: C.white, "stroke-opacity": 0.06 });
  for (let i = 0; i < 30; i++) {
    const c = i === 21 ? C.amber : i > 26 ? C.blue : C.teal;
    s += rect(140 + i * 44, 872, 32, 26, { rx: 6, fill: c, "fill-opacity": i > 26 ? 0.5 : 0.85 });
  }
  s += finish(ctx, { hud: false });
  return s;
};

const chatBots: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.45, H * 0.5], [W * 0.8, H * 0.75]);
  // phone
  const px = 560, py = 90, pw = 420, ph = 840;
  s += phoneFrame(ctx, px, py, pw, ph);
  // chat header
  s += rect(px + 21, py + 60, pw - 42, 80, { fill: "#16204A" });
  s += botAvatar(px + 76, py + 100, 26);
  s += rect(px + 116, py + 86, 120, 10, { rx: 5, fill: C.white, "fill-opacity": 0.8 });
  s += circle(px + 122, py + 114, 5, { fill: C.teal }) + rect(px + 134, py + 110, 60, 8, { rx: 4, fill: C.teal, "fill-opacity": 0.6 });
  let y = py + 170;
  const msgs: ["left" | "right", number, number][] = [["left", 2, 280], ["right", 1, 200], ["left", 3, 300], ["right", 2, 250], ["left", 1, 160]];
  msgs.forEach(([side, n, w], i) => {
    const x = side === "left" ? px + 44 : px + pw - 44 - w;
    const b = chatBubble(ctx, x, y, w, n, side, side === "left" ? "#22306A" : C.blue);
    s += b.svg;
    if (i === 2) {
      // quick-reply chips
      for (let k = 0; k < 3; k++) s += rect(px + 44 + k * 112, y + b.h + 14, 100, 30, { rx: 15, fill: "none", stroke: C.teal, "stroke-width": 2 });
      y += 44;
    }
    y += b.h + 26;
  });
  // typing indicator
  s += rect(px + 44, y, 90, 40, { rx: 20, fill: "#22306A" });
  for (let k = 0; k < 3; k++) s += circle(px + 68 + k * 20, y + 20, 6, { fill: C.white, "fill-opacity": 0.4 + k * 0.2 });
  // input bar
  s += rect(px + 40, py + ph - 96, pw - 80, 52, { rx: 26, fill: "#16204A", stroke: C.bluePale, "stroke-opacity": 0.2 });
  s += circle(px + pw - 70, py + ph - 70, 20, { fill: C.blue });
  // left: intents panel
  s += panel(ctx, 110, 220, 340, 280);
  s += confList(ctx, 140, 280, 280, [0.94, 0.62, 0.31, 0.12], [C.teal, C.blue, C.blue, C.grey], 50);
  s += connector([450, 360], [px, 330], C.teal, 0.5);
  // right: channels + knowledge base
  const cols = [C.blue, C.teal, C.amber];
  cols.forEach((c, i) => {
    const cx = 1190 + i * 120, cy = 260;
    s += circle(cx, cy, 46, { fill: C.navy3, stroke: c, "stroke-width": 3, filter: ctx.shadow(8, 12, 0.4) });
    s += logoMark(cx, cy, 40, [2, 4, 0][i], c);
    s += connector([cx, cy + 46], [px + pw, 520], c, 0.35, 1);
  });
  s += panel(ctx, 1100, 560, 380, 240);
  s += textLines(ctx, 1130, 620, 320, 5, { opacity: 0.35, gap: 26 });
  s += finish(ctx, { hud: false });
  return s;
};

export function botAvatar(cx: number, cy: number, r: number, col: string = C.teal): string {
  return circle(cx, cy, r, { fill: col }) +
    rect(cx - r * 0.62, cy - r * 0.4, r * 1.24, r * 0.86, { rx: r * 0.3, fill: C.navy }) +
    circle(cx - r * 0.26, cy, r * 0.13, { fill: col }) + circle(cx + r * 0.26, cy, r * 0.13, { fill: col }) +
    line(cx, cy - r * 0.4, cx, cy - r * 0.7, { stroke: C.navy, "stroke-width": r * 0.1 }) + circle(cx, cy - r * 0.72, r * 0.1, { fill: C.navy });
}

/** Camera lens with aperture blades. */
export function lens(ctx: Ctx, cx: number, cy: number, r: number): string {
  let s = circle(cx, cy, r * 1.25, { fill: C.blue, "fill-opacity": 0.1 });
  s += circle(cx, cy, r, { fill: ctx.lin([[0, "#3A4776"], [1, "#111C3D"]]), stroke: "#5B668F", "stroke-width": r * 0.04, filter: ctx.shadow(16, 24, 0.55) });
  s += circle(cx, cy, r * 0.84, { fill: "#0A1024", stroke: "#2A3560", "stroke-width": r * 0.05 });
  // aperture blades
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const a2 = a + (Math.PI * 2) / n;
    const p1: Pt = [cx + Math.cos(a) * r * 0.8, cy + Math.sin(a) * r * 0.8];
    const p2: Pt = [cx + Math.cos(a2) * r * 0.8, cy + Math.sin(a2) * r * 0.8];
    const p3: Pt = [cx + Math.cos(a + 0.9) * r * 0.32, cy + Math.sin(a + 0.9) * r * 0.32];
    s += polygon([p1, p2, p3], { fill: i % 2 ? "#1A2656" : "#213070", stroke: "#0A1024", "stroke-width": 2 });
  }
  s += circle(cx, cy, r * 0.3, { fill: ctx.rad([[0, C.teal], [0.6, "#0C6E8A"], [1, "#0A1430"]]) });
  s += circle(cx - r * 0.1, cy - r * 0.1, r * 0.08, { fill: C.white, "fill-opacity": 0.8 });
  s += path(`M${f(cx - r * 0.62)},${f(cy - r * 0.5)}A${f(r * 0.8)},${f(r * 0.8)} 0 0 1 ${f(cx + r * 0.2)},${f(cy - r * 0.78)}`, { stroke: C.white, "stroke-opacity": 0.25, "stroke-width": r * 0.05, fill: "none", "stroke-linecap": "round" });
  return s;
}

const computerVision: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.3, H * 0.5], [W * 0.75, H * 0.5]);
  const lx = 330, ly = 500, lr = 210;
  // frame on the right with a mini scene
  const fx = 760, fy = 150, fw = 740, fh = 620;
  s += polygon([[lx, ly - 40], [fx, fy], [fx, fy + fh], [lx, ly + 40]], { fill: ctx.lin([[0, C.teal, 0.22], [1, C.teal, 0.02]], 0, 0, 1, 0) });
  s += path(`M${lx},${ly - 40}L${fx},${fy}M${lx},${ly + 40}L${fx},${fy + fh}`, { stroke: C.teal, "stroke-opacity": 0.5, "stroke-width": 2, "stroke-dasharray": "6 8" });
  const clip = ctx.clip(`<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" rx="20"/>`);
  let inner = rect(fx, fy, fw, fh, { fill: ctx.lin([[0, "#1A2656"], [0.55, "#22357A"], [0.551, "#1A2348"], [1, "#101836"]]) });
  inner += skyline(ctx, fx, fx + fw, fy + fh * 0.55, 170, "#16224A");
  inner += polygon([[fx + fw * 0.45, fy + fh * 0.55], [fx + fw * 0.55, fy + fh * 0.55], [fx + fw, fy + fh], [fx, fy + fh]], { fill: "#141C3E" });
  inner += carRear(ctx, fx + fw * 0.36, fy + fh * 0.92, 250, C.blue, { brake: true });
  const hp = 330;
  const p = makePose("walk", fx + fw * 0.78, fy + fh * 0.9, hp);
  inner += person(ctx, p, hp, outfit(ctx, { top: C.teal }));
  s += g(inner, { "clip-path": clip });
  s += rect(fx, fy, fw, fh, { rx: 20, fill: "none", stroke: C.bluePale, "stroke-opacity": 0.3, "stroke-width": 2 });
  s += box(ctx, fx + fw * 0.36 - 150, fy + fh * 0.92 - 220, 300, 236, { color: C.teal, tagW: 50 });
  const pb = poseBox(p, hp);
  s += box(ctx, pb[0], pb[1], pb[2], pb[3], { color: C.amber, tagW: 40 });
  s += lens(ctx, lx, ly, lr);
  s += finish(ctx, { hud: false });
  return s;
};

const consulting: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  let s = abstractBg(ctx, [W * 0.5, H * 0.4]);
  // strategy matrix
  const mx = 110, my = 110, mw = 600, mh = 520;
  s += panel(ctx, mx, my, mw, mh);
  const gx = mx + 60, gy = my + 70, gw = mw - 100, gh = mh - 120;
  s += rect(gx, gy, gw / 2, gh / 2, { fill: C.blue, "fill-opacity": 0.06 }) + rect(gx + gw / 2, gy, gw / 2, gh / 2, { fill: C.teal, "fill-opacity": 0.1 });
  s += rect(gx, gy + gh / 2, gw / 2, gh / 2, { fill: C.white, "fill-opacity": 0.02 }) + rect(gx + gw / 2, gy + gh / 2, gw / 2, gh / 2, { fill: C.blue, "fill-opacity": 0.06 });
  s += path(`M${gx},${gy}V${gy + gh}H${gx + gw}`, { stroke: C.white, "stroke-opacity": 0.4, "stroke-width": 3, fill: "none" });
  const bubbles: [number, number, number, string][] = [[0.75, 0.22, 56, C.teal], [0.6, 0.4, 36, C.blue], [0.3, 0.3, 28, C.blue], [0.82, 0.62, 30, C.amber], [0.25, 0.72, 22, C.grey], [0.45, 0.6, 40, C.blue]];
  for (const [bx, by, r, c] of bubbles) s += circle(gx + bx * gw, gy + by * gh, r, { fill: c, "fill-opacity": 0.75, stroke: c, "stroke-width": 3 });
  s += path(`M${f(gx + 0.3 * gw)},${f(gy + 0.3 * gh)}Q${f(gx + 0.5 * gw)},${f(gy + 0.1 * gh)} ${f(gx + 0.72 * gw)},${f(gy + 0.2 * gh)}`, { stroke: C.white, "stroke-width": 3, "stroke-dasharray": "4 8", fill: "none", "stroke-linecap": "round" });
  // KPI cards on the right
  const kx = 780;
  for (let i = 0; i < 2; i++) {
    s += panel(ctx, kx + i * 360, 110, 330, 220);
    s += kpi(ctx, kx + i * 360 + 30, 170, i ? C.teal : C.white, 3, 1.1);
    s += lineChart(ctx, kx + i * 360 + 150, 180, 150, 100, walk(ctx, 8, 0.2, 0.9, 0.06), { color: i ? C.teal : C.blue, dots: true });
  }
  s += panel(ctx, kx, 370, 690, 260);
  s += barChart(kx + 40, 430, 610, 160, [0.3, 0.38, 0.45, 0.5, 0.62, 0.7, 0.78, 0.92], { color: C.blue, highlight: 7, hiColor: C.teal });
  // roadmap
  const ry = 790;
  s += line(140, ry, W - 140, ry, { stroke: C.white, "stroke-opacity": 0.15, "stroke-width": 8, "stroke-linecap": "round" });
  s += line(140, ry, 140 + (W - 280) * 0.62, ry, { stroke: C.teal, "stroke-width": 8, "stroke-linecap": "round" });
  for (let i = 0; i < 5; i++) {
    const x = 140 + ((W - 280) * i) / 4;
    const done = i < 3;
    s += circle(x, ry, 26, { fill: done ? C.teal : C.navy3, stroke: done ? C.teal : C.grey, "stroke-width": 4 });
    if (done) s += check(x, ry, 18, C.teal);
    s += rect(x - 60, ry + 50, 120, 10, { rx: 5, fill: C.white, "fill-opacity": done ? 0.55 : 0.25 });
    s += rect(x - 40, ry + 70, 80, 8, { rx: 4, fill: C.white, "fill-opacity": 0.2 });
  }
  s += circle(140 + (W - 280) * 0.62, ry, 12, { fill: C.amber, stroke: C.navy, "stroke-width": 4 });
  void rng;
  s += finish(ctx, { hud: false });
  return s;
};

export function dashboard(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  let s = rect(x, y, w, h, { rx: 24, fill: "#121B40", stroke: C.bluePale, "stroke-opacity": 0.18, "stroke-width": 2, filter: ctx.shadow(18, 26, 0.55) });
  // sidebar
  s += rect(x, y, 90, h, { rx: 24, fill: "#0E1636" });
  s += rect(x + 25, y + 30, 40, 40, { rx: 10, fill: C.blue });
  for (let i = 0; i < 5; i++) s += rect(x + 31, y + 110 + i * 60, 28, 28, { rx: 8, fill: i === 1 ? C.teal : C.white, "fill-opacity": i === 1 ? 0.9 : 0.18 });
  const cx = x + 120, cw = w - 150;
  // kpi row
  const kw = (cw - 60) / 4;
  for (let i = 0; i < 4; i++) {
    const kx = cx + i * (kw + 20);
    s += rect(kx, y + 30, kw, 120, { rx: 14, fill: C.white, "fill-opacity": 0.04, stroke: C.white, "stroke-opacity": 0.06 });
    s += kpi(ctx, kx + 22, y + 56, [C.white, C.teal, C.white, C.amber][i], 3, 0.9);
    s += rect(kx + kw - 70, y + 60, 46, 20, { rx: 10, fill: i === 3 ? C.amber : C.teal, "fill-opacity": 0.2 });
    s += lineChart(ctx, kx + kw - 120, y + 96, 96, 34, walk(ctx, 8, 0.1, 0.9, 0.05), { color: i === 3 ? C.amber : C.teal, width: 2.5 });
  }
  // main chart
  const my = y + 180, mh = h - 210;
  const mw = cw * 0.62;
  s += rect(cx, my, mw, mh, { rx: 14, fill: C.white, "fill-opacity": 0.04 });
  let d = "";
  for (let i = 1; i < 5; i++) d += `M${f(cx + 30)},${f(my + 40 + (i * (mh - 80)) / 5)}H${f(cx + mw - 30)}`;
  s += path(d, { stroke: C.white, "stroke-opacity": 0.06, "stroke-width": 2 });
  s += lineChart(ctx, cx + 30, my + 50, mw - 60, mh - 100, walk(ctx, 12, 0.25, 0.85, 0.03), { color: C.blue });
  s += lineChart(ctx, cx + 30, my + 50, mw - 60, mh - 100, walk(ctx, 12, 0.1, 0.6, 0.02), { color: C.teal, area: false, dots: true });
  // side widgets
  const sx = cx + mw + 20, sw = cw - mw - 20;
  const sh = (mh - 20) / 2;
  s += rect(sx, my, sw, sh, { rx: 14, fill: C.white, "fill-opacity": 0.04 });
  s += donut(sx + sw / 2, my + sh / 2, Math.min(sw, sh) * 0.3, [0.45, 0.3, 0.25], [C.blue, C.teal, C.amber], 20);
  s += rect(sx, my + sh + 20, sw, sh, { rx: 14, fill: C.white, "fill-opacity": 0.04 });
  s += barChart(sx + 30, my + sh + 50, sw - 60, sh - 80, [0.5, 0.8, 0.6, 0.95, 0.7, 0.4], { color: C.teal, highlight: 3, hiColor: C.amber });
  return s;
}

const dataAnalytics: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.5, H * 0.5]);
  s += dashboard(ctx, 110, 110, 1380, 780);
  s += finish(ctx, { hud: false });
  return s;
};

const dataLabeling: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.5, H * 0.5]);
  const x = 90, y = 80, w = 1420, h = 840;
  s += rect(x, y, w, h, { rx: 22, fill: "#121B40", stroke: C.bluePale, "stroke-opacity": 0.18, "stroke-width": 2, filter: ctx.shadow(18, 26, 0.55) });
  s += rect(x, y, w, 56, { rx: 22, fill: "#182351" }) + rect(x, y + 34, w, 22, { fill: "#182351" });
  s += circle(x + 28, y + 28, 7, { fill: C.coral }) + circle(x + 50, y + 28, 7, { fill: C.amber }) + circle(x + 72, y + 28, 7, { fill: C.teal });
  // toolbar
  for (let i = 0; i < 6; i++) s += rect(x + 22, y + 90 + i * 66, 44, 44, { rx: 10, fill: i === 2 ? C.teal : C.white, "fill-opacity": i === 2 ? 0.9 : 0.1 });
  s += path(roundedPoly([[x + 32, y + 232 + 10], [x + 56, y + 232 + 4], [x + 50, y + 232 + 30]], 3), { fill: C.navy });
  // canvas with a street image
  const cx = x + 90, cy = y + 80, cw = 960, ch = 740;
  const clip = ctx.clip(`<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="12"/>`);
  let inner = rect(cx, cy, cw, ch, { fill: ctx.lin([[0, "#1C2A5E"], [0.5, "#22357A"], [0.501, "#1A2550"], [1, "#0F1738"]]) });
  inner += skyline(ctx, cx, cx + cw, cy + ch * 0.5, 200, "#16224A");
  inner += rect(cx, cy + ch * 0.72, cw, ch * 0.28, { fill: "#141C3E" });
  const L = 560, by = cy + ch * 0.86;
  inner += carSide(ctx, cx + 90, by, L, C.blue, "hatch");
  const hp = 420;
  const pp = makePose("walk", cx + 800, cy + ch * 0.8, hp, { flip: true });
  inner += person(ctx, pp, hp, outfit(ctx, { top: C.amber }));
  s += g(inner, { "clip-path": clip });
  // polygon annotations
  const poly: Pt[] = [[cx + 92, by - 62], [cx + 96, by - L * 0.24], [cx + 90 + L * 0.22, by - L * 0.3], [cx + 90 + L * 0.36, by - L * 0.32], [cx + 90 + L * 0.5, by - L * 0.46], [cx + 90 + L * 0.86, by - L * 0.46], [cx + 90 + L * 0.99, by - L * 0.34], [cx + 90 + L, by - 50], [cx + 90 + L * 0.8, by - 4], [cx + 90 + L * 0.2, by - 4]];
  s += polyAnno(poly, C.teal, 0.2, 6);
  const pb = poseBox(pp, hp, 0.04);
  s += box(ctx, pb[0], pb[1], pb[2], pb[3], { color: C.amber, tagW: 40 });
  // in-progress polygon + cursor
  const wip: Pt[] = [[cx + 300, cy + 200], [cx + 420, cy + 190], [cx + 430, cy + 330]];
  s += polyAnno(wip, C.blue, 0.15, 6);
  s += path(`M${cx + 430},${cy + 330}L${cx + 310},${cy + 340}`, { stroke: C.blue, "stroke-width": 2.5, "stroke-dasharray": "6 6" });
  const ax = cx + 310, ay = cy + 340;
  s += path(`M${ax},${ay}l0,44l12,-12l10,22l8,-4l-10,-21l17,-1Z`, { fill: C.white, stroke: C.navy, "stroke-width": 2, "stroke-linejoin": "round" });
  // classes panel
  const px = cx + cw + 24, pw = x + w - px - 24;
  const cls = [C.teal, C.amber, C.blue, C.coral, C.bluePale];
  cls.forEach((c, i) => {
    const yy = y + 90 + i * 62;
    s += rect(px, yy, pw, 50, { rx: 10, fill: C.white, "fill-opacity": i === 0 ? 0.08 : 0.03, stroke: i === 0 ? c : "none", "stroke-width": 2 });
    s += rect(px + 14, yy + 15, 20, 20, { rx: 5, fill: c });
    s += rect(px + 48, yy + 21, pw * 0.4, 8, { rx: 4, fill: C.white, "fill-opacity": 0.55 });
    s += rect(px + pw - 58, yy + 15, 40, 20, { rx: 10, fill: C.white, "fill-opacity": 0.12 });
  });
  s += rect(px, y + 430, pw, 2, { fill: C.white, "fill-opacity": 0.1 });
  s += barChart(px + 10, y + 470, pw - 20, 150, [0.9, 0.55, 0.7, 0.3, 0.45], { color: C.teal, gap: 0.5 });
  s += rect(px, y + h - 110, pw, 56, { rx: 28, fill: C.blue });
  s += rect(px + pw / 2 - 60, y + h - 87, 120, 10, { rx: 5, fill: C.white, "fill-opacity": 0.85 });
  void W; void H;
  s += finish(ctx, { hud: false });
  return s;
};

const llmDevelopment: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  let s = abstractBg(ctx, [W * 0.52, H * 0.45], [W * 0.15, H * 0.3]);
  // stacked transformer blocks
  const bx = 560, bw = 480, bh = 92;
  for (let i = 0; i < 4; i++) {
    const y = 620 - i * 120;
    s += rect(bx, y, bw, bh, { rx: 20, fill: ctx.lin([[0, i === 3 ? "#2E44B8" : "#22306A"], [1, i === 3 ? "#223596" : "#1A2656"]], 0, 0, 1, 0), stroke: i === 3 ? C.blueLight : C.bluePale, "stroke-opacity": 0.35, "stroke-width": 2, filter: ctx.shadow(10, 16, 0.45) });
    // attention heads as small circles
    for (let k = 0; k < 8; k++) s += circle(bx + 50 + k * 54, y + bh / 2, 14, { fill: rng.chance(0.35) ? C.teal : C.blueLight, "fill-opacity": rng.range(0.45, 1) });
    if (i < 3) s += path(`M${bx + bw / 2},${y}V${y - 28}`, { stroke: C.teal, "stroke-width": 4, "stroke-opacity": 0.7 });
  }
  // tokens row (input)
  let tx = 300;
  const ty = 830;
  const tokCols = [C.blue, C.teal, C.amber, C.bluePale, "#6B5FC8"];
  for (let i = 0; i < 12; i++) {
    const w = rng.int(46, 90);
    s += rect(tx, ty, w, 40, { rx: 10, fill: rng.pick(tokCols), "fill-opacity": 0.85 });
    s += rect(tx + 12, ty + 16, w - 24, 8, { rx: 4, fill: C.navy, "fill-opacity": 0.55 });
    if (i % 2 === 0) s += path(`M${f(tx + w / 2)},${ty}Q${f(tx + w / 2)},${ty - 60} ${f(bx + 40 + i * 36)},${620 + bh}`, { stroke: C.bluePale, "stroke-opacity": 0.2, "stroke-width": 2, fill: "none" });
    tx += w + 10;
  }
  // attention matrix
  const ax = 110, ay = 180, n = 10, cs = 30;
  s += panel(ctx, ax - 24, ay - 70, n * cs + 48, n * cs + 100);
  let d1 = "", d2 = "", d3 = "";
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      const v = j === i ? 1 : rng.next() * (1 - (i - j) / n);
      const seg = `M${ax + j * cs},${ay + i * cs}h${cs - 4}v${cs - 4}h${-(cs - 4)}Z`;
      if (v > 0.55) d1 += seg; else if (v > 0.25) d2 += seg; else d3 += seg;
    }
  s += path(d3, { fill: C.blue, "fill-opacity": 0.2 }) + path(d2, { fill: C.blue, "fill-opacity": 0.6 }) + path(d1, { fill: C.teal });
  // output bubble
  const ox = 1120, oy = 160;
  s += path(`M${bx + bw / 2},${260}V${200}H${ox}`, { stroke: C.teal, "stroke-width": 4, "stroke-opacity": 0.7, fill: "none" });
  const b = chatBubble(ctx, ox, oy - 30, 380, 4, "right", "#22306A");
  s += b.svg;
  s += rect(ox + 20, oy + b.h - 10, 80, 8, { rx: 4, fill: C.teal });
  // small network graph on the right
  s += nnGraph(ctx, 1170, 460, 300, 300, [3, 5, 5, 2]);
  s += finish(ctx, { hud: false });
  return s;
};

const technicalTask: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.6, H * 0.5]);
  // blueprint area
  s += rect(640, 90, 880, 560, { rx: 22, fill: "#13205A", stroke: C.bluePale, "stroke-opacity": 0.2, "stroke-width": 2, filter: ctx.shadow(16, 24, 0.5) });
  let d = "";
  for (let x = 680; x < 1500; x += 40) d += `M${x},110V630`;
  for (let y = 130; y < 640; y += 40) d += `M660,${y}H1500`;
  s += path(d, { stroke: C.bluePale, "stroke-opacity": 0.08, "stroke-width": 1 });
  // architecture diagram
  const nodes: [number, number, string][] = [[720, 200, C.blue], [1000, 140, C.teal], [1000, 300, C.teal], [1260, 220, C.amber], [1000, 470, C.blue], [1260, 470, C.blue]];
  const edges: [number, number][] = [[0, 1], [0, 2], [1, 3], [2, 3], [2, 4], [4, 5], [3, 5]];
  for (const [a, b] of edges) {
    const A = nodes[a], B = nodes[b];
    s += path(`M${A[0] + 180},${A[1] + 45}C${(A[0] + 180 + B[0]) / 2},${A[1] + 45} ${(A[0] + 180 + B[0]) / 2},${B[1] + 45} ${B[0]},${B[1] + 45}`, { stroke: C.white, "stroke-opacity": 0.4, "stroke-width": 2.5, fill: "none", "stroke-dasharray": "6 6" });
  }
  for (const [x, y, c] of nodes) {
    s += rect(x, y, 180, 90, { rx: 14, fill: "#182A70", stroke: c, "stroke-width": 2.5 });
    s += rect(x + 16, y + 16, 26, 26, { rx: 6, fill: c });
    s += rect(x + 54, y + 24, 100, 9, { rx: 4, fill: C.white, "fill-opacity": 0.6 });
    s += rect(x + 16, y + 58, 140, 7, { rx: 3, fill: C.white, "fill-opacity": 0.25 });
  }
  // spec document
  const doc = docPage(ctx, 110, 140, 460, 640, "spec", { tilt: -3 });
  s += doc.svg;
  // gantt
  s += panel(ctx, 640, 690, 880, 220);
  const bars: [number, number, string][] = [[0, 0.25, C.teal], [0.15, 0.45, C.teal], [0.35, 0.7, C.blue], [0.6, 0.9, C.amber]];
  bars.forEach(([a, b, c], i) => {
    const y = 750 + i * 36;
    s += rect(680, y + 6, 120, 8, { rx: 4, fill: C.white, "fill-opacity": 0.35 });
    s += rect(830 + a * 640, y, (b - a) * 640, 22, { rx: 11, fill: c, "fill-opacity": 0.9 });
  });
  s += line(830 + 0.5 * 640, 740, 830 + 0.5 * 640, 890, { stroke: C.white, "stroke-width": 2, "stroke-dasharray": "4 6", "stroke-opacity": 0.6 });
  s += finish(ctx, { hud: false });
  return s;
};

const webDevelopment: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.55, H * 0.45]);
  s += codeBlock(ctx, 90, 420, 520, 480, 14);
  s += browser(ctx, 430, 110, 900, 640);
  // phone with responsive layout
  const px = 1240, py = 330, pw = 270, ph = 560;
  s += phoneFrame(ctx, px, py, pw, ph);
  const ix = px + 28, iw = pw - 56;
  s += rect(ix, py + 60, 24, 10, { rx: 4, fill: C.blue });
  s += rect(ix, py + 90, iw, 160, { rx: 12, fill: ctx.lin([[0, C.blue, 0.55], [1, C.teal, 0.35]], 0, 0, 1, 1) });
  s += rect(ix + 16, py + 130, iw * 0.6, 12, { rx: 6, fill: C.white, "fill-opacity": 0.9 });
  s += rect(ix + 16, py + 200, 90, 26, { rx: 13, fill: C.amber });
  for (let i = 0; i < 3; i++) {
    s += rect(ix, py + 274 + i * 80, iw, 64, { rx: 10, fill: C.white, "fill-opacity": 0.06 });
    s += rect(ix + 12, py + 286 + i * 80, 40, 40, { rx: 8, fill: [C.blue, C.teal, C.amber][i], "fill-opacity": 0.9 });
    s += rect(ix + 64, py + 296 + i * 80, iw - 90, 8, { rx: 4, fill: C.white, "fill-opacity": 0.4 });
    s += rect(ix + 64, py + 312 + i * 80, iw - 130, 6, { rx: 3, fill: C.white, "fill-opacity": 0.2 });
  }
  // lighthouse-like score rings
  const sc = [0.98, 0.95, 1.0];
  sc.forEach((v, i) => {
    const cx = 760 + i * 110, cy = 860;
    s += donut(cx, cy, 34, [v, 1 - v], [C.teal, "#1A2656"], 10);
    s += rect(cx - 14, cy - 6, 28, 12, { rx: 4, fill: C.white, "fill-opacity": 0.7 });
  });
  s += finish(ctx, { hud: false });
  return s;
};

export const services: Record<string, Scene> = {
  automation, "chat-bots": chatBots, "computer-vision": computerVision, consulting, "data-analytics": dataAnalytics,
  "data-labeling": dataLabeling, "llm-development": llmDevelopment, "technical-task-development": technicalTask,
  "web-development": webDevelopment,
};

export { tag, face, reticle, alertIcon, dotGrid, lerp, smooth, CAR_COLORS };

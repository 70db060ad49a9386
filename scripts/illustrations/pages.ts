/** Scenes for content/images/pages/<slug>.jpg — hero and section illustrations. */
import { C, Ctx, Pt, rect, circle, ellipse, line, path, g, polygon, f, mix, smooth, lerp } from "./core";
import {
  box, tag, panel, confList, barChart, lineChart, donut, walk, kpi, check, alertIcon, textLines, connector, reticle, dotGrid, grid, skeleton,
} from "./hud";
import { makePose, person, outfit, poseBox, face, carRear, carTop, plate, CAR_COLORS } from "./figures";
import { flame, waveform, dishPlate, railcar, xrayBag, logoMark, skyline, cow, drone, rack, shelfUnit, docPage } from "./objects";
import { Scene, street, room, finish, abstractBg } from "./scene";
import { crowd, headBox } from "./modules";
import { dashboard, database, gear, lens, botAvatar } from "./services";
import { markPaths } from "./brand";

/* ------------------------------------------------------------------ home */

const home: Scene = (ctx) => {
  const { W, H } = ctx;
  const st = street(ctx, 420, 820, { lanes: 3, half: 980 });
  let s = st.svg;
  // cars on the road
  const carsList: [number, number, number, string][] = [[1, 0.1, 5, C.blue], [0, 0.34, 2, C.teal], [2, 0.2, 1, C.teal], [2, 0.62, 0, C.teal]];
  const boxes: string[] = [];
  carsList.sort((a, b) => a[1] - b[1]).forEach(([lane, t, c, col]) => {
    const a = st.at(lane, t);
    const w = 560 * a.k + 40;
    s += carRear(ctx, a.x, a.y, w, CAR_COLORS[c], { brake: lane !== 1 });
    boxes.push(box(ctx, a.x - w * 0.56, a.y - w * 0.82, w * 1.12, w * 0.88, { color: col, tagW: 40, scale: w < 200 ? 0.75 : 1 }));
    if (w > 300) {
      const pw = w * 0.34;
      boxes.push(box(ctx, a.x - pw / 2 - 8, a.y - w * 0.23 - pw * 0.11 - 6, pw + 16, pw * 0.22 + 12, { color: C.amber, label: false, scale: 0.8 }));
    }
  });
  s += boxes.join("");
  // pedestrians on the sidewalks
  const ppl = crowd(ctx, [
    { kind: "walk", x: 140, y: 930, h: 420 },
    { kind: "phone", x: 330, y: 760, h: 300 },
    { kind: "walk2", x: 1510, y: 930, h: 380, flip: true },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h }, i) => {
    const b = poseBox(p, h);
    s += box(ctx, b[0], b[1], b[2], b[3], { color: i === 1 ? C.blue : C.teal, tagW: 34 });
    if (i === 0) s += skeleton(p, C.teal, 0.8);
  });
  // floating widgets
  const px = W - 440, py = 90;
  s += panel(ctx, px, py, 370, 200);
  s += kpi(ctx, px + 30, py + 62, C.teal, 3);
  s += lineChart(ctx, px + 150, py + 60, 190, 100, walk(ctx, 10, 0.2, 0.9, 0.05), { color: C.teal, dots: true });
  s += panel(ctx, 90, 90, 330, 160);
  s += confList(ctx, 120, 150, 270, [0.97, 0.88], [C.teal, C.amber], 44);
  s += finish(ctx);
  void H;
  return s;
};

/* ----------------------------------------------------------------- about */

const about: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  let s = abstractBg(ctx, [W / 2, H / 2], [W * 0.2, H * 0.8]);
  const cx = W / 2, cy = H / 2;
  // orbit rings
  for (const [r, op] of [[190, 0.25], [300, 0.16], [420, 0.1]] as const) s += ellipse(cx, cy, r * 1.25, r, { fill: "none", stroke: C.bluePale, "stroke-opacity": op, "stroke-width": 2, "stroke-dasharray": r === 300 ? "4 10" : undefined });
  // satellites: competences
  const sats: [number, number, string, string][] = [
    [cx - 470, cy - 200, C.teal, "eye"], [cx + 460, cy - 230, C.blue, "chart"], [cx - 500, cy + 210, C.amber, "gear"],
    [cx + 480, cy + 200, C.teal, "net"], [cx, cy - 400, C.blue, "db"], [cx - 30, cy + 400, C.teal, "bot"],
  ];
  for (const [x, y, c] of sats) s += path(`M${cx},${cy}L${f(x)},${f(y)}`, { stroke: c, "stroke-opacity": 0.35, "stroke-width": 2.5, "stroke-dasharray": "3 9", "stroke-linecap": "round" });
  sats.forEach(([x, y, c, kind]) => {
    s += circle(x, y, 74, { fill: C.navy3, stroke: c, "stroke-width": 3, filter: ctx.shadow(10, 16, 0.45) });
    s += circle(x, y, 92, { fill: "none", stroke: c, "stroke-opacity": 0.2, "stroke-width": 2 });
    if (kind === "eye") s += g(markPaths({ frame: c, eye: c, iris: C.white, pupil: C.navy }), { transform: `translate(${f(x - 44)},${f(y - 44)}) scale(2.2)` });
    if (kind === "chart") s += barChart(x - 40, y - 34, 80, 64, [0.4, 0.7, 0.55, 1], { color: c, baseline: false });
    if (kind === "gear") s += gear(x, y, 40, 9, c, C.navy3);
    if (kind === "net") s += circle(x - 30, y + 20, 10, { fill: c }) + circle(x + 30, y + 20, 10, { fill: c }) + circle(x, y - 28, 10, { fill: c }) + path(`M${x - 30},${y + 20}L${x},${y - 28}L${x + 30},${y + 20}Z`, { stroke: c, "stroke-width": 3, fill: "none" });
    if (kind === "db") s += database(ctx, x, y - 34, 60, 60, c);
    if (kind === "bot") s += botAvatar(x, y + 4, 36, c);
  });
  // centre: the mark
  s += circle(cx, cy, 160, { fill: ctx.rad([[0, C.blue, 0.35], [1, C.blue, 0]]) });
  s += circle(cx, cy, 120, { fill: C.navy2, stroke: C.bluePale, "stroke-opacity": 0.3, "stroke-width": 2, filter: ctx.shadow(16, 24, 0.5) });
  const grad = ctx.lin([[0, C.blue], [1, C.teal]], 0, 0, 1, 1);
  s += g(markPaths({ frame: C.white, eye: grad }), { transform: `translate(${f(cx - 80)},${f(cy - 80)}) scale(4)` });
  // star dust
  let d = "";
  for (let i = 0; i < 60; i++) {
    const x = rng.range(40, W - 40), y = rng.range(40, H - 40), r = rng.range(1, 2.5);
    d += `M${f(x - r)},${f(y)}a${f(r)},${f(r)} 0 1,0 ${f(2 * r)},0a${f(r)},${f(r)} 0 1,0 ${f(-2 * r)},0`;
  }
  s += path(d, { fill: C.bluePale, "fill-opacity": 0.35 });
  s += finish(ctx, { hud: false });
  return s;
};

/* -------------------------------------------------------------- partners */

const partners: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W / 2, H / 2]);
  const cx = W / 2, cy = H / 2;
  const ring: Pt[] = [];
  const n = 8;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2 + 0.2;
    ring.push([cx + Math.cos(a) * 560, cy + Math.sin(a) * 330]);
  }
  // mesh between partners
  let d = "";
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % n];
    const q2 = ring[(i + 3) % n];
    d += `M${f(p[0])},${f(p[1])}L${f(q[0])},${f(q[1])}M${f(p[0])},${f(p[1])}L${f(q2[0])},${f(q2[1])}`;
  });
  s += path(d, { stroke: C.bluePale, "stroke-opacity": 0.1, "stroke-width": 2 });
  ring.forEach((p, i) => {
    const col = [C.teal, C.blue, C.amber, C.bluePale][i % 4];
    s += connector([cx, cy], p, col, 0.45);
    s += rect(p[0] - 90, p[1] - 62, 180, 124, { rx: 22, fill: C.navy3, stroke: col, "stroke-opacity": 0.5, "stroke-width": 2, filter: ctx.shadow(10, 16, 0.45) });
    s += logoMark(p[0] - 36, p[1] - 8, 44, i, col);
    s += rect(p[0] - 4, p[1] - 18, 64, 10, { rx: 5, fill: C.white, "fill-opacity": 0.6 });
    s += rect(p[0] - 4, p[1] + 2, 44, 8, { rx: 4, fill: C.white, "fill-opacity": 0.3 });
    s += rect(p[0] - 66, p[1] + 32, 132, 6, { rx: 3, fill: col, "fill-opacity": 0.6 });
  });
  s += circle(cx, cy, 170, { fill: ctx.rad([[0, C.teal, 0.3], [1, C.teal, 0]]) });
  s += circle(cx, cy, 110, { fill: C.navy2, stroke: C.teal, "stroke-opacity": 0.6, "stroke-width": 3, filter: ctx.shadow(14, 20, 0.5) });
  s += g(markPaths({ frame: C.white, eye: ctx.lin([[0, C.blue], [1, C.teal]], 0, 0, 1, 1) }), { transform: `translate(${f(cx - 70)},${f(cy - 70)}) scale(3.5)` });
  s += finish(ctx, { hud: false });
  return s;
};

/* --------------------------------------------------------------- contact */

const contact: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  let s = rect(0, 0, W, H, { fill: "#0F1838" });
  // city map: blocks and streets
  const step = 150;
  for (let x = -40; x < W; x += step)
    for (let y = -40; y < H; y += step) {
      const w = step - 26, h = step - 26;
      const park = rng.chance(0.1);
      s += rect(x + 13, y + 13, w, h, { rx: 10, fill: park ? "#0E4A55" : "#18234E", "fill-opacity": park ? 0.8 : 1 });
    }
  // avenues and river
  s += path(`M-20,${H * 0.78}C${W * 0.3},${H * 0.6} ${W * 0.55},${H * 1.0} ${W + 20},${H * 0.72}`, { stroke: "#1E3A7A", "stroke-width": 70, fill: "none" });
  s += path(`M0,${H * 0.36}L${W},${H * 0.3}M${W * 0.38},0L${W * 0.46},${H}`, { stroke: "#2A3A73", "stroke-width": 26, fill: "none" });
  // route
  const route: Pt[] = [[180, 900], [260, 700], [470, 620], [620, 450], [720, 380]];
  s += path(smooth(route), { stroke: C.teal, "stroke-width": 8, fill: "none", "stroke-linecap": "round", "stroke-dasharray": "2 16" });
  s += circle(180, 900, 14, { fill: C.teal });
  // pin with pulses
  const px = 720, py = 380;
  for (const r of [150, 100, 60]) s += circle(px, py + 10, r, { fill: C.teal, "fill-opacity": 0.08, stroke: C.teal, "stroke-opacity": 0.35, "stroke-width": 2 });
  s += path(`M${px},${py + 10}C${px - 30},${py - 40} ${px - 60},${py - 70} ${px - 60},${py - 110}A60,60 0 1 1 ${px + 60},${py - 110}C${px + 60},${py - 70} ${px + 30},${py - 40} ${px},${py + 10}Z`, { fill: ctx.lin([[0, C.teal], [1, "#0C8C78"]]), filter: ctx.shadow(12, 14, 0.5) });
  s += circle(px, py - 110, 24, { fill: C.navy });
  // contact card
  const cx = 1000, cy = 230, cw = 480, ch = 520;
  s += panel(ctx, cx, cy, cw, ch);
  const icons = [
    // phone
    (x: number, y: number) => path(`M${x - 10},${y - 14}q-6,6 0,16l8,8q10,6 16,0l4,-4l-8,-8l-4,4q-6,-2 -10,-8l4,-4l-8,-8Z`, { fill: C.teal }),
    // envelope
    (x: number, y: number) => rect(x - 16, y - 11, 32, 22, { rx: 4, fill: "none", stroke: C.teal, "stroke-width": 3 }) + path(`M${x - 15},${y - 9}L${x},${y + 3}L${x + 15},${y - 9}`, { stroke: C.teal, "stroke-width": 3, fill: "none" }),
    // pin
    (x: number, y: number) => circle(x, y - 4, 10, { fill: "none", stroke: C.teal, "stroke-width": 3 }) + path(`M${x - 8},${y + 2}L${x},${y + 14}L${x + 8},${y + 2}`, { stroke: C.teal, "stroke-width": 3, fill: "none" }),
  ];
  icons.forEach((ic, i) => {
    const y = cy + 100 + i * 100;
    s += rect(cx + 34, y - 30, 60, 60, { rx: 16, fill: C.teal, "fill-opacity": 0.14 });
    s += ic(cx + 64, y);
    s += rect(cx + 116, y - 16, 200 + i * 30, 12, { rx: 6, fill: C.white, "fill-opacity": 0.8 });
    s += rect(cx + 116, y + 6, 130, 8, { rx: 4, fill: C.white, "fill-opacity": 0.3 });
  });
  s += rect(cx + 34, cy + ch - 110, cw - 68, 60, { rx: 30, fill: C.blue });
  s += rect(cx + cw / 2 - 70, cy + ch - 85, 140, 10, { rx: 5, fill: C.white, "fill-opacity": 0.85 });
  s += finish(ctx, { hud: false, vignette: 0.6 });
  return s;
};

/* ------------------------------------------------- video analytics platform */

function feed(ctx: Ctx, x: number, y: number, w: number, h: number, kind: number): string {
  const clip = ctx.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="10"/>`);
  let inner = "";
  let over = "";
  if (kind === 0) {
    // street with cars
    const hy = y + h * 0.38;
    inner += rect(x, y, w, h, { fill: "#1A2656" }) + skyline(ctx, x, x + w, hy, h * 0.3, "#16224A") + rect(x, hy, w, h - (hy - y), { fill: "#141C3E" });
    inner += polygon([[x + w * 0.47, hy], [x + w * 0.53, hy], [x + w, y + h], [x, y + h]], { fill: "#1A2348" });
    inner += carRear(ctx, x + w * 0.3, y + h * 0.92, w * 0.3, CAR_COLORS[0]) + carRear(ctx, x + w * 0.66, y + h * 0.7, w * 0.18, CAR_COLORS[1]);
    over += box(ctx, x + w * 0.3 - w * 0.17, y + h * 0.92 - w * 0.25, w * 0.34, w * 0.27, { color: C.teal, scale: 0.6, tagW: 34 });
    over += box(ctx, x + w * 0.66 - w * 0.1, y + h * 0.7 - w * 0.15, w * 0.2, w * 0.16, { color: C.blue, scale: 0.6, tagW: 30 });
  } else if (kind === 1) {
    // office / hall with people
    const hy = y + h * 0.45;
    inner += rect(x, y, w, hy - y, { fill: "#1A2656" }) + rect(x, hy, w, y + h - hy, { fill: "#121B40" });
    const list = [[0.25, 0.9, 0.62], [0.55, 0.8, 0.5], [0.8, 0.95, 0.66]];
    list.forEach(([px, py, hh], i) => {
      const p = makePose(i === 1 ? "walk" : "stand", x + w * px, y + h * py, h * hh);
      inner += person(ctx, p, h * hh, outfit(ctx));
      const b = poseBox(p, h * hh);
      over += box(ctx, b[0], b[1], b[2], b[3], { color: C.teal, scale: 0.55, tagW: 28 });
    });
  } else if (kind === 2) {
    // warehouse with fire alert
    const hy = y + h * 0.75;
    inner += rect(x, y, w, h, { fill: "#141E46" }) + rect(x, hy, w, y + h - hy, { fill: "#101836" });
    inner += g(rack(ctx, 0, 0, 600, 420, 2, 2).svg, { transform: `translate(${f(x + 10)},${f(hy)}) scale(${f((w * 0.5) / 600)})` });
    inner += flame(ctx, x + w * 0.75, hy + 10, h * 0.45);
    over += box(ctx, x + w * 0.62, hy - h * 0.45, w * 0.26, h * 0.48, { color: C.amber, scale: 0.6, tagW: 36 });
  } else {
    // parking from above
    inner += rect(x, y, w, h, { fill: "#141C3E" });
    let d = "";
    for (let i = 0; i <= 6; i++) d += `M${f(x + 20 + i * (w - 40) / 6)},${f(y + 10)}v${f(h * 0.36)}M${f(x + 20 + i * (w - 40) / 6)},${f(y + h * 0.6)}v${f(h * 0.36)}`;
    inner += path(d, { stroke: C.white, "stroke-opacity": 0.4, "stroke-width": 3 });
    for (let i = 0; i < 6; i++) {
      if (i === 2) continue;
      const cx = x + 20 + (i + 0.5) * (w - 40) / 6;
      inner += carTop(ctx, cx, y + h * 0.22, h * 0.32, CAR_COLORS[(i * 3) % 8], 180);
      if (i % 2 === 0) inner += carTop(ctx, cx, y + h * 0.78, h * 0.32, CAR_COLORS[(i * 5) % 8], 0);
    }
    const cx2 = x + 20 + 2.5 * (w - 40) / 6;
    over += box(ctx, cx2 - (w - 40) / 12 + 4, y + 14, (w - 40) / 6 - 8, h * 0.34, { color: C.teal, dashed: true, scale: 0.6, tagW: 30 });
  }
  return g(inner, { "clip-path": clip }) + over +
    rect(x, y, w, h, { rx: 10, fill: "none", stroke: C.bluePale, "stroke-opacity": 0.2, "stroke-width": 2 }) +
    circle(x + 18, y + 18, 5, { fill: kind === 2 ? C.amber : C.teal }) + rect(x + 30, y + 14, 60, 8, { rx: 4, fill: C.white, "fill-opacity": 0.5 });
}

const videoPlatform: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W / 2, H / 2]);
  const x = 70, y = 70, w = W - 140, h = H - 140;
  s += rect(x, y, w, h, { rx: 24, fill: "#111A3E", stroke: C.bluePale, "stroke-opacity": 0.16, "stroke-width": 2, filter: ctx.shadow(18, 26, 0.55) });
  s += rect(x, y, 84, h, { rx: 24, fill: "#0D1534" });
  s += g(markPaths({ frame: C.teal, eye: C.blue }), { transform: `translate(${x + 22},${y + 24}) scale(1)` });
  for (let i = 0; i < 6; i++) s += rect(x + 26, y + 110 + i * 64, 32, 32, { rx: 9, fill: i === 0 ? C.teal : C.white, "fill-opacity": i === 0 ? 0.9 : 0.16 });
  // feeds grid 2x2
  const gx = x + 110, gy = y + 30, gw = 920, gh = h - 60;
  const fw = (gw - 20) / 2, fh = (gh - 20) / 2;
  for (let i = 0; i < 4; i++) s += feed(ctx, gx + (i % 2) * (fw + 20), gy + Math.floor(i / 2) * (fh + 20), fw, fh, i);
  // events list
  const ex = gx + gw + 30, ew = x + w - ex - 30;
  s += rect(ex, gy, 120, 12, { rx: 6, fill: C.white, "fill-opacity": 0.5 });
  const ev: string[] = [C.amber, C.teal, C.teal, C.blue, C.teal, C.amber, C.teal];
  ev.forEach((c, i) => {
    const yy = gy + 40 + i * 78;
    s += rect(ex, yy, ew, 64, { rx: 12, fill: c === C.amber ? C.amber : C.white, "fill-opacity": c === C.amber ? 0.1 : 0.04, stroke: c === C.amber ? C.amber : "none", "stroke-opacity": 0.6 });
    s += rect(ex + 12, yy + 10, 60, 44, { rx: 8, fill: mix(c, C.navy, 0.55) });
    s += c === C.amber ? alertIcon(ex + 42, yy + 32, 12) : circle(ex + 42, yy + 32, 8, { fill: c });
    s += rect(ex + 86, yy + 16, ew * 0.45, 8, { rx: 4, fill: C.white, "fill-opacity": 0.6 });
    s += rect(ex + 86, yy + 36, ew * 0.3, 6, { rx: 3, fill: C.white, "fill-opacity": 0.25 });
  });
  s += rect(ex, gy + gh - 60, ew, 60, { rx: 14, fill: C.white, "fill-opacity": 0.04 });
  s += barChart(ex + 16, gy + gh - 52, ew - 32, 40, walk(ctx, 14, 0.2, 1), { color: C.blue, highlight: 10, gap: 0.4, baseline: false });
  s += finish(ctx, { hud: false });
  return s;
};

/* --------------------------------------------------------------- modules */

function pictogram(ctx: Ctx, kind: number, cx: number, cy: number, s: number): string {
  switch (kind) {
    case 0: return carRear(ctx, cx, cy + s * 0.5, s * 1.3, C.blue);
    case 1: return g(face(ctx, 0, 0, s * 0.42, { bust: true, landmarks: "dots", hairStyle: 0 }), { transform: `translate(${f(cx)},${f(cy - s * 0.12)})` });
    case 2: {
      const p = makePose("stand", cx, cy + s * 0.95, s * 1.75);
      return person(ctx, p, s * 1.75, outfit(ctx, { helmet: C.amber, vest: true, top: "#2A3A73" }));
    }
    case 3: return flame(ctx, cx, cy + s * 0.5, s * 1.1);
    case 4: return plate(cx, cy, s * 1.5, { boxes: C.teal });
    case 5: {
      const p = makePose("lie", cx + s * 0.72, cy + s * 0.3, s * 1.7);
      return person(ctx, p, s * 1.7, outfit(ctx, { top: C.blue }));
    }
    case 6: return dishPlate(ctx, cx, cy, s * 0.55, "salad");
    default: return waveform(ctx, cx - s * 0.8, cy, s * 1.6, s * 0.9, 22, (i) => (i > 7 && i < 14 ? C.teal : C.blue));
  }
}

const modulesPage: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W / 2, H / 2]);
  const cols = 4, rows = 2;
  const mx = 90, my = 90, gap = 30;
  const cw = (W - 2 * mx - (cols - 1) * gap) / cols, ch = (H - 2 * my - (rows - 1) * gap) / rows;
  const cols2 = [C.teal, C.blue, C.amber, C.amber, C.teal, C.amber, C.teal, C.blue];
  for (let i = 0; i < cols * rows; i++) {
    const x = mx + (i % cols) * (cw + gap), y = my + Math.floor(i / cols) * (ch + gap);
    const col = cols2[i];
    const hi = i === 1;
    s += rect(x, y, cw, ch, { rx: 22, fill: hi ? "#1B2858" : C.navy3, stroke: hi ? C.teal : C.bluePale, "stroke-opacity": hi ? 0.9 : 0.14, "stroke-width": hi ? 3 : 1.5, filter: ctx.shadow(12, 18, 0.45) });
    const ix = x + 20, iy = y + 20, iw = cw - 40, ih = ch * 0.58;
    s += rect(ix, iy, iw, ih, { rx: 14, fill: ctx.lin([[0, "#22306A"], [1, "#151F48"]]) });
    const clip = ctx.clip(`<rect x="${f(ix)}" y="${f(iy)}" width="${f(iw)}" height="${f(ih)}" rx="14"/>`);
    s += g(pictogram(ctx, i, ix + iw / 2, iy + ih / 2, ih * 0.56), { "clip-path": clip });
    const k = 18;
    s += path(`M${f(ix + 16)},${f(iy + 16 + k)}v${-k}h${k}M${f(ix + iw - 16 - k)},${f(iy + 16)}h${k}v${k}M${f(ix + iw - 16)},${f(iy + ih - 16 - k)}v${k}h${-k}M${f(ix + 16 + k)},${f(iy + ih - 16)}h${-k}v${-k}`, { stroke: col, "stroke-width": 4, fill: "none" });
    s += rect(ix, iy + ih + 24, iw * 0.62, 12, { rx: 6, fill: C.white, "fill-opacity": 0.8 });
    s += textLines(ctx, ix, iy + ih + 52, iw, 2, { opacity: 0.3, gap: 18 });
    s += rect(ix, y + ch - 32, 60, 12, { rx: 6, fill: col, "fill-opacity": 0.8 });
  }
  s += finish(ctx, { hud: false, vignette: 0.35 });
  return s;
};

/* -------------------------------------------------------------- services */

const servicesPage: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W / 2, H * 0.45]);
  const stages: [string, (x: number, y: number) => string][] = [
    [C.blue, (x, y) => database(ctx, x, y - 34, 64, 60, C.blue)],
    [C.teal, (x, y) => polygon([[x - 34, y + 26], [x - 20, y - 30], [x + 30, y - 20], [x + 36, y + 24]], { fill: C.teal, "fill-opacity": 0.25, stroke: C.teal, "stroke-width": 3 }) + [[x - 34, y + 26], [x - 20, y - 30], [x + 30, y - 20], [x + 36, y + 24]].map(([a, b]) => rect(a - 5, b - 5, 10, 10, { fill: C.white, stroke: C.teal, "stroke-width": 2 })).join("")],
    [C.blueLight, (x, y) => circle(x - 30, y - 20, 9, { fill: C.blueLight }) + circle(x - 30, y + 20, 9, { fill: C.blueLight }) + circle(x + 30, y, 9, { fill: C.teal }) + circle(x, y - 32, 7, { fill: C.blueLight }) + circle(x, y + 32, 7, { fill: C.blueLight }) + path(`M${x - 30},${y - 20}L${x + 30},${y}L${x - 30},${y + 20}M${x},${y - 32}L${x + 30},${y}L${x},${y + 32}`, { stroke: C.bluePale, "stroke-width": 2.5, "stroke-opacity": 0.7, fill: "none" })],
    [C.amber, (x, y) => gear(x, y, 40, 9, C.amber, C.navy3)],
    [C.teal, (x, y) => barChart(x - 38, y - 32, 76, 62, [0.4, 0.65, 0.5, 1], { color: C.teal, baseline: false })],
  ];
  const n = stages.length;
  const y0 = 350;
  const xs = stages.map((_, i) => 180 + (i * (W - 360)) / (n - 1));
  s += path(`M${xs[0]},${y0}H${xs[n - 1]}`, { stroke: C.bluePale, "stroke-opacity": 0.2, "stroke-width": 6 });
  s += path(`M${xs[0]},${y0}H${xs[n - 1]}`, { stroke: C.teal, "stroke-opacity": 0.8, "stroke-width": 4, "stroke-dasharray": "2 14", "stroke-linecap": "round" });
  stages.forEach(([c, icon], i) => {
    const x = xs[i];
    s += circle(x, y0, 112, { fill: ctx.rad([[0, c, 0.22], [1, c, 0]]) });
    s += rect(x - 86, y0 - 86, 172, 172, { rx: 40, fill: C.navy3, stroke: c, "stroke-opacity": 0.7, "stroke-width": 3, filter: ctx.shadow(12, 18, 0.45) });
    s += icon(x, y0);
    s += rect(x - 70, y0 + 120, 140, 12, { rx: 6, fill: C.white, "fill-opacity": 0.75 });
    s += rect(x - 50, y0 + 144, 100, 8, { rx: 4, fill: C.white, "fill-opacity": 0.3 });
  });
  // dashboard strip at the bottom
  s += panel(ctx, 180, 630, W - 360, 270, { header: false });
  s += lineChart(ctx, 220, 680, 560, 170, walk(ctx, 14, 0.2, 0.9, 0.04), { color: C.teal, dots: true });
  s += barChart(840, 680, 300, 170, [0.5, 0.7, 0.6, 0.9, 0.75, 0.95], { color: C.blue, highlight: 5, hiColor: C.teal });
  s += donut(1300, 765, 70, [0.5, 0.3, 0.2], [C.blue, C.teal, C.amber], 22);
  s += finish(ctx, { hud: false });
  return s;
};

/* ------------------------------------------------------------ ai-projects */

function caseCard(ctx: Ctx, x: number, y: number, w: number, h: number, rot: number, kind: number): string {
  const clip = ctx.clip(`<rect x="0" y="0" width="${f(w)}" height="${f(h * 0.66)}" rx="14"/>`);
  let inner = "";
  const ih = h * 0.66;
  inner += rect(0, 0, w, ih, { fill: ctx.lin([[0, "#22306A"], [1, "#131C44"]]) });
  let over = "";
  if (kind === 0) {
    inner += rect(0, ih * 0.7, w, ih * 0.3, { fill: "#0F4A55" });
    inner += cow(ctx, w * 0.2, ih * 0.92, w * 0.55);
    over += box(ctx, w * 0.1, ih * 0.92 - w * 0.45, w * 0.72, w * 0.46, { color: C.teal, scale: 0.7, tagW: 36 });
  } else if (kind === 1) {
    inner += drone(ctx, w * 0.5, ih * 0.45, w * 0.22);
    inner += path(`M0,${f(ih * 0.8)}Q${f(w / 2)},${f(ih * 0.9)} ${f(w)},${f(ih * 0.8)}`, { stroke: C.grey, "stroke-width": 3, fill: "none" });
    over += box(ctx, w * 0.22, ih * 0.25, w * 0.56, ih * 0.45, { color: C.teal, scale: 0.7, tagW: 36 });
  } else if (kind === 2) {
    const bag = xrayBag(ctx, w * 0.12, ih * 0.1, w * 0.76, ih * 0.8, { threat: "knife" });
    inner += bag.svg;
    for (const t of bag.threats) over += box(ctx, t[0], t[1], t[2], t[3], { color: C.amber, scale: 0.7, tagW: 36 });
  } else {
    inner += face(ctx, w / 2, ih * 0.42, ih * 0.2, { landmarks: "mesh", bust: true });
    over += box(ctx, w / 2 - ih * 0.28, ih * 0.42 - ih * 0.32, ih * 0.56, ih * 0.62, { color: C.teal, scale: 0.7, tagW: 36 });
  }
  let s = rect(0, 0, w, h, { rx: 18, fill: C.navy3, stroke: C.bluePale, "stroke-opacity": 0.18, "stroke-width": 1.5 });
  s += g(inner + over, { "clip-path": clip });
  s += rect(24, ih + 28, w * 0.6, 12, { rx: 6, fill: C.white, "fill-opacity": 0.8 });
  s += textLines(ctx, 24, ih + 56, w - 48, 2, { opacity: 0.3, gap: 18 });
  s += rect(24, h - 40, 70, 20, { rx: 10, fill: C.teal, "fill-opacity": 0.2 });
  s += rect(104, h - 40, 70, 20, { rx: 10, fill: C.blue, "fill-opacity": 0.25 });
  return g(s, { transform: `translate(${f(x)},${f(y)}) rotate(${f(rot)})`, filter: ctx.shadow(16, 22, 0.5) });
}

const aiProjects: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.45, H * 0.5], [W * 0.85, H * 0.3]);
  s += caseCard(ctx, 110, 200, 360, 480, -6, 0);
  s += caseCard(ctx, 420, 130, 360, 480, -2, 1);
  s += caseCard(ctx, 740, 150, 360, 480, 2, 2);
  s += caseCard(ctx, 1060, 220, 360, 480, 6, 3);
  // metrics strip
  s += panel(ctx, 380, 760, 840, 150, { header: false });
  for (let i = 0; i < 3; i++) {
    s += kpi(ctx, 420 + i * 280, 792, [C.teal, C.white, C.amber][i], 2 + (i % 2), 1.1);
    if (i < 2) s += line(660 + i * 280, 790, 660 + i * 280, 880, { stroke: C.white, "stroke-opacity": 0.1, "stroke-width": 2 });
  }
  s += finish(ctx, { hud: false });
  return s;
};

/* ------------------------------------------------------------- consent */

/** A signed consent form, a shield over the data and the server it stays on. */
const consent: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.4, H * 0.45], [W * 0.85, H * 0.75]);
  const doc = docPage(ctx, 300, 120, 520, 740, "form", { tilt: -3 });
  s += doc.svg;
  // the consent tick box at the foot of the form, ticked
  s += rect(360, 730, 46, 46, { rx: 8, fill: C.white, stroke: C.teal, "stroke-width": 4 });
  s += path("M370,754l11,11l20,-24", { stroke: C.teal, "stroke-width": 6, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" });
  s += rect(424, 740, 300, 10, { rx: 5, fill: "#26335F", "fill-opacity": 0.45 }) + rect(424, 760, 220, 10, { rx: 5, fill: "#26335F", "fill-opacity": 0.3 });
  // shield with a check, linked to the server that keeps the data
  const sx = 1080, sy = 250;
  s += path(`M${sx},${sy}l150,55v150c0,120 -80,200 -150,235c-70,-35 -150,-115 -150,-235v-150Z`, {
    fill: ctx.lin([[0, C.teal], [1, "#0C8C78"]]),
    filter: ctx.shadow(14, 18, 0.5),
  });
  s += check(sx, sy + 250, 70, C.white);
  s += connector([820, 520], [930, 470], C.teal, 0.6, 0.2);
  s += database(ctx, sx, sy + 540, 200, 110, C.blue);
  s += connector([sx, sy + 490], [sx, sy + 515], C.teal, 0.6);
  s += dotGrid(1300, 140, 6, 4, 26);
  s += finish(ctx, { hud: false });
  return s;
};

/* ------------------------------------------------------------------ blog */

/**
 * The blog's listing: an article open over two others — its chart of a project's budget, a pipeline of a
 * project's stages — the subjects the articles take apart.
 */
const blog: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.55, H * 0.45], [W * 0.2, H * 0.8]);
  // two articles behind, tilted
  s += panel(ctx, 170, 190, 480, 620, { header: false, opacity: 0.7 });
  s += textLines(ctx, 210, 250, 230, 9, { opacity: 0.22, gap: 30 });
  s += panel(ctx, 1020, 160, 430, 600, { header: false, opacity: 0.7 });
  s += textLines(ctx, 1170, 220, 240, 9, { opacity: 0.22, gap: 30 });
  // the open article: title, a bar chart, lines of text
  s += panel(ctx, 470, 110, 660, 800, { header: false });
  s += rect(520, 160, 420, 22, { rx: 11, fill: C.white, "fill-opacity": 0.85 });
  s += rect(520, 198, 300, 22, { rx: 11, fill: C.white, "fill-opacity": 0.85 });
  s += rect(520, 248, 120, 14, { rx: 7, fill: C.teal, "fill-opacity": 0.8 });
  s += barChart(540, 310, 520, 250, [0.35, 0.55, 0.45, 1, 0.6, 0.4], { color: C.blue, highlight: 3, hiColor: C.teal });
  s += textLines(ctx, 520, 610, 560, 4, { opacity: 0.3, gap: 28 });
  // a pipeline of stages at the foot of the article
  const stages = [C.blue, C.blueLight, C.teal, C.amber];
  stages.forEach((c, i) => {
    const x = 560 + i * 140;
    s += rect(x - 40, 760, 80, 80, { rx: 20, fill: C.navy3, stroke: c, "stroke-width": 3, "stroke-opacity": 0.8 });
    s += circle(x, 800, 14, { fill: c });
    if (i < stages.length - 1) s += line(x + 44, 800, x + 96, 800, { stroke: C.teal, "stroke-width": 3, "stroke-dasharray": "2 10", "stroke-linecap": "round" });
  });
  s += dotGrid(1300, 820, 6, 3, 26);
  s += finish(ctx, { hud: false });
  return s;
};

export const pages: Record<string, Scene> = {
  blog,
  consent,
  home, about, partners, contact, "video-analytics-platform": videoPlatform, modules: modulesPage, services: servicesPage, "ai-projects": aiProjects,
};

export { tag, check, reticle, dotGrid, grid, lens, dashboard, lerp, railcar, shelfUnit, headBox };

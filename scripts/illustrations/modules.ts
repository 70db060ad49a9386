/** Scenes for content/images/modules/<slug>.jpg — camera views of each analytics module. */
import { C, Ctx, Pt, rect, circle, ellipse, line, path, g, polygon, f, mix, smooth, lerp, roundedPoly } from "./core";
import {
  box, tag, panel, confList, barChart, lineChart, donut, skeleton, mask, reticle, alertIcon, check, walk, kpi, textLines, dotGrid, connector, scanBand,
} from "./hud";
import { makePose, person, outfit, poseBox, face, carRear, carSide, carTop, plate, CAR_COLORS, PoseName } from "./figures";
import {
  rack, flame, smoke, xrayBag, railcar, track, dishPlate, cutlery, logoMark, waveform, cctvCam, skyline, monitor, cardboard,
} from "./objects";
import { Scene, room, street, sky, finish, abstractBg } from "./scene";

export const headBox = (p: Record<string, Pt>, h: number): [number, number, number, number] => {
  const hr = h * 0.068;
  return [p.head[0] - hr * 1.55, p.head[1] - hr * 1.6, hr * 3.1, hr * 3.3];
};

/** Draw people list, sorted back-to-front by feet y. */
export function crowd(ctx: Ctx, list: { kind: PoseName; x: number; y: number; h: number; flip?: boolean; o?: Parameters<typeof outfit>[1] }[]) {
  const sorted = [...list].sort((a, b) => a.y - b.y);
  let s = "";
  const poses = sorted.map((q) => {
    const p = makePose(q.kind, q.x, q.y, q.h, { flip: q.flip, jitter: 0.008, ctx });
    s += person(ctx, p, q.h, outfit(ctx, q.o));
    return { p, h: q.h, q };
  });
  return { svg: s, poses };
}

/* ---------------------------------------------------------------- scenes */

const audience: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  const hy = 470;
  let s = room(ctx, hy, 900);
  // digital signage screen on the left wall
  s += rect(120, 150, 430, 300, { rx: 14, fill: "#0A1024", filter: ctx.shadow(16, 22, 0.5) });
  s += rect(134, 164, 402, 272, { rx: 6, fill: ctx.lin([[0, C.blue], [1, "#6B5FC8"]], 0, 0, 1, 1) });
  s += circle(440, 260, 80, { fill: C.white, "fill-opacity": 0.12 });
  s += logoMark(250, 260, 90, 0, C.white);
  s += rect(184, 360, 180, 14, { rx: 7, fill: C.white, "fill-opacity": 0.85 });
  s += rect(184, 386, 120, 10, { rx: 5, fill: C.white, "fill-opacity": 0.5 });
  s += rect(320, 450, 30, 330, { fill: "#1A2247" });
  s += ellipse(335, 785, 90, 14, { fill: C.ink, "fill-opacity": 0.5 });
  s += rect(320 - 12, 140, 54, 20, { rx: 6, fill: "#2A3560" });
  s += circle(335, 150, 7, { fill: C.teal });
  // viewers
  const ppl = crowd(ctx, [
    { kind: "stand", x: 700, y: 830, h: 440 },
    { kind: "stand", x: 930, y: 760, h: 380 },
    { kind: "phone", x: 1150, y: 870, h: 470 },
    { kind: "walk", x: 1390, y: 720, h: 330 },
    { kind: "stand", x: 560, y: 700, h: 300 },
  ]);
  s += ppl.svg;
  // face boxes + attention rays
  ppl.poses.forEach(({ p, h, q }, i) => {
    const [x, y, w, hh] = headBox(p, h);
    const watching = q.kind !== "walk";
    const col = watching ? C.teal : C.grey;
    if (watching) s += path(`M${f(x)},${f(y + hh / 2)}L${f(545)},${f(300)}`, { stroke: C.teal, "stroke-opacity": 0.35, "stroke-width": 2, "stroke-dasharray": "3 7" });
    s += box(ctx, x, y, w, hh, { color: col, tagW: 30 + i * 4 });
  });
  // analytics panel
  const px = W - 450, py = 90;
  s += panel(ctx, px, py, 380, 250);
  s += donut(px + 90, py + 145, 56, [0.56, 0.44], [C.teal, C.blue], 18);
  s += barChart(px + 190, py + 80, 160, 120, [0.35, 0.7, 0.95, 0.6, 0.3], { color: C.blue, highlight: 2, hiColor: C.teal });
  s += finish(ctx);
  void rng; void H;
  return s;
};

const brand: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  const hy = 330;
  // stadium stands
  let s = rect(0, 0, W, hy, { fill: ctx.lin([[0, "#0A1230"], [1, "#1A2656"]]) });
  let d = "";
  for (let i = 0; i < 260; i++) {
    const x = rng.range(0, W), y = rng.range(40, hy - 90);
    d += `M${f(x)},${f(y)}a5,5 0 1,0 10,0a5,5 0 1,0 -10,0`;
  }
  s += path(d, { fill: C.bluePale, "fill-opacity": 0.14 });
  for (let x = 180; x < W; x += 420) s += ellipse(x, 0, 140, 60, { fill: ctx.rad([[0, C.white, 0.4], [1, C.white, 0]]) });
  // LED board
  const by = hy - 80;
  s += rect(0, by, W, 80, { fill: "#0A1024" });
  const brands = [C.amber, C.teal, C.white, C.blueLight];
  const logos: [number, number, number, number][] = [];
  for (let i = 0; i < 5; i++) {
    const x = 40 + i * 320;
    const bg = i % 2 ? "#1B2A6B" : "#142052";
    s += rect(x, by + 8, 300, 64, { rx: 4, fill: bg });
    s += logoMark(x + 52, by + 40, 44, i + 1, brands[i % 4]);
    s += rect(x + 92, by + 30, 150 - (i % 3) * 20, 20, { rx: 4, fill: brands[i % 4], "fill-opacity": 0.9 });
    logos.push([x + 20, by + 14, 240 - (i % 3) * 20, 52]);
  }
  // pitch with perspective stripes
  s += polygon([[0, hy], [W, hy], [W, H], [0, H]], { fill: ctx.lin([[0, "#0E5A55"], [1, "#0A3A3E"]]) });
  for (let i = 0; i < 8; i++) {
    const y0 = lerp(hy, H, Math.pow(i / 8, 1.6)), y1 = lerp(hy, H, Math.pow((i + 0.5) / 8, 1.6));
    s += rect(0, y0, W, y1 - y0, { fill: C.white, "fill-opacity": 0.035 });
  }
  s += path(`M0,${hy + 70}H${W}M${W / 2 - 40},${hy}L${W / 2 - 260},${H}`, { stroke: C.white, "stroke-opacity": 0.5, "stroke-width": 4, fill: "none" });
  s += ellipse(W / 2 - 150, 700, 300, 90, { fill: "none", stroke: C.white, "stroke-opacity": 0.45, "stroke-width": 4 });
  // players
  const pl = crowd(ctx, [
    { kind: "walk", x: 420, y: 620, h: 230, o: { top: C.blue, bottom: C.white } },
    { kind: "walk2", x: 880, y: 760, h: 290, flip: true, o: { top: C.amber, bottom: C.navy } },
    { kind: "walk", x: 1200, y: 560, h: 190, o: { top: C.blue, bottom: C.white } },
  ]);
  s += pl.svg;
  s += circle(990, 770, 16, { fill: C.white });
  // logo detections
  logos.forEach(([x, y, w, h], i) => { if (i !== 4) s += box(ctx, x, y, w, h, { color: i === 2 ? C.amber : C.teal, tag: "bottom", tagW: 40 }); });
  // exposure panel
  const px = W - 470, py = 620;
  s += panel(ctx, px, py, 400, 300);
  s += barChart(px + 36, py + 70, 180, 170, [0.9, 0.6, 0.75, 0.4], { color: C.teal, highlight: 2 });
  s += lineChart(ctx, px + 240, py + 70, 130, 170, walk(ctx, 9, 0.2, 0.9, 0.04), { color: C.blue });
  s += finish(ctx);
  return s;
};

const carDefects: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 640;
  let s = room(ctx, hy, 800, { lights: false });
  // inspection gantry with light bars
  s += rect(140, 90, 1320, 26, { rx: 8, fill: "#2A3560" });
  s += rect(140, 90, 26, 560, { fill: "#2A3560" }) + rect(1434, 90, 26, 560, { fill: "#2A3560" });
  for (let i = 0; i < 6; i++) s += rect(240 + i * 200, 118, 130, 10, { rx: 5, fill: C.white, "fill-opacity": 0.8 });
  s += rect(140, 120, 1320, 200, { fill: ctx.lin([[0, C.white, 0.08], [1, C.white, 0]]) });
  s += cctvCam(ctx, 230, 170, 90) + cctvCam(ctx, 1370, 170, 90, true);
  // car
  const L = 1080, x = 260, by = 800;
  s += carSide(ctx, x, by, L, "#D9DFEF", "sedan");
  // damage: scratches and dent
  const scr: Pt[] = [[x + L * 0.56, by - L * 0.2], [x + L * 0.6, by - L * 0.215], [x + L * 0.63, by - L * 0.195], [x + L * 0.67, by - L * 0.215], [x + L * 0.72, by - L * 0.2]];
  s += path(smooth(scr), { stroke: "#5B668F", "stroke-width": 4, fill: "none" });
  s += path(smooth(scr.map(([a, b]) => [a + 6, b + 10] as Pt)), { stroke: "#5B668F", "stroke-width": 2.5, fill: "none" });
  s += ellipse(x + L * 0.3, by - L * 0.17, 56, 30, { fill: "#8A94B8", "fill-opacity": 0.55 });
  s += ellipse(x + L * 0.3 + 8, by - L * 0.175, 30, 15, { fill: "#5B668F", "fill-opacity": 0.6 });
  s += ellipse(x + L * 0.06, by - L * 0.13, 40, 22, { fill: "#5B668F", "fill-opacity": 0.5 });
  // masks + boxes
  s += mask([[x + L * 0.55, by - L * 0.235], [x + L * 0.73, by - L * 0.235], [x + L * 0.735, by - L * 0.175], [x + L * 0.55, by - L * 0.18]], C.amber, 0.28);
  s += mask([[x + L * 0.3 - 70, by - L * 0.17], [x + L * 0.3, by - L * 0.17 - 40], [x + L * 0.3 + 72, by - L * 0.17], [x + L * 0.3, by - L * 0.17 + 38]], C.amber, 0.28);
  s += box(ctx, x + L * 0.54, by - L * 0.25, L * 0.2, L * 0.09, { color: C.amber, tagW: 50 });
  s += box(ctx, x + L * 0.3 - 82, by - L * 0.17 - 52, 164, 104, { color: C.amber, tagW: 40 });
  s += box(ctx, x + L * 0.06 - 52, by - L * 0.13 - 34, 104, 68, { color: C.teal, tagW: 36, tag: "bottom" });
  // report panel
  const px = W - 470, py = 150;
  s += panel(ctx, px, py, 330, 190);
  s += confList(ctx, px + 30, py + 60, 270, [0.92, 0.81, 0.64], [C.amber, C.amber, C.teal], 40);
  s += finish(ctx);
  return s;
};

const carNumbers: Scene = (ctx) => {
  const { W } = ctx;
  const st = street(ctx, 420, 700, { lanes: 2, half: 1000 });
  let s = st.svg;
  // barrier gate on the right
  s += rect(1240, 480, 40, 300, { fill: "#2A3560" }) + rect(1226, 760, 68, 30, { rx: 6, fill: "#1A2247" });
  s += rect(680, 500, 580, 22, { rx: 11, fill: C.white });
  for (let i = 0; i < 6; i++) s += rect(700 + i * 96, 500, 48, 22, { fill: C.amber });
  s += cctvCam(ctx, 1300, 360, 110, true);
  // far car
  const a2 = st.at(1, 0.35);
  s += carRear(ctx, a2.x + 120, a2.y, 520 * a2.k, CAR_COLORS[2]);
  // main car
  const cx = 560, by = 930, w = 640;
  s += carRear(ctx, cx, by, w, C.blue, { brake: true });
  // plate detection
  const pw = w * 0.34, ph = pw * 0.22;
  s += box(ctx, cx - pw / 2 - 14, by - w * 0.23 - ph / 2 - 12, pw + 28, ph + 24, { color: C.teal, tagW: 48 });
  s += box(ctx, cx - w * 0.55, by - w * 0.82, w * 1.1, w * 0.86, { color: C.blue, thin: true, label: false, fill: 0.03 });
  s += box(ctx, a2.x + 120 - 520 * a2.k * 0.55, a2.y - 520 * a2.k * 0.82, 520 * a2.k * 1.1, 520 * a2.k * 0.86, { color: C.blue, thin: true, tagW: 30 });
  // zoom panel
  const zx = 1000, zy = 90, zw = 520, zh = 290;
  s += connector([cx + pw / 2 + 14, by - w * 0.23], [zx, zy + zh - 40], C.teal, 0.6);
  s += panel(ctx, zx, zy, zw, zh);
  s += plate(zx + zw / 2, zy + 140, 420, { boxes: C.teal });
  let d = "";
  for (let i = 0; i < 8; i++) d += `M${f(zx + 50 + i * 54)},${f(zy + 226)}h36v18h-36Z`;
  s += path(d, { fill: C.teal, "fill-opacity": 0.85 });
  s += finish(ctx);
  void W;
  return s;
};

const cars: Scene = (ctx) => {
  const { rng } = ctx;
  const st = street(ctx, 430, 800, { lanes: 3, half: 1050 });
  let s = st.svg;
  // [lane, depth t, colour, suv, box colour]
  const list: [number, number, number, boolean, string][] = [
    [1, 0.06, 5, false, C.blue],
    [2, 0.16, 2, true, C.teal],
    [0, 0.24, 4, false, C.blue],
    [1, 0.4, 1, false, C.amber],
    [0, 0.72, 0, true, C.teal],
    [2, 0.66, 3, false, C.teal],
  ];
  const boxes: string[] = [];
  list.sort((a, b) => a[1] - b[1]).forEach(([lane, t, c, suv, col], i) => {
    const a = st.at(lane, t);
    const w = 600 * Math.max(0.06, a.k) + 30;
    s += carRear(ctx, a.x, a.y, w, CAR_COLORS[c], { suv, brake: i % 2 === 1 });
    const hh = w * (suv ? 0.9 : 0.82);
    boxes.push(box(ctx, a.x - w * 0.56, a.y - hh, w * 1.12, hh + w * 0.06, { color: col, tagW: rng.int(30, 50), scale: w < 200 ? 0.75 : 1 }));
  });
  s += boxes.join("");
  const px = 90, py = 100;
  s += panel(ctx, px, py, 340, 190);
  s += kpi(ctx, px + 30, py + 64, C.teal, 3);
  s += lineChart(ctx, px + 150, py + 64, 160, 90, walk(ctx, 10, 0.2, 0.9, 0.03), { color: C.teal, dots: true });
  s += finish(ctx);
  return s;
};

/** Semi-transparent garment masks for a pose. */
function garmentMasks(p: Record<string, Pt>, h: number, top: string, bottom: string, shoes: string): string {
  const seg = (a: Pt, b: Pt, c: Pt) => `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}L${f(c[0])},${f(c[1])}`;
  const st = (col: string, w: number) => ({ stroke: col, "stroke-width": f(w * h), "stroke-linecap": "round" as const, "stroke-linejoin": "round" as const, fill: "none" });
  const topM = g(
    polygon([p.lsh, p.rsh, p.rhip, p.lhip], { fill: top, stroke: top, "stroke-width": f(0.1 * h), "stroke-linejoin": "round" }) +
      path(seg(p.lsh, p.lel, p.lwr) + seg(p.rsh, p.rel, p.rwr), st(top, 0.085)),
    { opacity: 0.38 },
  );
  const botM = g(path(seg(p.lhip, p.lkn, p.lan) + seg(p.rhip, p.rkn, p.ran) + `M${f(p.lhip[0])},${f(p.lhip[1])}L${f(p.rhip[0])},${f(p.rhip[1])}`, st(bottom, 0.11)), { opacity: 0.45 });
  const shoeM = g(ellipse(p.lan[0], p.lan[1] + h * 0.012, h * 0.06, h * 0.035, { fill: shoes }) + ellipse(p.ran[0], p.ran[1] + h * 0.012, h * 0.06, h * 0.035, { fill: shoes }), { opacity: 0.6 });
  return topM + botM + shoeM;
}

const clothes: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 560;
  let s = room(ctx, hy, 800);
  // clothing rail in background
  s += rect(900, 170, 560, 10, { rx: 5, fill: "#8A94B8" }) + rect(930, 170, 10, 400, { fill: "#5B668F" }) + rect(1420, 170, 10, 400, { fill: "#5B668F" });
  for (let i = 0; i < 9; i++) {
    const x = 960 + i * 52, col = [C.blue, "#6B5FC8", C.teal, "#D7DDEE", "#34406E"][i % 5];
    s += path(roundedPoly([[x, 190], [x + 40, 190], [x + 46, 330], [x - 6, 330]], 8), { fill: col, "fill-opacity": 0.75 });
  }
  const ppl = [
    { kind: "stand" as PoseName, x: 380, y: 900, h: 600, o: { top: "#C5CCE3", bottom: "#2A3560", coat: true, hairLong: false } },
    { kind: "walk" as PoseName, x: 760, y: 860, h: 560, o: { top: "#D7DDEE", bottom: "#3A4776", hairLong: true } },
    { kind: "stand" as PoseName, x: 1140, y: 920, h: 620, o: { top: "#8A94B8", bottom: "#1C2347", hairLong: false } },
  ];
  const res = crowd(ctx, ppl);
  s += res.svg;
  res.poses.forEach(({ p, h }, i) => {
    s += garmentMasks(p, h, C.teal, C.blue, C.amber);
    void i;
    const tb = poseBox({ lsh: p.lsh, rsh: p.rsh, lwr: p.lwr, rwr: p.rwr, lhip: p.lhip, rhip: p.rhip, lel: p.lel, rel: p.rel } as never, h, 0.04);
    s += box(ctx, tb[0], tb[1] + h * 0.06, tb[2], tb[3] - h * 0.03, { color: C.teal, tagW: 40 + i * 6, thin: true });
    const bb = poseBox({ lhip: p.lhip, rhip: p.rhip, lkn: p.lkn, rkn: p.rkn, lan: p.lan, ran: p.ran } as never, h, 0.04);
    s += box(ctx, bb[0], bb[1] + h * 0.06, bb[2], bb[3] - h * 0.05, { color: C.blue, tag: "bottom", tagW: 36, thin: true });
  });
  const px = W - 360, py = 620;
  s += panel(ctx, px, py, 290, 200);
  s += confList(ctx, px + 28, py + 60, 230, [0.94, 0.88, 0.71], [C.teal, C.blue, C.amber], 42);
  s += finish(ctx);
  return s;
};

const congestion: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  const hy = 300;
  let s = room(ctx, hy, 800, { wall: "#1A2552" });
  // station gates at the back
  for (let i = 0; i < 6; i++) {
    const x = 380 + i * 150;
    s += rect(x, 230, 26, 90, { rx: 5, fill: "#3A4776" }) + rect(x + 26, 262, 70, 10, { fill: C.teal, "fill-opacity": 0.6 });
  }
  // heat map on the floor
  const blobs: [number, number, number, string][] = [[820, 620, 300, C.coral], [560, 520, 200, C.amber], [1120, 700, 220, C.amber], [360, 820, 160, C.teal]];
  for (const [x, y, r, c] of blobs) s += ellipse(x, y, r * 1.4, r * 0.7, { fill: ctx.rad([[0, c, 0.55], [0.6, c, 0.2], [1, c, 0]]) });
  // zone polygon
  const zone: Pt[] = [[480, 440], [1200, 440], [1400, 880], [300, 880]];
  s += polygon(zone, { fill: C.amber, "fill-opacity": 0.06, stroke: C.amber, "stroke-width": 3, "stroke-dasharray": "14 10" });
  // people
  const list: { kind: PoseName; x: number; y: number; h: number; flip?: boolean }[] = [];
  for (let i = 0; i < 34; i++) {
    const t = rng.range(0, 1);
    const y = lerp(380, 930, Math.pow(t, 0.9));
    const k = (y - hy) / (H - hy);
    const cluster = rng.chance(0.7);
    const x = cluster ? 820 + rng.range(-420, 420) * (0.5 + k * 0.7) : rng.range(120, W - 120);
    list.push({ kind: rng.pick(["stand", "walk", "walk2", "phone"] as PoseName[]), x, y, h: 150 + k * 220, flip: rng.chance(0.5) });
  }
  const res = crowd(ctx, list);
  s += res.svg;
  res.poses.forEach(({ p, h }) => {
    const [x, y, w, hh] = headBox(p, h);
    s += rect(x, y, w, hh, { rx: 3, fill: "none", stroke: C.teal, "stroke-width": 2, "stroke-opacity": 0.9 });
  });
  s += tag(ctx, 480, 404, C.amber, { w: 60 });
  s += alertIcon(1250, 410, 22);
  const px = W - 430, py = 90;
  s += panel(ctx, px, py, 360, 200);
  s += lineChart(ctx, px + 28, py + 60, 300, 110, [0.15, 0.2, 0.22, 0.3, 0.28, 0.45, 0.55, 0.7, 0.88], { color: C.amber, dots: true });
  s += line(px + 28, py + 90, px + 328, py + 90, { stroke: C.coral, "stroke-width": 2, "stroke-dasharray": "6 6" });
  s += finish(ctx);
  return s;
};

const dish: Scene = (ctx) => {
  const { W, H } = ctx;
  // table top seen from above
  let s = rect(0, 0, W, H, { fill: ctx.lin([[0, "#1B2650"], [1, "#101838"]], 0, 0, 1, 1) });
  let d = "";
  for (let y = 40; y < H; y += 90) d += `M0,${y}C400,${y + 20} 900,${y - 20} ${W},${y + 10}`;
  s += path(d, { stroke: C.bluePale, "stroke-opacity": 0.05, "stroke-width": 3, fill: "none" });
  // tray
  const tx = 140, ty = 130, tw = 960, th = 740;
  s += rect(tx, ty, tw, th, { rx: 40, fill: ctx.lin([[0, "#2E3D78"], [1, "#222F60"]]), filter: ctx.shadow(18, 24, 0.55) });
  s += rect(tx + 22, ty + 22, tw - 44, th - 44, { rx: 28, fill: "none", stroke: C.white, "stroke-opacity": 0.08, "stroke-width": 3 });
  const items: [number, number, number, "soup" | "salad" | "main" | "dessert" | "bread" | "drink", string][] = [
    [tx + 240, ty + 220, 150, "soup", C.teal],
    [tx + 650, ty + 260, 200, "main", C.teal],
    [tx + 230, ty + 540, 130, "salad", C.blue],
    [tx + 520, ty + 590, 100, "bread", C.blue],
    [tx + 800, ty + 580, 90, "drink", C.amber],
  ];
  for (const [x, y, r, food] of items) s += dishPlate(ctx, x, y, r, food);
  s += cutlery(tx + 890, ty + 210, 220, 8);
  for (const [x, y, r, , col] of items) s += box(ctx, x - r - 12, y - r - 12, 2 * r + 24, 2 * r + 24, { color: col, tagW: 44 });
  // receipt panel
  const px = 1180, py = 130, pw = 340, ph = 600;
  s += panel(ctx, px, py, pw, ph);
  items.forEach(([, , , , col], i) => {
    const y = py + 80 + i * 70;
    s += rect(px + 28, y, 40, 40, { rx: 10, fill: col, "fill-opacity": 0.25 });
    s += circle(px + 48, y + 20, 9, { fill: col });
    s += rect(px + 84, y + 8, 120 - i * 8, 8, { rx: 4, fill: C.white, "fill-opacity": 0.55 });
    s += rect(px + 84, y + 24, 70, 6, { rx: 3, fill: C.white, "fill-opacity": 0.25 });
    s += rect(px + pw - 80, y + 12, 52, 12, { rx: 4, fill: C.white, "fill-opacity": 0.75 });
  });
  s += line(px + 28, py + 450, px + pw - 28, py + 450, { stroke: C.white, "stroke-opacity": 0.15, "stroke-width": 2 });
  s += rect(px + 28, py + 478, 90, 10, { rx: 5, fill: C.white, "fill-opacity": 0.5 });
  s += rect(px + pw - 130, py + 470, 102, 26, { rx: 6, fill: C.teal });
  s += rect(px + 28, py + 524, pw - 56, 48, { rx: 24, fill: C.blue });
  s += rect(px + pw / 2 - 50, py + 544, 100, 9, { rx: 4, fill: C.white, "fill-opacity": 0.85 });
  s += finish(ctx, { rec: false });
  return s;
};

const faces: Scene = (ctx) => {
  const { W } = ctx;
  let s = room(ctx, 720, 700, { wall: "#1A2550" });
  // background people
  s += face(ctx, 300, 420, 70, { bust: true, hairStyle: 1 });
  s += face(ctx, 1030, 380, 62, { bust: true, hairStyle: 0, glasses: true });
  s += face(ctx, 560, 460, 150, { bust: true, landmarks: "mesh", hairStyle: 3, smile: 0.4, hair: "#1C2347" });
  s += box(ctx, 300 - 95, 420 - 100, 190, 210, { color: C.teal, tagW: 36 });
  s += box(ctx, 1030 - 84, 380 - 90, 168, 190, { color: C.blue, tagW: 30 });
  s += box(ctx, 560 - 190, 460 - 210, 380, 450, { color: C.teal, tagW: 60 });
  // match panel
  const px = 1220, py = 110, pw = 310, ph = 560;
  s += panel(ctx, px, py, pw, ph);
  const ids: number[] = [0, 1, 2];
  ids.forEach((i) => {
    const y = py + 70 + i * 150;
    const hi = i === 1;
    s += rect(px + 24, y, pw - 48, 130, { rx: 12, fill: hi ? C.teal : C.white, "fill-opacity": hi ? 0.14 : 0.04, stroke: hi ? C.teal : "none", "stroke-width": 2 });
    s += g(face(ctx, 0, 0, 30, { bust: true, hairStyle: hi ? 3 : i * 2, landmarks: false }), { transform: `translate(${px + 84},${y + 60})`, "clip-path": ctx.clip(`<rect x="-50" y="-54" width="100" height="118" rx="10"/>`) });
    s += rect(px + 150, y + 32, 110, 8, { rx: 4, fill: C.white, "fill-opacity": 0.55 });
    s += rect(px + 150, y + 52, 70, 6, { rx: 3, fill: C.white, "fill-opacity": 0.3 });
    s += rect(px + 150, y + 84, 110, 8, { rx: 4, fill: C.white, "fill-opacity": 0.1 });
    s += rect(px + 150, y + 84, 110 * (hi ? 0.96 : 0.2 + i * 0.1), 8, { rx: 4, fill: hi ? C.teal : C.grey });
  });
  s += connector([560 + 190, 460 - 120], [px, py + 290], C.teal, 0.6);
  s += finish(ctx);
  void W;
  return s;
};

const fireDetection: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 700;
  let s = room(ctx, hy, 800, { wall: "#141E46", lights: false });
  // racks in the background
  s += rack(ctx, 60, hy - 10, 520, 560, 3, 2).svg;
  s += rack(ctx, 1040, hy - 10, 520, 560, 3, 2).svg;
  // fire at centre-left, smoke plume
  s += smoke(ctx, 760, 560, 520, 0.5, 0.45);
  s += smoke(ctx, 700, 620, 420, 0.2, 0.35);
  s += flame(ctx, 740, 790, 300);
  s += flame(ctx, 860, 790, 190);
  s += cardboard(ctx, 640, 760, 120, 80) + cardboard(ctx, 820, 770, 90, 70);
  // detections
  s += box(ctx, 590, 470, 380, 340, { color: C.amber, tagW: 44 });
  s += path(smooth([[600, 430], [680, 220], [820, 110], [1020, 80], [1080, 200], [980, 320], [900, 420]], true), { fill: "#8A94B8", "fill-opacity": 0.12, stroke: "#C5CCE3", "stroke-width": 2.5, "stroke-dasharray": "10 8" });
  s += tag(ctx, 1000, 90, C.grey, { w: 50 });
  s += alertIcon(560, 440, 24);
  const px = 1140, py = 700;
  s += panel(ctx, px, py, 390, 200);
  s += lineChart(ctx, px + 28, py + 60, 330, 110, [0.1, 0.12, 0.1, 0.14, 0.13, 0.2, 0.45, 0.72, 0.95], { color: C.amber, dots: true });
  s += finish(ctx);
  void W;
  return s;
};

const helmetDetection: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 620;
  let s = sky(ctx, hy, { glowX: 900 });
  // building frame under construction
  const bx = 820, bw = 620, floors = 6, fh = 90;
  for (let i = 0; i < floors; i++) {
    const y = hy - (i + 1) * fh;
    s += rect(bx, y, bw, 14, { fill: "#3A4776" });
    if (i < 4) s += rect(bx, y + 14, bw, fh - 14, { fill: "#1F2B5C", "fill-opacity": 0.9 });
  }
  let d = "";
  for (let i = 0; i <= 6; i++) d += `M${bx + (i * bw) / 6},${hy}V${hy - floors * fh}`;
  s += path(d, { stroke: "#5B668F", "stroke-width": 10 });
  // crane
  s += path(`M300,${hy}V120M300,140H1100M300,140L220,180H300M360,140L300,200`, { stroke: C.amber, "stroke-width": 12, fill: "none", "stroke-linejoin": "round" });
  let lat = "";
  for (let y = 160; y < hy; y += 40) lat += `M284,${y}L316,${y + 40}M316,${y}L284,${y + 40}`;
  s += path(lat, { stroke: C.amber, "stroke-width": 3, "stroke-opacity": 0.7 });
  s += line(900, 140, 900, 330, { stroke: "#C5CCE3", "stroke-width": 3 }) + cardboard(ctx, 860, 330, 80, 60, { col: "#5B668F", tape: false });
  // ground
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, "#2A2F52"], [1, "#161B38"]]) });
  s += path(`M0,${hy + 40}H${W}`, { stroke: C.amber, "stroke-width": 6, "stroke-dasharray": "30 20", "stroke-opacity": 0.6 });
  // workers
  const ppl = crowd(ctx, [
    { kind: "carry", x: 260, y: 900, h: 380, o: { helmet: C.amber, vest: true, top: "#34406E" } },
    { kind: "stand", x: 560, y: 820, h: 330, o: { helmet: C.white, vest: true, top: C.blue } },
    { kind: "point", x: 900, y: 940, h: 420, o: { helmet: null, vest: true, top: "#34406E", hairLong: false } },
    { kind: "walk", x: 1260, y: 860, h: 360, o: { helmet: C.amber, vest: true, top: "#2A3A73" } },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h, q }) => {
    const [x, y, w, hh] = headBox(p, h);
    const bad = q.o?.helmet === null;
    s += box(ctx, x - 6, y - 8, w + 12, hh + 10, { color: bad ? C.amber : C.teal, tagW: bad ? 52 : 34 });
    if (bad) s += alertIcon(x + w + 40, y + 16, 20);
  });
  const px = W - 420, py = 90;
  s += panel(ctx, px, py, 350, 170);
  s += donut(px + 80, py + 100, 42, [0.75, 0.25], [C.teal, C.amber], 16);
  s += confList(ctx, px + 150, py + 60, 170, [0.75, 0.25], [C.teal, C.amber], 44);
  s += finish(ctx);
  return s;
};

const peopleFall: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 430;
  let s = room(ctx, hy, 760);
  // handrail / corridor details
  s += rect(0, 330, W, 8, { fill: "#3A4776" });
  for (let x = 140; x < W; x += 300) s += rect(x, 160, 160, 110, { rx: 6, fill: "#1F2D5E", stroke: C.bluePale, "stroke-opacity": 0.12 });
  const ppl = crowd(ctx, [
    { kind: "walk", x: 240, y: 760, h: 430 },
    { kind: "stand", x: 1380, y: 700, h: 400 },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h }) => {
    const b = poseBox(p, h);
    s += box(ctx, b[0], b[1], b[2], b[3], { color: C.teal, tagW: 36 });
  });
  // fallen person
  const h = 640;
  const lp = makePose("lie", 1120, 880, h, {});
  s += person(ctx, lp, h, outfit(ctx, { top: C.blue, bottom: "#24305E" }));
  s += skeleton(lp, C.amber, 0.9);
  const b = poseBox(lp, h, 0.05);
  s += box(ctx, b[0], b[1] - 10, b[2], b[3] + 10, { color: C.amber, tagW: 56 });
  s += alertIcon(b[0] + b[2] + 36, b[1] + 8, 22);
  // event timeline
  const px = 560, py = 86, pw = 480;
  s += panel(ctx, px, py, pw, 130);
  s += rect(px + 28, py + 80, pw - 56, 6, { rx: 3, fill: C.white, "fill-opacity": 0.12 });
  s += rect(px + 28, py + 80, (pw - 56) * 0.7, 6, { rx: 3, fill: C.teal });
  s += circle(px + 28 + (pw - 56) * 0.7, py + 83, 11, { fill: C.amber, stroke: C.navy, "stroke-width": 3 });
  for (let i = 0; i < 6; i++) s += rect(px + 28 + i * 80, py + 98, 2, 10, { fill: C.white, "fill-opacity": 0.3 });
  s += finish(ctx);
  return s;
};

const posture: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 600;
  let s = room(ctx, hy, 700);
  // window
  s += rect(980, 110, 420, 300, { rx: 8, fill: ctx.lin([[0, "#24367A"], [1, "#162458"]]), stroke: "#2A3A73", "stroke-width": 10 });
  s += line(1190, 110, 1190, 410, { stroke: "#2A3A73", "stroke-width": 8 });
  // desk, chair and the person are drawn in a group scaled up around the floor
  const s0 = s;
  s = "";
  const dy = 600;
  s += rect(560, dy, 640, 26, { rx: 6, fill: ctx.lin([[0, "#8A94B8"], [1, "#5B668F"]]) });
  s += rect(590, dy + 26, 22, 300, { fill: "#3A4776" }) + rect(1150, dy + 26, 22, 300, { fill: "#3A4776" });
  s += monitor(ctx, 880, 390, 260, 160) + rect(890, 400, 240, 140, { fill: ctx.lin([[0, C.blue, 0.5], [1, C.teal, 0.25]], 0, 0, 1, 1) });
  s += rect(700, dy - 10, 150, 10, { rx: 4, fill: "#C5CCE3" });
  // chair
  s += path(roundedPoly([[380, 700], [540, 700], [540, 728], [380, 728]], 10), { fill: "#2A3560" });
  s += path(roundedPoly([[372, 420], [402, 420], [410, 712], [380, 712]], 10), { fill: "#2A3560" });
  s += rect(452, 728, 16, 150, { fill: "#1A2247" }) + rect(390, 870, 140, 12, { rx: 6, fill: "#1A2247" });
  // person (slouching), facing the desk (right)
  const h = 620;
  const p = makePose("slouch", 470, 930, h);
  s += person(ctx, p, h, outfit(ctx, { top: "#6B5FC8", bottom: "#24305E" }), { shadow: false });
  s += skeleton(p, C.teal, 1);
  // ghost of correct posture
  const good = makePose("sit", 470, 930, h);
  s += path(`M${f(good.lhip[0])},${f(good.lhip[1])}L${f(good.neck[0])},${f(good.neck[1])}L${f(good.head[0])},${f(good.head[1])}`, { stroke: C.white, "stroke-opacity": 0.5, "stroke-width": 3, "stroke-dasharray": "8 8", fill: "none" });
  // angle arc at the hip between vertical and spine
  const hp = p.lhip, nk = p.neck;
  const a1 = -Math.PI / 2, a2 = Math.atan2(nk[1] - hp[1], nk[0] - hp[0]);
  const R = 120;
  s += path(`M${f(hp[0] + R * Math.cos(a1))},${f(hp[1] + R * Math.sin(a1))}A${R},${R} 0 0 1 ${f(hp[0] + R * Math.cos(a2))},${f(hp[1] + R * Math.sin(a2))}L${f(hp[0])},${f(hp[1])}Z`, { fill: C.amber, "fill-opacity": 0.25, stroke: C.amber, "stroke-width": 3 });
  s += line(hp[0], hp[1], hp[0], hp[1] - 180, { stroke: C.white, "stroke-opacity": 0.5, "stroke-width": 2, "stroke-dasharray": "4 6" });
  const nh = p.head;
  s += path(`M${f(nk[0])},${f(nk[1])}L${f(nh[0] + 60)},${f(nh[1] - 40)}`, { stroke: C.amber, "stroke-width": 3, "stroke-dasharray": "6 6" });
  s += tag(ctx, nh[0] + 60, nh[1] - 72, C.amber, { w: 40 });
  const b = poseBox(p, h, 0.05);
  s += box(ctx, b[0], b[1] - 20, b[2] + 20, b[3] + 20, { color: C.amber, thin: true, label: false, fill: 0.02 });
  s = s0 + g(s, { transform: "translate(-150,-205) scale(1.22)" });
  const px = W - 420, py = 650;
  s += panel(ctx, px, py, 340, 200);
  s += barChart(px + 30, py + 60, 280, 110, [0.8, 0.72, 0.6, 0.45, 0.5, 0.35, 0.3], { color: C.teal, highlight: 6 });
  s += finish(ctx);
  return s;
};

const prohibitedItems: Scene = (ctx) => {
  const { W, H } = ctx;
  // X-ray screen look: deep background with belt rollers
  let s = rect(0, 0, W, H, { fill: ctx.lin([[0, "#0A1230"], [1, "#0E1A44"]]) });
  let d = "";
  for (let x = 20; x < W; x += 60) d += `M${x},120V880`;
  s += path(d, { stroke: C.bluePale, "stroke-opacity": 0.06, "stroke-width": 24 });
  s += rect(0, 110, W, 6, { fill: C.teal, "fill-opacity": 0.3 }) + rect(0, 884, W, 6, { fill: C.teal, "fill-opacity": 0.3 });
  const bag = xrayBag(ctx, 260, 170, 820, 650, { threat: "both" });
  s += bag.svg;
  for (const it of bag.items) s += box(ctx, it[0], it[1], it[2], it[3], { color: C.teal, thin: true, tagW: 32, fill: 0.02 });
  for (const t of bag.threats) s += box(ctx, t[0], t[1], t[2], t[3], { color: C.amber, tagW: 54, fill: 0.1 });
  s += scanBand(ctx, 640, 0, W, C.teal);
  // legend panel
  const px = 1180, py = 200;
  s += panel(ctx, px, py, 330, 330);
  s += confList(ctx, px + 30, py + 66, 270, [0.97, 0.91, 0.35, 0.22], [C.amber, C.amber, C.teal, C.blue], 56);
  s += finish(ctx, { rec: false });
  return s;
};

const railcarNumber: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 560;
  let s = sky(ctx, hy, { glowX: 600 });
  s += skyline(ctx, 0, W, hy, 200, "#131D45");
  // catenary poles
  for (let x = 100; x < W; x += 500) s += rect(x, 200, 14, hy - 200, { fill: "#3A4776" }) + rect(x - 40, 220, 100, 8, { fill: "#3A4776" });
  s += path(`M0,250Q400,275 800,250T1600,250`, { stroke: C.grey, "stroke-width": 2, fill: "none" });
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, "#1A2247"], [1, "#0C1433"]]) });
  s += track(ctx, 790, 0, W);
  const r1 = railcar(ctx, 110, 790, 980, "#3B5BFD", "box");
  const r2 = railcar(ctx, 1130, 790, 980, "#7C8DB8", "hopper");
  s += r1.svg + r2.svg;
  const [nx, ny, nw, nh] = r1.num;
  s += box(ctx, nx - 14, ny - 14, nw + 28, nh + 28, { color: C.teal, tagW: 56 });
  const [mx, my, mw, mh] = r2.num;
  s += box(ctx, mx - 14, my - 14, mw + 28, mh + 28, { color: C.blue, tagW: 40 });
  // zoom panel
  const zx = 560, zy = 90, zw = 520, zh = 170;
  s += panel(ctx, zx, zy, zw, zh);
  let dd = "";
  for (let i = 0; i < 8; i++) {
    const x = zx + 40 + i * 56;
    dd += `M${x},${zy + 66}h40v70h-40Z`;
    s += rect(x - 5, zy + 60, 50, 82, { rx: 4, fill: "none", stroke: C.teal, "stroke-width": 2 });
  }
  s += path(dd, { fill: C.white, "fill-opacity": 0.9 });
  s += connector([nx + nw / 2, ny - 14], [zx + 60, zy + zh], C.teal, 0.6);
  s += rect(1493, 330, 14, 450, { fill: "#3A4776" }) + cctvCam(ctx, 1500, 330, 110, true);
  s += finish(ctx);
  return s;
};

const smoking: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 650;
  let s = sky(ctx, hy, { glowX: 400 });
  // building entrance
  s += rect(520, 80, 1080, hy - 80, { fill: "#18234E" });
  for (let i = 0; i < 4; i++) for (let j = 0; j < 3; j++) s += rect(600 + i * 240, 120 + j * 140, 180, 100, { rx: 4, fill: "#22346E", "fill-opacity": 0.8 });
  s += rect(1000, 420, 280, 230, { fill: "#0E1738" }) + rect(1000, 420, 280, 12, { fill: "#3A4776" });
  s += rect(1136, 432, 8, 218, { fill: "#3A4776" });
  // no smoking sign
  s += circle(1140, 360, 40, { fill: C.white }) + circle(1140, 360, 40, { fill: "none", stroke: C.coral, "stroke-width": 8 });
  s += rect(1112, 354, 56, 12, { fill: "#26335F" }) + rect(1158, 354, 10, 12, { fill: C.amber });
  s += line(1112, 332, 1168, 388, { stroke: C.coral, "stroke-width": 8 });
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, "#1E2A58"], [1, "#0E1636"]]) });
  // smoker
  const h = 600;
  const p = makePose("smoke", 620, 950, h);
  s += person(ctx, p, h, outfit(ctx, { top: "#7C8DB8", bottom: "#2A3560", coat: true, hair: "#1C2347" }));
  const [wx, wy] = p.rwr;
  s += line(wx + 8, wy - 4, wx + 52, wy - 14, { stroke: C.white, "stroke-width": 7, "stroke-linecap": "round" });
  s += circle(wx + 54, wy - 14, 5, { fill: C.amber });
  s += path(smooth([[wx + 56, wy - 22], [wx + 40, wy - 70], [wx + 70, wy - 120], [wx + 50, wy - 170], [wx + 80, wy - 230]]), { stroke: C.greyLight, "stroke-opacity": 0.5, "stroke-width": 6, fill: "none", "stroke-linecap": "round", filter: ctx.blur(2) });
  s += box(ctx, wx - 40, wy - 60, 130, 100, { color: C.amber, tagW: 48 });
  const b = poseBox(p, h);
  s += box(ctx, b[0] - 10, b[1], b[2] + 20, b[3], { color: C.amber, thin: true, label: false, fill: 0.02 });
  s += alertIcon(b[0] + b[2] + 40, b[1] + 30, 22);
  // passer-by
  const ppl = crowd(ctx, [{ kind: "walk", x: 1320, y: 880, h: 440 }]);
  s += ppl.svg;
  ppl.poses.forEach(({ p: q, h: hh }) => { const bb = poseBox(q, hh); s += box(ctx, bb[0], bb[1], bb[2], bb[3], { color: C.teal, tagW: 36 }); });
  const px = 80, py = 90;
  s += panel(ctx, px, py, 330, 160);
  s += barChart(px + 30, py + 56, 270, 70, [0.2, 0.3, 0.25, 0.6, 0.35, 0.9, 0.4, 0.3], { color: C.blue, highlight: 5 });
  s += finish(ctx);
  return s;
};

const traffic: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  // top-down intersection
  let s = rect(0, 0, W, H, { fill: "#16224A" });
  // blocks (buildings / lawns)
  const rw = 360; // road width
  const cx = 760, cy = 500;
  const blocks: [number, number, number, number][] = [[0, 0, cx - rw / 2, cy - rw / 2], [cx + rw / 2, 0, W - cx - rw / 2, cy - rw / 2], [0, cy + rw / 2, cx - rw / 2, H - cy - rw / 2], [cx + rw / 2, cy + rw / 2, W - cx - rw / 2, H - cy - rw / 2]];
  for (const [x, y, w, h] of blocks) {
    s += rect(x, y, w, h, { fill: "#1C2A5A" });
    s += rect(x + 24, y + 24, w - 48, h - 48, { rx: 14, fill: "#22336A" });
    for (let i = 0; i < 5; i++) s += circle(x + 60 + rng.range(0, w - 120), y + 60 + rng.range(0, h - 120), rng.range(20, 36), { fill: "#0C6E66", "fill-opacity": 0.8 });
  }
  s += rect(0, cy - rw / 2, W, rw, { fill: "#111936" }) + rect(cx - rw / 2, 0, rw, H, { fill: "#111936" });
  // markings
  let d = "";
  for (let x = 0; x < W; x += 70) if (Math.abs(x - cx) > rw / 2 + 40) d += `M${x},${cy}h36`;
  for (let y = 0; y < H; y += 70) if (Math.abs(y - cy) > rw / 2 + 40) d += `M${cx},${y}v36`;
  s += path(d, { stroke: C.white, "stroke-opacity": 0.55, "stroke-width": 5 });
  let zc = "";
  for (let i = 0; i < 9; i++) {
    const o = -rw / 2 + 20 + i * 38;
    zc += `M${cx + o},${cy - rw / 2 - 70}h20v56h-20Z M${cx + o},${cy + rw / 2 + 14}h20v56h-20Z M${cx - rw / 2 - 70},${cy + o}h56v20h-56Z M${cx + rw / 2 + 14},${cy + o}h56v20h-56Z`;
  }
  s += path(zc, { fill: C.white, "fill-opacity": 0.35 });
  // cars
  const carsList: [number, number, number, number, boolean?][] = [
    [cx - 90, 120, 180, 0], [cx - 90, 300, 180, 1], [cx + 90, 900, 0, 2], [cx + 90, 680, 0, 3, true],
    [200, cy + 90, 90, 4], [420, cy + 90, 90, 5], [1250, cy - 90, 270, 6], [1430, cy - 90, 270, 7], [cx + 10, cy - 30, 315, 1],
  ];
  const boxes: string[] = [];
  carsList.forEach(([x, y, a, c, truck], i) => {
    const len = truck ? 230 : 150;
    s += carTop(ctx, x, y, len, CAR_COLORS[c % CAR_COLORS.length], a, { truck });
    const horiz = a === 90 || a === 270;
    const bw = horiz ? len + 16 : len * 0.5 + 16, bh = horiz ? len * 0.5 + 16 : len + 16;
    const diag = a % 90 !== 0;
    const col = i === 8 ? C.amber : i % 3 === 0 ? C.blue : C.teal;
    boxes.push(box(ctx, x - (diag ? 90 : bw / 2), y - (diag ? 90 : bh / 2), diag ? 180 : bw, diag ? 180 : bh, { color: col, tagW: 30 }));
  });
  // trajectories
  s += path(`M${cx + 90},${cy + 60}Q${cx + 90},${cy - 90} ${cx - 60},${cy - 90}H${cx - rw / 2 - 120}`, { stroke: C.amber, "stroke-width": 4, "stroke-dasharray": "2 12", "stroke-linecap": "round", fill: "none" });
  s += path(`M40,${cy + 90}H560`, { stroke: C.teal, "stroke-width": 4, "stroke-dasharray": "2 12", "stroke-linecap": "round" });
  s += path(`M${cx + 90},${H}V${cy + 300}`, { stroke: C.teal, "stroke-width": 4, "stroke-dasharray": "2 12", "stroke-linecap": "round" });
  s += boxes.join("");
  // counting line
  s += line(cx + rw / 2 + 100, cy - rw / 2, cx + rw / 2 + 100, cy, { stroke: C.teal, "stroke-width": 4 });
  const px = W - 400, py = H - 300;
  s += panel(ctx, px, py, 330, 210);
  s += barChart(px + 30, py + 60, 270, 110, [0.55, 0.8, 0.4, 0.95], { color: C.teal, highlight: 3, hiColor: C.amber });
  s += finish(ctx);
  return s;
};

const voice: Scene = (ctx) => {
  const { W, H, rng } = ctx;
  let s = abstractBg(ctx, [W * 0.5, H * 0.5], [W * 0.85, H * 0.2]);
  // spectrogram (energy follows the waveform envelope, low frequencies at the bottom)
  const sx = 300, sy = 130, cols = 64, rows = 12, cw = 1240 / 64, ch = 15;
  let d1 = "", d2 = "", d3 = "";
  for (let i = 0; i < cols; i++) {
    const t = i / cols;
    const env = Math.pow(Math.sin(Math.PI * t), 0.6) * (0.45 + 0.55 * Math.abs(Math.sin(t * 9.3 + 0.7)));
    for (let j = 0; j < rows; j++) {
      const low = j / (rows - 1);
      const band = 0.6 + 0.4 * Math.sin(j * 1.7 + i * 0.15);
      const v = env * (0.3 + 0.7 * low) * band + rng.range(-0.12, 0.12);
      const seg = `M${f(sx + i * cw)},${sy + j * ch}h${f(cw - 3)}v${ch - 3}h${f(-(cw - 3))}Z`;
      if (v > 0.6) d1 += seg; else if (v > 0.38) d2 += seg; else if (v > 0.16) d3 += seg;
    }
  }
  s += path(d3, { fill: C.blue, "fill-opacity": 0.25 }) + path(d2, { fill: C.blue, "fill-opacity": 0.6 }) + path(d1, { fill: C.teal, "fill-opacity": 0.85 });
  // microphone
  const mx = 170, my = 520;
  s += circle(mx, my, 96, { fill: C.blue, "fill-opacity": 0.12 }) + circle(mx, my, 70, { fill: C.blue });
  s += rect(mx - 18, my - 42, 36, 62, { rx: 18, fill: C.white });
  s += path(`M${mx - 32},${my - 2}Q${mx - 32},${my + 40} ${mx},${my + 40}Q${mx + 32},${my + 40} ${mx + 32},${my - 2}M${mx},${my + 40}V${my + 54}`, { stroke: C.white, "stroke-width": 6, fill: "none", "stroke-linecap": "round" });
  // waveform with speaker segments
  const segs = [[0, 22, C.teal], [22, 46, C.blue], [46, 70, C.amber], [70, 96, C.teal]] as const;
  s += waveform(ctx, 300, 520, 1240, 260, 96, (i) => segs.find(([a, b]) => i >= a && i < b)![2]);
  segs.forEach(([a, b, c]) => {
    const x0 = 300 + (a / 96) * 1240, x1 = 300 + (b / 96) * 1240;
    s += rect(x0 + 4, 680, x1 - x0 - 8, 8, { rx: 4, fill: c });
    s += rect(x0 + 4, 720, 36, 36, { rx: 18, fill: c, "fill-opacity": 0.25 }) + circle(x0 + 22, 738, 9, { fill: c });
    s += textLines(ctx, x0 + 52, 724, x1 - x0 - 70, 2, { opacity: 0.4, gap: 20 });
  });
  s += line(300 + 0.62 * 1240, 360, 300 + 0.62 * 1240, 700, { stroke: C.white, "stroke-width": 2, "stroke-opacity": 0.7 });
  s += circle(300 + 0.62 * 1240, 360, 7, { fill: C.white });
  s += finish(ctx, { rec: false, minimal: true });
  return s;
};

export const modules: Record<string, Scene> = {
  audience, brand, "car-defects": carDefects, "car-numbers": carNumbers, cars, clothes, congestion, dish, faces,
  "fire-detection": fireDetection, "helmet-detection": helmetDetection, "people-fall": peopleFall, posture,
  "prohibited-items": prohibitedItems, "railcar-number": railcarNumber, smoking, traffic, voice,
};

export { reticle, check, dotGrid, kpi, carSide, carTop, monitor };

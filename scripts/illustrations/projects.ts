/** Scenes for content/images/projects/<slug>.jpg — case studies. */
import { C, Ctx, Pt, rect, circle, ellipse, line, path, g, polygon, f, mix, smooth, roundedPoly } from "./core";
import {
  box, tag, panel, confList, barChart, lineChart, donut, walk, kpi, check, alertIcon, textLines, mask, skeleton, connector, scanBand, reticle,
} from "./hud";
import { makePose, person, outfit, poseBox, face, carRear, carSide, plate, CAR_COLORS } from "./figures";
import {
  cow, drone, pylon, wire, insulator, xrayBag, docPage, shelfUnit, monitor, phoneFrame, skyline, cctvCam, logoMark, gunShape,
} from "./objects";
import { Scene, room, sky, street, finish, abstractBg } from "./scene";
import { crowd, headBox } from "./modules";
import { database, node, gear } from "./services";
import { hills } from "./industries";

const advertisingPlatform: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 640;
  let s = sky(ctx, hy, { glowX: 700 });
  s += skyline(ctx, 0, W, hy, 320, "#131D45");
  // building with a large LED billboard
  s += rect(260, 90, 760, hy - 90, { fill: "#18234E" });
  s += rect(300, 130, 680, 380, { rx: 10, fill: "#0A1024", filter: ctx.shadow(12, 20, 0.5) });
  s += rect(316, 146, 648, 348, { rx: 4, fill: ctx.lin([[0, "#6B5FC8"], [0.5, C.blue], [1, C.teal]], 0, 0, 1, 1) });
  s += circle(800, 300, 120, { fill: C.white, "fill-opacity": 0.12 }) + circle(840, 270, 70, { fill: C.white, "fill-opacity": 0.15 });
  s += logoMark(420, 240, 90, 4, C.white);
  s += rect(370, 340, 260, 22, { rx: 8, fill: C.white, "fill-opacity": 0.92 }) + rect(370, 378, 180, 14, { rx: 6, fill: C.white, "fill-opacity": 0.6 });
  s += rect(370, 420, 130, 40, { rx: 20, fill: C.amber });
  s += ellipse(640, 560, 500, 80, { fill: ctx.rad([[0, C.blue, 0.3], [1, C.blue, 0]]) });
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, "#1C2856"], [1, "#0F1738"]]) });
  s += cctvCam(ctx, 990, 520, 80, true);
  // passers-by
  const ppl = crowd(ctx, [
    { kind: "stand", x: 400, y: 950, h: 380 },
    { kind: "walk", x: 640, y: 880, h: 330 },
    { kind: "phone", x: 870, y: 970, h: 400 },
    { kind: "walk2", x: 1070, y: 860, h: 300, flip: true },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h }, i) => {
    const [x, y, w, hh] = headBox(p, h);
    s += box(ctx, x, y, w, hh, { color: i === 3 ? C.grey : C.teal, tagW: 30, scale: 0.8 });
  });
  // campaign dashboard
  const px = 1150, py = 110, pw = 380;
  s += panel(ctx, px, py, pw, 300);
  s += kpi(ctx, px + 30, py + 62, C.white, 4);
  s += lineChart(ctx, px + 30, py + 150, pw - 60, 110, walk(ctx, 12, 0.2, 0.9, 0.05), { color: C.teal, dots: true });
  s += panel(ctx, px, py + 330, pw, 190);
  s += confList(ctx, px + 30, py + 390, pw - 60, [0.82, 0.57, 0.34], [C.teal, C.blue, C.amber], 40);
  s += finish(ctx);
  return s;
};

const ageDetection: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = room(ctx, 760, 800, { wall: "#1A2552" });
  const faces: [number, number, number, number, number][] = [
    // x, y, size, hairStyle, age position 0..1
    [260, 430, 92, 4, 0.22], [620, 400, 110, 0, 0.45], [1000, 430, 96, 1, 0.7], [1330, 460, 80, 2, 0.9],
  ];
  faces.forEach(([x, y, fs, hs, age], i) => {
    const grey = age > 0.8;
    s += face(ctx, x, y, fs, { hairStyle: hs, hair: grey ? "#C5CCE3" : undefined, top: ["#6B5FC8", "#2A3A73", "#3B5BFD", "#5B668F"][i], landmarks: "dots", beard: i === 3, glasses: i === 2 });
    const col = [C.teal, C.blue, C.teal, C.amber][i];
    s += box(ctx, x - fs * 1.4, y - fs * 1.55, fs * 2.8, fs * 3.0, { color: col, tagW: 44 });
    // age scale
    const ay = y + fs * 1.75, aw = fs * 2.6;
    s += rect(x - aw / 2, ay, aw, 10, { rx: 5, fill: C.white, "fill-opacity": 0.15 });
    s += rect(x - aw / 2, ay, aw * age, 10, { rx: 5, fill: col });
    s += circle(x - aw / 2 + aw * age, ay + 5, 11, { fill: C.white, stroke: col, "stroke-width": 4 });
  });
  const px = 560, py = 800;
  s += panel(ctx, px, py, 480, 150, { header: false });
  s += barChart(px + 30, py + 26, 420, 96, [0.3, 0.65, 0.9, 0.7, 0.45, 0.25], { color: C.blue, highlight: 2, hiColor: C.teal });
  s += finish(ctx);
  void W; void H;
  return s;
};

const aiForXray: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = room(ctx, 560, 700, { wall: "#141E46" });
  // scanner machine
  const mx = 90, my = 330, mw = 680, mh = 420;
  s += rect(mx, my, mw, mh, { rx: 30, fill: ctx.lin([[0, "#C5CCE3"], [1, "#7C86AA"]]), filter: ctx.shadow(16, 24, 0.5) });
  s += rect(mx + 150, my + 120, mw - 300, mh - 120, { fill: "#0A1024" });
  let strips = "";
  for (let x = mx + 160; x < mx + mw - 150; x += 24) strips += `M${x},${my + 124}v${mh - 200}`;
  s += path(strips, { stroke: "#2A3560", "stroke-width": 18, "stroke-opacity": 0.8 });
  s += rect(mx + 40, my + 40, 110, 30, { rx: 8, fill: C.amber }) + circle(mx + mw - 70, my + 55, 14, { fill: C.teal });
  // conveyor
  s += rect(0, my + mh - 40, mx + mw + 260, 40, { rx: 10, fill: "#2A3560" });
  let rollers = "";
  for (let x = 20; x < mx + mw + 250; x += 40) rollers += `M${x},${my + mh - 20}m-10,0a10,10 0 1,0 20,0a10,10 0 1,0 -20,0`;
  s += path(rollers, { fill: "#5B668F" });
  // bag entering
  s += path(roundedPoly([[mx + mw + 40, my + mh - 40], [mx + mw + 230, my + mh - 40], [mx + mw + 220, my + mh - 170], [mx + mw + 50, my + mh - 170]], 18), { fill: C.blue });
  s += path(`M${mx + mw + 100},${my + mh - 170}V${my + mh - 210}H${mx + mw + 170}V${my + mh - 170}`, { stroke: "#2A3A9A", "stroke-width": 10, fill: "none" });
  // operator monitor with the x-ray image
  const sx = 940, sy = 120, sw = 580, sh = 390;
  s += monitor(ctx, sx, sy, sw, sh);
  const clip = ctx.clip(`<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="6"/>`);
  const bag = xrayBag(ctx, sx + 60, sy + 40, sw - 120, sh - 80, { threat: "gun" });
  s += g(bag.svg, { "clip-path": clip });
  for (const t of bag.threats) s += box(ctx, t[0], t[1], t[2], t[3], { color: C.amber, tagW: 50, scale: 0.85 });
  s += alertIcon(sx + sw - 40, sy + 40, 18);
  s += connector([mx + mw - 150, my + 150], [sx, sy + sh / 2], C.teal, 0.6, 1);
  s += panel(ctx, 1000, 640, 460, 150);
  s += confList(ctx, 1030, 700, 400, [0.96, 0.4], [C.amber, C.teal], 44);
  s += finish(ctx);
  void W; void H;
  return s;
};

const copterDefect: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 760;
  let s = sky(ctx, hy, { glowX: 800 });
  s += hills(ctx, hy, "#142A52", 80, 1);
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, "#123A50"], [1, "#0A2233"]]) });
  const p1 = pylon(ctx, 300, 960, 760);
  const p2 = pylon(ctx, 1470, 800, 330);
  s += p1.svg + p2.svg;
  p1.arms.forEach((a, i) => { s += wire(a, p2.arms[i], 34); });
  p1.arms.forEach((a) => { s += wire(a, [-100, a[1] + 70], 10); });
  // drone inspecting an insulator on the right arm of the big tower
  const target = p1.arms[3];
  const dx = 860, dy = 420;
  s += polygon([[dx, dy + 40], [target[0] - 70, target[1] - 140], [target[0] + 60, target[1] + 60]], { fill: ctx.lin([[0, C.teal, 0.28], [1, C.teal, 0.04]], 1, 0, 0, 0) });
  s += drone(ctx, dx, dy, 170);
  s += box(ctx, target[0] - 52, target[1] - 118, 104, 130, { color: C.amber, tagW: 44 });
  // inset with the close-up of the damaged insulator
  const ix = 1090, iy = 90, iw = 420, ih = 300;
  s += panel(ctx, ix, iy, iw, ih);
  s += rect(ix + 24, iy + 52, iw - 48, ih - 76, { rx: 10, fill: ctx.lin([[0, "#22357A"], [1, "#15214A"]]) });
  s += rect(ix + 24, iy + 70, iw - 48, 22, { fill: "#8A94B8" });
  s += insulator(ix + iw / 2, iy + 92, 170, "#D9DFEF", true);
  s += path(`M${ix + 24},${iy + 262}Q${ix + iw / 2},${iy + 250} ${ix + iw - 24},${iy + 262}`, { stroke: "#A9B2D0", "stroke-width": 5, fill: "none" });
  s += box(ctx, ix + iw / 2 - 60, iy + 140, 120, 80, { color: C.amber, label: false });
  s += tag(ctx, ix + iw / 2 + 70, iy + 140, C.amber, { w: 40 });
  s += connector([target[0] + 52, target[1] - 60], [ix, iy + ih / 2], C.amber, 0.6);
  s += finish(ctx);
  void W; void H;
  return s;
};

const cowBody: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 560;
  let s = room(ctx, hy, 800, { wall: "#1A2552", lights: false });
  // barn stalls
  let d = "";
  for (let x = 60; x < W; x += 180) d += `M${x},200V${hy}`;
  s += path(d + `M0,300H${W}M0,420H${W}`, { stroke: "#3A4776", "stroke-width": 10, "stroke-opacity": 0.7 });
  const x = 360, by = 900, L = 780;
  s += cow(ctx, x, by, L, { head: "up" });
  // outline mask
  const body: Pt[] = [[x + 0.08 * L, by - 0.68 * L], [x + 0.3 * L, by - 0.74 * L], [x + 0.62 * L, by - 0.72 * L], [x + 0.9 * L, by - 0.76 * L], [x + 1.03 * L, by - 0.66 * L], [x + 1.04 * L, by - 0.46 * L], [x + 0.95 * L, by - 0.33 * L], [x + 0.72 * L, by - 0.3 * L], [x + 0.4 * L, by - 0.32 * L], [x + 0.14 * L, by - 0.35 * L], [x + 0.04 * L, by - 0.48 * L]];
  s += mask(body, C.teal, 0.12);
  // keypoints
  const kp: Pt[] = [[x + 0.18 * L, by - 0.72 * L], [x + 0.5 * L, by - 0.73 * L], [x + 0.88 * L, by - 0.76 * L], [x + 1.0 * L, by - 0.66 * L], [x + 0.86 * L, by - 0.38 * L], [x + 0.2 * L, by - 0.4 * L], [x + 0.16 * L, by - 0.02 * L], [x + 0.8 * L, by - 0.02 * L]];
  s += path(`M${kp.slice(0, 4).map(([a, b]) => `${f(a)},${f(b)}`).join("L")}M${f(kp[5][0])},${f(kp[5][1])}L${f(kp[6][0])},${f(kp[6][1])}M${f(kp[4][0])},${f(kp[4][1])}L${f(kp[7][0])},${f(kp[7][1])}`, { stroke: C.teal, "stroke-width": 4, fill: "none" });
  for (const [a, b] of kp) s += circle(a, b, 9, { fill: C.white, stroke: C.teal, "stroke-width": 4 });
  // measurement lines
  const ml = (a: Pt, b: Pt, col: string) => path(`M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`, { stroke: col, "stroke-width": 3, "stroke-dasharray": "10 8" }) +
    path(`M${f(a[0])},${f(a[1] - 12)}v24M${f(b[0])},${f(b[1] - 12)}v24`, { stroke: col, "stroke-width": 3 });
  s += ml([x + 0.14 * L, by - 0.86 * L], [x + 1.0 * L, by - 0.86 * L], C.amber);
  s += tag(ctx, x + 0.5 * L, by - 0.86 * L - 40, C.amber, { w: 40 });
  s += path(`M${f(x + 1.12 * L)},${f(by - 0.76 * L)}V${f(by)}`, { stroke: C.blueLight, "stroke-width": 3, "stroke-dasharray": "10 8" });
  s += path(`M${f(x + 1.12 * L - 12)},${f(by - 0.76 * L)}h24M${f(x + 1.12 * L - 12)},${f(by)}h24`, { stroke: C.blueLight, "stroke-width": 3 });
  const px = W - 420, py = 80;
  s += panel(ctx, px, py, 340, 200);
  s += barChart(px + 30, py + 60, 160, 110, [0.4, 0.6, 0.85, 0.5, 0.3], { color: C.teal, highlight: 2, hiColor: C.amber });
  s += kpi(ctx, px + 220, py + 80, C.teal, 2, 1.2);
  s += finish(ctx);
  void H;
  return s;
};

const damageDetection: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 640;
  let s = room(ctx, hy, 700, { lights: false, wall: "#18234E" });
  s += g(carSide(ctx, 60, 880, 1100, "#7C8DB8", "sedan"), { opacity: 0.55 });
  // phone with the analysed photo
  const px = 760, py = 110, pw = 440, ph = 820;
  s += phoneFrame(ctx, px, py, pw, ph);
  const sx = px + 22, sy = py + 80, sw = pw - 44, sh = 420;
  const clip = ctx.clip(`<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="12"/>`);
  let inner = rect(sx, sy, sw, sh, { fill: "#1A2550" });
  inner += carSide(ctx, sx - 250, sy + sh + 40, 800, "#D9DFEF", "sedan");
  s += g(inner, { "clip-path": clip });
  const dx = sx + 190, dy = sy + 300;
  s += ellipse(dx, dy, 70, 34, { fill: "#5B668F", "fill-opacity": 0.6 });
  s += path(smooth([[dx - 90, dy - 40], [dx - 30, dy - 60], [dx + 40, dy - 48], [dx + 110, dy - 66]]), { stroke: "#3A4776", "stroke-width": 4, fill: "none" });
  s += mask([[dx - 95, dy - 10], [dx - 20, dy - 45], [dx + 80, dy - 20], [dx + 70, dy + 40], [dx - 60, dy + 40]], C.amber, 0.3);
  s += box(ctx, dx - 110, dy - 90, 230, 150, { color: C.amber, tagW: 50 });
  // report below
  for (let i = 0; i < 3; i++) {
    const y = sy + sh + 30 + i * 64;
    s += rect(sx, y, sw, 52, { rx: 12, fill: C.white, "fill-opacity": 0.05 });
    s += rect(sx + 14, y + 14, 24, 24, { rx: 6, fill: [C.amber, C.amber, C.teal][i] });
    s += rect(sx + 52, y + 16, 140, 8, { rx: 4, fill: C.white, "fill-opacity": 0.55 });
    s += rect(sx + 52, y + 30, 90, 6, { rx: 3, fill: C.white, "fill-opacity": 0.25 });
    s += rect(sx + sw - 90, y + 18, 70, 14, { rx: 5, fill: C.white, "fill-opacity": 0.7 });
  }
  s += rect(px + 40, py + ph - 100, pw - 80, 54, { rx: 27, fill: C.blue });
  // side panel with the estimate
  s += panel(ctx, 1260, 300, 270, 260);
  s += donut(1395, 440, 70, [0.62, 0.38], [C.amber, C.teal], 22);
  s += finish(ctx);
  void W; void H;
  return s;
};

const fatigue: Scene = (ctx) => {
  const { W, H } = ctx;
  // inside a cab: dark interior, windshield frame, driver facing the camera
  let s = rect(0, 0, W, H, { fill: ctx.lin([[0, "#0E1738"], [1, "#080E26"]]) });
  s += path(`M0,0H${W}V140Q${W / 2},60 0,140Z`, { fill: "#0A1024" });
  s += rect(80, 160, 520, 420, { rx: 30, fill: ctx.lin([[0, "#1C2E6A"], [1, "#101A44"]]) }); // side window
  s += skyline(ctx, 80, 600, 580, 180, "#131D45");
  s += rect(80, 160, 520, 420, { rx: 30, fill: "none", stroke: "#1A2247", "stroke-width": 20 });
  // seat headrest
  s += rect(600, 180, 420, 620, { rx: 120, fill: "#1A2247" });
  // driver
  const fx = 810, fy = 430, fs = 150;
  s += face(ctx, fx, fy, fs, { hairStyle: 0, eyeOpen: 0.15, landmarks: "mesh", top: "#2A3A73", smile: 0 });
  // steering wheel (foreground)
  s += path(`M${fx - 420},${H + 60}A430,260 0 0 1 ${fx + 420},${H + 60}`, { stroke: "#1A2247", "stroke-width": 56, fill: "none" });
  s += path(`M${fx - 420},${H + 60}A430,260 0 0 1 ${fx + 420},${H + 60}`, { stroke: "#2A3560", "stroke-width": 6, fill: "none" });
  // eye boxes
  s += box(ctx, fx - fs * 0.75, fy - fs * 0.38, fs * 0.62, fs * 0.42, { color: C.amber, label: false, scale: 0.8 });
  s += box(ctx, fx + fs * 0.13, fy - fs * 0.38, fs * 0.62, fs * 0.42, { color: C.amber, label: false, scale: 0.8 });
  s += box(ctx, fx - fs * 1.4, fy - fs * 1.6, fs * 2.8, fs * 3.05, { color: C.teal, tagW: 50, thin: true });
  s += alertIcon(fx + fs * 1.7, fy - fs * 1.3, 26);
  // eye-openness chart
  const px = 1140, py = 560, pw = 380;
  s += panel(ctx, px, py, pw, 260);
  const vals = [0.8, 0.82, 0.78, 0.8, 0.75, 0.7, 0.55, 0.4, 0.25, 0.15, 0.12];
  s += lineChart(ctx, px + 30, py + 70, pw - 60, 150, vals, { color: C.amber, dots: true });
  s += line(px + 30, py + 70 + 150 * 0.7, px + pw - 30, py + 70 + 150 * 0.7, { stroke: C.coral, "stroke-width": 2, "stroke-dasharray": "6 6" });
  s += panel(ctx, px, 170, pw, 160);
  s += kpi(ctx, px + 30, 230, C.amber, 2, 1.1);
  s += barChart(px + 140, 226, 210, 70, [0.3, 0.35, 0.4, 0.6, 0.8, 0.95], { color: C.blue, highlight: 5 });
  s += finish(ctx);
  return s;
};

const fighting: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 560;
  let s = sky(ctx, hy, { glowX: 900 });
  s += rect(0, 160, W, hy - 160, { fill: "#141E46" });
  for (let i = 0; i < 7; i++) s += rect(60 + i * 220, 230, 150, 110, { rx: 4, fill: i % 3 === 0 ? "#2E4594" : "#1C2A5E" });
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, "#1E2A58"], [1, "#0E1636"]]) });
  // street lamp glow
  s += rect(1150, 120, 12, hy - 120 + 60, { fill: "#3A4776" }) + rect(1100, 120, 70, 12, { rx: 6, fill: "#3A4776" });
  s += ellipse(1110, 140, 180, 70, { fill: ctx.rad([[0, C.amber, 0.35], [1, C.amber, 0]]) });
  const h = 520;
  const a = makePose("fight", 640, 920, h);
  const b = makePose("recoil", 900, 910, h, { flip: true });
  s += person(ctx, a, h, outfit(ctx, { top: C.blue }));
  s += person(ctx, b, h, outfit(ctx, { top: "#C5CCE3" }));
  s += skeleton(a, C.amber, 0.9) + skeleton(b, C.amber, 0.9);
  const ba = poseBox(a, h), bb = poseBox(b, h);
  const x0 = Math.min(ba[0], bb[0]) - 20, y0 = Math.min(ba[1], bb[1]) - 20;
  const x1 = Math.max(ba[0] + ba[2], bb[0] + bb[2]) + 20, y1 = Math.max(ba[1] + ba[3], bb[1] + bb[3]) + 10;
  s += box(ctx, x0, y0, x1 - x0, y1 - y0, { color: C.amber, tagW: 60 });
  s += alertIcon(x1 + 40, y0 + 20, 24);
  const ppl = crowd(ctx, [
    { kind: "stand", x: 240, y: 760, h: 330 },
    { kind: "phone", x: 1360, y: 800, h: 370 },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h: hh }) => { const q = poseBox(p, hh); s += box(ctx, q[0], q[1], q[2], q[3], { color: C.teal, tagW: 34 }); });
  const px = 80, py = 90;
  s += panel(ctx, px, py, 360, 150);
  s += lineChart(ctx, px + 30, py + 56, 300, 70, [0.1, 0.12, 0.1, 0.15, 0.12, 0.2, 0.5, 0.9], { color: C.amber, dots: true });
  s += finish(ctx);
  return s;
};

const grz: Scene = (ctx) => {
  const { W, H } = ctx;
  const st = street(ctx, 380, 800, { lanes: 3, half: 1150 });
  let s = st.svg;
  // gantry with cameras
  s += rect(60, 150, 24, 330, { fill: "#3A4776" }) + rect(W - 84, 150, 24, 330, { fill: "#3A4776" });
  s += rect(60, 150, W - 120, 30, { rx: 6, fill: "#3A4776" });
  let lat = "";
  for (let x = 84; x < W - 84; x += 40) lat += `M${x},150l20,30l20,-30`;
  s += path(lat, { stroke: "#5B668F", "stroke-width": 3, fill: "none" });
  for (const cx of [420, 800, 1180]) s += cctvCam(ctx, cx, 214, 70) + circle(cx + 20, 250, 40, { fill: C.teal, "fill-opacity": 0.1 });
  const cars: [number, number, number, string][] = [[0, 0.55, 0, C.teal], [1, 0.72, 1, C.teal], [2, 0.3, 2, C.teal]];
  const boxes: string[] = [];
  cars.sort((a, b) => a[1] - b[1]).forEach(([lane, t, c, col]) => {
    const a = st.at(lane, t);
    const w = 520 * a.k + 40;
    s += carRear(ctx, a.x, a.y, w, CAR_COLORS[c * 2], { suv: lane === 2 });
    const pw = w * 0.34;
    boxes.push(box(ctx, a.x - pw / 2 - 10, a.y - w * 0.23 - pw * 0.11 - 8, pw + 20, pw * 0.22 + 16, { color: col, tagW: 44, scale: w < 300 ? 0.8 : 1 }));
  });
  s += boxes.join("");
  // log panel with plate crops
  const px = 1150, py = 620, pw = 380;
  s += panel(ctx, px, py, pw, 320);
  for (let i = 0; i < 4; i++) {
    const y = py + 62 + i * 62;
    s += plate(px + 110, y + 20, 150);
    s += rect(px + 210, y + 8, 100, 8, { rx: 4, fill: C.white, "fill-opacity": 0.45 });
    s += rect(px + 210, y + 26, 60, 6, { rx: 3, fill: C.white, "fill-opacity": 0.25 });
    s += check(px + pw - 40, y + 20, 13, i === 2 ? C.amber : C.teal);
  }
  s += finish(ctx);
  void H;
  return s;
};

const ocrDocuments: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.35, H * 0.5], [W * 0.8, H * 0.7]);
  const inv = docPage(ctx, 120, 170, 420, 600, "invoice", { tilt: -4 });
  s += inv.svg;
  const pass = docPage(ctx, 420, 120, 420, 560, "passport");
  s += pass.svg;
  pass.fields.forEach((fl, i) => { s += rect(fl[0], fl[1], fl[2], fl[3], { rx: 4, fill: [C.teal, C.blue, C.amber][i % 3], "fill-opacity": 0.12, stroke: [C.teal, C.blue, C.amber][i % 3], "stroke-width": 2.5 }); });
  s += scanBand(ctx, 430, 420, 840, C.teal);
  // extracted structured data
  const px = 990, py = 150, pw = 500;
  s += panel(ctx, px, py, pw, 640);
  for (let i = 0; i < 8; i++) {
    const y = py + 80 + i * 66;
    const col = [C.teal, C.blue, C.amber][i % 3];
    s += rect(px + 30, y, 10, 40, { rx: 5, fill: col });
    s += rect(px + 56, y + 4, 110, 8, { rx: 4, fill: C.white, "fill-opacity": 0.35 });
    s += rect(px + 56, y + 22, 180 + (i * 37) % 160, 12, { rx: 5, fill: C.white, "fill-opacity": 0.8 });
    s += rect(px + pw - 90, y + 10, 60, 18, { rx: 9, fill: col, "fill-opacity": 0.25 });
  }
  s += connector([840, 300], [px, 250], C.teal, 0.6, 1);
  s += finish(ctx, { hud: false });
  return s;
};

const ordErir: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = abstractBg(ctx, [W * 0.5, H * 0.5]);
  // ad creatives on the left
  const creatives: [number, number, string][] = [[110, 140, C.blue], [160, 400, "#6B5FC8"], [110, 660, C.teal]];
  creatives.forEach(([x, y, c], i) => {
    s += rect(x, y, 330, 200, { rx: 16, fill: ctx.lin([[0, c], [1, mix(c, C.navy, 0.4)]], 0, 0, 1, 1), filter: ctx.shadow(12, 18, 0.45) });
    s += circle(x + 260, y + 70, 50, { fill: C.white, "fill-opacity": 0.15 });
    if (i === 1) s += circle(x + 165, y + 100, 34, { fill: C.white, "fill-opacity": 0.9 }) + polygon([[x + 155, y + 84], [x + 155, y + 116], [x + 182, y + 100]], { fill: c });
    else {
      s += rect(x + 28, y + 40, 150, 14, { rx: 6, fill: C.white, "fill-opacity": 0.9 });
      s += rect(x + 28, y + 66, 110, 10, { rx: 5, fill: C.white, "fill-opacity": 0.55 });
      s += rect(x + 28, y + 130, 100, 34, { rx: 17, fill: C.amber });
    }
    // marking token chip
    s += rect(x + 200, y + 150, 110, 30, { rx: 8, fill: C.navy, "fill-opacity": 0.85 });
    s += rect(x + 212, y + 161, 86, 8, { rx: 4, fill: C.teal });
    s += path(`M${x + 330},${y + 100}C${x + 460},${y + 100} ${560},${500} ${660},${500}`, { stroke: c, "stroke-opacity": 0.6, "stroke-width": 3, fill: "none", "stroke-dasharray": "4 8" });
  });
  // processing hub
  s += node(ctx, 660, 380, 320, 240, C.teal, "", { lines: 0, glow: true });
  s += gear(820, 470, 70, 10, C.teal, C.navy3);
  s += rect(700, 570, 240, 10, { rx: 5, fill: C.white, "fill-opacity": 0.1 }) + rect(700, 570, 190, 10, { rx: 5, fill: C.teal });
  // registry database + report
  s += path(`M980,500H1120`, { stroke: C.teal, "stroke-width": 4, "stroke-dasharray": "4 8" });
  s += database(ctx, 1210, 330, 150, 220, C.blue);
  s += panel(ctx, 1100, 620, 400, 260);
  for (let i = 0; i < 4; i++) {
    const y = 690 + i * 46;
    s += check(1140, y + 8, 12, C.teal);
    s += rect(1166, y + 2, 180, 9, { rx: 4, fill: C.white, "fill-opacity": 0.5 });
    s += rect(1380, y - 2, 90, 20, { rx: 6, fill: C.teal, "fill-opacity": 0.2 });
  }
  s += panel(ctx, 1100, 110, 400, 160);
  s += kpi(ctx, 1130, 170, C.teal, 4);
  s += lineChart(ctx, 1270, 170, 200, 70, walk(ctx, 9, 0.2, 0.9, 0.06), { color: C.teal });
  s += finish(ctx, { hud: false });
  return s;
};

const productDetection: Scene = (ctx) => {
  const { W, H } = ctx;
  let s = rect(0, 0, W, H, { fill: "#101936" });
  const sh = shelfUnit(ctx, 60, 60, 1100, 880, 4, { gaps: 1, perRow: 12 });
  s += sh.svg;
  const cols = [C.teal, C.blue, C.amber, C.teal];
  sh.items.forEach((it, i) => {
    const row = Math.floor((it[1] - 60) / 215);
    s += rect(it[0] + 3, it[1] - 4, it[2] - 6, it[3] + 4, { rx: 4, fill: "none", stroke: cols[row % 4], "stroke-width": 2.5, "stroke-opacity": 0.9 });
    if (i % 5 === 0) s += rect(it[0] + 3, it[1] - 18, 34, 12, { rx: 3, fill: cols[row % 4] });
  });
  for (const gp of sh.gaps) s += box(ctx, gp[0] + 4, gp[1] - 6, gp[2] - 8, gp[3] + 6, { color: C.coral, dashed: true, tagW: 40 });
  // planogram panel
  const px = 1210, py = 90, pw = 330;
  s += panel(ctx, px, py, pw, 420);
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 6; c++) s += rect(px + 30 + c * 46, py + 70 + r * 56, 38, 46, { rx: 6, fill: cols[r], "fill-opacity": r === 1 && c === 3 ? 0.1 : 0.7, stroke: r === 1 && c === 3 ? C.coral : "none", "stroke-width": 2, "stroke-dasharray": "4 4" });
  s += rect(px + 30, py + 310, pw - 60, 10, { rx: 5, fill: C.white, "fill-opacity": 0.1 }) + rect(px + 30, py + 310, (pw - 60) * 0.94, 10, { rx: 5, fill: C.teal });
  s += kpi(ctx, px + 30, py + 340, C.teal, 2);
  s += panel(ctx, px, 550, pw, 230);
  s += barChart(px + 30, 610, pw - 60, 130, [0.9, 0.7, 0.85, 0.6, 0.95], { color: C.blue, highlight: 4, hiColor: C.teal });
  s += finish(ctx, { rec: false });
  void W; void H;
  return s;
};

const weapon: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 520;
  let s = room(ctx, hy, 800, { wall: "#18234E" });
  // entrance doors
  s += rect(560, 140, 480, hy - 140, { fill: "#0E1738" }) + rect(560, 140, 480, 14, { fill: "#3A4776" }) + rect(795, 154, 10, hy - 154, { fill: "#3A4776" });
  s += rect(580, 170, 200, 300, { fill: C.bluePale, "fill-opacity": 0.05 }) + rect(820, 170, 200, 300, { fill: C.bluePale, "fill-opacity": 0.05 });
  // metal-detector frame
  s += rect(1180, 200, 30, 600, { fill: "#8A94B8" }) + rect(1440, 200, 30, 600, { fill: "#8A94B8" }) + rect(1180, 190, 290, 40, { rx: 8, fill: "#8A94B8" });
  s += circle(1325, 210, 8, { fill: C.teal });
  const h = 600;
  const p = makePose("point", 700, 940, h);
  s += person(ctx, p, h, outfit(ctx, { top: "#5566A8", bottom: "#1C2347", hair: "#131A36" }));
  const [wx, wy] = p.rwr;
  s += gunShape(wx - 14, wy - 16, 110, -4, "#0A1024");
  s += box(ctx, wx - 30, wy - 50, 150, 110, { color: C.amber, tagW: 50 });
  const b = poseBox(p, h);
  s += box(ctx, b[0] - 10, b[1], b[2] + 10, b[3], { color: C.amber, thin: true, tagW: 40, tag: "bottom" });
  s += alertIcon(wx + 160, wy - 40, 26);
  const ppl = crowd(ctx, [{ kind: "walk", x: 260, y: 800, h: 400 }, { kind: "stand", x: 1325, y: 780, h: 380 }]);
  s += ppl.svg;
  ppl.poses.forEach(({ p: q, h: hh }) => { const bb = poseBox(q, hh); s += box(ctx, bb[0], bb[1], bb[2], bb[3], { color: C.teal, tagW: 34 }); });
  const px = 80, py = 80;
  s += panel(ctx, px, py, 330, 170);
  s += confList(ctx, px + 30, py + 60, 270, [0.95, 0.18], [C.amber, C.teal], 44);
  s += finish(ctx);
  void W;
  return s;
};

const workplaceInjuries: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 470;
  let s = room(ctx, hy, 800, { wall: "#141E46" });
  // industrial robot arm
  const rx = 980, ry = 760;
  s += rect(rx - 90, ry - 40, 180, 60, { rx: 10, fill: "#3A4776" });
  s += path(`M${rx},${ry - 40}L${rx - 60},${ry - 300}L${rx + 180},${ry - 420}`, { stroke: C.amber, "stroke-width": 54, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" });
  s += circle(rx, ry - 40, 40, { fill: "#2A3560" }) + circle(rx - 60, ry - 300, 36, { fill: "#2A3560" }) + circle(rx + 180, ry - 420, 26, { fill: "#2A3560" });
  s += path(`M${rx + 190},${ry - 410}l50,30m-50,-30l20,60`, { stroke: "#8A94B8", "stroke-width": 14, "stroke-linecap": "round" });
  // conveyor
  s += rect(1140, 620, 460, 40, { fill: "#2A3560" }) + rect(1140, 660, 20, 160, { fill: "#1A2247" }) + rect(1560, 660, 20, 160, { fill: "#1A2247" });
  s += rect(1200, 560, 90, 60, { rx: 4, fill: "#C99A5B" }) + rect(1380, 570, 70, 50, { rx: 4, fill: "#C99A5B" });
  // danger zone on the floor (hatched)
  const zone: Pt[] = [[640, 640], [1320, 640], [1440, 900], [520, 900]];
  s += polygon(zone, { fill: C.amber, "fill-opacity": 0.12, stroke: C.amber, "stroke-width": 4 });
  let hatch = "";
  for (let x = 520; x < 1440; x += 50) hatch += `M${x},900L${x + 60},840`;
  s += path(hatch, { stroke: C.amber, "stroke-opacity": 0.3, "stroke-width": 8, "clip-path": ctx.clip(polygon(zone)) });
  // workers
  const ppl = crowd(ctx, [
    { kind: "walk", x: 760, y: 860, h: 400, o: { helmet: null, vest: false, top: "#6B5FC8" } },
    { kind: "stand", x: 280, y: 800, h: 380, o: { helmet: C.amber, vest: true, top: "#2A3A73" } },
    { kind: "carry", x: 1460, y: 960, h: 430, o: { helmet: C.white, vest: true, top: "#34406E" } },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h, q }) => {
    const b = poseBox(p, h);
    const bad = q.o?.helmet === null;
    s += box(ctx, b[0], b[1], b[2], b[3], { color: bad ? C.amber : C.teal, tagW: bad ? 56 : 36 });
    if (bad) { s += skeleton(p, C.amber, 0.7); s += alertIcon(b[0] + b[2] + 36, b[1] + 20, 22); }
  });
  const px = 80, py = 80;
  s += panel(ctx, px, py, 360, 170);
  s += barChart(px + 30, py + 60, 300, 80, [0.2, 0.1, 0.3, 0.15, 0.1, 0.05, 0.08, 0.9], { color: C.teal, highlight: 7 });
  s += finish(ctx);
  void W; void H;
  return s;
};

export const projects: Record<string, Scene> = {
  "advertising-platform": advertisingPlatform, "age-detection": ageDetection, "ai-for-x-ray": aiForXray,
  "copter-defect-detection": copterDefect, "cow-body-recognition": cowBody, "damage-detection": damageDetection,
  "fatigue-recognition": fatigue, "fighting-detection": fighting, "grz-recognition": grz, "ocr-documents": ocrDocuments,
  "ord-erir-automation": ordErir, "product-detection": productDetection, "weapon-detection": weapon,
  "workplace-injuries-detection": workplaceInjuries,
};

export { textLines, reticle, ellipse, carRear };

/** Scenes for content/images/industries/<slug>.jpg — industry settings seen through the analytics HUD. */
import { C, Ctx, Pt, rect, circle, ellipse, line, path, g, polygon, f, mix, smooth, lerp, roundedPoly } from "./core";
import { box, tag, panel, confList, barChart, lineChart, donut, walk, kpi, check, alertIcon, textLines, mask } from "./hud";
import { makePose, person, outfit, poseBox, face } from "./figures";
import { cow, drone, rack, forklift, shelfUnit, cardboard, dishPlate, monitor, logoMark } from "./objects";
import { Scene, room, sky, finish } from "./scene";
import { crowd, headBox } from "./modules";

export function hills(ctx: Ctx, hy: number, col: string, amp: number, seedShift = 0): string {
  const { W, H } = ctx;
  const pts: Pt[] = [];
  for (let i = 0; i <= 8; i++) pts.push([(i / 8) * W, hy - amp * (0.5 + 0.5 * Math.sin(i * 1.3 + seedShift))]);
  return path(smooth(pts) + `L${W},${H}L0,${H}Z`, { fill: col });
}

const agro: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 480;
  let s = sky(ctx, hy, { glowX: 1100 });
  s += hills(ctx, hy, "#15305A", 90, 0.5);
  s += hills(ctx, hy + 60, "#123F57", 60, 2.1);
  s += rect(0, hy + 60, W, H - hy - 60, { fill: ctx.lin([[0, "#0F4A55"], [1, "#0A2A3A"]]) });
  // crop rows in perspective (right side)
  let d = "";
  for (let i = 0; i < 14; i++) d += `M${f(1000 + i * 30)},${hy + 70}L${f(700 + i * 110)},${H}`;
  s += path(d, { stroke: C.teal, "stroke-opacity": 0.18, "stroke-width": 6 });
  // fence
  let fd = `M0,${hy + 120}H${W}M0,${hy + 150}H${W}`;
  for (let x = 20; x < W; x += 110) fd += `M${x},${hy + 100}V${hy + 175}`;
  s += path(fd, { stroke: "#5B668F", "stroke-width": 5, "stroke-opacity": 0.7 });
  // cows
  const herd: [number, number, number, boolean, "down" | "up"][] = [[150, 800, 420, false, "down"], [760, 700, 330, true, "up"], [980, 930, 460, false, "up"]];
  const boxes: string[] = [];
  herd.forEach(([x, by, L, flip, head], i) => {
    s += cow(ctx, x, by, L, { flip, head });
    const x0 = flip ? x - 0.02 * L : x - 0.18 * L;
    boxes.push(box(ctx, x0, by - L * 0.8, L * 1.22, L * 0.82, { color: i === 1 ? C.amber : C.teal, tagW: 44 }));
  });
  s += boxes.join("");
  // drone with scan cone
  s += polygon([[560, 230], [430, 690], [700, 690]], { fill: ctx.lin([[0, C.teal, 0.25], [1, C.teal, 0.02]]) });
  s += drone(ctx, 560, 200, 90);
  const px = W - 420, py = 90;
  s += panel(ctx, px, py, 350, 200);
  s += kpi(ctx, px + 30, py + 62, C.teal, 3);
  s += barChart(px + 150, py + 60, 170, 100, [0.6, 0.7, 0.65, 0.8, 0.9], { color: C.teal, highlight: 4, hiColor: C.amber });
  s += finish(ctx);
  return s;
};

const developers: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 780;
  let s = sky(ctx, hy, { glowX: 800 });
  // neighbouring finished buildings
  s += rect(40, 360, 260, hy - 360, { fill: "#16224A" }) + rect(1320, 300, 240, hy - 300, { fill: "#16224A" });
  // building under construction
  const bx = 520, bw = 560, fh = 78, floors = 8;
  for (let i = 0; i < floors; i++) {
    const y = hy - (i + 1) * fh;
    const done = i < 5, cur = i === 5;
    s += rect(bx, y, bw, 12, { fill: "#4B5787" });
    if (done) {
      s += rect(bx + 6, y + 12, bw - 12, fh - 12, { fill: "#22346E" });
      for (let k = 0; k < 7; k++) s += rect(bx + 26 + k * 76, y + 24, 50, fh - 36, { rx: 3, fill: "#2E4594", "fill-opacity": 0.9 });
    }
    if (cur) s += rect(bx + 6, y + 12, bw * 0.55, fh - 12, { fill: "#22346E" });
  }
  let cols = "";
  for (let k = 0; k <= 6; k++) cols += `M${bx + (k * bw) / 6},${hy}V${hy - floors * fh}`;
  s += path(cols, { stroke: "#5B668F", "stroke-width": 9 });
  // scaffolding
  let sc = "";
  for (let y = hy; y > hy - 6 * fh; y -= 40) sc += `M${bx + bw + 10},${y}h50M${bx + bw + 10},${y}l50,-40`;
  s += path(sc + `M${bx + bw + 10},${hy}V${hy - 6 * fh}M${bx + bw + 60},${hy}V${hy - 6 * fh}`, { stroke: C.amber, "stroke-width": 3, "stroke-opacity": 0.7 });
  // crane
  s += path(`M420,${hy}V110M420,130H1250M420,130L330,170H420M480,130L420,190`, { stroke: C.amber, "stroke-width": 12, fill: "none", "stroke-linejoin": "round" });
  let lat = "";
  for (let y = 150; y < hy; y += 40) lat += `M404,${y}L436,${y + 40}M436,${y}L404,${y + 40}`;
  s += path(lat, { stroke: C.amber, "stroke-width": 3, "stroke-opacity": 0.7 });
  s += line(1000, 130, 1000, 220, { stroke: "#C5CCE3", "stroke-width": 3 }) + rect(940, 220, 120, 24, { fill: "#8A94B8" });
  // ground
  s += rect(0, hy, W, H - hy, { fill: ctx.lin([[0, "#2A2F52"], [1, "#161B38"]]) });
  // progress masks
  s += rect(bx, hy - 5 * fh, bw, 5 * fh, { fill: C.teal, "fill-opacity": 0.16, stroke: C.teal, "stroke-width": 3 });
  s += rect(bx, hy - 6 * fh, bw * 0.55, fh, { fill: C.amber, "fill-opacity": 0.25, stroke: C.amber, "stroke-width": 3 });
  s += tag(ctx, bx, hy - 5 * fh + 10, C.teal, { w: 60 });
  s += tag(ctx, bx + bw * 0.55 + 12, hy - 6 * fh + 26, C.amber, { w: 44 });
  // workers
  const ppl = crowd(ctx, [
    { kind: "walk", x: 250, y: 950, h: 230, o: { helmet: C.amber, vest: true, top: "#34406E" } },
    { kind: "carry", x: 1250, y: 930, h: 220, o: { helmet: C.white, vest: true, top: "#2A3A73" } },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h }) => { const b = poseBox(p, h); s += box(ctx, b[0], b[1], b[2], b[3], { color: C.teal, tagW: 30, scale: 0.8 }); });
  const px = W - 410, py = 90;
  s += panel(ctx, px, py, 340, 170);
  for (let i = 0; i < 3; i++) {
    const y = py + 62 + i * 30;
    s += rect(px + 28, y, 280, 10, { rx: 5, fill: C.white, "fill-opacity": 0.1 });
    s += rect(px + 28, y, 280 * [0.92, 0.68, 0.35][i], 10, { rx: 5, fill: [C.teal, C.teal, C.amber][i] });
  }
  s += finish(ctx);
  return s;
};

const financial: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 560;
  let s = room(ctx, hy, 800, { wall: "#18245A" });
  // ATM
  const ax = 1130, ay = 220;
  s += rect(ax, ay, 300, 560, { rx: 18, fill: ctx.lin([[0, "#C5CCE3"], [1, "#7C86AA"]], 0, 0, 1, 0), filter: ctx.shadow(16, 20, 0.5) });
  s += rect(ax + 30, ay + 40, 240, 160, { rx: 8, fill: "#0B1330" });
  s += rect(ax + 44, ay + 54, 212, 132, { rx: 4, fill: ctx.lin([[0, C.blue], [1, "#2A3A9A"]]) });
  s += logoMark(ax + 100, ay + 120, 50, 5, C.white);
  s += rect(ax + 150, ay + 100, 80, 10, { rx: 5, fill: C.white, "fill-opacity": 0.8 });
  s += rect(ax + 150, ay + 124, 60, 8, { rx: 4, fill: C.white, "fill-opacity": 0.5 });
  for (let i = 0; i < 12; i++) s += rect(ax + 50 + (i % 3) * 44, ay + 240 + Math.floor(i / 3) * 34, 34, 24, { rx: 4, fill: "#3A4776" });
  s += rect(ax + 200, ay + 250, 70, 12, { rx: 4, fill: "#0A1024" }) + rect(ax + 40, ay + 400, 220, 14, { rx: 5, fill: "#0A1024" });
  s += circle(ax + 150, ay + 22, 8, { fill: C.teal });
  // counter / teller windows
  s += rect(80, 300, 720, 260, { fill: "#22306A" }) + rect(80, 300, 720, 14, { fill: "#3A4776" });
  for (let i = 0; i < 3; i++) s += rect(110 + i * 240, 150, 200, 150, { rx: 4, fill: C.bluePale, "fill-opacity": 0.08, stroke: C.bluePale, "stroke-opacity": 0.2 });
  // clients (front view, towards the camera)
  const ppl = crowd(ctx, [
    { kind: "stand", x: 300, y: 860, h: 470 },
    { kind: "phone", x: 600, y: 900, h: 500 },
    { kind: "stand", x: 880, y: 820, h: 420, o: { hairLong: true } },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h }, i) => {
    const [x, y, w, hh] = headBox(p, h);
    s += box(ctx, x, y, w, hh, { color: i === 1 ? C.teal : C.blue, tagW: 40 });
  });
  const first = ppl.poses[ppl.poses.length - 1];
  const hb = headBox(first.p, first.h);
  s += check(hb[0] + hb[2] + 30, hb[1] + 20, 18, C.teal);
  // analytics panel
  const px = 80, py = 80;
  s += panel(ctx, px, py, 400, 190);
  s += lineChart(ctx, px + 30, py + 60, 220, 100, walk(ctx, 10, 0.3, 0.85, 0.02), { color: C.teal });
  s += donut(px + 320, py + 110, 40, [0.86, 0.14], [C.teal, C.amber], 14);
  s += finish(ctx);
  void W;
  return s;
};

const horeca: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 520;
  let s = room(ctx, hy, 800, { wall: "#1B244F", lights: false });
  // pendant lamps
  for (const x of [330, 800, 1270]) {
    s += line(x, 0, x, 150, { stroke: "#5B668F", "stroke-width": 3 });
    s += path(`M${x - 60},${190}Q${x},${120} ${x + 60},${190}Z`, { fill: C.amber });
    s += ellipse(x, 200, 140, 40, { fill: ctx.rad([[0, C.amber, 0.35], [1, C.amber, 0]]) });
  }
  // bar counter at the back
  s += rect(0, 400, W, 120, { fill: "#23306A" }) + rect(0, 392, W, 12, { fill: "#3A4776" });
  for (let i = 0; i < 10; i++) s += rect(60 + i * 150, 300, 26, 90, { rx: 8, fill: ["#12C2A4", "#FFB547", "#6B5FC8", "#A9B8FF"][i % 4], "fill-opacity": 0.55 });
  // tables with seated guests
  const table = (cx: number, ty: number, w: number) =>
    ellipse(cx, ty + 10, w * 0.55, 24, { fill: C.ink, "fill-opacity": 0.4 }) +
    rect(cx - w / 2, ty - 14, w, 20, { rx: 8, fill: ctx.lin([[0, "#C5CCE3"], [1, "#7C86AA"]]) }) +
    rect(cx - 10, ty + 6, 20, 200, { fill: "#3A4776" });
  const t1 = 720, t2 = 700;
  s += table(420, t1, 360);
  const g1 = makePose("sit", 200, t1 + 230, 420);
  s += person(ctx, g1, 420, outfit(ctx, { top: C.teal }), { shadow: false });
  const g2 = makePose("sit", 640, t1 + 230, 420, { flip: true });
  s += person(ctx, g2, 420, outfit(ctx, { top: "#6B5FC8" }), { shadow: false });
  s += dishPlate(ctx, 360, t1 - 20, 40, "main");
  s += dishPlate(ctx, 480, t1 - 20, 30, "drink");
  s += table(1200, t2, 340);
  // waiter with tray
  const wp = makePose("carry", 960, 900, 470);
  s += person(ctx, wp, 470, outfit(ctx, { top: C.white, bottom: "#111936" }));
  s += ellipse(960, wp.lwr[1] - 8, 110, 14, { fill: "#C5CCE3" }) + circle(930, wp.lwr[1] - 30, 22, { fill: C.amber }) + rect(975, wp.lwr[1] - 60, 26, 50, { rx: 5, fill: C.teal, "fill-opacity": 0.8 });
  // detections
  s += box(ctx, 150, 360, 560, 370, { color: C.blue, tagW: 54 });
  s += box(ctx, 1030, 560, 340, 160, { color: C.teal, tagW: 44, dashed: true });
  const wb = poseBox(wp, 470);
  s += box(ctx, wb[0], wb[1], wb[2], wb[3], { color: C.amber, tagW: 40 });
  const px = W - 420, py = 90;
  s += panel(ctx, px, py, 350, 190);
  s += barChart(px + 30, py + 60, 290, 100, [0.3, 0.45, 0.8, 0.95, 0.7, 0.5, 0.65, 0.9], { color: C.blue, highlight: 3, hiColor: C.amber });
  s += finish(ctx);
  return s;
};

const logistics: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 560;
  let s = room(ctx, hy, 900, { wall: "#141E46" });
  const r1 = rack(ctx, 60, 860, 840, 700, 3, 3, { empty: [4] });
  s += r1.svg;
  s += rack(ctx, 1040, 760, 600, 560, 3, 2).svg;
  // empty slot
  const bw = 840 / 3, lh = 700 / 3;
  s += box(ctx, 60 + bw + 20, 860 - 2 * lh + 20, bw - 40, lh - 40, { color: C.amber, dashed: true, tagW: 50 });
  // counted pallets
  r1.cells.slice(0, 6).forEach((c, i) => {
    if (i === 1) return;
    s += box(ctx, c[0], c[1], c[2], c[3], { color: C.teal, tagW: 32, thin: true, label: i % 2 === 0 });
  });
  // forklift + worker
  s += forklift(ctx, 900, 940, 300);
  s += box(ctx, 880, 610, 440, 340, { color: C.blue, tagW: 44 });
  const wp = makePose("walk", 1470, 930, 330, { flip: true });
  s += person(ctx, wp, 330, outfit(ctx, { helmet: C.amber, vest: true, top: "#2A3A73" }));
  const wb = poseBox(wp, 330);
  s += box(ctx, wb[0], wb[1], wb[2], wb[3], { color: C.teal, tagW: 34 });
  const px = W - 420, py = 80;
  s += panel(ctx, px, py, 350, 160);
  s += kpi(ctx, px + 30, py + 58, C.teal, 4);
  s += lineChart(ctx, px + 170, py + 58, 150, 70, walk(ctx, 10, 0.3, 0.8, 0.02), { color: C.blue });
  s += finish(ctx);
  return s;
};

const retail: Scene = (ctx) => {
  const { W } = ctx;
  const hy = 700;
  let s = room(ctx, hy, 800, { wall: "#18235A" });
  const sh1 = shelfUnit(ctx, 90, 120, 640, 620, 4, { gaps: 2 });
  const sh2 = shelfUnit(ctx, 870, 120, 640, 620, 4, { gaps: 1 });
  s += sh1.svg + sh2.svg;
  for (const gp of [...sh1.gaps, ...sh2.gaps]) s += box(ctx, gp[0] + 4, gp[1] + 4, gp[2] - 8, gp[3] - 4, { color: C.amber, dashed: true, tagW: 36 });
  const pick = [...sh1.items, ...sh2.items].filter((_, i) => i % 7 === 3);
  for (const it of pick.slice(0, 8)) s += box(ctx, it[0], it[1], it[2], it[3], { color: C.teal, thin: true, label: false, fill: 0.1 });
  // shopper with cart
  const sp = makePose("walk", 760, 960, 520, { flip: false });
  s += person(ctx, sp, 520, outfit(ctx, { top: C.teal }));
  const cx = 820, cy = 960;
  s += path(`M${cx},${cy - 230}h40l40,170h180l30,-130H${cx + 70}`, { stroke: "#C5CCE3", "stroke-width": 8, fill: "none", "stroke-linejoin": "round" });
  s += path(`M${cx + 90},${cy - 60}L${cx + 80},${cy - 20}H${cx + 290}`, { stroke: "#C5CCE3", "stroke-width": 6, fill: "none" });
  s += circle(cx + 100, cy - 8, 14, { fill: "#0A1024" }) + circle(cx + 270, cy - 8, 14, { fill: "#0A1024" });
  s += cardboard(ctx, cx + 110, cy - 200, 90, 70, { col: C.blue, tape: false }) + cardboard(ctx, cx + 200, cy - 180, 70, 60, { col: C.amber, tape: false });
  const b = poseBox(sp, 520);
  s += box(ctx, b[0], b[1], b[2], b[3], { color: C.blue, tagW: 40 });
  const px = W - 380, py = 770;
  s += panel(ctx, px, py, 310, 150);
  s += donut(px + 70, py + 90, 36, [0.88, 0.12], [C.teal, C.amber], 14);
  s += confList(ctx, px + 130, py + 60, 150, [0.88, 0.12], [C.teal, C.amber], 40);
  s += finish(ctx);
  return s;
};

function trainCar(ctx: Ctx, x: number, by: number, L: number, h: number): string {
  let s = rect(x, by - h, L, h, { rx: 30, fill: ctx.lin([[0, "#D9DFEF"], [1, "#8A94B8"]]) });
  s += rect(x, by - h * 0.38, L, h * 0.1, { fill: C.blue });
  for (let i = 0; i < 4; i++) {
    const dx = x + 60 + i * (L / 4);
    s += rect(dx, by - h * 0.85, L / 4 - 150, h * 0.35, { rx: 10, fill: "#1A2656" });
    s += rect(dx + L / 4 - 130, by - h * 0.9, 90, h * 0.86, { rx: 6, fill: "#3A4776" });
    s += rect(dx + L / 4 - 124, by - h * 0.84, 36, h * 0.4, { rx: 4, fill: "#1A2656" }) + rect(dx + L / 4 - 82, by - h * 0.84, 36, h * 0.4, { rx: 4, fill: "#1A2656" });
  }
  return s;
}

const transportSecurity: Scene = (ctx) => {
  const { W, H } = ctx;
  const hy = 470;
  let s = room(ctx, hy, 1100, { wall: "#141E46" });
  // train on the left track
  s += rect(0, 470, W, 20, { fill: "#0A1024" });
  s += trainCar(ctx, -200, 480, 1300, 300);
  // platform edge & safety line
  s += polygon([[0, 540], [W, 500], [W, H], [0, H]], { fill: ctx.lin([[0, "#1C2856"], [1, "#0F1738"]]) });
  s += path(`M0,600L${W},540`, { stroke: C.amber, "stroke-width": 14, "stroke-dasharray": "40 16" });
  // people
  const ppl = crowd(ctx, [
    { kind: "walk", x: 380, y: 640, h: 330 },
    { kind: "stand", x: 820, y: 900, h: 480 },
    { kind: "phone", x: 1160, y: 760, h: 400 },
    { kind: "walk2", x: 1430, y: 680, h: 340, flip: true },
  ]);
  s += ppl.svg;
  ppl.poses.forEach(({ p, h, q }) => {
    const b = poseBox(p, h);
    const risky = q.x === 380;
    s += box(ctx, b[0], b[1], b[2], b[3], { color: risky ? C.amber : C.teal, tagW: 36 });
    if (risky) s += alertIcon(b[0] + b[2] + 30, b[1] + 20, 18);
  });
  // abandoned bag
  s += path(roundedPoly([[520, 900], [660, 900], [650, 800], [530, 800]], 14), { fill: "#3A4776" });
  s += path(`M560,800Q590,760 620,800`, { stroke: "#3A4776", "stroke-width": 10, fill: "none" });
  s += box(ctx, 500, 760, 180, 160, { color: C.amber, tagW: 52 });
  s += path(`M590,920m-120,0a120,30 0 1,0 240,0a120,30 0 1,0 -240,0`, { fill: "none", stroke: C.amber, "stroke-width": 3, "stroke-dasharray": "8 8" });
  const px = W - 400, py = 80;
  s += panel(ctx, px, py, 330, 170);
  s += confList(ctx, px + 30, py + 60, 270, [0.93, 0.77], [C.amber, C.teal], 44);
  s += finish(ctx);
  void H;
  return s;
};

export const industries: Record<string, Scene> = {
  "agro-industry": agro, developers, "financial-sector": financial, horeca, "logistics-and-warehouses": logistics,
  retail, "transport-security": transportSecurity,
};

export { face, mask, textLines, lerp, check, roundedPoly };

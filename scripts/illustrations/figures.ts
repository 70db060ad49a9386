/**
 * Parametric figures: people (pose-driven), frontal faces with landmarks,
 * cars (side, rear, top views) and licence plates.
 */
import { C, Ctx, Pt, rect, circle, ellipse, line, path, g, polygon, f, smooth, roundedPoly, mix, lerp } from "./core";
import { Pose, KP } from "./hud";

/* ================================================================ PEOPLE */

type Tmpl = Record<KP, Pt>;

const STAND: Tmpl = {
  head: [0, -0.915], neck: [0, -0.815],
  lsh: [-0.105, -0.785], rsh: [0.105, -0.785],
  lel: [-0.135, -0.6], rel: [0.135, -0.6],
  lwr: [-0.14, -0.43], rwr: [0.14, -0.43],
  lhip: [-0.065, -0.5], rhip: [0.065, -0.5],
  lkn: [-0.07, -0.27], rkn: [0.07, -0.27],
  lan: [-0.075, -0.03], ran: [0.075, -0.03],
};

const POSES: Record<string, Partial<Tmpl>> = {
  stand: {},
  // side view, walking to the right
  walk: {
    head: [0.02, -0.915], neck: [0.01, -0.815], lsh: [-0.005, -0.785], rsh: [0.015, -0.785],
    lel: [-0.07, -0.61], lwr: [-0.1, -0.45], rel: [0.08, -0.61], rwr: [0.13, -0.47],
    lhip: [-0.01, -0.5], rhip: [0.01, -0.5], lkn: [-0.05, -0.27], lan: [-0.13, -0.04],
    rkn: [0.08, -0.28], ran: [0.1, -0.03],
  },
  walk2: {
    head: [0.02, -0.915], neck: [0.01, -0.815], lsh: [-0.005, -0.785], rsh: [0.015, -0.785],
    lel: [0.03, -0.6], lwr: [0.06, -0.44], rel: [-0.02, -0.6], rwr: [-0.03, -0.44],
    lhip: [-0.01, -0.5], rhip: [0.01, -0.5], lkn: [0.02, -0.27], lan: [-0.03, -0.03],
    rkn: [0.05, -0.28], ran: [0.03, -0.09],
  },
  smoke: {
    rel: [0.16, -0.63], rwr: [0.045, -0.84],
    lel: [-0.14, -0.6], lwr: [-0.1, -0.45],
  },
  phone: { rel: [0.15, -0.66], rwr: [0.07, -0.88] },
  raise: { lel: [-0.2, -0.9], lwr: [-0.22, -1.04], rel: [0.2, -0.9], rwr: [0.22, -1.04] },
  fight: {
    head: [0.05, -0.9], neck: [0.03, -0.8], lsh: [0.0, -0.775], rsh: [0.06, -0.775],
    rel: [0.17, -0.72], rwr: [0.31, -0.79], lel: [0.09, -0.6], lwr: [0.15, -0.75],
    lhip: [-0.02, -0.49], rhip: [0.04, -0.49], lkn: [-0.09, -0.27], lan: [-0.17, -0.03],
    rkn: [0.1, -0.28], ran: [0.15, -0.03],
  },
  recoil: {
    head: [-0.06, -0.89], neck: [-0.04, -0.79], lsh: [-0.07, -0.765], rsh: [-0.01, -0.765],
    rel: [0.07, -0.7], rwr: [0.1, -0.86], lel: [-0.05, -0.6], lwr: [0.03, -0.76],
    lhip: [-0.03, -0.49], rhip: [0.03, -0.49], lkn: [-0.1, -0.27], lan: [-0.17, -0.03],
    rkn: [0.07, -0.27], ran: [0.12, -0.03],
  },
  carry: {
    lel: [-0.1, -0.6], lwr: [-0.03, -0.55], rel: [0.1, -0.6], rwr: [0.03, -0.55],
  },
  point: { rel: [0.24, -0.72], rwr: [0.38, -0.76] },
  sit: {
    head: [0.03, -0.835], neck: [0.015, -0.735], lsh: [0, -0.705], rsh: [0.02, -0.705],
    lel: [0.04, -0.53], lwr: [0.2, -0.5], rel: [0.06, -0.53], rwr: [0.22, -0.5],
    lhip: [-0.02, -0.34], rhip: [0.0, -0.34], lkn: [0.2, -0.35], rkn: [0.21, -0.35],
    lan: [0.2, -0.05], ran: [0.22, -0.05],
  },
  slouch: {
    head: [0.17, -0.75], neck: [0.11, -0.67], lsh: [0.08, -0.645], rsh: [0.1, -0.645],
    lel: [0.13, -0.47], lwr: [0.27, -0.5], rel: [0.15, -0.47], rwr: [0.29, -0.5],
    lhip: [-0.02, -0.33], rhip: [0.0, -0.33], lkn: [0.2, -0.35], rkn: [0.21, -0.35],
    lan: [0.2, -0.05], ran: [0.22, -0.05],
  },
  // lying on the floor (head to the left), local coords
  lie: {
    head: [-0.86, -0.09], neck: [-0.76, -0.08], lsh: [-0.72, -0.1], rsh: [-0.72, -0.065],
    lel: [-0.62, -0.24], lwr: [-0.5, -0.3], rel: [-0.6, -0.03], rwr: [-0.45, -0.03],
    lhip: [-0.42, -0.085], rhip: [-0.42, -0.06], lkn: [-0.24, -0.22], rkn: [-0.2, -0.06],
    lan: [-0.04, -0.05], ran: [0.04, -0.04],
  },
  // mid-fall, body tilted, arms thrown out
  fall: {
    head: [-0.55, -0.6], neck: [-0.48, -0.53], lsh: [-0.47, -0.57], rsh: [-0.43, -0.47],
    lel: [-0.62, -0.72], lwr: [-0.74, -0.62], rel: [-0.55, -0.33], rwr: [-0.68, -0.24],
    lhip: [-0.22, -0.33], rhip: [-0.2, -0.28], lkn: [-0.02, -0.38], rkn: [-0.06, -0.16],
    lan: [0.15, -0.3], ran: [0.05, -0.03],
  },
  bend: {
    head: [0.2, -0.66], neck: [0.14, -0.6], lsh: [0.12, -0.6], rsh: [0.14, -0.58],
    lel: [0.18, -0.42], lwr: [0.2, -0.27], rel: [0.2, -0.43], rwr: [0.23, -0.28],
    lhip: [-0.04, -0.5], rhip: [-0.02, -0.5], lkn: [0.0, -0.27], rkn: [0.02, -0.27],
    lan: [-0.04, -0.03], ran: [0.0, -0.03],
  },
};

export type PoseName = keyof typeof POSES;

export function makePose(kind: PoseName, x: number, y: number, h: number, opt: { flip?: boolean; rot?: number; jitter?: number; ctx?: Ctx } = {}): Pose {
  const t = { ...STAND, ...POSES[kind] } as Tmpl;
  const out = {} as Pose;
  const sx = opt.flip ? -1 : 1;
  const rot = ((opt.rot ?? 0) * Math.PI) / 180;
  const cs = Math.cos(rot), sn = Math.sin(rot);
  for (const k of Object.keys(t) as KP[]) {
    let [px, py] = t[k];
    if (opt.jitter && opt.ctx && k !== "neck" && k !== "head") {
      px += opt.ctx.rng.range(-opt.jitter, opt.jitter);
      py += opt.ctx.rng.range(-opt.jitter, opt.jitter);
    }
    px *= sx;
    const rx = px * cs - py * sn, ry = px * sn + py * cs;
    out[k] = [x + rx * h, y + ry * h];
  }
  return out;
}

export interface Outfit {
  top: string;
  bottom: string;
  skin: string;
  hair: string;
  shoes: string;
  helmet?: string | null;
  vest?: boolean;
  hairLong?: boolean;
  coat?: boolean;
}

export const SKINS = ["#D7DDF0", "#C3CBE6", "#B4BCDC", "#CBC6DD"];
export const HAIRS = ["#131A36", "#2A2F52", "#3F3858", "#1C2347", "#9AA2C4"];
export const TOPS = ["#3B5BFD", "#2A3A73", "#5566A8", "#12C2A4", "#D7DDEE", "#6B5FC8", "#34406E", "#8A94B8"];
export const BOTTOMS = ["#161F45", "#24305E", "#3A4776", "#101735", "#4B5787"];

export function outfit(ctx: Ctx, o: Partial<Outfit> = {}): Outfit {
  const r = ctx.rng;
  return {
    top: r.pick(TOPS), bottom: r.pick(BOTTOMS), skin: r.pick(SKINS), hair: r.pick(HAIRS),
    shoes: "#0A1024", hairLong: r.chance(0.3), ...o,
  };
}

/** Render a person from a pose. `h` = standing height in px (for limb widths). */
export function person(ctx: Ctx, p: Pose, h: number, o: Outfit, opt: { shadow?: boolean; opacity?: number } = {}): string {
  const W = (k: number) => Math.max(1.5, k * h);
  const seg = (a: Pt, b: Pt, c?: Pt) =>
    `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}` + (c ? `L${f(c[0])},${f(c[1])}` : "");
  const dark = (c: string) => mix(c, C.navy, 0.32);
  let s = "";
  const feetY = Math.max(p.lan[1], p.ran[1]);
  if (opt.shadow !== false) {
    const xs = [p.lan[0], p.ran[0], p.head[0], p.lhip[0]];
    const minX = Math.min(...xs), maxX = Math.max(...xs);
    const lying = Math.abs(p.head[1] - feetY) < h * 0.4;
    s += ellipse((minX + maxX) / 2, feetY + h * 0.02, lying ? (maxX - minX) / 2 + h * 0.08 : h * 0.13, h * 0.025, {
      fill: C.ink, "fill-opacity": 0.45,
    });
  }
  const limb = (d: string, w: number, col: string) =>
    path(d, { stroke: col, "stroke-width": f(W(w)), "stroke-linecap": "round", "stroke-linejoin": "round", fill: "none" });
  // back limbs (left) darker
  s += limb(seg(p.lhip, p.lkn, p.lan), 0.085, dark(o.bottom));
  s += limb(seg(p.lsh, p.lel, p.lwr), 0.066, dark(o.coat ? o.top : o.top));
  s += circle(p.lwr[0], p.lwr[1], W(0.03), { fill: dark(o.skin) });
  s += ellipse(p.lan[0], p.lan[1] + h * 0.012, W(0.045), W(0.022), { fill: o.shoes });
  // long hair behind
  const hr = h * 0.068;
  if (o.hairLong && !o.helmet) {
    s += path(roundedPoly([
      [p.head[0] - hr * 1.08, p.head[1] - hr * 0.2], [p.head[0] + hr * 1.08, p.head[1] - hr * 0.2],
      [p.head[0] + hr * 1.12, p.head[1] + hr * 1.9], [p.head[0] - hr * 1.12, p.head[1] + hr * 1.9],
    ], hr * 0.5), { fill: o.hair });
  }
  // torso
  const mh: Pt = [(p.lhip[0] + p.rhip[0]) / 2, (p.lhip[1] + p.rhip[1]) / 2];
  const neckBase: Pt = [p.neck[0] * 0.7 + mh[0] * 0.3, p.neck[1] * 0.9 + mh[1] * 0.1];
  // hips / pants top
  s += limb(seg(p.lhip, p.rhip), 0.1, o.bottom);
  s += limb(seg([mh[0] * 0.85 + p.neck[0] * 0.15, mh[1] * 0.85 + p.neck[1] * 0.15], mh), 0.14, o.bottom);
  const torsoCol = o.vest ? C.amber : o.top;
  s += polygon([p.lsh, p.rsh, p.rhip, p.lhip], {
    fill: torsoCol, stroke: torsoCol, "stroke-width": f(W(0.075)), "stroke-linejoin": "round",
  });
  s += limb(seg(neckBase, [lerp(p.neck[0], mh[0], 0.78), lerp(p.neck[1], mh[1], 0.78)]), 0.15, torsoCol);
  if (o.coat) {
    s += limb(seg([lerp(p.neck[0], mh[0], 0.4), lerp(p.neck[1], mh[1], 0.4)], [lerp(p.neck[0], mh[0], 1.25), lerp(p.neck[1], mh[1], 1.25)]), 0.16, o.top);
  }
  if (o.vest) {
    // reflective stripes
    const a1 = lerp(p.lsh[1], p.lhip[1], 0.45), a2 = lerp(p.lsh[1], p.lhip[1], 0.72);
    const xl = Math.min(p.lsh[0], p.lhip[0]) - W(0.035), xr = Math.max(p.rsh[0], p.rhip[0]) + W(0.035);
    const side = Math.abs(p.lsh[0] - p.rsh[0]) < h * 0.05;
    if (!side) {
      s += rect(xl, a1, xr - xl, W(0.025), { fill: C.white, "fill-opacity": 0.9 });
      s += rect(xl, a2, xr - xl, W(0.025), { fill: C.white, "fill-opacity": 0.9 });
    }
  }
  // neck + head
  s += limb(seg(p.neck, [lerp(p.neck[0], p.head[0], 0.5), lerp(p.neck[1], p.head[1], 0.5)]), 0.05, dark(o.skin));
  s += circle(p.head[0], p.head[1], hr, { fill: o.skin });
  // hair / helmet: oriented along neck->head direction
  const ang = (Math.atan2(p.head[1] - p.neck[1], p.head[0] - p.neck[0]) * 180) / Math.PI + 90;
  const tr = `translate(${f(p.head[0])},${f(p.head[1])}) rotate(${f(ang)})`;
  if (o.helmet) {
    s += g(
      path(`M${f(-hr * 1.18)},${f(-hr * 0.05)}A${f(hr * 1.16)},${f(hr * 1.16)} 0 0 1 ${f(hr * 1.18)},${f(-hr * 0.05)}Z`, { fill: o.helmet }) +
        rect(-hr * 1.38, -hr * 0.16, hr * 2.76, hr * 0.26, { rx: hr * 0.12, fill: mix(o.helmet, C.navy, 0.2) }) +
        path(`M${f(-hr * 0.5)},${f(-hr * 0.95)}Q0,${f(-hr * 1.3)} ${f(hr * 0.5)},${f(-hr * 0.95)}`, { stroke: C.white, "stroke-opacity": 0.55, "stroke-width": f(hr * 0.14), fill: "none", "stroke-linecap": "round" }),
      { transform: tr },
    );
  } else {
    s += g(
      path(`M${f(-hr * 1.06)},${f(hr * 0.1)}A${f(hr * 1.07)},${f(hr * 1.07)} 0 0 1 ${f(hr * 1.06)},${f(hr * 0.1)}C${f(hr * 0.9)},${f(-hr * 0.35)} ${f(hr * 0.4)},${f(-hr * 0.5)} ${f(-hr * 0.1)},${f(-hr * 0.42)}C${f(-hr * 0.6)},${f(-hr * 0.35)} ${f(-hr * 0.95)},${f(-hr * 0.2)} ${f(-hr * 1.06)},${f(hr * 0.1)}Z`, { fill: o.hair }),
      { transform: tr },
    );
  }
  // eyes: two for a front view, one for a profile
  const side = Math.abs(p.lsh[0] - p.rsh[0]) < h * 0.045;
  const eyeOp = { fill: C.navy, "fill-opacity": 0.85 };
  if (side) {
    const dir = Math.sign(p.head[0] - p.neck[0]) || (p.rwr[0] >= p.lwr[0] ? 1 : -1);
    s += g(circle(dir * hr * 0.5, hr * 0.08, hr * 0.11, eyeOp), { transform: tr });
  } else {
    s += g(circle(-hr * 0.34, hr * 0.1, hr * 0.1, eyeOp) + circle(hr * 0.34, hr * 0.1, hr * 0.1, eyeOp), { transform: tr });
  }
  // front limbs
  s += limb(seg(p.rhip, p.rkn, p.ran), 0.09, o.bottom);
  s += ellipse(p.ran[0], p.ran[1] + h * 0.012, W(0.047), W(0.023), { fill: o.shoes });
  s += limb(seg(p.rsh, p.rel, p.rwr), 0.07, o.vest ? mix(o.top, C.white, 0.1) : mix(o.top, C.white, 0.08));
  s += circle(p.rwr[0], p.rwr[1], W(0.032), { fill: o.skin });
  return opt.opacity ? g(s, { opacity: opt.opacity }) : s;
}

/** Bounding box of a pose (with head + padding). */
export function poseBox(p: Pose, h: number, pad = 0.06): [number, number, number, number] {
  const xs = Object.values(p).map((q) => q[0]);
  const ys = Object.values(p).map((q) => q[1]);
  const x0 = Math.min(...xs) - h * pad, x1 = Math.max(...xs) + h * pad;
  const y0 = Math.min(...ys) - h * (pad + 0.06), y1 = Math.max(...ys) + h * pad * 0.6;
  return [x0, y0, x1 - x0, y1 - y0];
}

/* ================================================================= FACES */

export type FaceLm = { jaw: Pt[]; browL: Pt[]; browR: Pt[]; nose: Pt[]; nostr: Pt[]; eyeL: Pt[]; eyeR: Pt[]; mouth: Pt[]; lips: Pt[] };

function faceLandmarks(yaw: number, smile: number, eyeOpen: number): FaceLm {
  const jaw: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const a = (Math.PI * i) / 16;
    const sa = Math.sin(a);
    jaw.push([-Math.cos(a) * 0.98 * (1 - 0.22 * sa * sa), -0.28 + sa * 1.5]);
  }
  const brow = (sgn: number): Pt[] =>
    [0, 1, 2, 3, 4].map((i) => {
      const t = i / 4;
      return [sgn * lerp(0.8, 0.16, t), -0.46 - Math.sin(Math.PI * (0.25 + t * 0.65)) * 0.1];
    });
  const eye = (cx: number): Pt[] => {
    const w = 0.19, hh = 0.075 * eyeOpen;
    return [[cx - w, -0.16], [cx - w * 0.4, -0.16 - hh], [cx + w * 0.4, -0.16 - hh], [cx + w, -0.16], [cx + w * 0.4, -0.16 + hh * 0.8], [cx - w * 0.4, -0.16 + hh * 0.8]];
  };
  const mouth: Pt[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI * 2 * i) / 12;
    const up = Math.sin(a) < 0;
    mouth.push([Math.cos(a) * 0.34, 0.74 + Math.sin(a) * (up ? 0.1 : 0.13) - smile * 0.06 * Math.abs(Math.cos(a))]);
  }
  const lips: Pt[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI * 2 * i) / 8;
    lips.push([Math.cos(a) * 0.24, 0.745 + Math.sin(a) * 0.03]);
  }
  const nose: Pt[] = [[0, -0.26], [0, -0.1], [0, 0.06], [0.0, 0.22]];
  const nostr: Pt[] = [[-0.17, 0.36], [-0.09, 0.4], [0, 0.42], [0.09, 0.4], [0.17, 0.36]];
  const lm: FaceLm = { jaw, browL: brow(-1), browR: brow(1), nose, nostr, eyeL: eye(-0.43), eyeR: eye(0.43), mouth, lips };
  // simple yaw: shift inner features horizontally, squash the far side
  if (yaw) {
    for (const k of Object.keys(lm) as (keyof FaceLm)[]) {
      lm[k] = lm[k].map(([x, y]) => {
        const depth = k === "jaw" ? 0 : k === "nose" || k === "nostr" ? 1 : 0.6;
        return [x + yaw * 0.28 * depth - yaw * 0.12 * x * x, y] as Pt;
      });
    }
  }
  return lm;
}

export interface FaceOpt {
  skin?: string;
  hair?: string;
  hairStyle?: number; // 0 short, 1 long, 2 bald/buzz, 3 side-part, 4 bun
  top?: string;
  yaw?: number;
  smile?: number;
  eyeOpen?: number;
  landmarks?: boolean | "mesh" | "dots";
  lmColor?: string;
  bust?: boolean;
  glasses?: boolean;
  beard?: boolean;
}

/** Frontal face centred at (cx, cy) (between the eyes / nose), half face width s. */
export function face(ctx: Ctx, cx: number, cy: number, s: number, o: FaceOpt = {}): string {
  const r = ctx.rng;
  const skin = o.skin ?? r.pick(SKINS);
  const hair = o.hair ?? r.pick(HAIRS);
  const style = o.hairStyle ?? r.int(0, 4);
  const top = o.top ?? r.pick(TOPS);
  const lm = faceLandmarks(o.yaw ?? 0, o.smile ?? 0.3, o.eyeOpen ?? 1);
  const T = (p: Pt): Pt => [cx + p[0] * s, cy + p[1] * s];
  const TT = (a: Pt[]) => a.map(T);
  const dk = mix(skin, C.navy, 0.42);
  let out = "";
  // long hair behind
  if (style === 1) {
    out += path(smooth(TT([[-1.2, -0.5], [-1.3, 0.6], [-1.15, 1.6], [-0.5, 1.7], [0.5, 1.7], [1.15, 1.6], [1.3, 0.6], [1.2, -0.5], [0, -1.4]]), true), { fill: mix(hair, C.navy, 0.2) });
  }
  if (o.bust !== false) {
    // shoulders & neck
    out += path(
      `M${f(cx - s * 2.6)},${f(cy + s * 3.2)}C${f(cx - s * 2.5)},${f(cy + s * 1.9)} ${f(cx - s * 1.6)},${f(cy + s * 1.75)} ${f(cx - s * 0.55)},${f(cy + s * 1.55)}` +
        `L${f(cx + s * 0.55)},${f(cy + s * 1.55)}C${f(cx + s * 1.6)},${f(cy + s * 1.75)} ${f(cx + s * 2.5)},${f(cy + s * 1.9)} ${f(cx + s * 2.6)},${f(cy + s * 3.2)}Z`,
      { fill: ctx.lin([[0, mix(top, C.white, 0.12)], [1, mix(top, C.navy, 0.4)]]) },
    );
    out += path(roundedPoly(TT([[-0.45, 0.7], [0.45, 0.7], [0.5, 1.6], [0, 1.85], [-0.5, 1.6]]), s * 0.1), { fill: dk });
    // collar
    out += path(`M${f(cx - s * 0.62)},${f(cy + s * 1.52)}L${f(cx)},${f(cy + s * 2.1)}L${f(cx + s * 0.62)},${f(cy + s * 1.52)}`, { stroke: mix(top, C.white, 0.35), "stroke-width": f(s * 0.1), fill: "none", "stroke-linejoin": "round" });
  }
  // ears
  out += ellipse(cx - s * 1.0, cy - s * 0.05, s * 0.14, s * 0.25, { fill: dk });
  out += ellipse(cx + s * 1.0, cy - s * 0.05, s * 0.14, s * 0.25, { fill: dk });
  // head
  const head = TT([...lm.jaw.slice(0, 17).reverse(), [-0.97, -0.8], [-0.6, -1.12], [0, -1.22], [0.6, -1.12], [0.97, -0.8]].reverse() as Pt[]);
  out += path(smooth(head, true, 0.9), { fill: ctx.lin([[0, mix(skin, C.white, 0.1)], [1, mix(skin, C.navy, 0.18)]], 0, 0, 1, 1) });
  // hair
  if (style !== 2) {
    const fringe: Pt[] =
      style === 3
        ? [[1.02, -0.45], [0.6, -0.8], [-0.1, -0.78], [-0.7, -0.62], [-1.02, -0.4]]
        : style === 4
          ? [[1.0, -0.55], [0.5, -0.86], [0, -0.9], [-0.5, -0.86], [-1.0, -0.55]]
          : [[1.03, -0.3], [0.78, -0.68], [0.2, -0.74], [-0.4, -0.66], [-0.85, -0.56], [-1.03, -0.3]];
    const cap: Pt[] = [[-1.1, -0.1], [-1.08, -0.85], [-0.62, -1.26], [0, -1.36], [0.62, -1.26], [1.08, -0.85], [1.1, -0.1]];
    out += path(smooth(TT([...fringe, ...cap]), true, 0.8), { fill: hair });
    if (style === 4) out += circle(cx, cy - s * 1.45, s * 0.3, { fill: hair });
  } else {
    out += path(smooth(TT([[1.0, -0.5], [0.55, -0.98], [0, -1.08], [-0.55, -0.98], [-1.0, -0.5], [-0.96, -0.85], [-0.55, -1.2], [0, -1.26], [0.55, -1.2], [0.96, -0.85]]), true), { fill: hair, "fill-opacity": 0.45 });
  }
  // features
  const feat = mix(skin, C.navy, 0.6);
  out += path(smooth(TT(lm.browL)) + smooth(TT(lm.browR)), { stroke: mix(hair, C.navy, 0.1), "stroke-width": f(s * 0.075), fill: "none", "stroke-linecap": "round" });
  for (const eye of [lm.eyeL, lm.eyeR]) {
    out += path(smooth(TT(eye), true, 0.8), { fill: (o.eyeOpen ?? 1) < 0.35 ? feat : C.white, "fill-opacity": 0.9, stroke: feat, "stroke-width": f(s * 0.03) });
    if ((o.eyeOpen ?? 1) >= 0.35) {
      const c = T([(eye[0][0] + eye[3][0]) / 2, -0.155]);
      out += circle(c[0], c[1], s * 0.062 * Math.min(1, o.eyeOpen ?? 1), { fill: C.navy });
    }
  }
  out += path(smooth(TT([[0.02, -0.1], [0.06, 0.15], [0.14, 0.34], [0.02, 0.4], [-0.1, 0.37]])), { stroke: dk, "stroke-width": f(s * 0.035), fill: "none", "stroke-linecap": "round" });
  out += path(smooth(TT(lm.mouth), true), { fill: mix(skin, C.coral, 0.35), stroke: mix(skin, C.navy, 0.45), "stroke-width": f(s * 0.02) });
  out += path(smooth(TT(lm.lips), true), { fill: mix(skin, C.navy, 0.55), "fill-opacity": 0.5 });
  if (o.beard) {
    out += path(smooth(TT([[-0.95, 0.1], [-0.7, 0.95], [0, 1.32], [0.7, 0.95], [0.95, 0.1], [0.55, 0.55], [0.3, 0.6], [0, 0.55], [-0.3, 0.6], [-0.55, 0.55]]), true), { fill: hair, "fill-opacity": 0.8 });
  }
  if (o.glasses) {
    const gs = { stroke: C.navy, "stroke-width": f(s * 0.05), fill: C.bluePale, "fill-opacity": 0.15 };
    out += rect(cx - s * 0.72, cy - s * 0.32, s * 0.56, s * 0.34, { rx: s * 0.1, ...gs });
    out += rect(cx + s * 0.16, cy - s * 0.32, s * 0.56, s * 0.34, { rx: s * 0.1, ...gs });
    out += line(cx - s * 0.16, cy - s * 0.2, cx + s * 0.16, cy - s * 0.2, { stroke: C.navy, "stroke-width": f(s * 0.05) });
  }
  if (o.landmarks) out += landmarks(lm, T, s, o.lmColor ?? C.teal, o.landmarks === "dots");
  return out;
}

function landmarks(lm: FaceLm, T: (p: Pt) => Pt, s: number, col: string, dotsOnly: boolean): string {
  const groups: [Pt[], boolean][] = [
    [lm.jaw, false], [lm.browL, false], [lm.browR, false], [lm.nose, false], [lm.nostr, false],
    [lm.eyeL, true], [lm.eyeR, true], [lm.mouth, true], [lm.lips, true],
  ];
  const sw = Math.max(1.2, s * 0.018);
  let d = "";
  if (!dotsOnly) {
    for (const [pp, closed] of groups) {
      const q = pp.map(T);
      d += `M${q.map(([x, y]) => `${f(x)},${f(y)}`).join("L")}${closed ? "Z" : ""}`;
    }
    // a sparse triangulation mesh
    const J = lm.jaw.map(T), E1 = lm.eyeL.map(T), E2 = lm.eyeR.map(T), N = lm.nostr.map(T), M = lm.mouth.map(T);
    const BL = lm.browL.map(T), BR = lm.browR.map(T), NO = lm.nose.map(T);
    const links: [Pt, Pt][] = [
      [J[0], BL[0]], [J[16], BR[0]], [BL[4], NO[0]], [BR[4], NO[0]], [J[2], E1[0]], [J[14], E2[3]],
      [E1[3], NO[1]], [E2[0], NO[1]], [J[4], N[0]], [J[12], N[4]], [N[0], M[6]], [N[4], M[0]],
      [J[6], M[6]], [J[10], M[0]], [J[8], M[3]], [E1[4], N[0]], [E2[5], N[4]], [BL[2], E1[1]], [BR[2], E2[2]],
    ];
    for (const [a, b] of links) d += `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}`;
  }
  let s2 = dotsOnly ? "" : path(d, { stroke: col, "stroke-width": f(sw), "stroke-opacity": 0.75, fill: "none", "stroke-linejoin": "round" });
  let dots = "";
  const r = Math.max(1.8, s * 0.03);
  for (const [pp] of groups)
    for (const p of pp) {
      const [x, y] = T(p);
      dots += `M${f(x - r)},${f(y)}a${f(r)},${f(r)} 0 1,0 ${f(2 * r)},0a${f(r)},${f(r)} 0 1,0 ${f(-2 * r)},0`;
    }
  s2 += path(dots, { fill: C.white, stroke: col, "stroke-width": f(Math.max(1, r * 0.5)) });
  return s2;
}

/* ================================================================== CARS */

export const CAR_COLORS = ["#3B5BFD", "#D9DFEF", "#7C8DB8", "#2A3560", "#1C8C8A", "#5B4FC7", "#4A5680", "#B8C2E0"];

export function bodyFill(ctx: Ctx, col: string): string {
  return ctx.lin([[0, mix(col, C.white, 0.22)], [0.55, col], [1, mix(col, C.navy, 0.45)]]);
}

/** Licence plate (Russian style): white plate, black border, characters as blocks. */
export function plate(cx: number, cy: number, w: number, opt: { ink?: string; boxes?: string | null } = {}): string {
  const h = w * 0.22;
  const x = cx - w / 2, y = cy - h / 2;
  const ink = opt.ink ?? "#0A1024";
  let s = rect(x, y, w, h, { rx: h * 0.12, fill: C.white, stroke: ink, "stroke-width": f(Math.max(1, h * 0.07)) });
  const main = w * 0.76;
  s += line(x + main, y + h * 0.1, x + main, y + h * 0.9, { stroke: ink, "stroke-width": f(Math.max(0.8, h * 0.05)) });
  // main characters: letter, 3 digits, 2 letters (letters lower)
  const cw = (main - w * 0.08) / 6.4;
  const seq = [0.72, 1, 1, 1, 0.72, 0.72];
  let xx = x + w * 0.05;
  let d = "";
  const boxes: string[] = [];
  seq.forEach((k, i) => {
    const ch = h * 0.62 * k;
    const cyy = y + h * 0.56 + (1 - k) * h * 0.08 - ch / 2;
    d += `M${f(xx + cw * 0.12)},${f(cyy)}h${f(cw * 0.76)}v${f(ch)}h${f(-cw * 0.76)}Z`;
    boxes.push(rect(xx + cw * 0.02, cyy - h * 0.06, cw * 0.96, ch + h * 0.12, { fill: "none", stroke: opt.boxes ?? "none", "stroke-width": f(Math.max(0.8, h * 0.04)) }));
    xx += cw * (i === 0 || i === 3 ? 1.2 : 1.05);
  });
  s += path(d, { fill: ink, "fill-opacity": 0.88 });
  // region + flag
  const rx = x + main + (w - main) / 2;
  s += rect(rx - w * 0.075, y + h * 0.14, w * 0.065, h * 0.42, { rx: 1, fill: ink, "fill-opacity": 0.88 });
  s += rect(rx + w * 0.01, y + h * 0.14, w * 0.065, h * 0.42, { rx: 1, fill: ink, "fill-opacity": 0.88 });
  s += rect(rx - w * 0.06, y + h * 0.68, w * 0.05, h * 0.09, { fill: C.white, stroke: ink, "stroke-width": 0.6 });
  s += rect(rx - w * 0.06, y + h * 0.77, w * 0.05, h * 0.05, { fill: C.blue });
  if (opt.boxes) s += boxes.join("");
  return s;
}

/** Rear view of a car. (cx, by) = centre of the ground contact, w = width. */
export function carRear(ctx: Ctx, cx: number, by: number, w: number, col: string, opt: { plate?: boolean; suv?: boolean; brake?: boolean } = {}): string {
  const k = opt.suv ? 1.12 : 1;
  const u = (v: number) => v * w;
  let s = ellipse(cx, by, u(0.58), u(0.06), { fill: C.ink, "fill-opacity": 0.5 });
  // tyres
  s += rect(cx - u(0.46), by - u(0.13), u(0.15), u(0.13), { rx: u(0.03), fill: "#060A18" });
  s += rect(cx + u(0.31), by - u(0.13), u(0.15), u(0.13), { rx: u(0.03), fill: "#060A18" });
  // cabin
  const cabTop = by - u(0.76 * k);
  s += path(roundedPoly([[cx - u(0.44), by - u(0.42)], [cx - u(0.34), cabTop], [cx + u(0.34), cabTop], [cx + u(0.44), by - u(0.42)]], u(0.06)), { fill: bodyFill(ctx, mix(col, C.navy, 0.1)) });
  // rear window
  s += path(roundedPoly([[cx - u(0.37), by - u(0.46)], [cx - u(0.29), cabTop + u(0.05)], [cx + u(0.29), cabTop + u(0.05)], [cx + u(0.37), by - u(0.46)]], u(0.04)), {
    fill: ctx.lin([[0, "#2A3A73"], [1, "#0B1330"]]),
  });
  s += path(`M${f(cx - u(0.1))},${f(cabTop + u(0.07))}L${f(cx - u(0.22))},${f(by - u(0.47))}L${f(cx - u(0.14))},${f(by - u(0.47))}L${f(cx - u(0.02))},${f(cabTop + u(0.07))}Z`, { fill: C.white, "fill-opacity": 0.08 });
  // lower body
  s += rect(cx - u(0.5), by - u(0.46), u(1), u(0.36), { rx: u(0.08), fill: bodyFill(ctx, col) });
  s += rect(cx - u(0.5), by - u(0.46), u(1), u(0.03), { rx: u(0.015), fill: C.white, "fill-opacity": 0.18 });
  // lights
  const lc = opt.brake ? C.coral : C.amber;
  s += path(roundedPoly([[cx - u(0.48), by - u(0.4)], [cx - u(0.26), by - u(0.4)], [cx - u(0.28), by - u(0.33)], [cx - u(0.48), by - u(0.32)]], u(0.015)), { fill: lc, "fill-opacity": 0.95 });
  s += path(roundedPoly([[cx + u(0.48), by - u(0.4)], [cx + u(0.26), by - u(0.4)], [cx + u(0.28), by - u(0.33)], [cx + u(0.48), by - u(0.32)]], u(0.015)), { fill: lc, "fill-opacity": 0.95 });
  if (opt.brake) {
    s += ellipse(cx - u(0.37), by - u(0.36), u(0.14), u(0.06), { fill: C.coral, "fill-opacity": 0.25, filter: ctx.blur(Math.max(2, u(0.03))) });
    s += ellipse(cx + u(0.37), by - u(0.36), u(0.14), u(0.06), { fill: C.coral, "fill-opacity": 0.25, filter: ctx.blur(Math.max(2, u(0.03))) });
  }
  // bumper
  s += rect(cx - u(0.5), by - u(0.16), u(1), u(0.08), { rx: u(0.03), fill: mix(col, C.navy, 0.55) });
  if (opt.plate !== false) s += plate(cx, by - u(0.23), u(0.34));
  return s;
}

type Profile = { body: Pt[]; win: Pt[]; wheels: [number, number]; r: number; pillar?: number[] };

const PROFILES: Record<string, Profile> = {
  sedan: {
    body: [[0.0, -0.11], [0.012, -0.225], [0.2, -0.275], [0.33, -0.295], [0.44, -0.425], [0.67, -0.425], [0.8, -0.305], [0.985, -0.285], [1.0, -0.12], [0.985, -0.07], [0.015, -0.07]],
    win: [[0.35, -0.3], [0.45, -0.405], [0.66, -0.405], [0.765, -0.3]], wheels: [0.19, 0.8], r: 0.088, pillar: [0.56],
  },
  hatch: {
    body: [[0.0, -0.12], [0.015, -0.24], [0.22, -0.3], [0.36, -0.32], [0.5, -0.46], [0.86, -0.46], [0.985, -0.34], [1.0, -0.12], [0.985, -0.07], [0.015, -0.07]],
    win: [[0.38, -0.325], [0.51, -0.44], [0.85, -0.44], [0.935, -0.33]], wheels: [0.2, 0.8], r: 0.095, pillar: [0.66],
  },
  suv: {
    body: [[0.0, -0.14], [0.015, -0.3], [0.2, -0.34], [0.3, -0.36], [0.41, -0.52], [0.93, -0.52], [0.99, -0.36], [1.0, -0.14], [0.985, -0.08], [0.015, -0.08]],
    win: [[0.32, -0.365], [0.42, -0.5], [0.92, -0.5], [0.965, -0.365]], wheels: [0.19, 0.8], r: 0.11, pillar: [0.62, 0.79],
  },
  van: {
    body: [[0.0, -0.14], [0.01, -0.3], [0.1, -0.38], [0.2, -0.6], [0.26, -0.64], [0.99, -0.64], [1.0, -0.6], [1.0, -0.14], [0.985, -0.08], [0.015, -0.08]],
    win: [[0.13, -0.38], [0.22, -0.59], [0.36, -0.59], [0.36, -0.38]], wheels: [0.18, 0.8], r: 0.1,
  },
  truck: {
    body: [[0.0, -0.14], [0.01, -0.42], [0.05, -0.62], [0.23, -0.62], [0.24, -0.3], [0.27, -0.3], [0.27, -0.78], [1.0, -0.78], [1.0, -0.14], [0.985, -0.09], [0.015, -0.09]],
    win: [[0.04, -0.42], [0.07, -0.58], [0.2, -0.58], [0.2, -0.42]], wheels: [0.14, 0.78], r: 0.085,
  },
  bus: {
    body: [[0.0, -0.12], [0.005, -0.6], [0.03, -0.7], [0.98, -0.7], [1.0, -0.6], [1.0, -0.12], [0.99, -0.07], [0.01, -0.07]],
    win: [[0.03, -0.38], [0.035, -0.64], [0.97, -0.64], [0.97, -0.38]], wheels: [0.14, 0.8], r: 0.07, pillar: [0.16, 0.3, 0.44, 0.58, 0.72, 0.86],
  },
};

export type CarType = keyof typeof PROFILES;
export const CAR_TYPES = Object.keys(PROFILES) as CarType[];

/** Side view of a vehicle facing left. (x, by) = left end at ground, L = length. */
export function carSide(ctx: Ctx, x: number, by: number, L: number, col: string, type: CarType = "sedan", opt: { flip?: boolean; lights?: boolean } = {}): string {
  const P = PROFILES[type];
  const T = (p: Pt): Pt => [x + p[0] * L, by + p[1] * L];
  let s = ellipse(x + L / 2, by, L * 0.52, L * 0.03, { fill: C.ink, "fill-opacity": 0.55 });
  const isTruck = type === "truck";
  if (isTruck) {
    s += path(roundedPoly(P.body.slice(0, 6).map(T).concat([T([0.24, -0.14]), T([0.01, -0.14])]), L * 0.02), { fill: bodyFill(ctx, col) });
    s += path(roundedPoly([T([0.27, -0.78]), T([1.0, -0.78]), T([1.0, -0.16]), T([0.27, -0.16])], L * 0.01), { fill: bodyFill(ctx, "#C5CCE3") });
    // cargo ribs
    let d = "";
    for (let i = 1; i < 9; i++) d += `M${f(x + L * (0.27 + i * 0.081))},${f(by - L * 0.76)}V${f(by - L * 0.18)}`;
    s += path(d, { stroke: C.navy, "stroke-opacity": 0.15, "stroke-width": f(L * 0.006) });
    s += rect(x + L * 0.01, by - L * 0.18, L * 0.99, L * 0.06, { fill: "#1A2247" });
  } else {
    s += path(roundedPoly(P.body.map(T), L * 0.025), { fill: bodyFill(ctx, col) });
  }
  // windows
  s += path(roundedPoly(P.win.map(T), L * 0.012), { fill: ctx.lin([[0, "#33448A"], [1, "#0C1535"]]) });
  if (P.pillar) {
    let d = "";
    const y0 = Math.min(...P.win.map((p) => p[1])), y1 = Math.max(...P.win.map((p) => p[1]));
    for (const px of P.pillar) d += `M${f(x + px * L)},${f(by + y0 * L)}V${f(by + y1 * L)}`;
    s += path(d, { stroke: mix(col, C.navy, 0.3), "stroke-width": f(L * 0.014) });
  }
  // side crease + door line + handle
  if (!isTruck && type !== "bus") {
    const crease = by - L * 0.2;
    s += path(`M${f(x + L * 0.03)},${f(crease)}H${f(x + L * 0.97)}`, { stroke: C.white, "stroke-opacity": 0.16, "stroke-width": f(L * 0.006) });
    const dl = P.pillar ? P.pillar[0] : 0.55;
    s += path(`M${f(x + dl * L)},${f(by - L * 0.29)}V${f(by - L * 0.1)}`, { stroke: C.navy, "stroke-opacity": 0.35, "stroke-width": f(L * 0.004) });
    s += rect(x + (dl - 0.08) * L, by - L * 0.245, L * 0.04, L * 0.01, { rx: 2, fill: C.navy, "fill-opacity": 0.4 });
  }
  if (type === "bus") {
    s += rect(x + L * 0.02, by - L * 0.3, L * 0.96, L * 0.02, { fill: C.teal, "fill-opacity": 0.8 });
  }
  // lights
  s += path(roundedPoly([T([0.004, -0.22]), T([0.05, -0.235]), T([0.05, -0.2]), T([0.006, -0.19])], L * 0.006), { fill: C.white, "fill-opacity": 0.95 });
  s += rect(x + L * 0.975, by - (type === "sedan" ? 0.27 : 0.3) * L, L * 0.022, L * 0.045, { rx: 2, fill: C.amber });
  if (opt.lights) s += path(`M${f(x)},${f(by - L * 0.215)}L${f(x - L * 0.35)},${f(by - L * 0.3)}L${f(x - L * 0.35)},${f(by - L * 0.08)}Z`, { fill: ctx.lin([[0, C.white, 0.18], [1, C.white, 0]], 1, 0, 0, 0) });
  // wheels
  for (const wx of P.wheels) {
    const [cx, cy] = T([wx, -P.r]);
    s += circle(cx, cy, P.r * L * 1.14, { fill: "#0A1128" });
    s += circle(cx, cy, P.r * L, { fill: "#070B1A" });
    s += circle(cx, cy, P.r * L * 0.58, { fill: ctx.lin([[0, "#C5CCE3"], [1, "#5B668F"]]) });
    s += circle(cx, cy, P.r * L * 0.2, { fill: "#2A3560" });
  }
  return opt.flip ? g(s, { transform: `translate(${f(2 * x + L)},0) scale(-1,1)` }) : s;
}

/** Height of a vehicle profile relative to its length. */
export function carHeight(type: CarType): number {
  return -Math.min(...PROFILES[type].body.map((p) => p[1]));
}

/** Top view of a car, centred, pointing up (angle in degrees, 0 = up). */
export function carTop(ctx: Ctx, cx: number, cy: number, len: number, col: string, angle = 0, opt: { truck?: boolean } = {}): string {
  const w = len * (opt.truck ? 0.4 : 0.46);
  const l = len;
  let s = rect(-w / 2 + 4, -l / 2 + 8, w, l, { rx: w * 0.3, fill: C.ink, "fill-opacity": 0.5 });
  if (opt.truck) {
    s += rect(-w / 2, -l / 2, w, l * 0.26, { rx: w * 0.18, fill: bodyFill(ctx, col) });
    s += rect(-w / 2, -l / 2 + l * 0.08, w, l * 0.06, { fill: "#0C1535" });
    s += rect(-w / 2 - 1, -l / 2 + l * 0.28, w + 2, l * 0.72, { rx: 4, fill: ctx.lin([[0, "#D9DFEF"], [1, "#A9B2D0"]], 0, 0, 1, 0) });
    s += path(`M${f(-w / 2)},${f(-l / 2 + l * 0.45)}H${f(w / 2)}M${f(-w / 2)},${f(-l / 2 + l * 0.64)}H${f(w / 2)}M${f(-w / 2)},${f(-l / 2 + l * 0.83)}H${f(w / 2)}`, { stroke: C.navy, "stroke-opacity": 0.15, "stroke-width": 2 });
  } else {
    s += rect(-w / 2, -l / 2, w, l, { rx: w * 0.34, fill: ctx.lin([[0, mix(col, C.navy, 0.3)], [0.5, mix(col, C.white, 0.15)], [1, mix(col, C.navy, 0.3)]], 0, 0, 1, 0) });
    // windshield, roof, rear window
    s += path(roundedPoly([[-w * 0.4, -l * 0.14], [-w * 0.34, -l * 0.26], [w * 0.34, -l * 0.26], [w * 0.4, -l * 0.14]], w * 0.06), { fill: "#0C1535" });
    s += rect(-w * 0.38, -l * 0.14, w * 0.76, l * 0.34, { rx: w * 0.1, fill: mix(col, C.white, 0.08) });
    s += path(roundedPoly([[-w * 0.38, l * 0.2], [w * 0.38, l * 0.2], [w * 0.32, l * 0.3], [-w * 0.32, l * 0.3]], w * 0.05), { fill: "#0C1535" });
    s += rect(-w * 0.42, -l * 0.5 + 3, w * 0.2, l * 0.04, { rx: 3, fill: C.white, "fill-opacity": 0.9 });
    s += rect(w * 0.22, -l * 0.5 + 3, w * 0.2, l * 0.04, { rx: 3, fill: C.white, "fill-opacity": 0.9 });
    s += rect(-w * 0.42, l * 0.46 - 3, w * 0.18, l * 0.035, { rx: 3, fill: C.amber });
    s += rect(w * 0.24, l * 0.46 - 3, w * 0.18, l * 0.035, { rx: 3, fill: C.amber });
  }
  return g(s, { transform: `translate(${f(cx)},${f(cy)}) rotate(${f(angle)})` });
}

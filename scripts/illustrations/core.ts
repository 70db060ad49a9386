/**
 * Core helpers for the procedural illustrations: seeded PRNG, palette,
 * a tiny SVG string builder and a per-image context that collects <defs>.
 *
 * Everything here is deterministic: the same seed always produces the same
 * SVG markup (numbers are rounded to one decimal place).
 */

export const C = {
  navy: "#0B1530",
  navy2: "#111C3D",
  navy3: "#18244D",
  navy4: "#1F2D5E",
  navy5: "#2A3A73",
  blue: "#3B5BFD",
  blueLight: "#6F86FF",
  bluePale: "#A9B8FF",
  teal: "#12C2A4",
  tealLight: "#5FE0C8",
  tealDark: "#0C8C78",
  amber: "#FFB547",
  amberDark: "#E08A1E",
  coral: "#FF7A59",
  white: "#F4F6FB",
  grey: "#8A94B8",
  greyDark: "#5B668F",
  greyLight: "#C5CCE3",
  ink: "#070D22",
} as const;

/* ------------------------------------------------------------------ PRNG */

export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  next(): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(arr: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(arr: T[]): T[];
}

export function makeRng(seed: string): Rng {
  let a = hashString(seed) || 1;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (x, y) => x + (y - x) * next(),
    int: (x, y) => Math.floor(x + (y - x + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length) % arr.length],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      for (let i = arr.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [arr[i], arr[j]] = [arr[j], arr[i]];
      }
      return arr;
    },
  };
  return rng;
}

/* ------------------------------------------------------------ SVG utils */

export const f = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

export type Attrs = Record<string, string | number | undefined | null | false>;

export function at(o: Attrs = {}): string {
  let s = "";
  for (const k of Object.keys(o)) {
    const v = o[k];
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  }
  return s;
}

export const rect = (x: number, y: number, w: number, h: number, o: Attrs = {}) =>
  `<rect${at({ x, y, width: Math.max(0, w), height: Math.max(0, h), ...o })}/>`;
export const circle = (cx: number, cy: number, r: number, o: Attrs = {}) =>
  `<circle${at({ cx, cy, r: Math.max(0, r), ...o })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, o: Attrs = {}) =>
  `<ellipse${at({ cx, cy, rx: Math.max(0, rx), ry: Math.max(0, ry), ...o })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, o: Attrs = {}) =>
  `<line${at({ x1, y1, x2, y2, ...o })}/>`;
export const path = (d: string, o: Attrs = {}) => `<path${at({ d, ...o })}/>`;
export const g = (content: string, o: Attrs = {}) => `<g${at(o)}>${content}</g>`;

export type Pt = [number, number];

export const pts = (p: Pt[]) => p.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
export const polygon = (p: Pt[], o: Attrs = {}) => `<polygon${at({ points: pts(p), ...o })}/>`;
export const polyline = (p: Pt[], o: Attrs = {}) =>
  `<polyline${at({ points: pts(p), fill: "none", ...o })}/>`;

/** Polygon path with rounded corners (radius clamped to half of each edge). */
export function roundedPoly(p: Pt[], r: number | number[], closed = true): string {
  const n = p.length;
  let d = "";
  for (let i = 0; i < n; i++) {
    const cur = p[i];
    const rr = Array.isArray(r) ? r[i] ?? 0 : r;
    if (!closed && (i === 0 || i === n - 1)) {
      d += i === 0 ? `M${f(cur[0])},${f(cur[1])}` : `L${f(cur[0])},${f(cur[1])}`;
      continue;
    }
    const prev = p[(i - 1 + n) % n];
    const next = p[(i + 1) % n];
    const d1 = Math.hypot(prev[0] - cur[0], prev[1] - cur[1]) || 1;
    const d2 = Math.hypot(next[0] - cur[0], next[1] - cur[1]) || 1;
    const k1 = Math.min(rr, d1 / 2) / d1;
    const k2 = Math.min(rr, d2 / 2) / d2;
    const a: Pt = [cur[0] + (prev[0] - cur[0]) * k1, cur[1] + (prev[1] - cur[1]) * k1];
    const b: Pt = [cur[0] + (next[0] - cur[0]) * k2, cur[1] + (next[1] - cur[1]) * k2];
    d += `${i === 0 ? "M" : "L"}${f(a[0])},${f(a[1])}Q${f(cur[0])},${f(cur[1])} ${f(b[0])},${f(b[1])}`;
  }
  return closed ? d + "Z" : d;
}

/** Smooth closed/open curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(p: Pt[], closed = false, t = 1): string {
  const n = p.length;
  if (n < 2) return "";
  const get = (i: number): Pt =>
    closed ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))];
  let d = `M${f(p[0][0])},${f(p[0][1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1), p1 = get(i), p2 = get(i + 1), p3 = get(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * t, p1[1] + ((p2[1] - p0[1]) / 6) * t];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * t, p2[1] - ((p3[1] - p1[1]) / 6) * t];
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return closed ? d + "Z" : d;
}

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

export function mix(c1: string, c2: string, t: number): string {
  const p = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const a = p(c1), b = p(c2);
  return (
    "#" +
    a
      .map((v, i) => Math.round(lerp(v, b[i], t)).toString(16).padStart(2, "0"))
      .join("")
      .toUpperCase()
  );
}

/* ------------------------------------------------------------- Context */

export type Stop = [offset: number, color: string, opacity?: number];

export class Ctx {
  readonly rng: Rng;
  private defs = new Map<string, string>();
  private n = 0;

  constructor(
    readonly seed: string,
    readonly W: number,
    readonly H: number,
  ) {
    this.rng = makeRng(seed);
  }

  private add(key: string, make: (id: string) => string): string {
    let id = this.defs.get(key);
    if (!id) {
      id = `d${(this.n++).toString(36)}`;
      this.defs.set(key, id);
      this.defsList.push(make(id));
    }
    return id;
  }
  private defsList: string[] = [];

  private stops(s: Stop[]) {
    return s
      .map(
        ([o, c, op]) =>
          `<stop offset="${f(o)}" stop-color="${c}"${op === undefined || op === 1 ? "" : ` stop-opacity="${op}"`}/>`,
      )
      .join("");
  }

  /** Linear gradient in bounding-box units, returns `url(#id)`. */
  lin(s: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `L${JSON.stringify(s)}${x1},${y1},${x2},${y2}`;
    const id = this.add(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(s)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user-space units. */
  linU(s: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `LU${JSON.stringify(s)}${x1},${y1},${x2},${y2}`;
    const id = this.add(
      key,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse"${at({ x1, y1, x2, y2 })}>${this.stops(s)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units. */
  rad(s: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `R${JSON.stringify(s)}${cx},${cy},${r},${fx},${fy}`;
    const id = this.add(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(s)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.add(
      `B${std}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Soft drop shadow below the element. */
  shadow(dy = 10, std = 14, opacity = 0.45): string {
    const id = this.add(
      `S${dy},${std},${opacity}`,
      (id) =>
        `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${std}"/>` +
        `<feOffset dy="${dy}" result="o"/>` +
        `<feFlood flood-color="#02061A" flood-opacity="${opacity}"/>` +
        `<feComposite in2="o" operator="in"/>` +
        `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `url(#${id})`;
  }

  /** Outer glow in the element's own colours. */
  glow(std = 6): string {
    const id = this.add(
      `G${std}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">` +
        `<feGaussianBlur in="SourceGraphic" stdDeviation="${std}" result="b"/>` +
        `<feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `url(#${id})`;
  }

  clip(content: string): string {
    const id = this.add(`C${content}`, (id) => `<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  svg(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defsList.join("")}</defs>${body}</svg>`
    );
  }
}

/**
 * Pictures of blog articles, drawn from each article's diagram.json: the diagram itself (with text,
 * set in Golos Text) and the article's cover (the same data as an abstract composition, no text).
 */
import { C, Ctx, rect, circle, path, f } from "./core";
import { backdrop, dotGrid, reticle, vignette, hudFrame } from "./hud";

export interface FlowDiagram {
  kind: "flow";
  title: string;
  steps: { label: string; note?: string }[];
}
export interface BarsDiagram {
  kind: "bars";
  title: string;
  unit: string;
  items: { label: string; value: number }[];
}
export type Diagram = FlowDiagram | BarsDiagram;

/** Reads and checks a diagram.json; throws with the field named. */
export function parseDiagram(raw: unknown, file: string): Diagram {
  const fail = (field: string, message: string): never => {
    throw new Error(`${file}: поле «${field}»: ${message}`);
  };
  const d = raw as { kind?: string; title?: unknown; unit?: unknown; steps?: { label?: unknown }[]; items?: { label?: unknown; value?: unknown }[] };
  if (typeof d.title !== "string" || d.title.trim() === "") fail("title", "нужен заголовок диаграммы");
  if (d.kind === "flow") {
    if (!Array.isArray(d.steps) || d.steps.length < 3 || d.steps.length > 6) fail("steps", "от 3 до 6 шагов");
    d.steps?.forEach((s, i) => typeof s.label !== "string" && fail(`steps.${i}.label`, "нужна подпись шага"));
    return d as unknown as FlowDiagram;
  }
  if (d.kind === "bars") {
    if (typeof d.unit !== "string") fail("unit", "нужна единица измерения");
    if (!Array.isArray(d.items) || d.items.length < 2 || d.items.length > 8) fail("items", "от 2 до 8 столбцов");
    d.items?.forEach((s, i) => {
      if (typeof s.label !== "string") fail(`items.${i}.label`, "нужна подпись");
      if (typeof s.value !== "number" || s.value < 0) fail(`items.${i}.value`, "нужно неотрицательное число");
    });
    return d as unknown as BarsDiagram;
  }
  return fail("kind", "flow или bars");
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const FONT = `font-family="Golos Text"`;
const text = (x: number, y: number, s: string, size: number, opt: { weight?: number; fill?: string; anchor?: string } = {}) =>
  `<text x="${f(x)}" y="${f(y)}" ${FONT} font-size="${size}" font-weight="${opt.weight ?? 400}" fill="${opt.fill ?? C.navy}"${opt.anchor ? ` text-anchor="${opt.anchor}"` : ""}>${esc(s)}</text>`;

/** "98,7 %": a decimal comma and a non-breaking space before the unit, as on the site. */
export function formatValue(value: number, unit: string): string {
  const n = String(value).replace(".", ",");
  return unit === "%" ? `${n}\u00a0%` : `${n}\u00a0${unit}`;
}

export const DIAGRAM = { W: 1600, H: 900 } as const;

/** The diagram as shown inside the article: light, readable at 760 px wide. */
export function diagramSvg(d: Diagram): string {
  const { W, H } = DIAGRAM;
  let s = rect(0, 0, W, H, { fill: "#FFFFFF" }) + rect(0, 0, W, 10, { fill: C.blue });
  s += text(80, 110, d.title, 46, { weight: 600 });
  if (d.kind === "flow") {
    const n = d.steps.length;
    const top = 190, rowH = Math.min(120, (H - top - 40) / n);
    s += path(`M120,${f(top + rowH / 2)}V${f(top + rowH * (n - 0.5))}`, { stroke: C.blue, "stroke-opacity": 0.25, "stroke-width": 6 });
    d.steps.forEach((step, i) => {
      const cy = top + rowH * (i + 0.5);
      s += circle(120, cy, 34, { fill: i === n - 1 ? C.teal : C.blue });
      s += text(120, cy + 12, String(i + 1), 34, { weight: 600, fill: "#FFFFFF", anchor: "middle" });
      s += text(190, cy + 12, step.label, 36, { weight: 600 });
      if (step.note) s += text(760, cy + 11, step.note, 30, { fill: "#4A5578" });
    });
  } else {
    const n = d.items.length;
    const top = 180, rowH = Math.min(110, (H - top - 30) / n);
    const max = Math.max(...d.items.map((i) => i.value));
    const x0 = 700, x1 = 1380;
    d.items.forEach((item, i) => {
      const cy = top + rowH * (i + 0.5);
      const w = max > 0 ? ((x1 - x0) * item.value) / max : 0;
      s += text(80, cy + 11, item.label, 32);
      s += rect(x0, cy - 26, x1 - x0, 52, { rx: 10, fill: C.blue, "fill-opacity": 0.08 });
      s += rect(x0, cy - 26, Math.max(w, 8), 52, { rx: 10, fill: item.value === max ? C.blue : C.teal });
      // The figure sits after its bar, or inside it where it would run off the picture.
      const label = formatValue(item.value, d.unit);
      const fits = x0 + w + 18 + label.length * 18 < W - 40;
      s += fits
        ? text(x0 + w + 18, cy + 12, label, 32, { weight: 600 })
        : text(x0 + w - 18, cy + 12, label, 32, { weight: 600, fill: "#FFFFFF", anchor: "end" });
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>`;
}

/** The article's cover: its diagram's shape in the site's dark style, without words. */
export function coverScene(ctx: Ctx, d: Diagram): string {
  const { W, H } = ctx;
  let s = backdrop(ctx, { glow: [W * 0.65, H * 0.4], glow2: [W * 0.15, H * 0.85], grid: 80 });
  s += dotGrid(120, 120, 8, 5, 28);
  if (d.kind === "flow") {
    const n = d.steps.length;
    const gap = 40, w = (W - 240 - (n - 1) * gap) / n, y = H * 0.42;
    d.steps.forEach((_, i) => {
      const x = 120 + i * (w + gap);
      const lift = (i % 2) * 60;
      const col = i === n - 1 ? C.teal : C.blue;
      s += rect(x, y - lift, w, 230, { rx: 22, fill: C.navy4, stroke: col, "stroke-width": 3, filter: ctx.shadow(10, 14, 0.45) });
      s += circle(x + 48, y - lift + 52, 24, { fill: col });
      s += rect(x + 30, y - lift + 110, w - 60, 14, { rx: 7, fill: C.white, "fill-opacity": 0.75 });
      s += rect(x + 30, y - lift + 140, (w - 60) * 0.7, 10, { rx: 5, fill: C.white, "fill-opacity": 0.3 });
      s += rect(x + 30, y - lift + 162, (w - 60) * 0.5, 10, { rx: 5, fill: C.white, "fill-opacity": 0.3 });
      if (i < n - 1) {
        const ax = x + w + 4, ay = y - lift + 115, by = y - ((i + 1) % 2) * 60 + 115;
        s += path(`M${f(ax)},${f(ay)}C${f(ax + gap / 2)},${f(ay)} ${f(ax + gap / 2)},${f(by)} ${f(ax + gap - 8)},${f(by)}`, { stroke: C.teal, "stroke-width": 4, fill: "none" });
      }
    });
  } else {
    const n = d.items.length;
    const max = Math.max(...d.items.map((i) => i.value));
    const x0 = 200, x1 = W - 200, base = H * 0.8, top = H * 0.2;
    const bw = Math.min(160, (x1 - x0) / n - 40);
    d.items.forEach((item, i) => {
      const h = max > 0 ? ((base - top) * item.value) / max : 0;
      const x = x0 + i * ((x1 - x0) / n) + ((x1 - x0) / n - bw) / 2;
      s += rect(x, base - Math.max(h, 10), bw, Math.max(h, 10), { rx: 16, fill: ctx.lin([[0, item.value === max ? C.teal : C.blue], [1, C.navy4]]) });
    });
    s += rect(x0 - 20, base, x1 - x0 + 40, 4, { rx: 2, fill: C.white, "fill-opacity": 0.3 });
  }
  s += reticle(W - 220, 200, 60, C.teal, 0.6);
  s += vignette(ctx, 0.45) + hudFrame(ctx, { minimal: true });
  return s;
}

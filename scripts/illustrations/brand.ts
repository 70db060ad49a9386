/** Logo mark, app icon and the default social card. */
import { C, Ctx, rect, circle, path, g, f, polygon } from "./core";
import { backdrop, box, panel, lineChart, walk, vignette, confList, reticle } from "./hud";
import { carRear, makePose, person, outfit, poseBox } from "./figures";
import { skyline } from "./objects";

/** Mark geometry in a 40×40 box: detection-frame corners around a stylised eye / lens. */
export function markPaths(opt: { frame: string; eye: string; iris?: string; pupil?: string } ): string {
  return (
    `<path d="M3.5 11.5V6.5a3 3 0 0 1 3-3h5M28.5 3.5h5a3 3 0 0 1 3 3v5M36.5 28.5v5a3 3 0 0 1-3 3h-5M11.5 36.5h-5a3 3 0 0 1-3-3v-5" fill="none" stroke="${opt.frame}" stroke-width="2.8" stroke-linecap="round"/>` +
    `<path d="M7.5 20C11 13.6 15.3 10.6 20 10.6S29 13.6 32.5 20C29 26.4 24.7 29.4 20 29.4S11 26.4 7.5 20Z" fill="${opt.eye}"/>` +
    `<circle cx="20" cy="20" r="6.3" fill="${opt.iris ?? C.white}"/>` +
    `<circle cx="20" cy="20" r="3.5" fill="${opt.pupil ?? C.navy}"/>` +
    `<circle cx="21.7" cy="18.3" r="1.15" fill="${opt.iris ?? C.white}"/>`
  );
}

const GRAD = `<linearGradient id="vm-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient>`;

export function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="Видеум">` +
    `<defs>${GRAD}</defs>${markPaths({ frame: C.blue, eye: "url(#vm-g)" })}</svg>\n`
  );
}

export function iconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
    `<defs>${GRAD}<linearGradient id="vm-bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#1F2D5E"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>` +
    `<radialGradient id="vm-gl" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect x="0" y="0" width="512" height="512" rx="112" fill="url(#vm-bg)"/>` +
    `<rect x="0" y="0" width="512" height="512" rx="112" fill="url(#vm-gl)"/>` +
    `<g transform="translate(76,76) scale(9)">${markPaths({ frame: C.teal, eye: "url(#vm-g)" })}</g></svg>`
  );
}

/** 1200×630 social card: the mark on the left, a camera view on the right. */
export function ogScene(ctx: Ctx): string {
  const { W, H } = ctx;
  let s = backdrop(ctx, { glow: [330, 315], glow2: [900, 520], grid: 60 });
  // mark with halo
  s += circle(330, 315, 210, { fill: C.blue, "fill-opacity": 0.08 });
  s += circle(330, 315, 170, { fill: "none", stroke: C.bluePale, "stroke-opacity": 0.18, "stroke-width": 2, "stroke-dasharray": "4 10" });
  s += circle(330, 315, 250, { fill: "none", stroke: C.bluePale, "stroke-opacity": 0.1, "stroke-width": 2 });
  const grad = ctx.lin([[0, C.blue], [1, C.teal]], 0, 0, 1, 1);
  s += g(markPaths({ frame: C.white, eye: grad }), { transform: `translate(${f(330 - 20 * 6.2)},${f(315 - 20 * 6.2)}) scale(6.2)` });
  // camera view panel
  const fx = 640, fy = 110, fw = 480, fh = 330;
  const clip = ctx.clip(`<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" rx="16"/>`);
  let inner = rect(fx, fy, fw, fh, { fill: ctx.lin([[0, "#16245A"], [0.55, "#22357A"], [0.551, "#1A2348"], [1, "#101836"]]) });
  inner += skyline(ctx, fx, fx + fw, fy + fh * 0.55, 110, "#131D45");
  inner += polygon([[fx + fw * 0.46, fy + fh * 0.55], [fx + fw * 0.54, fy + fh * 0.55], [fx + fw * 0.95, fy + fh], [fx + fw * 0.05, fy + fh]], { fill: "#141C3E" });
  inner += carRear(ctx, fx + fw * 0.4, fy + fh * 0.93, 190, C.blue, { brake: true });
  const hp = 210;
  const p = makePose("walk", fx + fw * 0.82, fy + fh * 0.9, hp);
  inner += person(ctx, p, hp, outfit(ctx, { top: C.teal }));
  s += g(inner, { "clip-path": clip, filter: ctx.shadow(14, 20, 0.5) });
  s += rect(fx, fy, fw, fh, { rx: 16, fill: "none", stroke: C.bluePale, "stroke-opacity": 0.3, "stroke-width": 2 });
  s += box(ctx, fx + fw * 0.4 - 112, fy + fh * 0.93 - 165, 224, 176, { color: C.teal, tagW: 44, scale: 0.85 });
  const pb = poseBox(p, hp);
  s += box(ctx, pb[0], pb[1], pb[2], pb[3], { color: C.amber, tagW: 30, scale: 0.8 });
  s += reticle(fx + fw * 0.2, fy + fh * 0.3, 20, C.white, 0.5);
  // small analytics cards
  s += panel(ctx, 640, 470, 230, 110, { header: false });
  s += lineChart(ctx, 662, 495, 186, 60, walk(ctx, 9, 0.2, 0.9, 0.05), { color: C.teal, dots: true });
  s += panel(ctx, 890, 470, 230, 110, { header: false });
  s += confList(ctx, 912, 494, 186, [0.94, 0.81], [C.teal, C.amber], 38);
  s += vignette(ctx, 0.4);
  void W; void H;
  return s;
}

/**
 * What a person sees, not what the DOM holds: an element counts as shown when its centre lies inside
 * the viewport and the browser's own hit test at that point lands on the element (or inside it). A link
 * under another layer, clipped by its container or pushed off screen fails, whatever its attributes say.
 */
import type { Locator, Page } from "playwright-core";

export interface Seen {
  /** The element's accessible name as a person reads it (aria-label or its text). */
  name: string;
  /** The centre point lies inside the viewport, the part of the page the screen shows. */
  inViewport: boolean;
  /** `document.elementFromPoint` at the centre is the element or one of its descendants. */
  onTop: boolean;
  /** Drawn: no ancestor is transparent (the hit test finds invisible boxes too) or visibility: hidden. */
  opaque: boolean;
  /** What the hit test found instead, when it is not the element ("button.sc-abc «Наверх»"). */
  coveredBy?: string;
}

/** Runs in the page: the hit test of one element. Kept self-contained, as evaluate() serialises it. */
function hitTest(el: Element): Seen {
  const describe = (node: Element | null) => {
    if (!node) return "nothing (outside the page)";
    const text = (node.getAttribute("aria-label") ?? node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    const cls = typeof node.className === "string" && node.className ? `.${node.className.split(" ")[0]}` : "";
    return `${node.tagName.toLowerCase()}${cls}${text ? ` «${text}»` : ""}`;
  };
  // A link that wraps onto two lines is tapped on its words: the centre of its first line box.
  const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // The visual viewport: on a phone, a page laid out wider than the screen is panned, not shown whole.
  const view = window.visualViewport;
  const viewLeft = view?.offsetLeft ?? 0;
  const viewTop = view?.offsetTop ?? 0;
  const viewRight = viewLeft + (view?.width ?? window.innerWidth);
  const viewBottom = viewTop + (view?.height ?? window.innerHeight);
  const inViewport = box.width > 0 && box.height > 0 && x >= viewLeft && y >= viewTop && x < viewRight && y < viewBottom;
  const top = inViewport ? document.elementFromPoint(x, y) : null;
  const onTop = top !== null && (top === el || el.contains(top));
  const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
  let opacity = 1;
  for (let node: Element | null = el; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  const opaque = opacity > 0.95 && getComputedStyle(el).visibility !== "hidden";
  return onTop ? { name, inViewport, onTop, opaque } : { name, inViewport, onTop, opaque, coveredBy: describe(top) };
}

/** The hit test of one element as it is now (no scrolling). */
export function seen(locator: Locator): Promise<Seen> {
  return locator.evaluate(hitTest);
}

/**
 * Scrolled to as a person scrolls to it, and hit-tested once it has stopped moving. Right after a page
 * change, blocks laid out only near the viewport may take their real heights a frame or two after a
 * jump (until the page has learnt them at idle: src/lib/scroll-restoration), so the scroll is repeated
 * until the element stays put, as a person's eyes follow it.
 */
export async function scrolledTo(locator: Locator): Promise<Seen> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await locator.scrollIntoViewIfNeeded();
    const moved = await locator.evaluate(async (el) => {
      const start = el.getBoundingClientRect().top;
      for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      return el.getBoundingClientRect().top !== start;
    });
    if (!moved) break;
  }
  return seen(locator);
}

/** Expected value of `seen()` for an element a person can see and tap. */
export const shown = (name: string | RegExp = /./) => ({ name: expect.stringMatching(name), inViewport: true, onTop: true, opaque: true });

export interface Covered {
  control: string;
  at: { x: number; y: number };
  coveredBy: string;
}

/**
 * Every control of the page (links, buttons, fields, summaries) that has a box, brought to the middle of
 * the screen as a person would scroll to it (the page's end can only come as far as the scroll allows),
 * then hit-tested at its centre. Returns those another layer covers. `within` narrows the sweep.
 */
export async function coveredControls(page: Page, within = "body"): Promise<Covered[]> {
  return page.evaluate(async (scope) => {
    const frames = async (n: number) => {
      for (let f = 0; f < n; f += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    };
    const label = (node: Element | null) => {
      if (!node) return "nothing";
      const text = (node.getAttribute("aria-label") ?? node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${text ? ` «${text}»` : ""}`;
    };
    const controls = document.querySelector(scope)!.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary");
    const found: Covered[] = [];
    for (const el of Array.from(controls)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (el.closest("[hidden], [aria-hidden='true'], [inert]")) continue;
      const middle = box.top + box.height / 2;
      if (middle < window.innerHeight * 0.25 || middle > window.innerHeight * 0.75) {
        // As a person scrolls to it; the header reacts to scrolling on the next frames (hides, returns).
        el.scrollIntoView({ block: "center", inline: "nearest" });
        await frames(3);
      }
      // A link that wraps onto two lines is tapped on its words: the centre of its first line box. A
      // control with an icon (a chevron, an arrow) is tapped on the icon as often: its centre counts too.
      const first = el.getClientRects()[0] ?? el.getBoundingClientRect();
      const points = [first, ...Array.from(el.querySelectorAll("svg"), (icon) => icon.getBoundingClientRect())]
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 }));
      for (const { x, y } of points) {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (top === el || (top && el.contains(top))) continue;
        found.push({ control: label(el), at: { x: Math.round(x), y: Math.round(y) }, coveredBy: label(top) });
        break;
      }
    }
    return found;
  }, within);
}

/**
 * `seen`, once the element is drawn whole: a layer that fades or slides in (a toast, the banner, a block
 * revealed on scroll) is asked again for up to `timeout` ms. Polled from here, as the page's clock may
 * be faked.
 */
export async function seenOnceDrawn(locator: Locator, timeout = 3000): Promise<Seen> {
  const page = locator.page();
  const until = Date.now() + timeout;
  let result = await seen(locator);
  while (!(result.opaque && result.inViewport && result.onTop) && Date.now() < until) {
    await page.waitForTimeout(100);
    result = await seen(locator);
  }
  return result;
}

/**
 * Taps as a person does: waits for the element, scrolls to it, checks it is on screen, drawn and on top
 * (hit-tested at its centre), then clicks. A list drawn again as its entries arrive replaces the
 * element found by a new copy: that one is looked up again, as Playwright's own click() would.
 */
export async function tapShown(target: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await target.waitFor();
      await scrolledTo(target);
      expect(await seenOnceDrawn(target)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
      break;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("not attached")) throw error;
    }
  }
  await target.click();
}

/**
 * Clicks with the mouse where a person sees the element, once it has stopped moving (a card still
 * sliding in) and is shown: nothing scrolls first. Playwright's own click() may scroll the page to
 * reveal the element, even one already on screen (seen with a card link whose reveal had not ended,
 * 476 px), which moves the position a test of scrolling means to keep.
 */
export async function clickWhereSeen(locator: Locator): Promise<void> {
  const point = await locator.evaluate(async (el) => {
    const centre = () => {
      const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    let last = centre();
    for (let still = 0, frame = 0; still < 3 && frame < 120; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = centre();
      still = now.x === last.x && now.y === last.y ? still + 1 : 0;
      last = now;
    }
    return last;
  });
  expect(await seen(locator)).toMatchObject({ inViewport: true, onTop: true, opaque: true });
  await locator.page().mouse.click(point.x, point.y);
}

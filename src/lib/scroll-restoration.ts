/** While set on <html>, every block laid out only near the viewport is laid out (styles/mixins). */
export const RESTORING_ATTRIBUTE = "data-restoring-scroll";

/**
 * Calls `release` once the next frame has been rendered: a block's height is remembered
 * (`contain-intrinsic-size: auto`) only when a frame is drawn with the block laid out.
 */
function afterNextFrame(release: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(release));
}

/**
 * Back (or Forward) to a page left deep down: the saved position is only right if the page above it
 * has its real height. Blocks laid out only near the viewport (`content-visibility: auto`) stand at a
 * 640 px estimate until they have been rendered once, so on a long page the same number of pixels
 * lands thousands of pixels short (issue #22: Back after a footer link). For one frame every block is
 * laid out, the position is restored against the real heights, and the blocks are released: having
 * been rendered, they keep those heights (`contain-intrinsic-size: auto`), so nothing moves after.
 */
export function restoreScroll(y: number): void {
  const root = document.documentElement;
  root.setAttribute(RESTORING_ATTRIBUTE, "");
  window.scrollTo(0, y);
  afterNextFrame(() => root.removeAttribute(RESTORING_ATTRIBUTE));
}

/** Marks the blocks laid out only near the viewport (the `renderWhenNear` mixin's elements). */
export const NEAR_BLOCK_ATTRIBUTE = "data-render-when-near";
/** While set on such a block, it is laid out wherever it is (styles/mixins). */
export const MEASURING_ATTRIBUTE = "data-measuring";

/** How long a page shown waits for an idle moment before its blocks learn their heights. */
export const LEARN_HEIGHTS_TIMEOUT_MS = 5000;
/** How many times the blocks learn their heights again because a frame that laid them out sent for a font. */
export const RELEARN_FOR_FONTS = 3;
/**
 * How many blocks one frame lays out while they learn their heights. All at once was one task of 28 ms
 * on the home page (a layout of the whole page: 115 ms on a phone, most of it counted as blocking time);
 * four take 3–5 ms.
 */
export const BLOCKS_PER_FRAME = 4;
/** The performance mark set when the blocks of the page shown know their heights (DevTools shows it; e2e waits for it). */
export const HEIGHTS_LEARNED_MARK = "videum:block-heights-learned";

let learning = 0;

/**
 * A page shown (loaded, or after a client-side change): once the browser is idle and the web font is
 * in, the blocks below the viewport are laid out for one frame, so that each keeps its real height.
 * Otherwise a jump far down (the End key, a link to the footer) lands among blocks at the 640 px
 * estimate that take their real heights a frame later: on /about the footer then leapt 1,221 px down,
 * out of sight. Only blocks wholly below the viewport, checked again before each frame: Chromium reports
 * the blocks on screen as moved when their content-visibility changes (a layout shift of 0.1 on
 * /ai-projects), and what is below the viewport moves nothing a visitor sees. A few blocks a frame, each
 * frame at an idle moment, so that no task is long.
 *
 * The font files are fetched only for text that is laid out, so a measuring frame itself may send for a
 * weight or a script that only those blocks use: they are then measured in the fallback font, and take
 * their real heights only when scrolled to. When a frame had a font loading, the blocks learn their
 * heights again once it is in.
 */
export function learnBlockHeights(): void {
  const run = ++learning;
  const idle = (call: () => void, fallbackMs: number) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(call, { timeout: LEARN_HEIGHTS_TIMEOUT_MS }) : setTimeout(call, fallbackMs);
  // jsdom and old browsers have no FontFaceSet.
  const fonts = (document as { fonts?: FontFaceSet }).fonts;
  const below = (block: HTMLElement) => block.getBoundingClientRect().top >= window.innerHeight;

  const learn = (rounds: number) => {
    const pending = Array.from(document.querySelectorAll<HTMLElement>(`[${NEAR_BLOCK_ATTRIBUTE}]`)).filter(below);
    let fontSentFor = false;
    const nextFrame = () => {
      if (run !== learning) return; // another page is shown: its own run has started
      const blocks = pending.splice(0, BLOCKS_PER_FRAME).filter(below);
      if (blocks.length === 0 && pending.length === 0) {
        if (fontSentFor && rounds > 0) void fonts?.ready.then(() => learn(rounds - 1));
        else performance.mark?.(HEIGHTS_LEARNED_MARK);
        return;
      }
      for (const block of blocks) block.setAttribute(MEASURING_ATTRIBUTE, "");
      afterNextFrame(() => {
        for (const block of blocks) block.removeAttribute(MEASURING_ATTRIBUTE);
        if (fonts?.status === "loading") fontSentFor = true;
        idle(nextFrame, 50);
      });
    };
    nextFrame();
  };
  idle(() => void (fonts?.ready ?? Promise.resolve()).then(() => learn(RELEARN_FOR_FONTS)), 1000);
}

let nativeJump: string | null = null;
const decoded = (hash: string) => {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
};

/**
 * Remembers a jump the browser made itself: a plain link to a place in this page (the skip link, an
 * article's contents). The browser has scrolled already; the router, which hears of it a moment later
 * (later still while the page hydrates, see hydration-gate), must not scroll there again: by then the
 * visitor may be reading on.
 */
export function rememberNativeAnchorJumps(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (event.defaultPrevented || !(link instanceof HTMLAnchorElement) || !link.hash) return;
    if (link.origin === window.location.origin && link.pathname === window.location.pathname) nativeJump = decoded(link.hash);
  });
}

/** True once for the jump the browser has just made to this hash itself. */
export function takeNativeAnchorJump(hash: string): boolean {
  const taken = nativeJump !== null && nativeJump === decoded(hash);
  nativeJump = null;
  return taken;
}

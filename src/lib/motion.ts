/**
 * Scroll-reveal and headline-word motion (SPEC §2 "Other", §4 "Reveal animation", §9): the figures and
 * the few decisions behind them, free of React so they can be tested alone.
 */

/** A revealed block fades in over 0.8 s and slides up 100 px over 0.6 s. */
export const REVEAL_FADE_MS = 800;
export const REVEAL_SLIDE_MS = 600;
export const REVEAL_OFFSET_PX = 100;

/** A block reveals once it is this far inside the bottom of the viewport: 100 px, 50 px under 768 px. */
export const REVEAL_MARGIN_PX = 100;
export const REVEAL_MARGIN_NARROW_PX = 50;

/** Resizing across the narrow breakpoint changes the margin once the resizing has paused this long. */
export const REVEAL_RESIZE_DEBOUNCE_MS = 200;

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** The IntersectionObserver rootMargin: only the bottom edge of the viewport moves in. */
export function revealRootMargin(narrow: boolean): string {
  return `0px 0px -${narrow ? REVEAL_MARGIN_NARROW_PX : REVEAL_MARGIN_PX}px 0px`;
}

/**
 * Whether a block may be hidden to be revealed later: only when none of it is on screen yet. A block the
 * visitor can already see, even a strip of it at the bottom, or one scrolled past, never disappears.
 */
export function startsBelowViewport(top: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && top >= viewportHeight;
}

/** Headline words: each starts this much after the previous one... */
export const WORD_STAGGER_MS = 60;
/** ...and takes this long, */
export const WORD_FADE_MS = 400;
/** so that the whole headline is in within about 0.8 s, however long it is. */
export const WORDS_TOTAL_MS = 800;

/**
 * Splits a headline at ordinary spaces only: the non-breaking spaces typography puts after short words
 * (U+00A0, U+202F) keep those words glued to the next one.
 */
export function splitWords(text: string): string[] {
  return text.split(/[ \t\n\r]+/).filter(Boolean);
}

/** When word `index` of `count` starts: 60 ms apart, closer together where that would end after 0.8 s. */
export function wordDelayMs(index: number, count: number): number {
  if (count <= 1) return 0;
  const step = Math.min(WORD_STAGGER_MS, (WORDS_TOTAL_MS - WORD_FADE_MS) / (count - 1));
  return Math.round(index * step);
}

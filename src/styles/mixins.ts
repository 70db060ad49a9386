import { css } from "styled-components";
import { MEASURING_ATTRIBUTE, RESTORING_ATTRIBUTE } from "../lib/scroll-restoration";

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * A block below the fold: the browser skips its style, layout and paint until it comes near the viewport.
 * Laying out the whole page at once, in the font's three weights as each arrives, was the largest part of
 * the main thread's work on a phone (measured with scripts/measure-tbt.ts). The block stays in the
 * accessibility tree and in find-in-page; `auto` keeps its real height once rendered, so the scrollbar
 * settles. Its content is painted inside its box, which the sections' padding leaves room for.
 */
export const renderWhenNear = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 640px;
  /*
   * Back to a position deep in the page, or learning its height at idle: laid out for a frame, see
   * src/lib/scroll-restoration. With the containment that \`auto\` keeps near the viewport: without it the
   * last child's bottom margin collapses through the block, which then learns a height 64 px short.
   */
  html[${RESTORING_ATTRIBUTE}] &, &[${MEASURING_ATTRIBUTE}] {
    content-visibility: visible;
    contain: layout style paint;
  }
`;

export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

/** A square 44 px control holding one icon (SPEC §9 minimum button height). */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.buttonHeight}px;
  height: ${({ theme }) => theme.layout.buttonHeight}px;
  border: 0;
  cursor: pointer;
`;

/** A full-width row that is a button or link: menu and accordion entries. */
export const rowButton = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 52px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

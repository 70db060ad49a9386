import styled, { keyframes } from "styled-components";
import { WORD_FADE_MS } from "../../../lib/motion";

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Pure CSS, so the words come in from the server's HTML without scripts too; "both" holds the start frame
 * through the delay and ends visible. Opacity only, on an inline box: an inline-block word (needed for a
 * transform) cannot be broken by overflow-wrap, and a long word overflowed a 375 px screen.
 * The delay is an inline style, not a class per value: a new headline then adds no CSS rule at run time
 * (Chrome re-resolves the sheet's @font-face on every inserted rule, and the text flickers).
 */
export const Word = styled.span.attrs<{ $delay: number }>(({ $delay }) => ({
  style: { animationDelay: `${$delay}ms` },
}))`
  animation: ${fadeIn} ${WORD_FADE_MS}ms ease-out both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

import styled, { keyframes } from "styled-components";
import { WORD_FADE_MS } from "../../../lib/motion";

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.3em); }
  to { opacity: 1; transform: none; }
`;

/**
 * Pure CSS, so the words come in from the server's HTML without scripts too; "both" holds the start frame
 * through the delay and ends visible. Inline-block for the transform; the box is the word's own size.
 * The delay is an inline style, not a class per value: a new headline then adds no CSS rule at run time
 * (Chrome re-resolves the sheet's @font-face on every inserted rule, and the text flickers).
 */
export const Word = styled.span.attrs<{ $delay: number }>(({ $delay }) => ({
  style: { animationDelay: `${$delay}ms` },
}))`
  display: inline-block;
  animation: ${rise} ${WORD_FADE_MS}ms ease-out both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

import styled from "styled-components";
import { renderWhenNear } from "../../../styles/mixins";
import { REVEAL_FADE_MS, REVEAL_OFFSET_PX, REVEAL_SLIDE_MS } from "../../../lib/motion";

/** "static": as the server sent it; "waiting": below the fold, hidden until scrolled to; "shown": revealed. */
export type RevealPhase = "static" | "waiting" | "shown";

/**
 * Only opacity and transform change, so revealing a block moves nothing around it. The phases are
 * attribute selectors on one class, all in the server's style sheet: a phase change adds no CSS rule at
 * run time (Chrome re-resolves the sheet's @font-face on every inserted rule, and the text flickers).
 */
export const Block = styled.div`
  ${renderWhenNear}
  &[data-reveal="waiting"] {
    opacity: 0;
    transform: translateY(${REVEAL_OFFSET_PX}px);
  }
  &[data-reveal="shown"] {
    transition:
      opacity ${REVEAL_FADE_MS}ms ease-out,
      transform ${REVEAL_SLIDE_MS}ms ease-out;
  }
  @media (prefers-reduced-motion: reduce), print {
    &[data-reveal] {
      opacity: 1;
      transform: none;
      transition: none;
    }
  }
`;

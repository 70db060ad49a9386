import styled from "styled-components";

/**
 * A thin strip over the top edge, above the header and the overlays (z-index 50–110), so a form sent
 * from the side panel shows its progress too. Fixed and scaled, never resized: nothing moves under it.
 * The fill is a style attribute because it changes ten times a second (one class per value otherwise).
 */
export const Bar = styled.div.attrs<{ $value: number }>(({ $value }) => ({
  style: { transform: `scaleX(${$value})` },
}))`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 120;
  width: 100%;
  height: 3px;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left center;
  transition: transform ${({ theme }) => theme.motion.base} linear;
  pointer-events: none;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

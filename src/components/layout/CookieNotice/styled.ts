import styled from "styled-components";
import { media } from "../../../styles/media";

/** Fixed in a corner and not modal: the page under it stays usable, nothing is blocked. */
export const Notice = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.layout.gutter};
  bottom: ${({ theme }) => theme.layout.gutter};
  /* above the scroll-up button, below the header menu, the contact panel and the modal banner */
  z-index: 45;
  width: calc(100% - 2 * ${({ theme }) => theme.layout.gutter});
  max-width: 34rem;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accentOnDark}; outline-offset: 3px; }
  a { color: ${({ theme }) => theme.colors.accentOnDark}; }
  ${media.down("xs")} { padding: ${({ theme }) => theme.space.md}; }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.heading};
`;

export const Text = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMutedOnDark};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const Choice = styled.button<{ $primary?: boolean }>`
  flex: 1 1 9rem;
  min-height: ${({ theme }) => theme.layout.buttonHeightSmall}px;
  padding: 0 1.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : "transparent")};
  box-shadow: ${({ theme, $primary }) => ($primary ? "none" : `inset 0 0 0 2px ${theme.colors.borderOnDark}`)};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $primary }) => ($primary ? theme.colors.primaryHover : theme.colors.surfaceDarkRaised)};
  }
`;

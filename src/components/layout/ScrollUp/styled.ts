import styled from "styled-components";
import { media } from "../../../styles/media";
import { NOTICE_SPACE } from "../CookieNotice/space";

export const Button = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.layout.gutter};
  bottom: ${({ theme }) => theme.layout.gutter};
  z-index: 40;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: ${({ theme }) => theme.layout.buttonHeightSmall}px;
  padding: 0 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primary}; }
  /* Where the open cookie notice spans the screen's width, above it (CookieNotice sets the space). */
  ${media.down("sm")} { bottom: calc(${({ theme }) => theme.layout.gutter} + var(${NOTICE_SPACE}, 0px)); }
`;

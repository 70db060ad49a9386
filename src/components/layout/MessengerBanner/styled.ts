import styled, { css, keyframes } from "styled-components";
import { BANNER_FADE_MS } from "../../../lib/banner";
import { media } from "../../../styles/media";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

/** Fixed over the page, so showing it moves nothing; backdrop and card fade together. */
export const Overlay = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 110;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.layout.gutter};
  animation: ${({ $closing }) => ($closing ? fadeOut : fadeIn)} ${BANNER_FADE_MS}ms ease forwards;
  ${({ $closing }) => $closing && css`pointer-events: none;`}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.surfaceDark};
  opacity: 0.6;
`;

export const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus { outline: none; }
  ${media.down("xs")} { padding: ${({ theme }) => theme.space.lg}; }
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

export const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const Title = styled.h2`
  margin: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.heading};
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li::before {
    content: "";
    position: absolute;
    left: 0.25rem;
    top: 0.6em;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const action = css`
  display: inline-flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.buttonHeight}px;
  padding: 0 1.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast};
`;

export const Subscribe = styled.a`
  ${action}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; color: ${({ theme }) => theme.colors.textOnDark}; }
`;

export const Dismiss = styled.button`
  ${action}
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  &:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.primaryHover}; }
`;

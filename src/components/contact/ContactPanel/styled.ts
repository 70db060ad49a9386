import styled, { css, keyframes } from "styled-components";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideOut = keyframes`from { transform: translateX(0); } to { transform: translateX(100%); }`;

export const Backdrop = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgba(11, 21, 48, 0.55);
  animation: ${({ $closing }) => ($closing ? fadeOut : fadeIn)} 300ms ease forwards;
`;

export const Panel = styled.div<{ $closing: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 100;
  width: 100%;
  max-width: 500px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ $closing }) => css`
    animation: ${$closing ? slideOut : slideIn} 300ms ease forwards;
  `}
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Holds the form's place while its code arrives (a moment, once per visit). */
export const Loading = styled.p`
  min-height: 28rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Channels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Channel = styled.a`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
`;

export const ChannelLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

import styled from "styled-components";
import { Link } from "gatsby";

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow ${({ theme }) => theme.motion.base}, transform ${({ theme }) => theme.motion.base};
  &:hover { box-shadow: ${({ theme }) => theme.shadows.raised}; transform: translateY(-2px); }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const Media = styled.div`
  aspect-ratio: 1.6;
  background: ${({ theme }) => theme.colors.surfaceDark};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

export const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The title link stretches over the whole card, so the card is one click target and one tab stop. */
export const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after { content: ""; position: absolute; inset: 0; }
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: none; }
`;

export const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

import styled from "styled-components";

export const Card = styled.li`
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

/** Reserves the image's box (1.6 : 1, as the EntryCard fragment crops it) before it loads. */
export const Media = styled.div`
  aspect-ratio: 1.6;
  background: ${({ theme }) => theme.colors.surfaceDark};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

export const Category = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.primary};
  svg { flex: none; }
`;

export const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The title link or button stretches over the whole card: one click target, one tab stop. */
export const Target = styled.a`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  letter-spacing: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  &::after { content: ""; position: absolute; inset: 0; }
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: none; }
`;

export const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

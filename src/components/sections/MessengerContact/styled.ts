import styled from "styled-components";
import { media } from "../../../styles/media";

export const Panel = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.surfaceDarkRaised});
  color: ${({ theme }) => theme.colors.textOnDark};
  ${media.down("sm")} { padding: ${({ theme }) => theme.space.lg}; }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  ${media.down("sm")} { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

export const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Write = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: ${({ theme }) => theme.layout.buttonHeight}px;
  padding: 0 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
`;

export const Mail = styled.a`
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 600;
  &:hover { color: ${({ theme }) => theme.colors.textOnDark}; }
`;

export const Footnote = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

import styled from "styled-components";
import { media } from "../../../../styles/media";

export const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${media.down("sm")} { flex-direction: column; align-items: flex-start; padding: ${({ theme }) => theme.space.lg}; }
`;

export const Figure = styled.p`
  flex: none;
  display: flex;
  flex-direction: column;
  min-width: 11rem;
`;

export const FigureValue = styled.span`
  font-size: 4rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

export const FigureLabel = styled.span`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 44rem;
`;

export const More = styled.a`
  justify-self: start;
  font-weight: 600;
`;

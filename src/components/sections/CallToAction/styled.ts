import styled from "styled-components";
import { media } from "../../../styles/media";

export const Panel = styled.div`
  margin: ${({ theme }) => theme.space.xxl} 0;
  padding: ${({ theme }) => theme.space.xl};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  ${media.down("md")} { flex-direction: column; align-items: flex-start; }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Text = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

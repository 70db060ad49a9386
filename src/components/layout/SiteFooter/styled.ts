import styled from "styled-components";
import { media } from "../../../styles/media";

export const Band = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: ${({ theme }) => theme.colors.textOnDark}; }
  a:hover { color: ${({ theme }) => theme.colors.accentOnDark}; }
`;

export const Columns = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  ${media.down("sm")} { flex-direction: column; gap: ${({ theme }) => theme.space.lg}; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  margin-top: 0.25rem;
`;

export const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.borderOnDark};
`;

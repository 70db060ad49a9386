import styled from "styled-components";
import { media } from "../../../styles/media";

export const Table = styled.dl`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  max-width: 60rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 1fr) 2.4fr;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.down("sm")} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const Label = styled.dt`
  font-weight: 600;
`;

export const Value = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

import styled, { css } from "styled-components";
import { media } from "../../../styles/media";

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

export { SectionTitle as Title, SectionLead as Lead } from "../../ui/SectionHeading";

export const Grid = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.down("lg")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.down("sm")} { grid-template-columns: minmax(0, 1fr); }
`;

export const Cell = styled.div<{ $hideBelow: "lg" | "sm" | null }>`
  display: flex;
  > * { flex: 1; }
  ${({ $hideBelow }) =>
    $hideBelow &&
    css`
      ${media.down($hideBelow)} { display: none; }
    `}
`;

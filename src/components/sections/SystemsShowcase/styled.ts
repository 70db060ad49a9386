import styled, { css } from "styled-components";
import { media } from "../../../styles/media";
import { CardGrid } from "../../cards/CardGrid";

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

export { SectionTitle as Title, SectionLead as Lead } from "../../ui/SectionHeading";

/** The site's card grid (3 / 2 / 1 per row), set off from the heading above it. */
export const Grid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.space.xl};
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

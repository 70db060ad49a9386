import styled from "styled-components";
import { media } from "../../../styles/media";

/** Cards three in a row on wide screens, two under 1200 px, one under 767 px (SPEC §2 grids). */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.down("lg")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.down("sm")} { grid-template-columns: minmax(0, 1fr); }
`;

import styled, { css } from "styled-components";
import { media } from "../../../styles/media";
import { CardGrid } from "../../cards/CardGrid";
import { StyledButton } from "../../ui/ButtonLink/styled";
import { Body as CardBody } from "./ProjectCard/styled";

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0 0;
`;

export const Cards = styled.div`
  position: relative;
`;

/** How much of the first hidden row shows under the fade while collapsed. */
const PEEK = "6rem";

/**
 * Collapsed: two full rows, the top of the third under the fade, the rest not displayed. All of it stays
 * in the HTML; what is out of sight is out of the tab order too (hidden text, no display), by CSS alone,
 * so it holds before the scripts run and without them.
 */
const collapsedRows = (columns: number) => css`
  > :nth-child(n + ${2 * columns + 1}) {
    max-height: ${PEEK};
    box-shadow: none;
    pointer-events: none;
    ${CardBody} { visibility: hidden; }
  }
  > :nth-child(n + ${3 * columns + 1}) { display: none; }
`;

export const Grid = styled(CardGrid)<{ $collapsed: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      ${collapsedRows(3)}
      ${media.down("lg")} { ${collapsedRows(2)} }
      ${media.down("sm")} { ${collapsedRows(1)} }
    `}
`;

export const Fade = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: calc(${PEEK} + 4rem);
  background: linear-gradient(to bottom, transparent, ${({ theme }) => theme.colors.background} 80%);
  pointer-events: none;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const More = styled(StyledButton)`
  border: 0;
  font-family: inherit;
  cursor: pointer;
`;

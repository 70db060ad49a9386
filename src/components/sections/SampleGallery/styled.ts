import styled from "styled-components";
import { CardGrid } from "../../cards/CardGrid";

export const Gallery = styled(CardGrid).attrs({ as: "ul" })`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
`;

export const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceDark};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

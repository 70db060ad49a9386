import styled from "styled-components";

/** Centres content at the site's reading width with side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

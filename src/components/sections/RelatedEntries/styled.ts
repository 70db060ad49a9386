import styled from "styled-components";

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

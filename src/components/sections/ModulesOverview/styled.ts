import styled from "styled-components";

export const Cards = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const More = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  display: flex;
  justify-content: center;
`;

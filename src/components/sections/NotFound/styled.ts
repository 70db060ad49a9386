import styled from "styled-components";

export const Screen = styled.section`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.layout.gutter};
  text-align: center;
`;

export const Code = styled.p`
  font-size: 6rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Text = styled.p`
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

import styled from "styled-components";
import { media } from "../../../styles/media";

export const Screen = styled.section`
  width: 100%;
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 60vh;
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  ${media.down("xs")} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: ${({ theme }) => theme.layout.buttonHeight}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Submit = styled.button`
  height: ${({ theme }) => theme.layout.buttonHeight}px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

import styled, { css } from "styled-components";

type Variant = "primary" | "secondary" | "onDark";

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnDark};
    &:hover { background: ${({ theme }) => theme.colors.primaryHover}; color: ${({ theme }) => theme.colors.textOnDark}; }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
    &:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  onDark: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textOnDark};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.borderOnDark};
    &:hover { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.textOnDark}; color: ${({ theme }) => theme.colors.textOnDark}; }
  `,
};

export const StyledButton = styled.a<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.buttonHeight}px;
  padding: 0.625rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast};
  ${({ $variant }) => variants[$variant]}
`;

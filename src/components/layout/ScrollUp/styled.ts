import styled from "styled-components";

export const Button = styled.button`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: 40;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: ${({ theme }) => theme.layout.buttonHeightSmall}px;
  padding: 0 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primary}; }
`;

import styled from "styled-components";

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const Pages = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  a, span {
    display: inline-grid;
    place-items: center;
    min-width: ${({ theme }) => theme.layout.buttonHeight}px;
    min-height: ${({ theme }) => theme.layout.buttonHeight}px;
    border-radius: ${({ theme }) => theme.radii.sm};
    font-weight: 600;
    text-decoration: none;
  }
  a { color: ${({ theme }) => theme.colors.text}; border: 1px solid ${({ theme }) => theme.colors.border}; }
  a:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  span { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.textOnDark}; }
`;

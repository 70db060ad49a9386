import styled from "styled-components";

export const Nav = styled.nav`
  max-width: 47.5rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const List = styled.ol`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  a { color: ${({ theme }) => theme.colors.text}; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; }
`;

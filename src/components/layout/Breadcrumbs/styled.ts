import styled from "styled-components";

export const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surfaceDark};
  padding: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0;
`;

export const Item = styled.li`
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  &:not(:last-child)::after {
    content: "/";
    margin: 0 0.5rem;
    color: ${({ theme }) => theme.colors.borderOnDark};
  }
  a {
    color: ${({ theme }) => theme.colors.textOnDark};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
    text-decoration: underline;
  }
`;

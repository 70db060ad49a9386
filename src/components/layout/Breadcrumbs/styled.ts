import styled, { css } from "styled-components";

/** The band of the page's first block the trail sits on: the dark hero, or a light page (an article, 404). */
export type BreadcrumbsTone = "dark" | "light";

export const Nav = styled.nav<{ $tone: BreadcrumbsTone }>`
  background: ${({ theme, $tone }) => ($tone === "dark" ? theme.colors.surfaceDark : theme.colors.background)};
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

const onLight = css`
  color: ${({ theme }) => theme.colors.textMuted};
  &:not(:last-child)::after { color: ${({ theme }) => theme.colors.border}; }
  a { color: ${({ theme }) => theme.colors.text}; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; }
`;

export const Item = styled.li<{ $tone: BreadcrumbsTone }>`
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
  ${({ $tone }) => $tone === "light" && onLight}
`;

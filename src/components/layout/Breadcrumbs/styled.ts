import styled, { css } from "styled-components";

/** The band of the page's first block the trail sits on: the dark hero, or a light page (an article, 404). */
export type BreadcrumbsTone = "dark" | "light";

export const Nav = styled.nav<{ $tone: BreadcrumbsTone }>`
  background: ${({ theme, $tone }) => ($tone === "dark" ? theme.colors.surfaceDark : theme.colors.background)};
  padding: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One line at any width. A trail that wrapped pushed the whole page down, and at 360 px whether it
 * wrapped could change when Golos Text replaced the fallback font: a layout shift of 0.23–0.35 on a
 * phone (issue #34). What does not fit ends in an ellipsis: short crumbs («Главная», «Услуги», «Ритейл»)
 * stay whole, and the long ones share the rest of the line (the heading right below names the page in full).
 */
export const List = styled.ol`
  list-style: none;
  /* Room for a link's focus ring (3 px, 3 px away), which the clipping would otherwise cut. */
  margin: -0.375rem;
  padding: 0.375rem;
  display: flex;
  overflow: hidden;
  white-space: nowrap;
`;

const onLight = css`
  color: ${({ theme }) => theme.colors.textMuted};
  &:not(:first-child)::before { color: ${({ theme }) => theme.colors.border}; }
  a { color: ${({ theme }) => theme.colors.text}; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; }
`;

/** A crumb this short (in characters) is never cut: «Ус…» would say nothing. */
export const WHOLE_CRUMB_CHARS = 12;

export const Item = styled.li<{ $tone: BreadcrumbsTone; $whole: boolean }>`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  /* The focus ring's room again, inside each crumb's own clipping; the margin keeps the crumbs in place. */
  padding: 0.375rem;
  margin: -0.375rem;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  ${({ $whole }) => $whole && "flex: none;"}
  /* Each crumb begins with its separator, so a crumb cut short keeps it. */
  &:not(:first-child)::before {
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

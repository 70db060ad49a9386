import styled, { css } from "styled-components";
import { visuallyHidden } from "../../../styles/mixins";

type Variant = "bar" | "overlay";

/**
 * In the bar: the field's own place, never over the menu (widened to the left while in use, it hid
 * «Партнёрство», «Контакты» and «Видеоаналитика» for as long as it had the focus); the results open under it,
 * wider. Overlay: the full width under the bar.
 */
export const Box = styled.div<{ $variant: Variant }>`
  ${({ $variant, theme }) =>
    $variant === "bar"
      ? css`
          position: absolute;
          top: 0;
          right: 0;
          width: 100%;
          z-index: 2;
        `
      : css`
          position: fixed;
          top: ${theme.layout.headerHeight}px;
          left: 0;
          right: 0;
          z-index: 49;
          max-height: calc(100dvh - ${theme.layout.headerHeight}px);
          overflow-y: auto;
          /* The page's column on a wide screen, the whole width on a phone. */
          padding: ${theme.space.sm} max(${theme.layout.gutter}, calc((100% - ${theme.layout.containerWidth}px) / 2 + ${theme.layout.gutter}))
            ${theme.space.md};
          background: ${theme.colors.background};
          box-shadow: ${theme.shadows.raised};
        `}
`;

export const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Input = styled.input<{ $variant: Variant }>`
  flex: 1;
  min-width: 0;
  height: ${({ theme, $variant }) => ($variant === "bar" ? theme.layout.buttonHeightSmall : theme.layout.buttonHeight)}px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme, $variant }) => ($variant === "bar" ? theme.fontSizes.sm : theme.fontSizes.md)};
  color: ${({ theme }) => theme.colors.text};

  /* The bar's field is narrow: its letters, not the browser's clear button (Esc clears it). */
  ${({ $variant }) => $variant === "bar" && "&::-webkit-search-cancel-button { display: none; }"}

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Close = styled.button`
  flex: none;
  height: ${({ theme }) => theme.layout.buttonHeight}px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
`;

export const Popup = styled.div<{ $variant: Variant }>`
  ${({ $variant, theme }) =>
    $variant === "bar"
      ? css`
          position: absolute;
          top: calc(100% + ${theme.space.xs});
          right: 0;
          width: 30rem;
          max-height: 70vh;
          overflow-y: auto;
          border-radius: ${theme.radii.md};
          background: ${theme.colors.background};
          box-shadow: ${theme.shadows.raised};
        `
      : css`
          margin-top: ${theme.space.sm};
        `}
`;

/*
 * The options are plain elements styled from here: a styled component per option and per part made
 * styled-components recompute their styles for some thirty elements on every keystroke.
 */
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};

  > li {
    display: flex;
    flex-direction: column;
    gap: 0.125rem;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }

  > li[aria-selected="true"] {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  mark {
    padding: 0 0.08em;
    border-radius: 3px;
    background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 22%, transparent);
    color: inherit;
  }

  .section {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .title {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeights.heading};
  }

  .snippet {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }

  .all {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Status = styled.span`
  ${visuallyHidden}
`;

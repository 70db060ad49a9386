import styled, { css } from "styled-components";
import { StyledButton } from "../../ui/ButtonLink/styled";
import { media } from "../../../styles/media";

export const Demo = styled.div<{ $dragging: boolean }>`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.surface : theme.colors.background)};
  ${media.down("sm")} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${media.down("xs")} {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** The site's button look (ButtonLink) on a real <button>: `as="button"`. */
export const Button = styled(StyledButton)`
  border: 0;
  cursor: pointer;
  font-family: inherit;
`;

/** The file input's label, drawn as the primary button; the input itself is there for the keyboard. */
export const FileLabel = styled(StyledButton)`
  position: relative;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 46rem;
  /* Dragging and Ctrl+V are for a mouse and keyboard: a phone is not told about them. */
  @media (hover: none) and (pointer: coarse) {
    [data-pointer-only] {
      display: none;
    }
  }
`;

/** The picture and, beside it on wide screens (under it on narrow ones), what was found. */
export const Result = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.lg};
  ${media.up("md")} {
    grid-template-columns: minmax(0, 720px) minmax(16rem, 1fr);
    align-items: start;
  }
`;

export const Picture = styled.figure`
  margin: 0;
  min-width: 0;
  &[hidden] {
    display: none;
  }
`;

export const Aside = styled.div`
  min-width: 0;
  & > :first-child {
    margin-top: 0;
  }
`;

export const Detail = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Stage = styled.div`
  position: relative;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceDark};
  canvas,
  video {
    display: block;
    width: 100%;
    height: 100%;
  }
  canvas[hidden],
  video[hidden] {
    display: none;
  }
`;

export const Box = styled.div`
  position: absolute;
  box-sizing: border-box;
  border: 3px solid ${({ theme }) => theme.colors.accentOnDark};
  border-radius: 6px;
  box-shadow: 0 0 0 1px rgba(11, 21, 48, 0.5);
  transition: left 80ms linear, top 80ms linear, width 80ms linear, height 80ms linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  span {
    position: absolute;
    left: -3px;
    bottom: 100%;
    padding: 1px 6px;
    border-radius: 4px 4px 0 0;
    background: ${({ theme }) => theme.colors.accentOnDark};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    white-space: nowrap;
  }
  &[data-bare] {
    border-width: 2px;
    border-radius: 3px;
  }
  &[data-label-inside] span {
    top: 0;
    bottom: auto;
    left: 0;
    border-radius: 0 0 4px 0;
  }
`;

export const Caption = styled.figcaption`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const message = css`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Status = styled.p`
  ${message};
  font-weight: 600;
  /* Stays in the page while empty: a live region must exist before what it announces. */
  &:empty {
    margin: 0;
  }
`;

export const Problem = styled.p`
  ${message};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.error};
`;

export const Discuss = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

/** How much of a large photo has been searched (shown after the first second). */
export const Progress = styled.progress`
  display: block;
  width: 100%;
  height: 6px;
  margin-top: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: 3px;
  overflow: hidden;
  appearance: none;
  background: ${({ theme }) => theme.colors.border};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.border};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

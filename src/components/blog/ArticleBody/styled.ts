import styled from "styled-components";
import { renderWhenNear } from "../../../styles/mixins";

/** Reading measure and rhythm for long text; pictures from gatsby-remark-images keep their own box. */
export const Prose = styled.div`
  max-width: 47.5rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  > * + * { margin-top: ${({ theme }) => theme.space.xl}; }
  > * > * + * { margin-top: ${({ theme }) => theme.space.md}; }
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.heading};
    scroll-margin-top: ${({ theme }) => theme.layout.headerHeight + 16}px;
  }
  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul, ol { padding-left: 1.5rem; display: grid; gap: ${({ theme }) => theme.space.xs}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  strong { font-weight: 600; }
  blockquote {
    margin-left: 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th, td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th { background: ${({ theme }) => theme.colors.surface}; font-weight: 600; }
  .gatsby-resp-image-wrapper {
    margin: ${({ theme }) => theme.space.lg} 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
  }
`;

/**
 * One section of the text (or the introduction). Each part is its own layout box: a part that begins
 * with its heading takes the heading's top margin from the gap between parts above.
 */
export const Part = styled.div<{ $first: boolean }>`
  ${({ $first }) => ($first ? "" : renderWhenNear)}
  > h2:first-child { margin-top: 0; }
`;

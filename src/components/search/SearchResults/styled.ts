import styled from "styled-components";
import { media } from "../../../styles/media";

/*
 * Styled by element rather than by component: the server fills the same markup into the page for a
 * visitor without JavaScript (server/lib/search-page.ts), and it must look the same.
 */
export const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  > p[role="status"] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  ol,
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }

  ol > li {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    ${media.down("xs")} {
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    }
  }

  ol > li > a {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  ol > li > a > span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  ol > li > a > strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.heading};
    color: ${({ theme }) => theme.colors.primary};
  }

  ol > li > a:hover > strong,
  ol > li > a:focus-visible > strong {
    text-decoration: underline;
  }

  ol > li > p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  /* A tint behind the word, not only weight: titles are bold already. */
  mark {
    padding: 0 0.08em;
    border-radius: 3px;
    background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 22%, transparent);
    color: inherit;
  }

  ol > li > p mark {
    font-weight: 600;
  }

  h2 {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  }

  ul a,
  p > a,
  p > button {
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
  }

  p > button {
    padding: 0;
    border: 0;
    background: none;
    text-decoration: underline;
    cursor: pointer;
  }
`;

import styled from "styled-components";
import { visuallyHidden } from "../../../styles/mixins";

/** First focusable element of every page: jumps over the header to the main content. */
export const SkipLink = styled.a.attrs({ href: "#main", children: "Перейти к содержанию" })`
  ${visuallyHidden}
  &:focus {
    position: fixed;
    top: 0.75rem;
    left: 0.75rem;
    z-index: 100;
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    padding: 0.75rem 1.25rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;
